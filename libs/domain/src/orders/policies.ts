import { REVIEWING_ROLES, type Role } from '@packflow/contracts';
import { type Actor, type StaffScope, type StaffTarget, reaches, staffScope } from '../identity/policies';
import { type FileActor, mayChangeFile } from '../files/policies';
import type { StoredFile } from '../files/file';
import { DomainError } from '../shared/decider';
import { notificationRule, told } from '../notifications/notice';
import { type OrderEvent, type OrderState, orderDecider, orderNotFound } from './order';
import type { OrderViewer } from './order-actions';

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

/** The reader's reach on an order of `owner`, as orderActions takes it. */
export const orderViewer = (actor: Actor, owner: StaffTarget | null): OrderViewer => ({
  id: actor.id,
  actsOn: mayActOn(actor, owner),
  reviewsCancel: mayReviewCancel(actor, owner),
});

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

// ---------------------------------------------------------------- notifications

const orderLink = (state: OrderState) => ({ kind: 'order' as const, id: state.id });

/**
 * Who is told what about an order: a cancel request goes to everyone who may decide it (the owner's
 * supervisors, administrators); the decision goes back to whoever asked.
 */
export const notifications = [
  notificationRule<OrderState, OrderEvent>({
    name: 'order-cancel-requested',
    eventTypes: ['OrderCancelRequested'],
    source: orderDecider,
    needsStaff: true,
    notify(event, { state, staff }) {
      const created = state.created;
      const owner = staff.find((s) => s.id === created?.ownerId);
      if (!created || !owner) return [];
      const recipients = told(staff, event, (s) =>
        s.roles.some((role) => mayReviewCancel({ id: s.id, role, areacode: s.areacode }, owner)),
      );
      if (!recipients.length) return [];
      const params = {
        number: created.number,
        owner: owner.name,
        reason: (event.data as { reason: string }).reason,
      };
      return [{ recipients, kind: 'order.cancelRequested', params, link: orderLink(state) }];
    },
  }),
  notificationRule<OrderState, OrderEvent>({
    name: 'order-cancel-decided',
    eventTypes: ['OrderCancelApproved', 'OrderCancelRejected'],
    source: orderDecider,
    notify(event, { state }) {
      const requester = state.decidedCancel?.by;
      if (!state.created || !requester || requester === event.actorId) return [];
      const kind = event.type === 'OrderCancelApproved' ? 'order.cancelApproved' : 'order.cancelRejected';
      const params = {
        number: state.created.number,
        reason: (event.data as { reason?: string }).reason ?? '',
      };
      return [{ recipients: [requester], kind, params, link: orderLink(state) }];
    },
  }),
];

/** What a reader may do with an order now: order-actions.ts. */
export * from './order-actions';
