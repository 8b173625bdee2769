import { BILLS_READ_MODELS, type BillLine } from '@packflow/contracts';
import { bill, billEvents, monthClose } from '@packflow/domain';
import type { Position } from '@packflow/eventstore';
import Decimal from 'decimal.js';
import type { AreaJob, AreaJobContext } from '../area';
import type { ReactionMetadata } from '../reactor';
import { closeWages } from '../wages/wage-close';
import { BILL_LINE_EVENT_TYPES } from './bill-lines.projector';
import { MONTH_CLOSE_SETTINGS_STREAM, monthCloseSettingsDecider } from './month-close-settings';

export const MONTH_CLOSE_JOB = 'bills.month-close';

/** How long the close waits for the bills' read models to reach its cutoff before it fails (and is retried). */
const READ_MODEL_WAIT_MS = 120_000;

/** The read models the close reads, with the events each follows. */
const READ_BY_CLOSE: readonly { name: string; eventTypes: readonly string[] }[] = [
  { name: BILLS_READ_MODELS.billLines, eventTypes: BILL_LINE_EVENT_TYPES },
  { name: BILLS_READ_MODELS.bills, eventTypes: billEvents.BILL_EVENT_TYPES },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the read model has applied every event it reads up to `position`: its checkpoint is
 * there, or no event it reads lies between its checkpoint and `position` (a checkpoint moves only
 * when the projector writes).
 */
export async function waitForReadModel(
  ctx: Pick<AreaJobContext, 'db' | 'store'>,
  readModel: { name: string; eventTypes: readonly string[] },
  position: Position,
  timeoutMs = READ_MODEL_WAIT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await ctx.db
      .selectFrom('projection_checkpoints')
      .select('position')
      .where('name', '=', readModel.name)
      .executeTakeFirst();
    const at = row ? BigInt(row.position) : null;
    if (at !== null && at >= position) return;
    if (at !== null) {
      const between = await ctx.store.readAll({
        after: at,
        before: position + 1n,
        maxCount: 1,
        filter: { eventTypes: readModel.eventTypes },
      });
      if (!between.length) return;
    }
    if (Date.now() > deadline) throw new Error(`The read model ${readModel.name} did not reach ${position}`);
    await sleep(100);
  }
}

const metadata = (month: string, by: string, at: Date, key?: string): ReactionMetadata => ({
  userId: by,
  role: by === 'system' ? null : 'Admin',
  at,
  correlationId: `month-close:${month}`,
  ...(key ? { idempotencyKey: key } : {}),
});

/** How many customers the close reads, bills and records done at a time. */
const BATCH = 200;
/** How many bills of a batch are appended at once. */
const APPENDS_AT_ONCE = 8;

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

/** Runs `work` over `items`, at most `width` at a time; answers the results in order. */
export async function inTurns<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return results;
}

/**
 * Closes a month (issue 24's "Month close"): starts its process stream with the store's head as
 * the cutoff and the customers with lines not yet billed up to it (once: a second start is no
 * events, and the first start's cutoff and customers stand), then for each customer not done
 * issues its bill from those lines (prior months' marked prior-period) with the previous bill's
 * closing balance as the opening, records the customer done, and finishes. A re-run, a second
 * worker or a run killed at any instant makes every bill once: a bill stream is issued only when
 * empty, and the process stream records who is done.
 */
export async function runMonthClose(
  ctx: AreaJobContext,
  month: string,
  by: string,
  now: () => Date = () => new Date(),
  /** Customers a batch (tests use small batches, so that a kill lands between batches). */
  batchSize = BATCH,
): Promise<{ bills: number; customers: number; status: string }> {
  const stream = monthClose.monthCloseStream(month);
  const record = async (command: billEvents.MonthCloseCommand) =>
    (await ctx.commands.run(monthClose.monthCloseDecider, stream, command, metadata(month, by, now()))).state;
  let state = await ctx.commands.load(monthClose.monthCloseDecider, stream);
  if (state.status === 'done')
    return { bills: state.bills, customers: state.customerIds.length, status: 'done' };
  if (!state.started) {
    const closed = await ctx.db
      .withSchema('rm')
      .selectFrom('month_closes')
      .select('month')
      .where('status', '=', 'done')
      .execute();
    monthClose.checkClosable(
      month,
      closed.map((c) => c.month),
      now(),
    );
    const cutoff = await ctx.store.headPosition();
    for (const readModel of READ_BY_CLOSE) await waitForReadModel(ctx, readModel, cutoff);
    const customers = await ctx.db
      .withSchema('rm')
      .selectFrom('bill_lines')
      .select('customer_id')
      .distinct()
      .where('bill_id', 'is', null)
      .where('month', '<=', month)
      .where('position', '<=', cutoff.toString())
      .orderBy('customer_id')
      .execute();
    state = await record({
      type: 'StartMonthClose',
      data: {
        month,
        cutoff: cutoff.toString(),
        customerIds: customers.map((c) => c.customer_id),
        by,
        at: now().toISOString(),
      },
    });
  }
  const cutoff = state.cutoff!;
  try {
    for (const readModel of READ_BY_CLOSE) await waitForReadModel(ctx, readModel, BigInt(cutoff));
    const pending = monthClose.pendingCustomers(state);
    for (let from = 0; from < pending.length; from += batchSize) {
      const batch = pending.slice(from, from + batchSize);
      const [rows, factsOf] = await Promise.all([
        unbilledLines(ctx, batch, month, cutoff),
        customerFacts(ctx, batch, month),
      ]);
      const linesOf = new Map<string, LineRow[]>();
      for (const r of rows) linesOf.set(r.customer_id, [...(linesOf.get(r.customer_id) ?? []), r]);
      const customers = await inTurns(batch, APPENDS_AT_ONCE, async (customerId) => {
        const billStream = bill.billStream(customerId, month);
        const mine = linesOf.get(customerId) ?? [];
        if (!mine.length) {
          // Its lines were taken by its bill in an earlier try (not yet marked), or by nothing.
          const billed = (await ctx.commands.load(bill.billDecider, billStream)).issued !== null;
          return { customerId, billed };
        }
        const facts = factsOf(customerId, mine[mine.length - 1]!.owner_id);
        const lines = mine.map((r) => lineOf(r, month));
        const at = now();
        // A new stream: appended without reading it first; issued already (an earlier try), no events.
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
              closeId: stream,
              at: at.toISOString(),
            },
          },
          metadata(month, by, at, `${stream}:${customerId}:issue`),
        );
        return { customerId, billed: result.state.issued !== null };
      });
      state = await record({ type: 'RecordCustomersDone', data: { customers, at: now().toISOString() } });
    }
    state = await closeWages(ctx, state, {
      month,
      cutoff,
      closeId: stream,
      record,
      metadata: (at, key) => metadata(month, by, at, key),
      now,
      batchSize,
    });
    state = await record({ type: 'FinishMonthClose', data: { at: now().toISOString() } });
    return { bills: state.bills, customers: state.customerIds.length, status: state.status ?? 'done' };
  } catch (error) {
    await record({ type: 'FailMonthClose', data: { error: String(error), at: now().toISOString() } }).catch(
      () => undefined,
    );
    throw error;
  }
}

/** The hour (0-23) of an instant in Asia/Shanghai. */
export const shanghaiHour = (at: Date): number => new Date(at.getTime() + 8 * 3_600_000).getUTCHours();

/**
 * The hourly tick: from the set hour (Asia/Shanghai) on, closes the previous month unless its close
 * is done (a close left unfinished by a crash goes on). Returns the month it ran, or null.
 */
export async function monthCloseTick(ctx: AreaJobContext, now: Date = new Date()): Promise<string | null> {
  const { hour } = await ctx.commands.load(monthCloseSettingsDecider, MONTH_CLOSE_SETTINGS_STREAM);
  if (shanghaiHour(now) < hour) return null;
  const month = monthClose.previousMonth(now);
  const state = await ctx.commands.load(monthClose.monthCloseDecider, monthClose.monthCloseStream(month));
  if (state.status === 'done') return null;
  await runMonthClose(ctx, month, state.by ?? 'system', () => new Date());
  return month;
}

const hourKey = (now: Date) => now.toISOString().slice(0, 13).replace(/[-T]/g, '');

/**
 * The job: an hourly tick (job id per hour) that closes the previous month when due; Admin's "run
 * now" enqueues it with the month and who asked (the process stream makes a second run harmless).
 */
export const monthCloseJob: AreaJob<{ month?: string; by?: string }> = {
  definition: {
    name: MONTH_CLOSE_JOB,
    attempts: 3,
    backoffMs: 5_000,
    schedule: {
      cron: '5 * * * *',
      data: () => ({}),
      jobId: (now) => `${MONTH_CLOSE_JOB}:${hourKey(now)}`,
    },
  },
  handler: (ctx) => async (data, job) => {
    if (data.month) {
      const result = await runMonthClose(ctx, data.month, data.by ?? 'system');
      job.log(`month close ${data.month}: ${result.bills} bills of ${result.customers} customers`);
      return;
    }
    const month = await monthCloseTick(ctx);
    if (month) job.log(`month close ${month} done`);
  },
};
