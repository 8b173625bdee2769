import { type ExecutionContext, Injectable } from '@nestjs/common';
import type { Config } from '@packflow/config';
import { ThrottlerGuard, type ThrottlerModuleOptions } from '@nestjs/throttler';
import type { Request } from 'express';
import { sha256 } from '../auth/tokens';

const isLogin = (context: ExecutionContext): boolean => {
  const req = context.switchToHttp().getRequest<Request>();
  return req.method === 'POST' && /\/api\/login\/?$/.test(req.path);
};

/**
 * Two limits per minute: every API request, counted per session (per address before login, so
 * an office behind one address is not one bucket), and login attempts per address. Failed logins
 * per account are slowed down separately, by the account itself.
 */
export function rateLimits(config: Config): ThrottlerModuleOptions {
  return {
    throttlers: [
      { name: 'api', ttl: 60_000, limit: config.RATE_LIMIT_PER_MINUTE },
      {
        name: 'login',
        ttl: 60_000,
        limit: config.LOGIN_RATE_LIMIT_PER_MINUTE,
        skipIf: (context) => !isLogin(context),
        getTracker: (req) => `ip:${String(req.ip)}`,
      },
    ],
  };
}

@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    return context.getType() !== 'http';
  }

  /**
   * A refused request carries the standard `Retry-After` (seconds), not the throttler's named
   * `Retry-After-api` or `Retry-After-login`, which no client reads.
   */
  protected override setResponseHeader(
    res: Record<string, unknown>,
    name: string,
    value: string | number,
  ): void {
    super.setResponseHeader(res, /^Retry-After-/i.test(name) ? 'Retry-After' : name, value);
  }

  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    const headers = req.headers as Record<string, unknown> | undefined;
    const token = headers?.token;
    return typeof token === 'string' && token ? `session:${sha256(token)}` : `ip:${String(req.ip)}`;
  }
}
