import type { CustomerArea, CustomerFields, HighSeasSettings } from '@packflow/contracts';
import { type DomainEvent, assertNever } from '../shared/decider';

/** A customer's state, events and commands, and how the events build the state (no rules here). */

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

export const emptyFields: CustomerFields = {
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

export const initialCustomerState = (): CustomerState => ({
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
});
