import { Inject, Injectable } from '@nestjs/common';
import { DomainError, wageSheet } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import type { CommandMetadata, CommandResult } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import type { AuthContext } from '../auth/access';
import { INFRA } from '../tokens';

export type WageSheetResult = CommandResult<wageSheet.WageSheetEvent, wageSheet.WageSheetState>;

export const sheetNotFound = () => new DomainError('WAGES.SHEET_NOT_FOUND', 'wages.sheetNotFound');

/** Who reads or acts on a sheet, as the domain's rules see him. */
export const actorOf = (auth: Pick<AuthContext, 'accountId' | 'role'>): wageSheet.WageActor => ({
  id: auth.accountId,
  role: auth.role,
});

/** A sheet id of the URLs: `<staffId>-<yyyymm>` (anything else is no sheet). */
const validId = (id: string): boolean => /^[A-Za-z0-9_.:-]{1,120}-\d{6}$/.test(id);

export interface ReachedSheet {
  id: string;
  state: wageSheet.WageSheetState;
  history: RecordedEvent[];
}

/**
 * What the wages' handlers and reads share: a sheet's stream folded, reached only by who may see
 * it (another salesman's sheet is "not found", as one that does not exist), and one way to run a
 * command on it.
 */
@Injectable()
export class WagesInputs {
  constructor(@Inject(INFRA) readonly infra: Infrastructure) {}

  async load(id: string): Promise<ReachedSheet> {
    if (!validId(id)) return { id, state: wageSheet.initialWageSheetState(), history: [] };
    const { state, history } = await this.infra.commands.loadWithHistory(
      wageSheet.wageSheetDecider,
      `${wageSheet.WAGE_SHEET_PREFIX}${id}`,
    );
    return { id, state, history };
  }

  /** The sheet when the reader may see it; else not found. */
  async reachable(auth: Pick<AuthContext, 'accountId' | 'role'>, id: string): Promise<ReachedSheet> {
    const sheet = await this.load(id);
    if (!wageSheet.maySee(sheet.state, actorOf(auth))) throw sheetNotFound();
    return sheet;
  }

  run(id: string, metadata: CommandMetadata, command: wageSheet.WageSheetCommand): Promise<WageSheetResult> {
    return this.infra.commands.run(
      wageSheet.wageSheetDecider,
      `${wageSheet.WAGE_SHEET_PREFIX}${id}`,
      command,
      metadata,
    );
  }
}
