import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ForumSection, ReleaseRunView } from '@packflow/contracts';
import { type JobQueue, createJobQueue } from '@packflow/jobs';
import { Redis } from 'ioredis';
import { type SignedInClient, signIn } from '../support/api-client';
import { eventually } from '../support/services';
import { createStaff } from '../support/staff';
import { ADMIN_PASSWORD, type ApiProcess, startApiProcess } from './support/api-process';
import { PrivateRedis, describeIf, hasBinary } from './support/private-servers';

/**
 * Redis crashes (SIGKILL, no persistence: its data is gone) and comes back on the same port. The
 * API process (with its job workers, on the embedded database) and a BullMQ queue of this test
 * must stay up and work again: jobs enqueued afterwards run, schedules fire again, the socket.io
 * adapter publishes and subscribes again.
 */
describeIf(
  hasBinary('redis-server') ? undefined : 'no redis-server binary on PATH',
  'The API process and its job queue when Redis is restarted',
  () => {
    let redis: PrivateRedis;
    let api: ApiProcess;
    let admin: SignedInClient;
    let staffIds: string[];
    let queue: JobQueue;
    let dataDir: string;
    const pinged: number[] = [];
    const pingedAt = new Map<number, number>();
    let ticks = 0;
    const queueLog: string[] = [];

    const expectAlive = (): void => {
      const exit = api.exited();
      const crashed = /Unhandled 'error' event|unhandled ?rejection|uncaught ?exception/i.exec(api.output());
      if (exit || crashed)
        throw new Error(
          `The API process ended or crashed (${JSON.stringify(exit)}):\n${api.output().slice(-3000)}`,
        );
    };

    const today = () => new Date().toISOString().slice(0, 10);
    /** Asks the API to run today's high-seas release through its BullMQ queue, and waits for the run. */
    const releaseRunsThroughTheApiQueue = async (): Promise<void> => {
      const asked = Date.now();
      const started = await admin.post('/customer-release/run');
      expect(started.body.code).toBe(0);
      await eventually(async () => {
        const runs = await admin.get<(ReleaseRunView & { startedAt: string })[]>('/customer-release/runs');
        const run = runs.body.data?.find((r) => r.day === today());
        return run && run.state === 'done' && Date.parse(run.startedAt) >= asked - 1000;
      }, 20_000);
    };

    beforeAll(async () => {
      redis = await PrivateRedis.start();
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'packflow-faults-'));
      // `npm start`'s shape: API and job workers in one process, BullMQ on this Redis.
      api = await startApiProcess({ DATA_DIR: dataDir, REDIS_URL: redis.url });
      admin = await signIn(api.url, 'admin', ADMIN_PASSWORD, 'en');
      staffIds = [
        await createStaff(admin, 'OperatorIndex', 'faults1'),
        await createStaff(admin, 'OperatorIndex', 'faults2'),
      ];
      queue = createJobQueue({
        redisUrl: redis.url,
        prefix: 'faults',
        logger: { info: () => undefined, error: (m) => queueLog.push(m) },
        definitions: [
          { name: 'fault.ping', attempts: 5, backoffMs: 200 },
          { name: 'fault.tick', schedule: { everyMs: 300 } },
        ],
        handlers: {
          'fault.ping': async (data: { n: number }) => {
            pinged.push(data.n);
            pingedAt.set(data.n, Date.now());
          },
          'fault.tick': async () => void ticks++,
        },
      });
      await queue.start();
    }, 90_000);

    afterAll(async () => {
      await queue?.stop();
      await api?.stop();
      await redis?.stop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('runs jobs, schedules and live messages again after Redis was killed and started again', async () => {
      // Before: everything works.
      await queue.enqueue('fault.ping', { n: 1 }, { jobId: 'ping:1' });
      await eventually(async () => pinged.includes(1), 10_000);
      await eventually(async () => ticks > 0, 10_000);
      await releaseRunsThroughTheApiQueue();

      await redis.kill();
      const killedAt = Date.now();
      // While Redis is away the API answers and writes succeed, also one whose socket.io message
      // to the other API processes cannot be published (disabling a person ends their live
      // connections everywhere).
      const during = await admin.post<ForumSection>('/admin/forum/forumsection', {
        name: 'while Redis is down',
      });
      expect(during.body.code).toBe(0);
      const disabledDuring = await admin.put(`/admin/operator/${staffIds[0]}/status`, { status: '禁用' });
      expect(disabledDuring.body.code).toBe(0);
      expect((await fetch(`${api.url}/api/health`)).status).toBe(200);
      // Long enough for the clients to fail several reconnects and their in-flight commands.
      await new Promise((r) => setTimeout(r, 2000));
      expectAlive();

      await redis.start();
      const restartedAt = Date.now();
      const ticksAtRestart = ticks;

      // Jobs enqueued after the restart run (the queue's data went with the old server).
      await eventually(
        async () =>
          queue
            .enqueue('fault.ping', { n: 2 }, { jobId: 'ping:2' })
            .then(() => true)
            .catch(() => false),
        15_000,
      );
      await eventually(async () => pinged.includes(2), 15_000);
      // The schedule, lost with the server's data, fires again.
      await eventually(async () => ticks > ticksAtRestart + 1, 15_000);
      // The API's own job workers run its jobs again.
      await releaseRunsThroughTheApiQueue();

      // The socket.io adapter subscribes again on the new server, and publishes to the other API
      // processes again: disabling a person ends their live connections in every process.
      const watcher = new Redis(redis.url, { lazyConnect: true });
      watcher.on('error', () => undefined);
      try {
        await watcher.connect();
        await eventually(async () => Number(await watcher.pubsub('NUMPAT')) >= 1, 15_000);
        const published: string[] = [];
        watcher.on('pmessage', (_pattern, channel) => published.push(channel));
        await watcher.psubscribe('socket.io*');
        // The publisher reconnects on its own schedule (a publish while it is away fails at once,
        // reported, never queued), so the status is switched until one publish gets through.
        let status: '禁用' | '正常' = '正常';
        await eventually(async () => {
          if (published.length > 0) return true;
          status = status === '禁用' ? '正常' : '禁用';
          const switched = await admin.put(`/admin/operator/${staffIds[1]}/status`, { status });
          expect(switched.body.code).toBe(0);
          await new Promise((r) => setTimeout(r, 500));
          return published.length > 0;
        }, 15_000).catch(async (error: Error) => {
          const clients = await watcher.client('LIST');
          throw new Error(
            `${error.message}; Redis clients:\n${String(clients)}\nAPI:\n${api.output().slice(-3000)}`,
          );
        });
      } finally {
        watcher.disconnect();
      }
      expectAlive();
      console.log(
        `Redis down ${restartedAt - killedAt} ms; after it was back: the first job ran in ` +
          `${pingedAt.get(2)! - restartedAt} ms, the API's own job and its socket.io publish within ${Date.now() - restartedAt} ms`,
      );
    });
  },
);
