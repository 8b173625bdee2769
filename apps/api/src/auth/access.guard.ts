import { type CanActivate, type ExecutionContext, Inject, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ResultCode } from '@packflow/contracts';
import { account, role } from '@packflow/domain';
import type { Infrastructure } from '@packflow/runtime';
import type { Request } from 'express';
import { ApiError } from '../http/api-exception.filter';
import { INFRA } from '../tokens';
import { ACCESS_KEY, type Access, type AuthContext } from './access';
import { Sessions, type SignedHeaders } from './sessions';

export function signedHeadersOf(req: Request): SignedHeaders {
  return {
    token: req.header('token'),
    logintime: req.header('logintime'),
    checkcode: req.header('checkcode'),
    requesttime: req.header('requesttime'),
    device: req.header('device'),
    signature: req.header('signature'),
  };
}

/**
 * Every request passes here: public routes go through, the rest need a valid signed session, and
 * routes with a permission need it in the caller's current role. A route that declares nothing is
 * refused (and the route test fails long before that could reach a user).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger('Access');

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: Sessions,
    @Inject(INFRA) private readonly infra: Infrastructure,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const req = context.switchToHttp().getRequest<Request>();
    if (!access) {
      this.logger.error(`${req.method} ${req.path} declares no access rule; refused`);
      throw new ApiError(403, ResultCode.FORBIDDEN, 'auth.forbidden', {}, 'AUTH.UNDECLARED');
    }
    if (access.kind === 'public') return true;
    req.auth = await this.sessions.authenticate(signedHeadersOf(req));
    if (req.auth.firstLoginPending && !firstLoginAllows(req, req.auth) && (await this.stillPending(req.auth)))
      throw new ApiError(403, ResultCode.FORBIDDEN, 'auth.firstLoginPending', {}, 'AUTH.FIRST_LOGIN');
    if (
      access.kind === 'permission' &&
      !req.auth.permissions.has(access.permission) &&
      !(await this.roleGrants(req.auth, access.permission))
    )
      throw new ApiError(403, ResultCode.FORBIDDEN, 'auth.forbidden', {}, 'AUTH.FORBIDDEN');
    return true;
  }

  /**
   * The role's permissions come from the read model, which may lag (a server just started, or busy):
   * a refusal is confirmed on the role's own stream, so nobody is refused what the role grants.
   */
  private async roleGrants(auth: AuthContext, permission: string): Promise<boolean> {
    const state = await this.infra.commands.load(role.roleDecider, role.roleStream(auth.role));
    return (state.permissions as readonly string[]).includes(permission);
  }

  /** The session check reads the read model, which may lag a moment: a refusal is confirmed on the account itself. */
  private async stillPending(auth: AuthContext): Promise<boolean> {
    const state = await this.infra.commands.load(
      account.accountDecider,
      account.accountStream(auth.accountId),
    );
    const tasks = account.firstLoginTasks(state);
    return tasks.password || tasks.phone;
  }
}

/**
 * While a generated or reset password (or the placeholder phone) is not replaced, a person may read,
 * save their own record (the change itself) and sign out; every other command is refused.
 */
function firstLoginAllows(req: Request, auth: AuthContext): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return true;
  const path = req.path.replace(/\/+$/, '');
  return (
    (req.method === 'POST' && path === '/api/logout') ||
    (req.method === 'PUT' && path === `/api/admin/operator/${encodeURIComponent(auth.accountId)}`)
  );
}

/** The caller of a route that is not public. */
export function authOf(req: Request) {
  if (!req.auth) throw new ApiError(401, ResultCode.UNAUTHENTICATED, 'auth.loginAgain', {}, 'AUTH.MISSING');
  return req.auth;
}
