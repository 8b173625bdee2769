import { Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  type OnGatewayConnection,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import {
  LIVE_EVENTS,
  LIVE_HEARTBEAT_MS,
  type LiveHeartbeat,
  type LiveReady,
  type ReadModelChanged,
} from '@packflow/contracts';
import type { Infrastructure } from '@packflow/runtime';
import type { CommittedChange } from '@packflow/projections';
import type { Server, Socket } from 'socket.io';
import { Sessions } from '../auth/sessions';
import { INFRA } from '../tokens';

/** Rooms a change goes to: everyone, a role, or one user. */
export function roomsFor(change: CommittedChange): string[] {
  const rooms = (change.audience.roles ?? []).map((r) => (r === '*' ? 'all' : `role:${r}`));
  for (const user of change.audience.users ?? []) rooms.push(`user:${user}`);
  return rooms;
}

const toMessage = (change: CommittedChange): ReadModelChanged => ({
  readModel: change.readModel,
  ids: change.ids,
  position: change.position.toString(),
});

/**
 * After each projector commit (in whichever process runs the projector), tells the clients that may see the change which read model and
 * ids changed at which position. A client that reconnects says the last position it saw and is
 * sent what it missed (or told to reload everything when that is too far back).
 */
@WebSocketGateway({ cors: { origin: false } })
export class LiveGateway implements OnGatewayInit, OnGatewayConnection, OnModuleDestroy {
  @WebSocketServer() private server!: Server;
  private unsubscribe: (() => void) | undefined;
  private readonly logger = new Logger('Live');

  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly sessions: Sessions,
  ) {}

  afterInit(): void {
    const stopChanges = this.infra.changes.subscribe((change) => {
      const rooms = roomsFor(change);
      // Every API process hears every change (its own runners' or, over NOTIFY, another process's),
      // so each tells only its own clients: through the Redis adapter it would tell them twice.
      if (rooms.length) this.server.local.to(rooms).emit(LIVE_EVENTS.changed, toMessage(change));
    });
    // A person whose sessions ended (disabled, new password, new roles) loses their live connection too.
    const stopRevoked = this.sessions.onRevokeAll((accountId) =>
      this.server.in(`user:${accountId}`).disconnectSockets(true),
    );
    // A heartbeat to this process's clients, so a board can tell a quiet floor from a dead connection.
    const heartbeat = setInterval(
      () =>
        this.server.local.emit(LIVE_EVENTS.heartbeat, {
          position: this.infra.changes.latest().toString(),
        } satisfies LiveHeartbeat),
      LIVE_HEARTBEAT_MS,
    );
    heartbeat.unref();
    this.unsubscribe = () => {
      stopChanges();
      stopRevoked();
      clearInterval(heartbeat);
    };
  }

  /**
   * A connection signs its handshake like a request (`auth`: token, logintime, checkcode,
   * requesttime, device, signature) and joins the rooms of everyone, its role and its person;
   * one that does not is closed.
   */
  async handleConnection(client: Socket): Promise<void> {
    const auth = (client.handshake.auth ?? {}) as Record<string, unknown>;
    const text = (key: string) => (typeof auth[key] === 'string' ? auth[key] : undefined);
    try {
      const who = await this.sessions.authenticate({
        token: text('token'),
        logintime: text('logintime'),
        checkcode: text('checkcode'),
        requesttime: text('requesttime'),
        device: text('device'),
        signature: text('signature'),
      });
      await client.join(['all', `role:${who.role}`, `user:${who.accountId}`]);
      client.emit(LIVE_EVENTS.ready, {
        role: who.role,
        position: this.infra.changes.latest().toString(),
      } satisfies LiveReady);
    } catch {
      client.emit(LIVE_EVENTS.unauthorized, {});
      client.disconnect(true);
    }
  }

  @SubscribeMessage(LIVE_EVENTS.resume)
  resume(client: Socket, payload: { position?: unknown }): void {
    const raw = typeof payload?.position === 'string' ? payload.position : '0';
    if (!/^\d{1,19}$/.test(raw)) return;
    const missed = this.infra.changes.since(BigInt(raw));
    if (missed === 'too-old') {
      client.emit(LIVE_EVENTS.changed, { readModel: '*', ids: [], position: raw } satisfies ReadModelChanged);
      return;
    }
    for (const change of missed) {
      if (roomsFor(change).some((room) => client.rooms.has(room)))
        client.emit(LIVE_EVENTS.changed, toMessage(change));
    }
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
    this.logger.debug('live updates stopped');
  }
}
