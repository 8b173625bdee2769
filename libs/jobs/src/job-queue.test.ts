/**
 * One contract, run against both implementations: in-process always, BullMQ against a real Redis
 * (REDIS_URL, default redis://127.0.0.1:6379). Without Redis the BullMQ suite is skipped, with the
 * reason in its name, except under CI=true, where a missing Redis fails.
 * Waits poll with generous time limits; nothing asserts exact timings.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import {
  createJobQueue,
  JobSetupError,
  QUEUE_NAME,
  type CreateJobQueueOptions,
  type JobLogger,
  type JobQueue,
  type JobTypeStatus,
} from './index';

type MakeOptions = Omit<CreateJobQueueOptions, 'redisUrl' | 'prefix' | 'logger'>;

interface Harness {
  /** A queue of this implementation (own Redis prefix), stopped and removed after the test. */
  make(opts: MakeOptions): JobQueue;
  cleanup(): Promise<void>;
}

interface BullMqHarness extends Harness {
  /** Another queue on the same Redis keys as `of`: a restart, or a second process. */
  makeAlongside(of: JobQueue, opts: MakeOptions): JobQueue;
  prefixOf(queue: JobQueue): string;
}

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Lines the queues log; kept quiet in the test output, and asserted on where it matters. */
let logLines: string[] = [];
const logger: JobLogger = {
  info: (msg) => logLines.push(msg),
  error: (msg) => logLines.push(msg),
};

function inProcessHarness(): Harness {
  const queues: JobQueue[] = [];
  return {
    make(opts) {
      const queue = createJobQueue({ ...opts, logger });
      queues.push(queue);
      return queue;
    },
    async cleanup() {
      await Promise.all(queues.splice(0).map((q) => q.stop()));
    },
  };
}

function bullMqHarness(redisUrl: string): BullMqHarness {
  const queues: JobQueue[] = [];
  const prefixes = new Map<JobQueue, string>();
  const makeWith = (prefix: string, opts: MakeOptions): JobQueue => {
    const queue = createJobQueue({ ...opts, logger, redisUrl, prefix });
    queues.push(queue);
    prefixes.set(queue, prefix);
    return queue;
  };
  return {
    make: (opts) => makeWith(`test-${randomUUID()}`, opts),
    makeAlongside: (of, opts) => makeWith(prefixes.get(of) ?? `test-${randomUUID()}`, opts),
    prefixOf: (queue) => prefixes.get(queue) ?? '',
    async cleanup() {
      await Promise.all(queues.splice(0).map((q) => q.stop()));
      const connection = new Redis(redisUrl);
      try {
        for (const prefix of new Set(prefixes.values())) {
          const queue = new Queue(QUEUE_NAME, { connection, prefix });
          await queue.obliterate({ force: true });
          await queue.close();
        }
      } finally {
        prefixes.clear();
        await connection.quit();
      }
    },
  };
}

/** Synchronous, because jest decides describe vs describe.skip while collecting the tests. */
function redisAnswersPing(url: string): boolean {
  const script = `
    const { Redis } = require(${JSON.stringify(require.resolve('ioredis'))});
    const redis = new Redis(process.argv[1], {
      lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null,
    });
    setTimeout(() => process.exit(1), 1000).unref();
    redis.connect().then(() => redis.ping()).then(
      (reply) => process.exit(reply === 'PONG' ? 0 : 1),
      () => process.exit(1),
    );`;
  const result = spawnSync(process.execPath, ['-e', script, url], { timeout: 10_000, stdio: 'ignore' });
  return result.status === 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(
  what: string,
  probe: () => boolean | Promise<boolean>,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(25);
  }
}

/** Gates still shut when a test ends are opened, so a failing test cannot hang stop() in cleanup. */
const openGates: (() => void)[] = [];

function gate(): { promise: Promise<void>; open: () => void } {
  let open = (): void => undefined;
  const promise = new Promise<void>((resolve) => (open = resolve));
  openGates.push(open);
  return { promise, open };
}

async function statusOf(queue: JobQueue, name: string): Promise<JobTypeStatus> {
  const status = (await queue.status()).find((s) => s.name === name);
  if (!status) throw new Error(`status() has no entry for ${name}`);
  return status;
}

function jobQueueContract(title: string, harness: Harness): void {
  describe(title, () => {
    beforeEach(() => {
      logLines = [];
    });
    afterEach(async () => {
      for (const open of openGates.splice(0)) open();
      await harness.cleanup();
    });

    it('runs a job and passes its data, id and attempt to the handler', async () => {
      const calls: unknown[] = [];
      const queue = harness.make({
        definitions: [{ name: 'bills.generate' }],
        handlers: {
          'bills.generate': async (data: { month: string }, ctx) => {
            ctx.log(`billing ${data.month}`);
            calls.push({ data, jobId: ctx.jobId, attempt: ctx.attempt });
          },
        },
      });
      await queue.start();
      // A business key with ':' (BullMQ itself refuses ':' in ids; the queue escapes it).
      await queue.enqueue('bills.generate', { month: '2026-10' }, { jobId: 'bills:2026-10' });

      await waitFor('the job to run', () => calls.length > 0);
      expect(calls).toEqual([{ data: { month: '2026-10' }, jobId: 'bills:2026-10', attempt: 1 }]);
      expect(logLines.some((l) => l.includes('billing 2026-10'))).toBe(true);
      await waitFor(
        'status to show it completed',
        async () => (await statusOf(queue, 'bills.generate')).completed === 1,
      );
      expect(await statusOf(queue, 'bills.generate')).toMatchObject({ waiting: 0, active: 0, failed: 0 });
    });

    it('runs a job id once, however often and concurrently it is enqueued', async () => {
      const runs: unknown[] = [];
      const markers: string[] = [];
      const queue = harness.make({
        // One at a time, first in first out: once the marker after the duplicates has run, any
        // duplicate that was going to run has run.
        concurrency: 1,
        definitions: [{ name: 'wages.sheet' }, { name: 'test.marker' }],
        handlers: {
          'wages.sheet': async (data: { n: number }) => {
            runs.push(data);
          },
          'test.marker': async (_data, ctx) => {
            markers.push(ctx.jobId);
          },
        },
      });
      await queue.start();
      await Promise.all(
        [1, 2, 3, 4, 5].map((n) => queue.enqueue('wages.sheet', { n }, { jobId: 'wages:2026-10' })),
      );
      await queue.enqueue('test.marker', {}, { jobId: 'marker-1' });
      await waitFor('the first marker', () => markers.includes('marker-1'));
      expect(runs).toHaveLength(1);

      // Again after it has completed: still remembered.
      await queue.enqueue('wages.sheet', { n: 6 }, { jobId: 'wages:2026-10' });
      await queue.enqueue('test.marker', {}, { jobId: 'marker-2' });
      await waitFor('the second marker', () => markers.includes('marker-2'));
      expect(runs).toHaveLength(1);
      expect(await statusOf(queue, 'wages.sheet')).toMatchObject({
        waiting: 0,
        active: 0,
        completed: 1,
        failed: 0,
      });
    });

    it('retries a failing job with backoff until it succeeds on attempt 3', async () => {
      const attempts: number[] = [];
      const queue = harness.make({
        definitions: [{ name: 'release.high-seas', attempts: 5, backoffMs: 10 }],
        handlers: {
          'release.high-seas': async (_data, ctx) => {
            attempts.push(ctx.attempt);
            if (ctx.attempt < 3) throw new Error(`carrier not answering (try ${ctx.attempt})`);
          },
        },
      });
      await queue.start();
      await queue.enqueue('release.high-seas', { shipment: 'S-1' }, { jobId: 'release:S-1' });

      await waitFor(
        'the job to complete',
        async () => (await statusOf(queue, 'release.high-seas')).completed === 1,
      );
      expect(attempts).toEqual([1, 2, 3]);
      expect(await statusOf(queue, 'release.high-seas')).toMatchObject({ failed: 0, lastFailures: [] });
    });

    it('ends a job that always fails as failed after its attempts, with the message in status()', async () => {
      const attempts: number[] = [];
      const queue = harness.make({
        definitions: [{ name: 'bills.generate', attempts: 3, backoffMs: 10 }],
        handlers: {
          'bills.generate': async (data: { customer: string }, ctx) => {
            attempts.push(ctx.attempt);
            throw new Error(`no price list for ${data.customer}`);
          },
        },
      });
      await queue.start();
      await queue.enqueue('bills.generate', { customer: 'ACME' }, { jobId: 'bills:2026-10:ACME' });

      await waitFor(
        'the job to fail for good',
        async () => (await statusOf(queue, 'bills.generate')).failed === 1,
      );
      expect(attempts).toEqual([1, 2, 3]);
      const status = await statusOf(queue, 'bills.generate');
      expect(status).toMatchObject({ waiting: 0, active: 0, completed: 0, failed: 1 });
      expect(status.lastFailures).toEqual([
        {
          jobId: 'bills:2026-10:ACME',
          error: 'no price list for ACME',
          attempts: 3,
          failedAt: expect.any(Date),
        },
      ]);
      expect(logLines.some((l) => l.includes('giving up') && l.includes('no price list for ACME'))).toBe(
        true,
      );
    });

    it('fails at construction, naming the job type, when a handler or a definition is missing', () => {
      const noop = async (): Promise<void> => undefined;
      const missingHandler = () =>
        harness.make({
          definitions: [{ name: 'bills.generate' }, { name: 'wages.sheet' }],
          handlers: { 'bills.generate': noop },
        });
      expect(missingHandler).toThrow(JobSetupError);
      expect(missingHandler).toThrow('Job type "wages.sheet" has no handler');

      const missingDefinition = () =>
        harness.make({
          definitions: [{ name: 'bills.generate' }],
          handlers: { 'bills.generate': noop, 'release.high-seas': noop },
        });
      expect(missingDefinition).toThrow('Job type "release.high-seas" has a handler but no definition');

      const badSchedule = () =>
        harness.make({
          definitions: [{ name: 'bills.generate', schedule: { cron: '0 0 1 * * *' } }],
          handlers: { 'bills.generate': noop },
        });
      expect(badSchedule).toThrow(/Job type "bills.generate" has a bad schedule: .*5 fields/);
    });

    it('stop() waits for a running job to finish', async () => {
      const release = gate();
      let started = false;
      let finished = false;
      const queue = harness.make({
        definitions: [{ name: 'wages.sheet' }],
        handlers: {
          'wages.sheet': async () => {
            started = true;
            await release.promise;
            finished = true;
          },
        },
      });
      await queue.start();
      await queue.enqueue('wages.sheet', {}, { jobId: 'wages:2026-11' });
      await waitFor('the job to start', () => started);

      let stopped = false;
      const stopping = queue.stop().then(() => {
        stopped = true;
      });
      // However long we wait here, stop() cannot finish while the job is held.
      await sleep(300);
      expect(stopped).toBe(false);
      release.open();
      await stopping;
      expect(finished).toBe(true);
    });

    it('runs no more jobs at once than its concurrency', async () => {
      const release = gate();
      let active = 0;
      let maxActive = 0;
      let done = 0;
      const queue = harness.make({
        concurrency: 2,
        definitions: [{ name: 'bills.generate' }],
        handlers: {
          'bills.generate': async () => {
            active++;
            maxActive = Math.max(maxActive, active);
            await release.promise;
            active--;
            done++;
          },
        },
      });
      await queue.start();
      for (const n of [1, 2, 3, 4, 5]) await queue.enqueue('bills.generate', {}, { jobId: `bills:c${n}` });
      await waitFor('two jobs running', () => active >= 2);
      // Time for a third to start if the limit were broken; a pass does not depend on it.
      await sleep(300);
      expect(await statusOf(queue, 'bills.generate')).toMatchObject({ active: 2, waiting: 3 });
      release.open();
      await waitFor('all jobs done', () => done === 5);
      expect(maxActive).toBe(2);
    });

    it('runs a scheduled job on its schedule, once per business key', async () => {
      const firings: Date[] = [];
      const runs: unknown[] = [];
      const queue = harness.make({
        definitions: [
          {
            name: 'bills.generate',
            schedule: {
              everyMs: 100,
              data: () => ({ month: '2026-10' }),
              jobId: (now) => {
                firings.push(now);
                return 'bills:2026-10';
              },
            },
          },
        ],
        handlers: {
          'bills.generate': async (data: { month: string }, ctx) => {
            runs.push({ data, jobId: ctx.jobId });
          },
        },
      });
      await queue.start();
      await waitFor('three firings', () => firings.length >= 3);
      await waitFor('the job to run', () => runs.length > 0);
      expect(firings.every((d) => d instanceof Date && !Number.isNaN(d.getTime()))).toBe(true);
      expect(runs).toEqual([{ data: { month: '2026-10' }, jobId: 'bills:2026-10' }]);
      // One job record for all firings, and the scheduler's own ticks are not in the admin view.
      const status = await statusOf(queue, 'bills.generate');
      expect(status.waiting + status.active + status.completed + status.failed).toBe(1);
      expect((await queue.status()).map((s) => s.name)).toEqual(['bills.generate']);
    });

    it('rejects unknown job types and bare-number job ids', async () => {
      const queue = harness.make({
        definitions: [{ name: 'bills.generate' }],
        handlers: { 'bills.generate': async () => undefined },
      });
      await expect(queue.enqueue('bills.generat', {}, { jobId: 'bills:2026-10' })).rejects.toThrow(
        'Unknown job type "bills.generat"',
      );
      await expect(queue.enqueue('bills.generate', {}, { jobId: '202610' })).rejects.toThrow(/bare number/);
    });
  });
}

jobQueueContract('in-process job queue', inProcessHarness());

if (redisAnswersPing(REDIS_URL)) {
  const harness = bullMqHarness(REDIS_URL);
  jobQueueContract('BullMQ job queue', harness);

  describe('BullMQ job queue, Redis specifics', () => {
    afterEach(() => harness.cleanup());

    const schedulersOf = async (queue: JobQueue) => {
      const connection = new Redis(REDIS_URL);
      const bull = new Queue(QUEUE_NAME, { connection, prefix: harness.prefixOf(queue) });
      try {
        return (await bull.getJobSchedulers(0, -1)).map((s) => ({ key: s.key, pattern: s.pattern }));
      } finally {
        await bull.close();
        await connection.quit();
      }
    };

    it('keeps jobs in Redis: a job enqueued before any worker runs when one starts', async () => {
      const runs: string[] = [];
      const definitions = [{ name: 'bills.generate' }];
      // The API process only enqueues…
      const producer = harness.make({ definitions, handlers: { 'bills.generate': async () => undefined } });
      await producer.enqueue('bills.generate', {}, { jobId: 'bills:2026-09' });
      await producer.stop();
      // …and the worker process, on the same Redis, runs it.
      const worker = harness.makeAlongside(producer, {
        definitions,
        handlers: {
          'bills.generate': async (_data, ctx) => {
            runs.push(ctx.jobId);
          },
        },
      });
      await worker.start();
      await waitFor('the job to run', () => runs.length > 0);
      expect(runs).toEqual(['bills:2026-09']);
    });

    it('registers a job scheduler per schedule and removes it when the schedule goes', async () => {
      const noop = async (): Promise<void> => undefined;
      const first = harness.make({
        definitions: [{ name: 'bills.generate', schedule: { cron: '0 2 1 * *' } }],
        handlers: { 'bills.generate': noop },
      });
      await first.start();
      expect(await schedulersOf(first)).toEqual([{ key: 'schedule.bills.generate', pattern: '0 2 1 * *' }]);
      await first.stop();
      const second = harness.makeAlongside(first, {
        definitions: [{ name: 'bills.generate' }],
        handlers: { 'bills.generate': noop },
      });
      await second.start();
      expect(await schedulersOf(first)).toEqual([]);
    });
  });
} else if (process.env.CI === 'true') {
  describe('BullMQ job queue', () => {
    it(`needs Redis at ${REDIS_URL} under CI=true`, () => {
      throw new Error(`No Redis answered a PING at ${REDIS_URL} within 1 s; CI must run the BullMQ tests`);
    });
  });
} else {
  describe.skip(`[skipped: no Redis at ${REDIS_URL}] BullMQ job queue`, () => {
    it('runs the job queue contract on BullMQ', () => undefined);
  });
}
