/** What only the in-process queue has to show; the shared behaviour is in job-queue.test.ts. */
import { createJobQueue, InProcessJobQueue, type JobLogger } from './index';

const quiet: JobLogger = { info: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, probe: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(10);
  }
}

/** The month before `now`'s month: what a run on the 1st bills. */
function billedMonth(now: Date): string {
  const month = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`;
}

describe('in-process job queue', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is what createJobQueue returns without a Redis URL', async () => {
    const queue = createJobQueue({ definitions: [], handlers: {}, redisUrl: '' });
    expect(queue).toBeInstanceOf(InProcessJobQueue);
    await queue.stop();
  });

  it('runs a cron schedule at its local time with the business key of the firing', async () => {
    jest.useFakeTimers({ now: new Date(2026, 9, 31, 23, 58) });
    const runs: { jobId: string; data: unknown }[] = [];
    const queue = createJobQueue({
      logger: quiet,
      definitions: [
        {
          name: 'bills.generate',
          schedule: {
            cron: '0 0 1 * *',
            data: () => ({ run: 'month-end' }),
            jobId: (now) => `bills:${billedMonth(now)}`,
          },
        },
      ],
      handlers: {
        'bills.generate': async (data, ctx) => {
          runs.push({ jobId: ctx.jobId, data });
        },
      },
    });
    await queue.start();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(runs).toEqual([]);
    await jest.advanceTimersByTimeAsync(2 * 60_000);
    expect(runs).toEqual([{ jobId: 'bills:2026-10', data: { run: 'month-end' } }]);
    // 30 days to 1 December: longer than one setTimeout can wait.
    await jest.advanceTimersByTimeAsync(30 * 24 * 60 * 60_000);
    expect(runs.map((r) => r.jobId)).toEqual(['bills:2026-10', 'bills:2026-11']);
    await queue.stop();
  });

  it('forgets a finished job id after the retention time, so it can run again', async () => {
    let runs = 0;
    const queue = createJobQueue({
      logger: quiet,
      retentionMs: 50,
      definitions: [{ name: 'wages.sheet' }],
      handlers: {
        'wages.sheet': async () => {
          runs++;
        },
      },
    });
    await queue.start();
    await queue.enqueue('wages.sheet', {}, { jobId: 'wages:2026-10' });
    await waitFor('the first run', () => runs === 1);
    await sleep(100);
    await queue.enqueue('wages.sheet', {}, { jobId: 'wages:2026-10' });
    await waitFor('the second run', () => runs === 2);
    await queue.stop();
  });

  it('holds jobs enqueued before start, hands out JSON copies, and refuses work once stopped', async () => {
    const seen: unknown[] = [];
    const queue = createJobQueue({
      logger: quiet,
      definitions: [{ name: 'bills.generate' }],
      handlers: {
        'bills.generate': async (data: { due: string }) => {
          seen.push(data);
        },
      },
    });
    const data = { due: new Date(Date.UTC(2026, 10, 30)) };
    await queue.enqueue('bills.generate', data, { jobId: 'bills:2026-11' });
    await sleep(50);
    expect(seen).toEqual([]);
    await queue.start();
    await waitFor('the job to run', () => seen.length === 1);
    // As through Redis: the Date arrives as its ISO string.
    expect(seen).toEqual([{ due: '2026-11-30T00:00:00.000Z' }]);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    await expect(queue.enqueue('bills.generate', cyclic, { jobId: 'bills:cyclic' })).rejects.toThrow(
      /circular/,
    );
    await queue.stop();
    await expect(queue.enqueue('bills.generate', {}, { jobId: 'bills:2026-12' })).rejects.toThrow('stopped');
    await expect(queue.start()).rejects.toThrow('cannot be started again');
  });

  it('drops a pending retry at stop() instead of keeping the process alive', async () => {
    let tries = 0;
    const queue = createJobQueue({
      logger: quiet,
      definitions: [{ name: 'bills.generate', attempts: 3, backoffMs: 60_000 }],
      handlers: {
        'bills.generate': async () => {
          tries++;
          throw new Error('down');
        },
      },
    });
    await queue.start();
    await queue.enqueue('bills.generate', {}, { jobId: 'bills:2026-10' });
    let waiting = 0;
    while (waiting === 0) {
      await sleep(10);
      waiting = (await queue.status())[0]?.waiting ?? 0;
    }
    expect(tries).toBe(1);
    // Returns at once although a retry was due in a minute (jest would also report the open timer).
    await queue.stop();
    expect(tries).toBe(1);
  });
});
