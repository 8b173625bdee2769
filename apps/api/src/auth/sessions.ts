import { Inject, Injectable } from '@nestjs/common';
import { ResultCode, SIGNATURE_WINDOW_SECONDS, isRole, type Role } from '@packflow/contracts';
import { READ_MODEL_SCHEMA } from '@packflow/db';
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

/** Unix seconds (spec section 7), optionally with up to 6 decimals. */
const REQUEST_TIME = /^\d{1,12}(?:\.\d{1,6})?$/;

const unauthenticated = (key: 'auth.loginAgain' | 'auth.badSignature', error: string) =>
  new ApiError(401, ResultCode.UNAUTHENTICATED, key, {}, error);

/** What a request's signature is checked against; a session keeps it for its whole life. */
interface Signer {
  /** bigint in the table: text here, as the header carries it. */
  logintime: string;
  checkcode: string;
  secret: string;
  device: string;
}

/** Signers kept in memory; beyond that the oldest is forgotten (and read again when needed). */
const MAX_SIGNERS = 10_000;

/** A session as it stands at a request. */
interface SessionCheck {
  account_id: string;
  role: string;
  created_at: Date | string;
  last_seen_at: Date | string;
  expires_at: Date | string;
  status: string | null;
  roles: string[] | null;
  nickname: string | null;
  areacode: string | null;
  country: string | null;
  sessions_valid_after: Date | string | null;
  password_temporary: boolean | null;
  phone_placeholder: boolean | null;
  permissions: string[] | null;
}

/** The session of every request, with its account and role, in one statement. */
const SESSION_CHECK = `
SELECT s.account_id, s.role, s.created_at, s.last_seen_at, s.expires_at,
       a.status, a.roles, a.nickname, a.areacode, a.country, a.sessions_valid_after,
       a.password_temporary, a.phone_placeholder, r.permissions
FROM auth_sessions s
LEFT JOIN ${READ_MODEL_SCHEMA}.accounts a ON a.id = s.account_id
LEFT JOIN ${READ_MODEL_SCHEMA}.roles r ON r.code = s.role
WHERE s.token_hash = $1::text`;

/**
 * Server-side sessions: a random token (stored only as its SHA-256), the login time, a check code
 * and a per-session signing secret. A request is accepted when its session exists and has not
 * expired (idle or absolute), its signature is right and its Requesttime is inside the window.
 *
 * The same signature may come again inside the window: the signature does not cover the request,
 * and the spec's client sends Requesttime in whole seconds, so a page load, a retry or a
 * double-click sign alike. Refusing them refused honest work; a write sent twice is the request
 * key's business (http/request-key.ts), and a copied request is what HTTPS keeps out.
 */
@Injectable()
export class Sessions {
  private requestsSinceSweep = 0;
  private readonly signers = new Map<string, Signer>();

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
    const signer = await this.signerOf(tokenHash);
    if (!signer) throw unauthenticated('auth.loginAgain', 'AUTH.NO_SESSION');
    const expected = expectedSignature({
      token,
      logintime: String(signer.logintime),
      checkcode: signer.checkcode,
      requesttime,
      secret: signer.secret,
      device: signer.device,
    });
    if (
      !sameText(String(signer.logintime), logintime) ||
      !sameText(signer.checkcode, checkcode) ||
      !sameText(signer.device, device) ||
      !sameText(expected, signature.toLowerCase())
    )
      throw unauthenticated('auth.badSignature', 'AUTH.SIGNATURE');
    const row = await this.check(tokenHash);
    if (!row || !isRole(row.role)) {
      this.signers.delete(tokenHash);
      throw unauthenticated('auth.loginAgain', 'AUTH.NO_SESSION');
    }
    const lastSeen = new Date(row.last_seen_at).getTime();
    if (this.ended(row, now)) {
      await this.revoke(tokenHash);
      throw unauthenticated('auth.loginAgain', 'AUTH.SESSION_ENDED');
    }
    if (++this.requestsSinceSweep >= 1000) {
      this.requestsSinceSweep = 0;
      await this.sweep(now);
    }
    // Touching the session on every request would write on every request; once a minute is enough.
    if (now.getTime() - lastSeen > 60_000) {
      await this.infra.db
        .updateTable('auth_sessions')
        .set({ last_seen_at: now })
        .where('token_hash', '=', tokenHash)
        .execute();
    }
    return contextOf(row, row.role, tokenHash);
  }

  /** Whether a session has ended: expired, idle too long, its account disabled, its role taken away, or all sessions ended. */
  private ended(row: SessionCheck, now: Date): boolean {
    return (
      new Date(row.expires_at).getTime() <= now.getTime() ||
      new Date(row.last_seen_at).getTime() + this.idleMs <= now.getTime() ||
      row.status === '禁用' ||
      (row.roles !== null && !row.roles.includes(row.role)) ||
      (row.sessions_valid_after !== null &&
        new Date(row.sessions_valid_after).getTime() > new Date(row.created_at).getTime())
    );
  }

  /**
   * The caller named by a session token alone: the file cookie (HttpOnly, SameSite=Strict, sent
   * only to /api/file/), so that `<img src>` and `<a href>` reach stored files. It reads, never
   * signs or records anything; undefined when the session does not stand.
   */
  async authenticateToken(token: string, now = new Date()): Promise<AuthContext | undefined> {
    if (!/^[\w-]{16,200}$/.test(token)) return undefined;
    const tokenHash = sha256(token);
    const row = await this.check(tokenHash);
    if (!row || !isRole(row.role) || this.ended(row, now)) return undefined;
    return contextOf(row, row.role, tokenHash);
  }

  /**
   * What a session's requests are signed with, fixed for the session's life: read once, then kept
   * (bounded) so that a request needs no read before its signature is checked. Only the check
   * below decides whether the session still stands, so a kept signer of an ended session lets
   * nothing through.
   */
  private async signerOf(tokenHash: string): Promise<Signer | undefined> {
    const known = this.signers.get(tokenHash);
    if (known) return known;
    const signer = await this.infra.db
      .selectFrom('auth_sessions')
      .select(['logintime', 'checkcode', 'secret', 'device'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!signer) return undefined;
    if (this.signers.size >= MAX_SIGNERS) this.signers.delete(this.signers.keys().next().value!);
    this.signers.set(tokenHash, signer);
    return signer;
  }

  /** One round trip per request: the session as it stands now, with its account and role. */
  private async check(tokenHash: string): Promise<SessionCheck | undefined> {
    const pool = this.infra.pool;
    const result = pool.queryPrepared
      ? await pool.queryPrepared<SessionCheck>('packflow_session_check', SESSION_CHECK, [tokenHash])
      : await pool.query<SessionCheck>(SESSION_CHECK, [tokenHash]);
    return result.rows[0];
  }

  /** Forgets ended sessions. */
  async sweep(now = new Date()): Promise<void> {
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
    this.signers.delete(tokenHash);
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

/** What a standing session tells of its caller. */
function contextOf(row: SessionCheck, role: Role, tokenHash: string): AuthContext {
  return {
    accountId: row.account_id,
    role,
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
