import { Inject, Injectable } from '@nestjs/common';
import { ResultCode, SIGNATURE_WINDOW_SECONDS, isRole, type Role } from '@packflow/contracts';
import type { Infrastructure } from '@packflow/runtime';
import { ApiError } from '../http/api-exception.filter';
import { INFRA } from '../tokens';
import type { AuthContext } from './access';
import { expectedSignature, newCheckcode, newToken, sameText, sha256 } from './tokens';

/** The six signing headers, as a request or a socket handshake carries them. */
export interface SignedHeaders {
  token?: string;
  logintime?: string;
  checkcode?: string;
  requesttime?: string;
  device?: string;
  signature?: string;
}

export interface NewSession {
  token: string;
  logintime: number;
  checkcode: string;
  secret: string;
  expiresAt: Date;
}

/**
 * Unix seconds, optionally with up to 6 decimals: a signature must be new for every request, and
 * a client that sends several requests within one second tells them apart by the fraction.
 */
const REQUEST_TIME = /^\d{1,12}(?:\.\d{1,6})?$/;

const unauthenticated = (key: 'auth.loginAgain' | 'auth.badSignature' | 'auth.replayed', error: string) =>
  new ApiError(401, ResultCode.UNAUTHENTICATED, key, {}, error);

/**
 * Server-side sessions: a random token (stored only as its SHA-256), the login time, a check code
 * and a per-session signing secret. A request is accepted when its session exists and has not
 * expired (idle or absolute), its signature is right, its Requesttime is inside the window and the
 * same signature was not seen before (replay).
 */
@Injectable()
export class Sessions {
  private signaturesSinceSweep = 0;

  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  private get idleMs(): number {
    return this.infra.config.SESSION_IDLE_MINUTES * 60_000;
  }

  async open(input: {
    accountId: string;
    role: Role;
    device: string;
    ip: string;
    userAgent: string;
    now?: Date;
  }): Promise<NewSession> {
    const now = input.now ?? new Date();
    const session: NewSession = {
      token: newToken(),
      logintime: Math.floor(now.getTime() / 1000),
      checkcode: newCheckcode(),
      secret: newToken(),
      expiresAt: new Date(now.getTime() + this.infra.config.SESSION_MAX_HOURS * 3_600_000),
    };
    await this.infra.db
      .insertInto('auth_sessions')
      .values({
        token_hash: sha256(session.token),
        account_id: input.accountId,
        role: input.role,
        logintime: session.logintime,
        checkcode: session.checkcode,
        secret: session.secret,
        device: input.device,
        ip: input.ip,
        user_agent: input.userAgent,
        created_at: now,
        last_seen_at: now,
        expires_at: session.expiresAt,
      })
      .execute();
    return session;
  }

  /** Checks a request's signing headers and answers who is calling, or throws a 401. */
  async authenticate(headers: SignedHeaders, now = new Date()): Promise<AuthContext> {
    const { token, logintime, checkcode, requesttime, device, signature } = headers;
    if (!token || !logintime || !checkcode || !requesttime || !device || !signature)
      throw unauthenticated('auth.loginAgain', 'AUTH.MISSING');
    const skew = Math.abs(now.getTime() / 1000 - Number(requesttime));
    if (!REQUEST_TIME.test(requesttime) || !(skew <= SIGNATURE_WINDOW_SECONDS)) {
      throw new ApiError(
        401,
        ResultCode.UNAUTHENTICATED,
        'auth.requestTime',
        { seconds: SIGNATURE_WINDOW_SECONDS },
        'AUTH.REQUEST_TIME',
      );
    }
    const tokenHash = sha256(token);
    const row = await this.infra.db
      .selectFrom('auth_sessions as s')
      .leftJoin('rm.accounts as a', 'a.id', 's.account_id')
      .leftJoin('rm.roles as r', 'r.code', 's.role')
      .select([
        's.account_id',
        's.role',
        's.logintime',
        's.checkcode',
        's.secret',
        's.device',
        's.created_at',
        's.last_seen_at',
        's.expires_at',
        'a.status',
        'a.roles',
        'a.nickname',
        'a.areacode',
        'a.country',
        'a.sessions_valid_after',
        'a.password_temporary',
        'a.phone_placeholder',
        'r.permissions',
      ])
      .where('s.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row || !isRole(row.role)) throw unauthenticated('auth.loginAgain', 'AUTH.NO_SESSION');
    const lastSeen = new Date(row.last_seen_at).getTime();
    const ended =
      new Date(row.expires_at).getTime() <= now.getTime() ||
      lastSeen + this.idleMs <= now.getTime() ||
      row.status === '禁用' ||
      (row.roles !== null && !row.roles.includes(row.role)) ||
      (row.sessions_valid_after !== null &&
        new Date(row.sessions_valid_after).getTime() > new Date(row.created_at).getTime());
    if (ended) {
      await this.revoke(tokenHash);
      throw unauthenticated('auth.loginAgain', 'AUTH.SESSION_ENDED');
    }
    const expected = expectedSignature({
      token,
      logintime: String(row.logintime),
      checkcode: row.checkcode,
      requesttime,
      secret: row.secret,
      device: row.device,
    });
    if (
      !sameText(String(row.logintime), logintime) ||
      !sameText(row.checkcode, checkcode) ||
      !sameText(row.device, device) ||
      !sameText(expected, signature.toLowerCase())
    )
      throw unauthenticated('auth.badSignature', 'AUTH.SIGNATURE');
    await this.remember(signature.toLowerCase(), now);
    // Touching the session on every request would write on every request; once a minute is enough.
    if (now.getTime() - lastSeen > 60_000) {
      await this.infra.db
        .updateTable('auth_sessions')
        .set({ last_seen_at: now })
        .where('token_hash', '=', tokenHash)
        .execute();
    }
    return {
      accountId: row.account_id,
      role: row.role,
      roles: (row.roles ?? [row.role]).filter(isRole),
      nickname: row.nickname ?? '',
      areacode: row.areacode === 'Q' || row.areacode === 'L' ? row.areacode : null,
      country: row.country === 'cn' || row.country === 'en' ? row.country : null,
      permissions: new Set(row.permissions ?? []),
      firstLoginPending: row.password_temporary === true || row.phone_placeholder === true,
      tokenHash,
      expiresAt: new Date(row.expires_at),
    };
  }

  /** A signature is accepted once: a copy of a request replayed inside the window is refused. */
  private async remember(signature: string, now: Date): Promise<void> {
    const result = await this.infra.db
      .insertInto('auth_signatures')
      .values({ signature, expires_at: new Date(now.getTime() + 2 * SIGNATURE_WINDOW_SECONDS * 1000) })
      .onConflict((oc) => oc.column('signature').doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 0)
      throw unauthenticated('auth.replayed', 'AUTH.REPLAY');
    if (++this.signaturesSinceSweep >= 1000) {
      this.signaturesSinceSweep = 0;
      await this.sweep(now);
    }
  }

  /** Forgets signatures whose Requesttime can no longer pass the window, and ended sessions. */
  async sweep(now = new Date()): Promise<void> {
    await this.infra.db.deleteFrom('auth_signatures').where('expires_at', '<', now).execute();
    await this.infra.db
      .deleteFrom('auth_sessions')
      .where((eb) =>
        eb.or([eb('expires_at', '<', now), eb('last_seen_at', '<', new Date(now.getTime() - this.idleMs))]),
      )
      .execute();
  }

  async switchRole(tokenHash: string, role: Role): Promise<void> {
    await this.infra.db
      .updateTable('auth_sessions')
      .set({ role })
      .where('token_hash', '=', tokenHash)
      .execute();
  }

  async revoke(tokenHash: string): Promise<void> {
    await this.infra.db.deleteFrom('auth_sessions').where('token_hash', '=', tokenHash).execute();
  }

  /** Ends every session of a person at once (password, role or status change), live connections too. */
  async revokeAll(accountId: string): Promise<void> {
    await this.infra.db.deleteFrom('auth_sessions').where('account_id', '=', accountId).execute();
    for (const listener of this.revokedListeners) listener(accountId);
  }

  private readonly revokedListeners = new Set<(accountId: string) => void>();

  onRevokeAll(listener: (accountId: string) => void): () => void {
    this.revokedListeners.add(listener);
    return () => this.revokedListeners.delete(listener);
  }
}
