import { REVIEWING_ROLES, type Role } from '@packflow/contracts';
import { type Actor, type StaffScope, type StaffTarget, reaches, staffScope } from '../identity/policies';
import { type FileActor, mayChangeFile } from '../files/policies';
import type { StoredFile } from '../files/file';
import { DomainError } from '../shared/decider';
import { type OrderState, orderNotFound } from './order';

/**
 * Who may see and act on which order (domain.md, "Accounts and roles"): the owning salesman or
 * trader, the supervisor of that salesman, and administrators. The handlers, the queries' WHERE
 * clause and the live audiences all ask here, so an order out of reach is never read (404).
 */

/** Which orders an actor sees: everyone's, their own and their salesmen's (a supervisor), or their own. */
export type OrderScope = StaffScope;
export const orderScope = (actor: Actor): OrderScope => staffScope(actor);

/** Whether an order of `owner` is within `scope` (the same rule as the queries' WHERE clause). */
export const orderInScope = (scope: OrderScope, owner: StaffTarget): boolean => reaches(scope, owner);

/** May the actor see and act on (cancel, end, upload artwork, raise a supplementary order) an order of `owner`? */
export const mayActOn = (actor: Actor, owner: StaffTarget | null): boolean =>
  owner !== null && orderInScope(orderScope(actor), owner);

/**
 * May the actor decide a cancel request on an order of `owner`? Administrators every one, a
 * supervisor those of the salesmen they manage; never the owner themselves.
 */
export function mayReviewCancel(actor: Actor, owner: StaffTarget | null): boolean {
  const scope = orderScope(actor);
  return scope.kind !== 'self' && owner !== null && owner.id !== actor.id && orderInScope(scope, owner);
}

/** The order the actor asked for, when it exists and is theirs to reach; anything else looks absent (404). */
export function reachableOrder(actor: Actor, state: OrderState, owner: StaffTarget | null): OrderState {
  if (!state.exists || !mayActOn(actor, owner)) throw orderNotFound();
  return state;
}

/** The roles whose scope reaches other people's orders: they hear of every order live (the rooms filter by scope). */
export const ORDER_REVIEWER_ROLES: readonly Role[] = REVIEWING_ROLES;

/** Who hears live of a change to these owners' orders: the owners and the reviewing roles. */
export const orderAudience = (ownerIds: readonly string[]): { roles: Role[]; users: string[] } => ({
  roles: [...ORDER_REVIEWER_ROLES],
  users: [...ownerIds],
});

/**
 * May the actor put this library file on an order as artwork? One they uploaded (or any, for a
 * manager of files); a path the order holds already stays. Refused naming the path, at `files`.
 */
export function assertArtworkFile(
  actor: FileActor,
  path: string,
  file: Pick<StoredFile, 'uploaderId'> | null,
  alreadyOnOrder: boolean,
): void {
  if (alreadyOnOrder) return;
  if (!file || !mayChangeFile(actor, file))
    throw new DomainError('FILE.NOT_ALLOWED_HERE', 'orders.artworkNotAllowed', { path }, 'files');
}
