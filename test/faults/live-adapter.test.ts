import http from 'node:http';
import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RedisIoAdapter } from '../../apps/api/src/live/redis-io.adapter';
import { eventually } from '../support/services';
import { PrivateRedis, describeIf, hasBinary } from './support/private-servers';

/**
 * The socket.io Redis adapter across a Redis crash: what it cannot publish meanwhile is reported,
 * never left as an unhandled rejection (which would end the API process); afterwards it publishes
 * and subscribes again on the new server.
 */
describeIf(
  hasBinary('redis-server') ? undefined : 'no redis-server binary on PATH',
  'The socket.io Redis adapter when Redis is restarted',
  () => {
    let redis: PrivateRedis;
    beforeAll(async () => {
      redis = await PrivateRedis.start();
    });
    afterAll(async () => {
      await redis?.stop();
    });

    it('reports the live messages it cannot publish while Redis is away, and publishes and subscribes again after', async () => {
      const unhandled: unknown[] = [];
      const onUnhandled = (reason: unknown): void => void unhandled.push(reason);
      process.on('unhandledRejection', onUnhandled);
      const warnings: string[] = [];
      const warn = jest
        .spyOn(Logger.prototype, 'warn')
        .mockImplementation((message: unknown) => void warnings.push(String(message)));
      const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
      const adapter = new RedisIoAdapter(http.createServer() as never, redis.url);
      await adapter.connect();
      const server = adapter.createIOServer(0);
      const watcher = new Redis(redis.url, { lazyConnect: true });
      watcher.on('error', () => undefined);
      try {
        await redis.kill();
        // Messages go on being sent while Redis is away (the first may still be written to the
        // dying connection before the client notices).
        await eventually(async () => {
          server.to('role:Admin').emit('readmodel.changed', {});
          await new Promise((r) => setTimeout(r, 50));
          return warnings.some((w) => /publish of a live message failed/.test(w));
        }, 10_000);
        await redis.start();

        await watcher.connect();
        const published: string[] = [];
        watcher.on('pmessage', (_pattern, channel: string) => published.push(channel));
        await watcher.psubscribe('socket.io#*');
        // Its subscriber subscribed again: the watcher's pattern and the adapter's.
        await eventually(async () => Number(await watcher.pubsub('NUMPAT')) >= 2, 15_000);
        // Its publisher publishes again (emits made while it reconnects are reported and dropped).
        await eventually(async () => {
          server.to('role:Admin').emit('readmodel.changed', { again: true });
          await new Promise((r) => setTimeout(r, 100));
          return published.length > 0;
        }, 15_000);
        // Let any rejection left unhandled surface before looking.
        await new Promise((r) => setImmediate(r));
        expect(unhandled).toEqual([]);
      } finally {
        watcher.disconnect();
        await adapter.close(server);
        warn.mockRestore();
        log.mockRestore();
        process.off('unhandledRejection', onUnhandled);
      }
    });
  },
);
