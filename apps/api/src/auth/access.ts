import { SetMetadata } from '@nestjs/common';
import type { Permission, Role } from '@packflow/contracts';

/**
 * What a route needs, declared on every route (deny by default: the guard refuses a route that
 * declares nothing, and a test walks every route): open to all, open to anyone signed in, or
 * one `method@route` permission of the caller's current role.
 */
export type Access =
  { kind: 'public' } | { kind: 'signed-in' } | { kind: 'permission'; permission: Permission };

export const ACCESS_KEY = 'packflow:access';

export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies Access);
export const SignedIn = () => SetMetadata(ACCESS_KEY, { kind: 'signed-in' } satisfies Access);
export const RequirePermission = (permission: Permission) =>
  SetMetadata(ACCESS_KEY, { kind: 'permission', permission } satisfies Access);

/** The signed-in caller, as the guard found them; controllers read it with `authOf(req)`. */
export interface AuthContext {
  accountId: string;
  role: Role;
  /** Every role the person holds (from the read model; the session's role is one of them). */
  roles: Role[];
  nickname: string;
  areacode: 'Q' | 'L' | null;
  country: 'cn' | 'en' | null;
  permissions: ReadonlySet<string>;
  /** A generated or reset password (or the placeholder phone) not yet replaced: only that change is allowed. */
  firstLoginPending: boolean;
  tokenHash: string;
  expiresAt: Date;
}

declare module 'express-serve-static-core' {
  interface Request {
    auth?: AuthContext;
  }
}
