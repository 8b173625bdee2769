import type { BillLine } from '@packflow/contracts';
import { bill, type billEvents } from '@packflow/domain';
import Decimal from 'decimal.js';
import type { AreaJobContext } from '../area';
import type { ReactionMetadata } from '../reactor';
import { inTurns } from './month-close-steps';

/**
 * How many bills of a batch are issued at once. The store commits concurrent appends together (a
 * group at a time, while the next group gathers), so enough bills in flight keep every group full.
 */
const ISSUES_AT_ONCE = 48;

type LineRow = Awaited<ReturnType<typeof unbilledLines>>[number];

/** The customers' lines not yet in a bill, of `month` and earlier, up to `cutoff`, oldest first. */
async function unbilledLines(
  ctx: AreaJobContext,
  customerIds: readonly string[],
  month: string,
  cutoff: string,
) {
  return ctx.db
    .withSchema('rm')
    .selectFrom('bill_lines')
    .selectAll()
    .where('customer_id', 'in', customerIds)
    .where('bill_id', 'is', null)
    .where('month', '<=', month)
    .where('position', '<=', cutoff)
    .orderBy('position')
    .orderBy('line_id')
    .execute();
}

interface CustomerFacts {
  customerName: string;
  language: 'cn' | 'en';
  ownerId: string;
  openingBalance: string;
}

/**
 * The customers' bill facts, in three queries for the batch: the name and language of each one's
 * latest contract, its owner now, and its previous bill's closing balance (the opening).
 */
async function customerFacts(
  ctx: AreaJobContext,
  customerIds: readonly string[],
  month: string,
): Promise<(customerId: string, fallbackOwner: string) => CustomerFacts> {
  const rm = ctx.db.withSchema('rm');
  const [contracts, customers, openings] = await Promise.all([
    rm
      .selectFrom('bill_contracts')
      .selectAll()
      .distinctOn('customer_id')
      .where('customer_id', 'in', customerIds)
      .orderBy('customer_id')
      .orderBy('contract_id', 'desc')
      .execute(),
    rm
      .selectFrom('customers')
      .select(['id', 'name', 'owner_id'])
      .where('id', 'in', customerIds)
      .execute()
      .catch(() => []),
    rm
      .selectFrom('bills')
      .select(['customer_id', 'closing_balance'])
      .distinctOn('customer_id')
      .where('customer_id', 'in', customerIds)
      .where('month', '<', month)
      .orderBy('customer_id')
      .orderBy('month', 'desc')
      .execute(),
  ]);
  const contractOf = new Map(contracts.map((c) => [c.customer_id, c]));
  const customerOf = new Map(customers.map((c) => [c.id, c]));
  const openingOf = new Map(openings.map((o) => [o.customer_id, o.closing_balance]));
  return (customerId, fallbackOwner) => {
    const contract = contractOf.get(customerId);
    const customer = customerOf.get(customerId);
    const opening = openingOf.get(customerId);
    return {
      customerName: contract?.customer_name ?? customer?.name ?? customerId,
      language: contract?.language === 'en' ? 'en' : 'cn',
      ownerId: customer?.owner_id ?? contract?.owner_id ?? fallbackOwner,
      openingBalance: opening !== undefined ? new Decimal(opening).toFixed(2) : '0.00',
    };
  };
}

const lineOf = (r: LineRow, month: string): BillLine => ({
  lineId: r.line_id,
  kind: r.kind as BillLine['kind'],
  amount: new Decimal(r.amount).toFixed(2),
  date: r.date,
  priorPeriod: r.month < month,
  orderId: r.order_id,
  orderNumber: r.order_number,
  quantity: r.quantity,
  unit: r.unit,
  contractId: r.contract_id,
  contractNumber: r.contract_number,
  method: r.method,
  note: r.note,
  streamId: r.stream_id,
  position: String(r.position),
});

/** What a batch of the close reads before it issues its bills. */
export interface BatchReads {
  customerIds: readonly string[];
  linesOf: Map<string, LineRow[]>;
  factsOf: (customerId: string, fallbackOwner: string) => CustomerFacts;
}

/** A batch's unbilled lines and bill facts (the lines and the three facts' reads at once). */
export async function readBatch(
  ctx: AreaJobContext,
  customerIds: readonly string[],
  month: string,
  cutoff: string,
): Promise<BatchReads> {
  const [rows, factsOf] = await Promise.all([
    unbilledLines(ctx, customerIds, month, cutoff),
    customerFacts(ctx, customerIds, month),
  ]);
  const linesOf = new Map<string, LineRow[]>();
  for (const r of rows) {
    const mine = linesOf.get(r.customer_id);
    if (mine) mine.push(r);
    else linesOf.set(r.customer_id, [r]);
  }
  return { customerIds, linesOf, factsOf };
}

export interface IssueInput {
  month: string;
  cutoff: string;
  /** The close's process stream. */
  closeId: string;
  metadata: (at: Date, key: string) => ReactionMetadata;
  now: () => Date;
}

/**
 * Issues the batch's bills, each from its customer's lines (prior months' marked prior-period)
 * with the previous bill's closing balance as the opening, on a new stream appended without
 * reading it first (issued already, by an earlier try: no events). Answers who is billed.
 */
export function issueBills(
  ctx: AreaJobContext,
  reads: BatchReads,
  input: IssueInput,
): Promise<{ customerId: string; billed: boolean }[]> {
  const { month, cutoff, closeId } = input;
  return inTurns(reads.customerIds, ISSUES_AT_ONCE, async (customerId) => {
    const billStream = bill.billStream(customerId, month);
    const mine = reads.linesOf.get(customerId) ?? [];
    if (!mine.length) {
      // Its lines were taken by its bill in an earlier try (not yet marked), or by nothing.
      const billed = (await ctx.commands.load(bill.billDecider, billStream)).issued !== null;
      return { customerId, billed };
    }
    const facts = reads.factsOf(customerId, mine[mine.length - 1]!.owner_id);
    const lines = mine.map((r) => lineOf(r, month));
    const at = input.now();
    const result = await ctx.commands.create(
      bill.billDecider,
      billStream,
      {
        type: 'IssueBill',
        data: {
          customerId,
          customerName: facts.customerName,
          language: facts.language,
          ownerId: facts.ownerId,
          month,
          currency: mine[0]!.currency as billEvents.BillIssuedData['currency'],
          cutoff,
          openingBalance: facts.openingBalance,
          lines,
          totals: bill.billTotals(facts.openingBalance, lines),
          closeId,
          at: at.toISOString(),
        },
      },
      input.metadata(at, `${closeId}:${customerId}:issue`),
    );
    return { customerId, billed: result.state.issued !== null };
  });
}
