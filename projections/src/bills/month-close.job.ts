import { BILLS_READ_MODELS, type BillLine } from '@packflow/contracts';
import { bill, billEvents, monthClose } from '@packflow/domain';
import type { Position } from '@packflow/eventstore';
import Decimal from 'decimal.js';
import type { AreaJob, AreaJobContext } from '../area';
import type { ReactionMetadata } from '../reactor';
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

/** A customer's lines not yet in a bill, of `month` and earlier, up to `cutoff`, oldest first. */
async function unbilledLines(ctx: AreaJobContext, customerId: string, month: string, cutoff: string) {
  return ctx.db
    .withSchema('rm')
    .selectFrom('bill_lines')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('bill_id', 'is', null)
    .where('month', '<=', month)
    .where('position', '<=', cutoff)
    .orderBy('position')
    .orderBy('line_id')
    .execute();
}

/** The customer's bill facts: the name and language of its latest contract, its owner now, the previous bill's closing balance. */
async function customerFacts(ctx: AreaJobContext, customerId: string, month: string, fallbackOwner: string) {
  const rm = ctx.db.withSchema('rm');
  const contract = await rm
    .selectFrom('bill_contracts')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('contract_id', 'desc')
    .executeTakeFirst();
  const customer = await rm
    .selectFrom('customers')
    .select(['name', 'owner_id'])
    .where('id', '=', customerId)
    .executeTakeFirst()
    .catch(() => undefined);
  const opening = await rm
    .selectFrom('bills')
    .select('closing_balance')
    .where('customer_id', '=', customerId)
    .where('month', '<', month)
    .orderBy('month', 'desc')
    .executeTakeFirst();
  return {
    customerName: contract?.customer_name ?? customer?.name ?? customerId,
    language: (contract?.language === 'en' ? 'en' : 'cn') as 'cn' | 'en',
    ownerId: customer?.owner_id ?? contract?.owner_id ?? fallbackOwner,
    openingBalance: opening ? new Decimal(opening.closing_balance).toFixed(2) : '0.00',
  };
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
    for (const customerId of monthClose.pendingCustomers(state)) {
      const billStream = bill.billStream(customerId, month);
      const rows = await unbilledLines(ctx, customerId, month, cutoff);
      let billed: boolean;
      if (rows.length) {
        const facts = await customerFacts(ctx, customerId, month, rows[rows.length - 1]!.owner_id);
        const lines: BillLine[] = rows.map((r) => ({
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
        }));
        const at = now();
        const result = await ctx.commands.run(
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
              currency: rows[0]!.currency as billEvents.BillIssuedData['currency'],
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
        billed = result.state.issued !== null;
      } else {
        // Its lines were taken by its bill in an earlier try (not yet marked), or by nothing.
        billed = (await ctx.commands.load(bill.billDecider, billStream)).issued !== null;
      }
      state = await record({
        type: 'RecordCustomerDone',
        data: { customerId, billed, at: now().toISOString() },
      });
    }
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
