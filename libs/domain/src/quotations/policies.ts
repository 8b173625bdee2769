import { type Locale, QUOTING_ROLES as QUOTING, REVIEWING_ROLES, type Role } from '@packflow/contracts';
import { type Actor, type StaffScope, type StaffTarget, reaches, staffScope } from '../identity/policies';
import { DomainError } from '../shared/decider';
import { notificationRule, told } from '../notifications/notice';
import {
  type Owner,
  type OwnerRole,
  type QuotationEvent,
  type QuotationState,
  checkCurrent,
  checkOwn,
  quotationDecider,
} from './quotation';

/**
 * Who may quote, who reviews and which quotations each person sees (domain rules, "Quotations
 * and prices"). The handlers, the queries' WHERE clause and the live audience all ask here.
 */

/** Salesmen and traders quote, for their own customers; every other role only reads. */
export const QUOTING_ROLES: readonly OwnerRole[] = QUOTING;

export const mayQuote = (actor: Pick<Actor, 'role'>): boolean =>
  (QUOTING_ROLES as readonly Role[]).includes(actor.role);

/** The owner a new quotation gets: the actor, when they quote; refused otherwise. */
export function ownerOf(actor: Pick<Actor, 'id' | 'role'>): Owner {
  if (!mayQuote(actor)) throw new DomainError('QUOTATION.OWNERS_ONLY', 'quotations.ownersOnly');
  return { id: actor.id, role: actor.role as OwnerRole };
}

/** The language a quotation is priced in: its owner's country setting (salesmen and traders have one). */
export const localeOf = (actor: { country: Locale | null }): Locale => actor.country ?? 'cn';

/**
 * Which quotations an actor sees, as a description the queries turn into SQL: everyone's
 * (administrators), their own and those of the salesmen they manage (a sales supervisor: people
 * who are salesmen only, of the supervisor's area when they have one), or their own.
 */
export type QuotationScope = StaffScope;
export const quotationScope = (actor: Actor): QuotationScope => staffScope(actor);

/** Whether a quotation of `owner` is within `scope` (the same rule as the queries' WHERE clause). */
export const inScope = (scope: QuotationScope, owner: StaffTarget): boolean => reaches(scope, owner);

/**
 * May the actor approve or reject a quotation of `owner`? Administrators every one, a supervisor
 * those of the salesmen they manage; nobody their own (null: the owner is unknown).
 */
export function mayReview(actor: Actor, owner: StaffTarget | null): boolean {
  const scope = quotationScope(actor);
  return scope.kind !== 'self' && owner !== null && inScope(scope, owner);
}

/**
 * The roles that review (the contracts' REVIEWING_ROLES: those whose scope is wider than their
 * own, see `reviewsAsRole`), who hear of every quotation live: supervisors, then administrators.
 */
export const REVIEWER_ROLES: readonly Role[] = REVIEWING_ROLES;

/** Whether a role's quotation scope is wider than its own quotations (the policies test checks REVIEWER_ROLES against it). */
export const reviewsAsRole = (role: Role): boolean =>
  quotationScope({ id: '', role, areacode: null }).kind !== 'self';

/** Who hears live of a change to these owners' quotations: the owners and the reviewers. */
export const quotationAudience = (ownerIds: readonly string[]): { roles: Role[]; users: string[] } => ({
  roles: [...REVIEWER_ROLES],
  users: [...ownerIds],
});

/** A quotation to copy or revise is the actor's own; any other is out of reach (404 on `field`). */
export function ownQuotation(actorId: string, state: QuotationState, field: string): QuotationState {
  checkOwn(state, actorId, field);
  return state;
}

/**
 * Where a new quotation sits in its lineage: a revision continues the original's (which must be
 * current and for the same customer); a copy or a new quotation starts its own.
 */
export function lineageOf(
  id: string,
  original: QuotationState | null,
  customerId: string,
): { rootId: string; revisionNo: number } {
  if (!original) return { rootId: id, revisionNo: 1 };
  checkCurrent(original);
  if (original.customerId !== customerId)
    throw new DomainError('QUOTATION.REVISION_CUSTOMER', 'quotations.revisionCustomer', {}, 'customerId');
  return { rootId: original.rootId, revisionNo: original.revisionNo + 1 };
}

/** A quotation is generated for a customer (a price preview may leave it out). */
export function quotedCustomerId(customerId: string | undefined): string {
  if (!customerId) throw new DomainError('VALIDATION.FAILED', 'validation.required', {}, 'customerId');
  return customerId;
}

/** The customer a quotation is for: an existing one, of the quoting salesman or trader. */
export function checkQuotedCustomer(
  actorId: string,
  client: { exists: boolean; ownerId: string | null },
): void {
  if (!client.exists) throw new DomainError('CUSTOMER.NOT_FOUND', 'common.notFound', {}, 'customerId');
  if (client.ownerId !== actorId)
    throw new DomainError('CUSTOMER.NOT_YOURS', 'customers.notYours', {}, 'customerId');
}

/**
 * The trader grade a quotation is priced with: the grade of the quoting trader's own customer
 * (null for a salesman's customer, another's, or a customer without a grade).
 */
export function pricedGrade(
  actorId: string,
  client: { exists: boolean; owner: { id: string; role: Role } | null; gradeId: string | null } | undefined,
): string | null {
  if (!client?.exists || client.owner?.id !== actorId || client.owner.role !== 'Traders') return null;
  return client.gradeId;
}

// ---------------------------------------------------------------- notifications

const quotationLink = (state: QuotationState) => ({ kind: 'quotation' as const, id: state.id });

/**
 * Who is told what about a quotation: a price sent to review (generated or changed outside the
 * allowed range, a rejected one resubmitted) goes to everyone who may review it (`mayReview`:
 * administrators, the owner's supervisors); the decision goes back to the quoting salesman or trader.
 */
export const notifications = [
  notificationRule<QuotationState, QuotationEvent>({
    name: 'quotation-review-requested',
    eventTypes: ['QuotationGenerated', 'QuotationRatioChanged'],
    source: quotationDecider,
    // Only a quotation waiting for review tells anyone (most are approved as generated).
    needsStaff: (event) => (event.data as { status?: string }).status === 'pending',
    notify(event, { state, staff }) {
      const owner = staff.find((s) => s.id === state.owner?.id);
      if ((event.data as { status?: string }).status !== 'pending' || !owner) return [];
      const recipients = told(staff, event, (s) =>
        s.roles.some(
          (role) => s.id !== owner.id && mayReview({ id: s.id, role, areacode: s.areacode }, owner),
        ),
      );
      if (!recipients.length) return [];
      const params = { number: state.number, owner: owner.name };
      return [{ recipients, kind: 'quotation.reviewRequested', params, link: quotationLink(state) }];
    },
  }),
  notificationRule<QuotationState, QuotationEvent>({
    name: 'quotation-review-decided',
    eventTypes: ['QuotationApproved', 'QuotationRejected'],
    source: quotationDecider,
    notify(event, { state }) {
      if (!state.owner || state.owner.id === event.actorId) return [];
      const kind = event.type === 'QuotationApproved' ? 'quotation.approved' : 'quotation.rejected';
      const params = { number: state.number, reason: (event.data as { reason: string }).reason };
      return [{ recipients: [state.owner.id], kind, params, link: quotationLink(state) }];
    },
  }),
];

/** What a trade customer is sent of a quotation (no cost): trader-view.ts. */
export * from './trader-view';

/** What a reader may do with a quotation now: actions.ts. */
export * from './actions';
