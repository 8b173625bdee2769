import {
  type CustomerArea,
  type CustomerFields,
  type HighSeasSettings,
  coordinatesProblems,
  customerPhoneProblem,
  regionProblem,
} from '@packflow/contracts';
import { type Decider, type DomainEvent, DomainError, assertNever } from '../shared/decider';
import { regions } from './regions';

// ---------------------------------------------------------------- state

/** Who may own a customer: a salesman or a trade customer (domain rules). */
export type OwnerRole = 'OperatorIndex' | 'Traders';
export interface Owner {
  id: string;
  role: OwnerRole;
}

export type ReleaseReason = 'owner' | 'supervisor' | 'no-order';

export interface CustomerState {
  exists: boolean;
  id: string;
  code: string;
  area: CustomerArea;
  fields: CustomerFields;
  owner: Owner | null;
  /** The current ownership's term ('' for one begun before terms existed). */
  ownerTerm: string;
  ownedSince: string | null;
  gradeId: string | null;
  /** The last release: when, and whose it was (for the protection period and the cool-down). */
  releasedAt: string | null;
  releasedFrom: string | null;
  /** The release date the owner was last warned of, so a warning is sent once. */
  warnedFor: string | null;
}

export const customerStream = (id: string): string => `customer-${id}`;

const DAY_MS = 864e5;
const addDays = (iso: string, days: number): string =>
  new Date(Date.parse(iso) + days * DAY_MS).toISOString();
/** The first whole (UTC) day at or after an instant: a date on which the whole day qualifies. */
const firstFullDay = (iso: string): string =>
  new Date(Math.ceil(Date.parse(iso) / DAY_MS) * DAY_MS).toISOString().slice(0, 10);

// ---------------------------------------------------------------- events and commands

export type FieldChange = { field: keyof CustomerFields; from: unknown; to: unknown };

export type CustomerEvent =
  | DomainEvent<
      'CustomerCreated',
      {
        id: string;
        code: string;
        area: CustomerArea;
        fields: CustomerFields;
        owner: Owner | null;
        at: string;
        term?: string;
      }
    >
  | DomainEvent<'CustomerEdited', { changes: FieldChange[] }>
  | DomainEvent<'CustomerClaimed', { owner: Owner; at: string; term?: string }>
  /** `term`: the ownership that ended (absent on events written before terms existed). */
  | DomainEvent<'CustomerReleased', { from: string; reason: ReleaseReason; at: string; term?: string }>
  | DomainEvent<
      'CustomerReassigned',
      { from: string | null; to: Owner; at: string; fromTerm?: string; term?: string }
    >
  | DomainEvent<'CustomerGradeSet', { gradeId: string | null; from: string | null }>
  | DomainEvent<'CustomerReleaseWarned', { owner: string; releaseOn: string; at: string }>
  /** An order of the owner was signed: the no-order release clock starts again from `at`. */
  | DomainEvent<'CustomerOrderSigned', { orderId: string; owner: string; at: string }>;
export type CustomerEventType = CustomerEvent['type'];

export type CustomerCommand =
  | {
      type: 'CreateCustomer';
      data: {
        id: string;
        code: string;
        area: CustomerArea;
        fields: CustomerFields;
        owner: Owner | null;
        at: string;
        /** The ownership's term (see customer-book.ts): the creation's id. */
        term: string;
      };
    }
  | { type: 'EditCustomer'; data: { changes: Partial<CustomerFields> } }
  | {
      type: 'ClaimCustomer';
      data: { salesmanId: string; at: string; settings: HighSeasSettings; term: string };
    }
  /** `by` is the owner releasing their own customer, or null for a supervisor. */
  | { type: 'ReleaseCustomer'; data: { by: string | null; at: string } }
  | { type: 'ReassignCustomer'; data: { to: Owner; at: string; term: string } }
  | { type: 'SetCustomerGrade'; data: { gradeId: string | null } }
  /** The daily job: release when the no-order limit has passed, warn `warnDaysBefore` days ahead. */
  | { type: 'ReviewOwnership'; data: { at: string; settings: HighSeasSettings } }
  /** An order of `owner` for this customer was signed (the orders' reaction). */
  | { type: 'RecordOrderSigned'; data: { orderId: string; owner: string; at: string } };

export const CUSTOMER_EVENT_TYPES: CustomerEventType[] = [
  'CustomerCreated',
  'CustomerEdited',
  'CustomerClaimed',
  'CustomerReleased',
  'CustomerReassigned',
  'CustomerGradeSet',
  'CustomerReleaseWarned',
  'CustomerOrderSigned',
];

// ---------------------------------------------------------------- evolve

const emptyFields: CustomerFields = {
  name: '',
  gender: '',
  email: '',
  phone: '',
  enterprise: '',
  domestic: true,
  source: '',
  logistics: '',
  addresses: [],
  responsible: '',
  images: '',
  attachments: '',
};

export function evolve(state: CustomerState, event: CustomerEvent): CustomerState {
  switch (event.type) {
    case 'CustomerCreated': {
      const { id, code, area, fields, owner, at } = event.data;
      return {
        ...state,
        exists: true,
        id,
        code,
        area,
        // Customers created before files existed have no images nor attachments.
        fields: { ...emptyFields, ...fields },
        owner,
        ownerTerm: event.data.term ?? '',
        ownedSince: owner ? at : null,
      };
    }
    case 'CustomerEdited': {
      const fields = { ...state.fields } as Record<keyof CustomerFields, unknown>;
      for (const { field, to } of event.data.changes) fields[field] = to;
      return { ...state, fields: fields as unknown as CustomerFields };
    }
    case 'CustomerClaimed':
      return {
        ...state,
        owner: event.data.owner,
        ownerTerm: event.data.term ?? '',
        ownedSince: event.data.at,
        warnedFor: null,
      };
    case 'CustomerReleased':
      return {
        ...state,
        owner: null,
        ownerTerm: '',
        ownedSince: null,
        gradeId: null,
        releasedAt: event.data.at,
        releasedFrom: event.data.from,
        warnedFor: null,
      };
    case 'CustomerReassigned':
      return {
        ...state,
        owner: event.data.to,
        ownerTerm: event.data.term ?? '',
        ownedSince: event.data.at,
        warnedFor: null,
        // Grades belong to trade customers' customers only.
        gradeId: event.data.to.role === 'Traders' ? state.gradeId : null,
      };
    case 'CustomerGradeSet':
      return { ...state, gradeId: event.data.gradeId };
    case 'CustomerReleaseWarned':
      return { ...state, warnedFor: event.data.releaseOn };
    case 'CustomerOrderSigned':
      return state.owner?.id === event.data.owner
        ? { ...state, ownedSince: event.data.at, warnedFor: null }
        : state;
    default:
      return assertNever(event);
  }
}

// ---------------------------------------------------------------- rules

/** Until when nobody may claim a released customer (the protection period). */
export function protectedUntil(state: CustomerState, settings: HighSeasSettings): string | null {
  return state.owner === null && state.releasedAt ? addDays(state.releasedAt, settings.protectionDays) : null;
}

/** When the automatic release takes an owned customer back, if no order is signed before. */
export function releaseOn(state: CustomerState, settings: HighSeasSettings): string | null {
  return state.ownedSince ? addDays(state.ownedSince, settings.releaseDays) : null;
}

/**
 * The owner's warning as a cut-off on when the ownership began: a salesman's customer owned since
 * this instant or earlier is released within `warnDaysBefore` days of `at` (the daily review warns
 * of it; /Home counts these).
 */
export const warnedIfOwnedSince = (
  at: string,
  settings: Pick<HighSeasSettings, 'releaseDays' | 'warnDaysBefore'>,
): string => addDays(at, settings.warnDaysBefore - settings.releaseDays);

/**
 * Why `salesmanId` may not claim the customer now, or null when they may. The limits on the
 * salesman's side (claims per day, customers owned) are the customer book's.
 */
export function claimRefusal(
  state: CustomerState,
  salesmanId: string,
  at: string,
  settings: HighSeasSettings,
): DomainError | null {
  if (!state.exists) return new DomainError('CUSTOMER.NOT_FOUND', 'common.notFound');
  if (state.owner?.id === salesmanId)
    return new DomainError('CUSTOMER.ALREADY_YOURS', 'customers.alreadyYours');
  if (state.owner) return new DomainError('CUSTOMER.TAKEN', 'customers.takenByOther');
  const until = protectedUntil(state, settings);
  if (until && at < until) return new DomainError('CUSTOMER.PROTECTED', 'customers.protected');
  if (state.releasedFrom === salesmanId && state.releasedAt) {
    const again = addDays(state.releasedAt, settings.cooldownDays);
    if (at < again)
      return new DomainError('CUSTOMER.COOLDOWN', 'customers.cooldown', { date: firstFullDay(again) });
  }
  return null;
}

/**
 * A customer's fields as the form rules want them. Addresses are checked when they (or whether the
 * customer is domestic) change, so an address saved before a rule existed does not block other edits.
 */
function assertValid(fields: CustomerFields, checkAddresses = true): void {
  if (!fields.name.trim()) throw new DomainError('CUSTOMER.INVALID', 'validation.required', {}, 'name');
  const phone = customerPhoneProblem(fields.phone, fields.domestic);
  if (phone) throw new DomainError('CUSTOMER.INVALID', phone, {}, 'phone');
  if (!checkAddresses) return;
  fields.addresses.forEach((address, index) => {
    const problem = regionProblem(address.region, fields.domestic, regions());
    if (problem) throw new DomainError('CUSTOMER.INVALID', problem, {}, `addresses.${index}.region`);
    // Coordinates come in pairs: a latitude alone places nothing.
    const coordinates = coordinatesProblems(address.latitude, address.longitude);
    const part = coordinates.latitude ? 'latitude' : coordinates.longitude ? 'longitude' : null;
    if (part)
      throw new DomainError(
        'CUSTOMER.INVALID',
        coordinates[part] === 'pair' ? 'customers.coordinatesPair' : `customers.${part}Range`,
        {},
        `addresses.${index}.${part}`,
      );
  });
}

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

// ---------------------------------------------------------------- decide

export function decide(command: CustomerCommand, state: CustomerState): CustomerEvent[] {
  if (command.type === 'CreateCustomer') {
    // Created already (a creation step run again after a crash).
    if (state.exists && state.id === command.data.id) return [];
    if (state.exists) throw new DomainError('CUSTOMER.EXISTS', 'common.conflict');
    assertValid(command.data.fields);
    return [{ type: 'CustomerCreated', data: command.data }];
  }
  if (!state.exists) throw new DomainError('CUSTOMER.NOT_FOUND', 'common.notFound');
  switch (command.type) {
    case 'EditCustomer': {
      const given = Object.fromEntries(
        Object.entries(command.data.changes).filter(([, v]) => v !== undefined),
      );
      const next = { ...state.fields, ...given } as CustomerFields;
      assertValid(next, 'addresses' in given || 'domestic' in given);
      const changes = (Object.keys(next) as (keyof CustomerFields)[])
        .filter((field) => !sameValue(next[field], state.fields[field]))
        .map((field) => ({ field, from: state.fields[field], to: next[field] }));
      return changes.length ? [{ type: 'CustomerEdited', data: { changes } }] : [];
    }
    case 'ClaimCustomer': {
      const { salesmanId, at, settings, term } = command.data;
      // This claim went through already (a claim step run again after a crash).
      if (state.owner?.id === salesmanId && state.ownerTerm === term) return [];
      const refusal = claimRefusal(state, salesmanId, at, settings);
      if (refusal) throw refusal;
      return [
        { type: 'CustomerClaimed', data: { owner: { id: salesmanId, role: 'OperatorIndex' }, at, term } },
      ];
    }
    case 'ReleaseCustomer': {
      const { by, at } = command.data;
      if (!state.owner) throw new DomainError('CUSTOMER.IN_HIGH_SEAS', 'customers.inHighSeas');
      if (by !== null && by !== state.owner.id)
        throw new DomainError('CUSTOMER.NOT_YOURS', 'customers.notYours');
      const reason: ReleaseReason = by === null ? 'supervisor' : 'owner';
      return [
        { type: 'CustomerReleased', data: { from: state.owner.id, reason, at, term: state.ownerTerm } },
      ];
    }
    case 'ReassignCustomer': {
      const { to, at, term } = command.data;
      if (state.owner?.id === to.id) return [];
      return [
        {
          type: 'CustomerReassigned',
          data: { from: state.owner?.id ?? null, to, at, fromTerm: state.ownerTerm, term },
        },
      ];
    }
    case 'SetCustomerGrade': {
      const { gradeId } = command.data;
      if (gradeId !== null && state.owner?.role !== 'Traders')
        throw new DomainError('CUSTOMER.GRADE_FOR_TRADERS', 'customers.gradeForTraders', {}, 'gradeId');
      return gradeId === state.gradeId
        ? []
        : [{ type: 'CustomerGradeSet', data: { gradeId, from: state.gradeId } }];
    }
    case 'ReviewOwnership': {
      const { at, settings } = command.data;
      const due = releaseOn(state, settings);
      // Trade customers keep their own clients: only salesmen's customers return to the high seas.
      if (state.owner?.role !== 'OperatorIndex' || !due) return [];
      const owner = state.owner.id;
      if (at >= due)
        return [
          { type: 'CustomerReleased', data: { from: owner, reason: 'no-order', at, term: state.ownerTerm } },
        ];
      const warnFrom = addDays(due, -settings.warnDaysBefore);
      if (at >= warnFrom && state.warnedFor !== due)
        return [{ type: 'CustomerReleaseWarned', data: { owner, releaseOn: due, at } }];
      return [];
    }
    case 'RecordOrderSigned': {
      const { owner, at } = command.data;
      // Only the owner's own signed order counts, and only one newer than the clock's start.
      if (state.owner?.id !== owner || (state.ownedSince !== null && at <= state.ownedSince)) return [];
      return [{ type: 'CustomerOrderSigned', data: command.data }];
    }
    default:
      return assertNever(command);
  }
}

export const customerDecider: Decider<CustomerState, CustomerCommand, CustomerEvent> = {
  initialState: () => ({
    exists: false,
    id: '',
    code: '',
    area: 'Q',
    fields: emptyFields,
    owner: null,
    ownerTerm: '',
    ownedSince: null,
    gradeId: null,
    releasedAt: null,
    releasedFrom: null,
    warnedFor: null,
  }),
  evolve,
  decide,
};
