import { type INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';

/**
 * socket.io rooms shared across API processes through Redis pub/sub.
 *
 * When Redis goes away (a restart, a failover) both connections come back by themselves and the
 * subscriber subscribes again. Meanwhile this process's own clients still get their messages;
 * those for clients of other processes are dropped (a client that missed some asks again with
 * `live.resume`). A publish that cannot be sent fails at once instead of queueing, and its failure
 * is reported, never left unhandled: the adapter does not wait for its publishes, and an unhandled
 * rejection would end the process.
 */
export class RedisIoAdapter extends IoAdapter {
  private pub: Redis | undefined;
  private sub: Redis | undefined;
  private readonly logger = new Logger('Live');
  private lastReport = 0;

  constructor(
    app: INestApplicationContext,
    private readonly redisUrl: string,
  ) {
    super(app);
  }

  async connect(): Promise<void> {
    const pub = new Redis(this.redisUrl, { lazyConnect: true, enableOfflineQueue: false });
    const sub = pub.duplicate({ enableOfflineQueue: true });
    for (const [name, client] of [
      ['publisher', pub],
      ['subscriber', sub],
    ] as const) {
      let lost = false;
      client.on('error', (error: Error) => this.report(`Redis ${name}: ${error.message}`));
      client.on('close', () => (lost = true));
      client.on('ready', () => {
        if (lost) this.logger.log(`Redis ${name} connected again`);
        lost = false;
      });
    }
    const publish = pub.publish.bind(pub) as (
      channel: string | Buffer,
      message: string | Buffer,
    ) => Promise<number>;
    pub.publish = ((channel: string | Buffer, message: string | Buffer) => {
      const sent = publish(channel, message);
      sent.catch((error: Error) => this.report(`Redis publish of a live message failed: ${error.message}`));
      return sent;
    }) as Redis['publish'];
    this.pub = pub;
    this.sub = sub;
    await Promise.all([pub.connect(), sub.connect()]);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    server.adapter(createAdapter(this.pub!, this.sub!));
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    // Closing the server unsubscribes without waiting: QUIT lets those replies come first (a
    // dropped connection would fail them, unhandled); a Redis that is away gets a second at most.
    await Promise.all([this.pub, this.sub].map((client) => client && quit(client)));
  }

  /** At most one line a second: a Redis outage reports on every retry and every message. */
  private report(message: string): void {
    const now = Date.now();
    if (now - this.lastReport < 1000) return;
    this.lastReport = now;
    this.logger.warn(message);
  }
}

async function quit(client: Redis): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    client.quit().catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, 1000))),
  ]);
  clearTimeout(timer);
  client.disconnect();
}
