import {
  type AreaCode,
  CUSTOMER_OWNER_ROLES,
  CUSTOMER_SUPERVISING_ROLES,
  type CustomerArea,
  type CustomerForm,
  type Role,
  isMainlandMobile,
  normalizedPhone,
} from '@packflow/contracts';
import { DomainError } from '../shared/decider';
import { notificationRule } from '../notifications/notice';
import {
  type CustomerEvent,
  type CustomerState,
  type Owner,
  type OwnerRole,
  customerDecider,
} from './customer';

/**
 * Who may act on which customer (domain rules, "Customers and the high seas"). The handlers, the
 * queries' WHERE clauses and the live audiences all ask here, so a customer out of someone's reach
 * is never read, changed or announced to them.
 */

/** Who acts: the signed-in person in their current role (with their area, for a salesman). */
export interface CustomerActor {
  id: string;
  role: Role;
  areacode?: AreaCode | null;
}

/** Supervisors and administrators see and change every customer. */
export const SUPERVISING_ROLES: readonly Role[] = CUSTOMER_SUPERVISING_ROLES;
/** The roles that read (and, salesmen, claim from) the high seas. */
export const HIGH_SEAS_ROLES: readonly Role[] = ['OperatorIndex', 'OperatorManage', 'Admin'];
/** Who may own customers: salesmen and trade customers; they own what they create. */
export const OWNER_ROLES: readonly OwnerRole[] = CUSTOMER_OWNER_ROLES;
/** Everyone who works customers (their views show grade names). */
export const CUSTOMER_ROLES: readonly Role[] = ['Admin', 'OperatorManage', 'OperatorIndex', 'Traders'];

export const supervises = (actor: Pick<CustomerActor, 'role'>): boolean =>
  SUPERVISING_ROLES.includes(actor.role);
export const readsHighSeas = (actor: Pick<CustomerActor, 'role'>): boolean =>
  HIGH_SEAS_ROLES.includes(actor.role);
export const ownsWhatTheyCreate = (actor: Pick<CustomerActor, 'role'>): boolean =>
  (OWNER_ROLES as readonly Role[]).includes(actor.role);

/** The owner role of a person with these roles (salesman before trader), or null: they may not own customers. */
export function ownerRoleOf(roles: readonly Role[]): OwnerRole | null {
  return OWNER_ROLES.find((role) => roles.includes(role)) ?? null;
}

/**
 * Which customers a person reaches, as a description the queries turn into SQL:
 * - `all`: every customer; `owned`: every owned one; `unowned`: the high seas;
 * - `ownedBy`: one person's; `ownedByOrUnowned`: one person's and the high seas; `none`.
 */
export type CustomerScope =
  | { kind: 'all' }
  | { kind: 'owned' }
  | { kind: 'unowned' }
  | { kind: 'ownedBy'; ownerId: string }
  | { kind: 'ownedByOrUnowned'; ownerId: string }
  | { kind: 'none' };

/** The two customer lists: the caller's own (supervisors: everything owned) and the high seas. */
export type CustomerList = 'own' | 'high-seas';

/**
 * A list's scope: salesmen and traders their own customers, supervisors and administrators every
 * owned one; the high seas for salesmen, supervisors and administrators only.
 */
export function listScope(actor: CustomerActor, list: CustomerList): CustomerScope {
  if (list === 'high-seas') return readsHighSeas(actor) ? { kind: 'unowned' } : { kind: 'none' };
  return supervises(actor) ? { kind: 'owned' } : { kind: 'ownedBy', ownerId: actor.id };
}

/** One customer (and its timeline): any for supervisors, one's own, and the high seas for salesmen. */
export function customerScope(actor: CustomerActor): CustomerScope {
  if (supervises(actor)) return { kind: 'all' };
  if (actor.role === 'OperatorIndex') return { kind: 'ownedByOrUnowned', ownerId: actor.id };
  return { kind: 'ownedBy', ownerId: actor.id };
}

/** Whether a customer owned by `owner` (null: in the high seas) is within `scope` (the queries' WHERE clause, in TypeScript). */
export function inScope(scope: CustomerScope, owner: Pick<Owner, 'id'> | null): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'owned':
      return owner !== null;
    case 'unowned':
      return owner === null;
    case 'ownedBy':
      return owner?.id === scope.ownerId;
    case 'ownedByOrUnowned':
      return owner === null || owner.id === scope.ownerId;
    case 'none':
      return false;
  }
}

/** Only a supervisor's own list covers other people's customers (the `ownerId` filter); the high seas have no owner. */
export const mayFilterByOwner = (actor: CustomerActor, list: CustomerList): boolean =>
  list === 'own' && supervises(actor);

/** The answer for a customer that does not exist or is out of the actor's reach: the same, so one cannot tell them apart. */
export const customerNotFound = (): DomainError => new DomainError('CUSTOMER.NOT_FOUND', 'common.notFound');

/** May the actor see this customer? (the same rule as `customerScope`) */
export const maySee = (actor: CustomerActor, state: CustomerState): boolean =>
  state.exists && inScope(customerScope(actor), state.owner);

/** May the actor change this customer (edit, release, reassign, grade)? Its owner and supervisors may. */
export const mayChange = (actor: CustomerActor, state: CustomerState): boolean =>
  state.exists && (supervises(actor) || state.owner?.id === actor.id);

/** The customer, when the actor may change it; otherwise the same refusal as for one that does not exist. */
export function assertMayChange(actor: CustomerActor, state: CustomerState): CustomerState {
  if (!mayChange(actor, state)) throw customerNotFound();
  return state;
}

/**
 * The customer, when the actor may try to claim it: one they can see (the high seas, their own,
 * any for supervisors). Another person's customer is out of reach and answered like one that does
 * not exist; a claim that meets someone else's claim in flight (it was in the high seas when this
 * one looked) is refused by the customer's own rules ("someone else has just claimed it").
 */
export function assertMayClaim(actor: CustomerActor, state: CustomerState): CustomerState {
  if (!maySee(actor, state)) throw customerNotFound();
  return state;
}

/**
 * The owner a new customer gets: salesmen and traders own what they create (naming someone else
 * is refused); supervisors create into the high seas or for the owner they name (`named`).
 */
export function ownerForNew(
  actor: CustomerActor,
  ownerId: string | undefined,
): { owner: Owner } | { named: string | null } {
  if (ownsWhatTheyCreate(actor)) {
    if (ownerId && ownerId !== actor.id)
      throw new DomainError(
        'CUSTOMER.FIELD_NOT_ALLOWED',
        'account.fieldNotAllowed',
        { field: 'ownerId' },
        'ownerId',
      );
    return { owner: { id: actor.id, role: actor.role as OwnerRole } };
  }
  return { named: ownerId ?? null };
}

/**
 * A new customer's area: T for a trade customer's; else the one the form names, else its creating
 * salesman's own area, else Q.
 */
export function areaForNew(
  actor: CustomerActor,
  owner: Owner | null,
  named: CustomerArea | undefined,
): CustomerArea {
  if (owner?.role === 'Traders') return 'T';
  return named ?? (owner?.id === actor.id ? actor.areacode : null) ?? 'Q';
}

/** Trade customers keep their own clients: only salesmen's customers go back to the high seas by themselves. */
export const AUTO_RELEASED_OWNER_ROLE: OwnerRole = 'OperatorIndex';

/** What an edit may change: the customer's fields; its area stays as created (naming one is refused). */
export function fieldsToEdit(form: CustomerForm): Omit<CustomerForm, 'area'> {
  const { area, ...fields } = form;
  if (area !== undefined)
    throw new DomainError('CUSTOMER.FIELD_NOT_ALLOWED', 'account.fieldNotAllowed', { field: 'area' });
  return fields;
}

/** Whether a new customer's owner takes it within the claim limits: supervisors creating for someone are not held to them. */
export const heldToLimits = (actor: CustomerActor, owner: Owner | null): boolean =>
  owner !== null && !supervises(actor);

/**
 * Who hears of a change to a customer owned by `before` and then `after` (null: the high seas):
 * supervisors always; the owners before and after; the high-seas readers when it was or is in the high seas.
 */
export function customerAudience(
  before: Pick<Owner, 'id'> | null,
  after: Pick<Owner, 'id'> | null,
): { roles: Role[]; users: string[] } {
  const roles = new Set<Role>(SUPERVISING_ROLES);
  const users = new Set<string>();
  if (before) users.add(before.id);
  if (after) users.add(after.id);
  if (!before || !after) for (const role of HIGH_SEAS_ROLES) roles.add(role);
  return { roles: [...roles], users: [...users] };
}

// ---------------------------------------------------------------- high-seas privacy

/**
 * Whose phone and email a person sees whole (domain rules, "High-seas privacy"): supervisors and
 * administrators every customer's, everyone else only their own customers'. A salesman sees a
 * high-seas customer's contacts masked until he claims it. As a scope, so the keyword search can
 * say it in SQL too.
 */
export function wholeContactsScope(actor: CustomerActor): CustomerScope {
  return supervises(actor) ? { kind: 'all' } : { kind: 'ownedBy', ownerId: actor.id };
}

/** Does the actor see the phone and email of a customer owned by `owner` (null: the high seas) whole? */
export const seesContactsWhole = (actor: CustomerActor, owner: Pick<Owner, 'id'> | null): boolean =>
  inScope(wholeContactsScope(actor), owner);

/**
 * A phone number masked: a mainland mobile keeps its first 3 and last 4 digits (138****5678);
 * any other number keeps its last 4 digits, every other digit becomes * (separators stay, so
 * the length and shape show). Nothing to hide in an empty one.
 */
export function maskPhone(phone: string): string {
  const compact = normalizedPhone(phone);
  if (isMainlandMobile(compact)) return `${compact.slice(0, 3)}****${compact.slice(-4)}`;
  const digits = phone.replace(/\D/g, '').length;
  let seen = 0;
  return phone.replace(/\d/g, (d) => (++seen > digits - 4 ? d : '*'));
}

/** An email masked: the first character of the local part, ***, then @domain (z***@example.com). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email ? `${Array.from(email)[0]}***` : '';
  const local = email.slice(0, at);
  return `${local ? Array.from(local)[0] : ''}***${email.slice(at)}`;
}

/** The contacts as the actor may see them: whole, or masked (a high-seas customer to a salesman). */
export function contactsFor<T extends { phone: string; email: string }>(
  actor: CustomerActor,
  owner: Pick<Owner, 'id'> | null,
  contacts: T,
): T {
  if (seesContactsWhole(actor, owner)) return contacts;
  return { ...contacts, phone: maskPhone(contacts.phone), email: maskEmail(contacts.email) };
}

/** A changed field's old or new value as the actor may see it (the timeline's edits): phones and emails masked like the customer's own. */
export function changedValueFor(
  actor: CustomerActor,
  owner: Pick<Owner, 'id'> | null,
  field: string,
  value: unknown,
): unknown {
  if (typeof value !== 'string' || seesContactsWhole(actor, owner)) return value;
  if (field === 'phone') return maskPhone(value);
  if (field === 'email') return maskEmail(value);
  return value;
}

/** Who sees the trader grades (everyone who works customers) and the release runs (supervisors). */
export const GRADE_AUDIENCE: readonly Role[] = CUSTOMER_ROLES;
export const RELEASE_RUN_AUDIENCE: readonly Role[] = SUPERVISING_ROLES;

// ---------------------------------------------------------------- notifications

const customerNotice = (state: CustomerState) => ({
  params: { code: state.code, name: state.fields.name },
  link: { kind: 'customer' as const, id: state.id },
});

/**
 * Who is told what about a customer: its owner that it is about to go back to the high seas
 * (the daily release's warning), and its former owner that it went, unless they released it themselves.
 */
export const notifications = [
  notificationRule<CustomerState, CustomerEvent>({
    name: 'customer-release-warned',
    eventTypes: ['CustomerReleaseWarned'],
    source: customerDecider,
    notify(event, { state }) {
      const { owner, releaseOn } = event.data as { owner: string; releaseOn: string };
      const { params, link } = customerNotice(state);
      return [
        {
          recipients: [owner],
          kind: 'customer.releaseWarned',
          params: { ...params, releaseOn: releaseOn.slice(0, 10) },
          link,
        },
      ];
    },
  }),
  notificationRule<CustomerState, CustomerEvent>({
    name: 'customer-released',
    eventTypes: ['CustomerReleased'],
    source: customerDecider,
    notify(event, { state }) {
      const { from, reason } = event.data as { from: string; reason: string };
      if (from === event.actorId) return [];
      const { params, link } = customerNotice(state);
      return [{ recipients: [from], kind: 'customer.released', params: { ...params, reason }, link }];
    },
  }),
];
