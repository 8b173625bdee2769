import type { CustomerFields } from '@packflow/contracts';
import { DomainError, assertNever } from '../shared/decider';
import type { CustomerCommand, CustomerEvent, CustomerState, ReleaseReason } from './customer-model';
import { addDays, assertValid, claimRefusal, releaseOn, sameValue } from './customer-rules';

/** A customer's decisions, one per command, and the dispatcher. Each reads like the rule it keeps. */

type Command<T extends CustomerCommand['type']> = Extract<CustomerCommand, { type: T }>;

export function decideCreate({ data }: Command<'CreateCustomer'>, state: CustomerState): CustomerEvent[] {
  // Created already (a creation step run again after a crash).
  if (state.exists && state.id === data.id) return [];
  if (state.exists) throw new DomainError('CUSTOMER.EXISTS', 'common.conflict');
  assertValid(data.fields);
  return [{ type: 'CustomerCreated', data }];
}

export function decideEdit({ data }: Command<'EditCustomer'>, state: CustomerState): CustomerEvent[] {
  const given = Object.fromEntries(Object.entries(data.changes).filter(([, v]) => v !== undefined));
  const next = { ...state.fields, ...given } as CustomerFields;
  assertValid(next, 'addresses' in given || 'domestic' in given);
  const changes = (Object.keys(next) as (keyof CustomerFields)[])
    .filter((field) => !sameValue(next[field], state.fields[field]))
    .map((field) => ({ field, from: state.fields[field], to: next[field] }));
  return changes.length ? [{ type: 'CustomerEdited', data: { changes } }] : [];
}

export function decideClaim({ data }: Command<'ClaimCustomer'>, state: CustomerState): CustomerEvent[] {
  const { salesmanId, at, settings, term } = data;
  // This claim went through already (a claim step run again after a crash).
  if (state.owner?.id === salesmanId && state.ownerTerm === term) return [];
  const refusal = claimRefusal(state, salesmanId, at, settings);
  if (refusal) throw refusal;
  return [{ type: 'CustomerClaimed', data: { owner: { id: salesmanId, role: 'OperatorIndex' }, at, term } }];
}

export function decideRelease({ data }: Command<'ReleaseCustomer'>, state: CustomerState): CustomerEvent[] {
  const { by, at } = data;
  if (!state.owner) throw new DomainError('CUSTOMER.IN_HIGH_SEAS', 'customers.inHighSeas');
  if (by !== null && by !== state.owner.id) throw new DomainError('CUSTOMER.NOT_YOURS', 'customers.notYours');
  const reason: ReleaseReason = by === null ? 'supervisor' : 'owner';
  return [{ type: 'CustomerReleased', data: { from: state.owner.id, reason, at, term: state.ownerTerm } }];
}

export function decideReassign({ data }: Command<'ReassignCustomer'>, state: CustomerState): CustomerEvent[] {
  const { to, at, term } = data;
  if (state.owner?.id === to.id) return [];
  return [
    {
      type: 'CustomerReassigned',
      data: { from: state.owner?.id ?? null, to, at, fromTerm: state.ownerTerm, term },
    },
  ];
}

export function decideSetGrade({ data }: Command<'SetCustomerGrade'>, state: CustomerState): CustomerEvent[] {
  const { gradeId } = data;
  if (gradeId !== null && state.owner?.role !== 'Traders')
    throw new DomainError('CUSTOMER.GRADE_FOR_TRADERS', 'customers.gradeForTraders', {}, 'gradeId');
  return gradeId === state.gradeId
    ? []
    : [{ type: 'CustomerGradeSet', data: { gradeId, from: state.gradeId } }];
}

/** The daily job: release when the no-order limit has passed, warn `warnDaysBefore` days ahead. */
export function decideReviewOwnership(
  { data }: Command<'ReviewOwnership'>,
  state: CustomerState,
): CustomerEvent[] {
  const { at, settings } = data;
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

export function decideRecordOrderSigned(
  { data }: Command<'RecordOrderSigned'>,
  state: CustomerState,
): CustomerEvent[] {
  const { owner, at } = data;
  // Only the owner's own signed order counts, and only one newer than the clock's start.
  if (state.owner?.id !== owner || (state.ownedSince !== null && at <= state.ownedSince)) return [];
  return [{ type: 'CustomerOrderSigned', data }];
}

export function decide(command: CustomerCommand, state: CustomerState): CustomerEvent[] {
  if (command.type === 'CreateCustomer') return decideCreate(command, state);
  if (!state.exists) throw new DomainError('CUSTOMER.NOT_FOUND', 'common.notFound');
  switch (command.type) {
    case 'EditCustomer':
      return decideEdit(command, state);
    case 'ClaimCustomer':
      return decideClaim(command, state);
    case 'ReleaseCustomer':
      return decideRelease(command, state);
    case 'ReassignCustomer':
      return decideReassign(command, state);
    case 'SetCustomerGrade':
      return decideSetGrade(command, state);
    case 'ReviewOwnership':
      return decideReviewOwnership(command, state);
    case 'RecordOrderSigned':
      return decideRecordOrderSigned(command, state);
    default:
      return assertNever(command);
  }
}
