import { REVIEWING_ROLES, type Role } from '@packflow/contracts';
import { type Actor, type StaffScope, type StaffTarget, reaches, staffScope } from '../identity/policies';

/**
 * Who sees which contract (domain rules, "Contracts and orders"): salesmen and traders their own
 * (made from their quotations for their own customers), a sales supervisor their own and those of
 * the salesmen they manage, administrators every one. The queries' WHERE clause, the handlers and
 * the live audience all ask here.
 */
export type ContractScope = StaffScope;
export const contractScope = (actor: Actor): ContractScope => staffScope(actor);

/** Whether a contract of `owner` is within `scope` (the same rule as the queries' WHERE clause). */
export const inScope = (scope: ContractScope, owner: StaffTarget): boolean => reaches(scope, owner);

/** Who hears live of a change to these owners' contracts: the owners, supervisors and administrators. */
export const contractAudience = (ownerIds: readonly string[]): { roles: Role[]; users: string[] } => ({
  roles: [...REVIEWING_ROLES],
  users: [...ownerIds],
});

/** What a reader may do with a contract now: actions.ts. */
export * from './actions';
