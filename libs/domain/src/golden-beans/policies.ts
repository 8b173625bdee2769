import { BEAN_HOLDER_ROLES as HOLDERS, LEDGER_KEEPER_ROLES as KEEPERS, type Role } from '@packflow/contracts';
import type { Actor } from '../identity/policies';
import { DomainError } from '../shared/decider';

/**
 * Who holds golden beans and who keeps the ledgers (domain rules, "Golden beans"): salesmen and
 * traders hold an account (a person may hold other roles too); Finance and administrators read
 * every account and correct it; anyone else reads only their own. The queries turn the scope
 * below into their WHERE clause, so another's account is never read (it answers 404).
 */
export const BEAN_HOLDER_ROLES: readonly Role[] = HOLDERS;
export const LEDGER_KEEPER_ROLES: readonly Role[] = KEEPERS;

/** A person with one of these roles has a golden-bean account. */
export const holdsBeans = (roles: readonly Role[]): boolean =>
  roles.some((r) => BEAN_HOLDER_ROLES.includes(r));

/** The role an account's beans are shown under: a salesman's before a trader's. */
export const beanRoleOf = (roles: readonly Role[]): Role | null =>
  BEAN_HOLDER_ROLES.find((r) => roles.includes(r)) ?? null;

/** Finance and administrators keep every ledger: they read any account and recharge or correct it. */
export const keepsLedgers = (actor: Pick<Actor, 'role'>): boolean => LEDGER_KEEPER_ROLES.includes(actor.role);

/** Which accounts' movements an actor reads: one account, every account, or none (another's asked for). */
export type BeanScope = { kind: 'everyone' } | { kind: 'account'; accountId: string } | { kind: 'none' };

/**
 * The movements an actor may list, narrowed to `accountId` when asked: a keeper any account (or
 * all), anyone else their own (another's is nothing, never an error that would tell it exists).
 */
export function beanScope(actor: Pick<Actor, 'id' | 'role'>, accountId?: string): BeanScope {
  if (keepsLedgers(actor)) return accountId ? { kind: 'account', accountId } : { kind: 'everyone' };
  return accountId && accountId !== actor.id ? { kind: 'none' } : { kind: 'account', accountId: actor.id };
}

/** Whose balance an actor reads when asking for `accountId` (their own when not asked), or null: out of reach (404). */
export function balanceAccount(actor: Pick<Actor, 'id' | 'role'>, accountId?: string): string | null {
  if (!accountId || accountId === actor.id) return actor.id;
  return keepsLedgers(actor) ? accountId : null;
}

/** Not found, or out of the caller's reach: the two look the same. */
export const beansNotFound = () => new DomainError('BEANS.NOT_FOUND', 'common.notFound');

/** A recharge goes to an existing salesman's or trader's account only. */
export function checkRechargeable(holder: { exists: boolean; roles: readonly Role[] }): void {
  if (!holder.exists)
    throw new DomainError('BEANS.ACCOUNT_NOT_FOUND', 'beans.accountUnknown', {}, 'accountId');
  if (!holdsBeans(holder.roles))
    throw new DomainError('BEANS.NOT_BEAN_ACCOUNT', 'beans.notBeanAccount', {}, 'accountId');
}

/** Who hears live of a change to these accounts' beans: the keepers and the accounts' own people. */
export const beanAudience = (accountIds: readonly string[]): { roles: Role[]; users: string[] } => ({
  roles: [...LEDGER_KEEPER_ROLES],
  users: [...accountIds],
});
