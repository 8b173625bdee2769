import { Inject, Injectable } from '@nestjs/common';
import {
  CONSOLE_DEVICE,
  type LoginAnswer,
  type LoginRequest,
  ROLE_LABELS,
  ResultCode,
  type Role,
  type RoleOption,
} from '@packflow/contracts';
import { account, identityLogs } from '@packflow/domain';
import type { Infrastructure } from '@packflow/runtime';
import type { Request } from 'express';
import { ApiError } from '../http/api-exception.filter';
import { commandMetadata } from '../http/request-metadata';
import { Accounts } from '../staff/accounts';
import { currentSysset } from '../sysset/sysset.queries';
import { INFRA } from '../tokens';
import { verifyPassword } from './passwords';
import { Sessions } from './sessions';

export const roleOptions = (roles: readonly Role[]): RoleOption[] =>
  roles.map((role) => ({ role, title: ROLE_LABELS[role].cn, english_name: ROLE_LABELS[role].en }));

/** Where a login comes from, for the login log. */
export function loginContext(req: Request, username: string): account.LoginContext {
  return {
    username: username.slice(0, 64),
    ip: req.ip ?? req.socket.remoteAddress ?? '',
    userAgent: (req.header('user-agent') ?? '').slice(0, 300),
  };
}

/**
 * A login: the account's gate (locked, or slowed down after failures) is checked before the
 * password, so a slowed-down attacker does not even get a password check; every attempt, also
 * for unknown usernames, becomes an event and a line of the login log.
 */
@Injectable()
export class LoginService {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    private readonly accounts: Accounts,
    private readonly sessions: Sessions,
  ) {}

  private get policy(): account.LoginPolicy {
    const c = this.infra.config;
    return {
      slowAfter: c.LOGIN_SLOW_AFTER,
      slowBaseSeconds: c.LOGIN_SLOW_BASE_SECONDS,
      lockAfter: c.LOGIN_LOCK_AFTER,
    };
  }

  async login({ username, password }: LoginRequest, req: Request): Promise<LoginAnswer> {
    const context = loginContext(req, username);
    const metadata = commandMetadata(req);
    const accountId = await this.accounts.holderOf(username);
    if (!accountId) {
      await verifyPassword(undefined, password);
      await this.infra.commands.record(
        identityLogs.unknownLoginsDecider,
        account.UNKNOWN_LOGINS_STREAM,
        { type: 'RecordUnknownLogin', data: context },
        metadata,
      );
      throw badCredentials();
    }
    const at = metadata.at.toISOString();
    const state = await this.accounts.load(accountId);
    const gateOpen = account.loginGate(state, at, this.policy).open;
    const passwordOk = gateOpen ? await verifyPassword(state.passwordHash, password) : null;
    const { events, state: after } = await this.accounts.run(
      accountId,
      { type: 'AttemptLogin', data: { ...context, passwordOk, at, policy: this.policy } },
      { ...metadata, userId: accountId },
    );
    const outcome = events.find((e) => e.type !== 'AccountLocked');
    if (outcome?.type === 'LoginRefused') throw refusal(outcome.data.reason, outcome.data.retryAfterSeconds);
    if (outcome?.type !== 'LoginSucceeded') {
      throw events.some((e) => e.type === 'AccountLocked') ? refusal('locked') : badCredentials();
    }
    const role = after.profile.role;
    const session = await this.sessions.open({
      accountId,
      role,
      device: req.header('device') || CONSOLE_DEVICE,
      ip: context.ip,
      userAgent: context.userAgent,
      now: metadata.at,
    });
    const settings = await currentSysset(this.infra, metadata.at);
    return {
      token: session.token,
      logintime: session.logintime,
      checkcode: session.checkcode,
      secret: session.secret,
      user: {
        id: accountId,
        role,
        nickname: after.profile.nickname,
        headimg: after.profile.headimg,
        country: after.profile.country ?? 'cn',
      },
      roles: roleOptions(after.profile.roles),
      daysLeft: settings.daysLeft,
      warnExpiry: settings.warnExpiry,
      mustChange: account.firstLoginTasks(after),
    };
  }
}

const badCredentials = () =>
  new ApiError(401, ResultCode.UNAUTHENTICATED, 'auth.badCredentials', {}, 'AUTH.BAD_CREDENTIALS');

function refusal(reason: account.LoginRefusal, retryAfterSeconds?: number): ApiError {
  switch (reason) {
    case 'slowed':
      return new ApiError(
        429,
        ResultCode.RATE_LIMITED,
        'auth.slowed',
        { seconds: retryAfterSeconds ?? 1 },
        'AUTH.SLOWED',
        { retryAfter: retryAfterSeconds ?? 1 },
      );
    case 'locked':
      return new ApiError(403, ResultCode.FORBIDDEN, 'auth.locked', {}, 'AUTH.LOCKED');
    case 'disabled':
      return new ApiError(403, ResultCode.FORBIDDEN, 'auth.disabled', {}, 'AUTH.DISABLED');
  }
}
