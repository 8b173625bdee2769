import { BILLS_READ_MODELS } from '@packflow/contracts';
import { billEvents, monthClose } from '@packflow/domain';
import type { AreaJob, AreaJobContext } from '../area';
import type { ReactionMetadata } from '../reactor';
import { closeWages } from '../wages/wage-close';
import { BILL_LINE_EVENT_TYPES } from './bill-lines.projector';
import { type BatchReads, type IssueInput, issueBills, readBatch } from './month-close-bills';
import { MONTH_CLOSE_SETTINGS_STREAM, monthCloseSettingsDecider } from './month-close-settings';
import { waitForReadModel } from './month-close-steps';

export { inTurns, waitForReadModel } from './month-close-steps';

export const MONTH_CLOSE_JOB = 'bills.month-close';

/** The read models the close reads, with the events each follows. */
const READ_BY_CLOSE: readonly { name: string; eventTypes: readonly string[] }[] = [
  { name: BILLS_READ_MODELS.billLines, eventTypes: BILL_LINE_EVENT_TYPES },
  { name: BILLS_READ_MODELS.bills, eventTypes: billEvents.BILL_EVENT_TYPES },
];

const metadata = (month: string, by: string, at: Date, key?: string): ReactionMetadata => ({
  userId: by,
  role: by === 'system' ? null : 'Admin',
  at,
  correlationId: `month-close:${month}`,
  ...(key ? { idempotencyKey: key } : {}),
});

/** How many customers the close reads, bills and records done at a time. */
const BATCH = 200;

/**
 * Bills the pending customers a batch at a time and records each batch done in one event. While a
 * batch's bills are issued, the next batch's reads are made and the previous batch's record is
 * written (a batch is recorded only once all its bills are in the store).
 */
async function closeCustomers(
  ctx: AreaJobContext,
  pending: readonly string[],
  batchSize: number,
  input: IssueInput & {
    record: (command: billEvents.MonthCloseCommand) => Promise<monthClose.MonthCloseState>;
  },
): Promise<monthClose.MonthCloseState | undefined> {
  const batches: string[][] = [];
  for (let from = 0; from < pending.length; from += batchSize)
    batches.push(pending.slice(from, from + batchSize));
  // Started ahead of their turn: a failure is thrown where the turn awaits it.
  const ahead = <T>(work: Promise<T>): Promise<T> => {
    work.catch(() => undefined);
    return work;
  };
  const read = (i: number): Promise<BatchReads> | undefined =>
    i < batches.length ? ahead(readBatch(ctx, batches[i]!, input.month, input.cutoff)) : undefined;
  let reading = read(0);
  let recording: Promise<monthClose.MonthCloseState> | undefined;
  for (let i = 0; i < batches.length; i++) {
    const reads = await reading!;
    reading = read(i + 1);
    const customers = await issueBills(ctx, reads, input);
    if (recording) await recording;
    recording = ahead(
      input.record({ type: 'RecordCustomersDone', data: { customers, at: input.now().toISOString() } }),
    );
  }
  return recording;
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
    const done = await closeCustomers(ctx, monthClose.pendingCustomers(state), batchSize, {
      month,
      cutoff,
      closeId: stream,
      metadata: (at, key) => metadata(month, by, at, key),
      now,
      record,
    });
    if (done) state = done;
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
