import { WAGES_READ_MODELS } from '@packflow/contracts';
import { type billEvents, bill, monthClose, wageSheet } from '@packflow/domain';
import Decimal from 'decimal.js';
import type { AreaJobContext } from '../area';
import { inTurns, waitForReadModel } from '../bills/month-close.job';
import { money } from '../bills/money-events';
import { accountsProjector } from '../identity';
import type { ReactionMetadata } from '../reactor';
import { COMMISSION_EVENT_TYPES } from './commission-lines.projector';

/**
 * The month close's wage part (month-end.md, "Wages and commission"), once every customer is
 * done: fixes the salesmen once (active salesmen's accounts, and any salesman with a commission
 * month of the month), then for each not done makes his sheet from his account's base and position
 * wage and the month's commission lines up to the close's cutoff, carrying in the previous sheet's
 * negative commission, and records him done. A sheet stream is made only when empty, so a re-run, a
 * second worker or a run killed at any instant makes every sheet once.
 */

const SALESMAN = 'OperatorIndex';
const ACTIVE = '正常';
const EARNS = new Set(['collection', 'reversal', 'refund']);

export interface WageCloseInput {
  month: string;
  cutoff: string;
  /** The close's process stream. */
  closeId: string;
  record: (command: billEvents.MonthCloseCommand) => Promise<monthClose.MonthCloseState>;
  metadata: (at: Date, key: string) => ReactionMetadata;
  now: () => Date;
  batchSize: number;
}

/** The read models the wage part reads, with the events each follows. */
const READ_BY_WAGES: readonly { name: string; eventTypes: readonly string[] }[] = [
  { name: WAGES_READ_MODELS.commissionLines, eventTypes: COMMISSION_EVENT_TYPES },
  { name: accountsProjector.name, eventTypes: accountsProjector.eventTypes },
];

/** The salesmen of the month: active salesmen, and salesmen with a ledger month (disabled since, say). */
async function salesmenOf(ctx: AreaJobContext, month: string): Promise<string[]> {
  const rm = ctx.db.withSchema('rm');
  const [active, withLines] = await Promise.all([
    rm
      .selectFrom('accounts')
      .select('id')
      .where('role', '=', SALESMAN)
      .where('status', '=', ACTIVE)
      .execute(),
    rm
      .selectFrom('commission_months')
      .innerJoin('accounts', 'accounts.id', 'commission_months.staff_id')
      .select('commission_months.staff_id as id')
      .where('commission_months.month', '=', month)
      .where('accounts.role', '=', SALESMAN)
      .execute(),
  ]);
  return [...new Set([...active, ...withLines].map((r) => r.id))].sort();
}

/** The batch's accounts and ledger lines of the month up to the cutoff. */
async function batchFacts(ctx: AreaJobContext, staff: readonly string[], month: string, cutoff: string) {
  const rm = ctx.db.withSchema('rm');
  const [accounts, lines] = await Promise.all([
    rm
      .selectFrom('accounts')
      .select(['id', 'nickname', 'areacode', 'wage', 'work_wage'])
      .where('id', 'in', staff)
      .execute(),
    rm
      .selectFrom('commission_lines')
      .select(['line_id', 'staff_id', 'kind', 'cny', 'commission'])
      .where('staff_id', 'in', staff)
      .where('month', '=', month)
      .where('position', '<=', cutoff)
      .orderBy('position')
      .orderBy('line_id')
      .execute(),
  ]);
  const accountOf = new Map(accounts.map((a) => [a.id, a]));
  const linesOf = new Map<string, typeof lines>();
  for (const l of lines) linesOf.set(l.staff_id, [...(linesOf.get(l.staff_id) ?? []), l]);
  return { accountOf, linesOf };
}

/** Makes the month's wage sheets; answers the close's state with every salesman done. */
export async function closeWages(
  ctx: AreaJobContext,
  state: monthClose.MonthCloseState,
  input: WageCloseInput,
): Promise<monthClose.MonthCloseState> {
  const { month, cutoff } = input;
  for (const readModel of READ_BY_WAGES) await waitForReadModel(ctx, readModel, BigInt(cutoff));
  if (!state.wages.started)
    state = await input.record({
      type: 'StartMonthCloseWages',
      data: { salesmen: await salesmenOf(ctx, month), at: input.now().toISOString() },
    });
  const previous = bill.addMonths(month, -1);
  const pending = monthClose.pendingSalesmen(state);
  for (let from = 0; from < pending.length; from += input.batchSize) {
    const batch = pending.slice(from, from + input.batchSize);
    const { accountOf, linesOf } = await batchFacts(ctx, batch, month, cutoff);
    const staff = await inTurns(batch, 8, async (staffId) => {
      const account = accountOf.get(staffId);
      const lines = linesOf.get(staffId) ?? [];
      const earning = lines.filter((l) => EARNS.has(l.kind));
      const before = await ctx.commands.load(
        wageSheet.wageSheetDecider,
        wageSheet.wageSheetStream(staffId, previous),
      );
      const at = input.now();
      const result = await ctx.commands.create(
        wageSheet.wageSheetDecider,
        wageSheet.wageSheetStream(staffId, month),
        {
          type: 'MakeWageSheet',
          data: {
            staffId,
            staffName: account?.nickname ?? staffId,
            areacode: account?.areacode ?? null,
            month,
            base: money(account?.wage ?? 0),
            position: money(account?.work_wage ?? 0),
            collections: money(earning.reduce((sum, l) => sum.plus(l.cny), new Decimal(0))),
            earned: money(earning.reduce((sum, l) => sum.plus(l.commission), new Decimal(0))),
            lineIds: lines.map((l) => l.line_id),
            carriedIn: before.made?.carriedOut ?? '0.00',
            cutoff,
            closeId: input.closeId,
            at: at.toISOString(),
          },
        },
        input.metadata(at, `${input.closeId}:${staffId}:wages`),
      );
      return { staffId, made: result.state.made !== null };
    });
    state = await input.record({
      type: 'RecordSalesmenDone',
      data: { staff, at: input.now().toISOString() },
    });
  }
  return state;
}
