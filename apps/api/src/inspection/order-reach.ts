import type { Role } from '@packflow/contracts';
import { account, orderPolicies, staffScope } from '@packflow/domain';
import type { Infrastructure } from '@packflow/runtime';
import type { Expression, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { AuthContext } from '../auth/access';
import { ownerInScope } from '../http/owner-scope';

/**
 * Who reaches an order's inspection and shipping: the factory (QualityTesting, ProductManage,
 * Product, Warehouse), Finance and Admin every order; a seller (a salesman, a trader, a sales
 * supervisor) the orders the orders' own scope gives him (his, or his salesmen's), so another
 * salesman's order looks absent (404), as on the order detail.
 */

const SELLERS: readonly Role[] = ['OperatorIndex', 'Traders', 'OperatorManage'];

export const isSeller = (role: Role): boolean => SELLERS.includes(role);

export const actorOf = (auth: AuthContext): staffScope.Actor => ({
  id: auth.accountId,
  role: auth.role,
  areacode: auth.areacode,
});

/** The reader's reach as a WHERE clause on a row's owner column. */
export function ownerScopeOf(auth: AuthContext, ownerColumn: string): Expression<SqlBool> {
  if (!isSeller(auth.role)) return sql<SqlBool>`true`;
  return ownerInScope(orderPolicies.orderScope(actorOf(auth)), ownerColumn);
}

/** Whether the reader reaches an order of `ownerId`. */
export async function reaches(infra: Infrastructure, auth: AuthContext, ownerId: string): Promise<boolean> {
  if (!isSeller(auth.role)) return true;
  if (ownerId === auth.accountId) return true;
  const owner = await infra.commands.load(account.accountDecider, account.accountStream(ownerId));
  if (!owner.exists) return false;
  return orderPolicies.mayActOn(actorOf(auth), {
    id: ownerId,
    roles: owner.profile.roles,
    areacode: owner.profile.areacode,
  });
}
