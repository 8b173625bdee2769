import { Inject, Injectable } from '@nestjs/common';
import type { BillView } from '@packflow/contracts';
import { DomainError, bill, billPolicies } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import type { CommandMetadata, CommandResult } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import type { AuthContext } from '../auth/access';
import { namesOf } from '../orders/orders.queries';
import { INFRA } from '../tokens';
import { type BillFacts, billFacts, billView, peopleOfBill } from './bill-views';

export type BillResult = CommandResult<bill.BillEvent, bill.BillState>;

export const billNotFound = () => new DomainError('BILLS.NOT_FOUND', 'bills.notFound');

/** Who and when, as every bill event records them. */
export const act = (auth: AuthContext, metadata: CommandMetadata) => ({
  by: auth.accountId,
  at: metadata.at.toISOString(),
});

const readerOf = (auth: Pick<AuthContext, 'accountId' | 'role'>) => ({ id: auth.accountId, role: auth.role });

/** A bill id of the URLs: `<customerId>-<yyyymm>` (anything else is no bill). */
const validId = (id: string): boolean => /^[A-Za-z0-9_.:-]{1,120}-\d{6}$/.test(id);

/**
 * What the bills' handlers and reads share: a bill's stream folded (as a whole or up to a
 * position), reached only by who may see it (another's bill is "not found"), its view for a
 * reader with the actions the domain allows now, and one way to run a command on it.
 */
@Injectable()
export class BillsInputs {
  constructor(@Inject(INFRA) readonly infra: Infrastructure) {}

  async load(id: string, upTo?: bigint): Promise<{ state: bill.BillState; history: RecordedEvent[] }> {
    if (!validId(id)) return { state: bill.billDecider.initialState(), history: [] };
    const all = await this.infra.commands.history(bill.billStreamOfId(id));
    const history = upTo === undefined ? all : all.filter((e) => e.position <= upTo);
    const state = history.reduce(
      (s, e) => bill.billDecider.evolve(s, { type: e.type, data: e.data } as bill.BillEvent),
      bill.billDecider.initialState(),
    );
    return { state, history };
  }

  /** The bill's facts when the reader may see it; else not found. */
  async reachable(
    auth: AuthContext,
    id: string,
    upTo?: bigint,
  ): Promise<BillFacts & { state: bill.BillState }> {
    const { state, history } = await this.load(id, upTo);
    const facts = billFacts(state, history);
    if (!facts || !billPolicies.maySee(readerOf(auth), { ownerId: facts.issued.ownerId }))
      throw billNotFound();
    return { ...facts, state };
  }

  /** The bill as the reader sees it now, with what he may do. */
  async view(
    auth: AuthContext,
    facts: BillFacts & { state: bill.BillState },
    now = new Date(),
  ): Promise<BillView> {
    const names = await namesOf(this.infra.db, peopleOfBill(facts));
    const owns = billPolicies.OWNER_ROLES.includes(auth.role) && auth.accountId === facts.issued.ownerId;
    return billView(facts, names, {
      actions: bill.billActions(facts.state, { userId: auth.accountId, role: auth.role, owns }, now),
      finishesEarly: facts.status !== 'reconciled' && bill.finishesEarly(facts.issued.month, now),
    });
  }

  run(id: string, metadata: CommandMetadata, command: bill.BillCommand): Promise<BillResult> {
    return this.infra.commands.run(bill.billDecider, bill.billStreamOfId(id), command, metadata);
  }
}
