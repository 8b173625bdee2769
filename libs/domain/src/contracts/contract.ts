import type {
  ContractCurrency,
  ContractLine,
  ContractLineSnapshot,
  ContractOwnerRole,
  ContractPaymentTerms,
  ContractPrintingType,
  PriceResult,
  PricingSettings,
  Role,
  SnapshotItem,
} from '@packflow/contracts';
import { sumOf } from '@packflow/contracts';
import Decimal from 'decimal.js';
import { type Decider, type DomainEvent, DomainError, assertNever } from '../shared/decider';
import { type QuotationState, checkContractable, notFound } from '../quotations/quotation';

/**
 * A contract (domain.md, "Contracts and orders"), made from approved quotations of one customer
 * with the same payment terms and printing type. Its stream is a process stream (processes.md):
 * the request is recorded first (`ContractRequested`, every gate checked on what the request
 * read), the contract reactor then reserves each quotation (`PutUnderContract` on its stream) and
 * records `ContractCreated`, or `ContractRefused` after giving back what it reserved. Lines are
 * copied from the stored quotations and never priced again.
 */
export const contractStream = (id: string): string => `contract-${id}`;
export const CONTRACT_STREAM_PREFIX = 'contract-';

/**
 * 'HT' + the request's day (UTC, yyyymmdd) + '-' + the id's first ten hex digits, upper-case:
 * unique without a shared counter, the way quotation numbers are.
 */
export function contractNumber(id: string, at: string): string {
  const day = at.slice(0, 10).replace(/-/g, '');
  return `HT${day}-${id.replace(/-/g, '').slice(0, 10).toUpperCase()}`;
}

// ---------------------------------------------------------------- events and commands

export interface ContractRequestedData {
  contractId: string;
  number: string;
  customerId: string;
  customerName: string;
  ownerId: string;
  ownerRole: ContractOwnerRole;
  printingType: ContractPrintingType;
  taxed: boolean;
  paymentTerms: ContractPaymentTerms;
  currency: ContractCurrency;
  language: 'cn' | 'en';
  lines: ContractLine[];
  /** Decimal text: the lines' totals added up. */
  total: string;
  by: string;
  at: string;
}

export interface ContractCreatedData extends ContractRequestedData {
  /** When every quotation was reserved. */
  createdAt: string;
}

export interface ContractRefusedData {
  contractId: string;
  /** The refusal's message key, its code and values (the quotation's number...). */
  reason: string;
  code: string;
  params: Record<string, string | number>;
  /** The quotation the refusal concerns. */
  quotationId: string | null;
  at: string;
}

export type ContractEvent =
  | DomainEvent<'ContractRequested', ContractRequestedData>
  | DomainEvent<'ContractCreated', ContractCreatedData>
  | DomainEvent<'ContractRefused', ContractRefusedData>;
export type ContractEventType = ContractEvent['type'];
export const CONTRACT_EVENT_TYPES: ContractEventType[] = [
  'ContractRequested',
  'ContractCreated',
  'ContractRefused',
];

/** A quotation as the request read it: its id as asked for, and its stream's state. */
export interface QuotationFacts {
  id: string;
  state: QuotationState;
}

/** What making a contract reads before it decides. */
export interface ContractRequest {
  contractId: string;
  actor: { id: string; role: Role };
  /** The quotation ids as given, in order. */
  quotationIds: string[];
  /** Their states (a missing one: not found). */
  quotations: QuotationFacts[];
  /** The contract type the person chose. */
  type: ContractPrintingType;
  /** With tax; by default as the quotations were quoted. */
  taxed: boolean | undefined;
  /**
   * The quotations whose orders are sampled, as the salesman chose; undefined: each line is sampled
   * when its quotation's price charged a proof fee.
   */
  sampled?: readonly string[] | undefined;
  /** The quotations' customer as it is now (its owner must be the actor). */
  customer: { id: string; exists: boolean; name: string; ownerId: string | null } | null;
  at: string;
}

export type ContractCommand =
  | { type: 'RequestContract'; data: ContractRequest }
  | { type: 'ConfirmContract'; data: { at: string } }
  | {
      type: 'RefuseContract';
      data: { error: DomainError; quotationId: string | null; at: string };
    };

// ---------------------------------------------------------------- state

export interface ContractState {
  status: 'none' | 'requested' | 'created' | 'refused';
  request: ContractRequestedData | null;
  refusal: ContractRefusedData | null;
}

export function evolve(state: ContractState, event: ContractEvent): ContractState {
  switch (event.type) {
    case 'ContractRequested':
      return { ...state, status: 'requested', request: event.data };
    case 'ContractCreated':
      return { ...state, status: 'created' };
    case 'ContractRefused':
      return { ...state, status: 'refused', refusal: event.data };
    default:
      return assertNever(event);
  }
}

// ---------------------------------------------------------------- the gates

const QUOTING_ROLES: readonly Role[] = ['OperatorIndex', 'Traders'];

const refuse = (code: string, key: string, params: Record<string, string | number> = {}) =>
  new DomainError(code, key, params, 'quotationIds');

/** The catalogue item as an order shows it: its names, never its rates. */
const item = (
  i: { id: string; name: string; englishName: string } | null | undefined,
): SnapshotItem | null => (i ? { id: i.id, name: i.name, englishName: i.englishName } : null);

function itemsOf<K extends string>(
  items: Partial<Record<K, { id: string; name: string; englishName: string }>>,
): Partial<Record<K, SnapshotItem>> {
  const out: Partial<Record<K, SnapshotItem>> = {};
  for (const [field, value] of Object.entries(items) as [
    K,
    { id: string; name: string; englishName: string },
  ][])
    if (value) out[field] = item(value)!;
  return out;
}

/** Whether a quotation's price charged a proof fee: its breakdown's proof line (or figure) is above zero. */
export function proofCharged(result: Pick<PriceResult, 'lines' | 'proof'>): boolean {
  const line = result.lines.find((l) => l.key === 'pricing.line.proof');
  const amount = line?.amount ?? result.proof;
  return /^-?\d+(\.\d+)?$/.test(amount ?? '') && new Decimal(amount).gt(0);
}

function snapshotOf(state: QuotationState): ContractLineSnapshot {
  const settings = state.settings as PricingSettings;
  return {
    input: state.input!,
    materials: itemsOf(settings.materials),
    accessories: itemsOf(settings.accessories),
    bagType: item(settings.bagType),
    knifeStyle: item(settings.knifeStyle),
    makenumber: state.result!.makenumber,
    decimals: state.result!.decimals,
  };
}

/**
 * Every rule a new contract must pass, on what the request read (spec section 5: 'Contract
 * generation needs at least one quotation'; quotations that differ in customer, payment terms or
 * printing type cannot be combined, naming the first that differs). Answers the request to record.
 */
export function checkRequest(request: ContractRequest): ContractRequestedData {
  const { quotationIds, actor, type } = request;
  if (!quotationIds.length) throw refuse('CONTRACT.NO_QUOTATION', 'contracts.needsQuotation');
  if (!QUOTING_ROLES.includes(actor.role))
    throw new DomainError('CONTRACT.OWNERS_ONLY', 'contracts.ownersOnly');
  const byId = new Map(request.quotations.map((q) => [q.id, q.state]));
  const states: QuotationState[] = [];
  for (const id of quotationIds) {
    const state = byId.get(id);
    // Another person's quotation is out of reach: it looks the same as none.
    if (!state?.exists || state.owner?.id !== actor.id || !state.input || !state.result)
      throw notFound('quotationIds');
    if (states.includes(state) || states.some((s) => s.id === state.id))
      throw refuse('CONTRACT.DUPLICATE', 'contracts.duplicateQuotation', { number: state.number });
    states.push(state);
  }
  const first = states[0]!;
  for (const q of states.slice(1)) {
    const number = { number: q.number };
    if (q.customerId !== first.customerId)
      throw refuse('CONTRACT.CUSTOMER_DIFFERS', 'contracts.customerDiffers', number);
    if (q.input!.paymentTerms !== first.input!.paymentTerms)
      throw refuse('CONTRACT.PAYMENT_TERMS_DIFFER', 'contracts.paymentTermsDiffer', number);
    if (q.input!.quotation_type !== first.input!.quotation_type)
      throw refuse('CONTRACT.PRINTING_TYPE_DIFFERS', 'contracts.printingTypeDiffers', number);
    if (q.result!.currency !== first.result!.currency)
      throw refuse('CONTRACT.CURRENCY_DIFFERS', 'contracts.currencyDiffers', number);
  }
  const taxed = request.taxed ?? first.input!.taxed;
  for (const q of states) {
    const number = q.number;
    if (q.input!.quotation_type !== type)
      throw new DomainError('CONTRACT.TYPE_DIFFERS', 'contracts.typeDiffers', { number }, 'type');
    if (q.input!.taxed !== taxed)
      throw new DomainError('CONTRACT.TAX_DIFFERS', 'contracts.taxDiffers', { number }, 'taxed');
    checkContractable(q);
    if (!q.input!.quantity) throw refuse('CONTRACT.NO_QUANTITY', 'contracts.quotationNoQuantity', { number });
  }
  const customer = request.customer;
  if (!customer?.exists || customer.id !== first.customerId || customer.ownerId !== actor.id)
    throw refuse('CONTRACT.NOT_YOUR_CUSTOMER', 'contracts.notYourCustomer', { number: first.number });

  const sampled = request.sampled;
  const stranger = sampled?.find((id) => !quotationIds.includes(id));
  if (stranger !== undefined)
    throw new DomainError('CONTRACT.SAMPLING_UNKNOWN', 'contracts.samplingNotInContract', {}, 'sampled');
  const lines: ContractLine[] = states.map((q) => ({
    quotationId: q.id,
    quotationNumber: q.number,
    quantity: q.input!.quantity!,
    unit: q.input!.maketype,
    unitPrice: q.result!.price_unit_end,
    total: q.result!.price_end,
    bagType: q.input!.bagType ?? null,
    make: q.input!.make,
    snapshot: snapshotOf(q),
    sampling: sampled ? sampled.includes(q.id) : proofCharged(q.result!),
  }));
  return {
    contractId: request.contractId,
    number: contractNumber(request.contractId, request.at),
    customerId: customer.id,
    customerName: customer.name,
    ownerId: actor.id,
    ownerRole: actor.role as ContractOwnerRole,
    printingType: type,
    taxed,
    paymentTerms: first.input!.paymentTerms,
    currency: first.result!.currency,
    language: first.locale,
    lines,
    // Each line's amount is its unit price times its quantity, in cents: the total adds them up.
    total: sumOf(lines.map((l) => l.total)),
    by: actor.id,
    at: request.at,
  };
}

// ---------------------------------------------------------------- decide

export function decide(command: ContractCommand, state: ContractState): ContractEvent[] {
  switch (command.type) {
    case 'RequestContract': {
      if (state.status !== 'none') {
        // The same request again (a retried append): nothing more to do.
        if (state.request?.contractId === command.data.contractId) return [];
        throw new DomainError('CONTRACT.EXISTS', 'common.conflict');
      }
      return [{ type: 'ContractRequested', data: checkRequest(command.data) }];
    }
    case 'ConfirmContract': {
      if (state.status !== 'requested') return [];
      const request = state.request!;
      return [{ type: 'ContractCreated', data: { ...request, createdAt: command.data.at } }];
    }
    case 'RefuseContract': {
      if (state.status !== 'requested') return [];
      const { error, quotationId, at } = command.data;
      return [
        {
          type: 'ContractRefused',
          data: {
            contractId: state.request!.contractId,
            reason: error.messageKey,
            code: error.code,
            params: error.params,
            quotationId,
            at,
          },
        },
      ];
    }
    default:
      return assertNever(command);
  }
}

export const contractDecider: Decider<ContractState, ContractCommand, ContractEvent> = {
  initialState: () => ({ status: 'none', request: null, refusal: null }),
  evolve,
  decide,
};

/** The refusal a refused contract recorded, as the error to answer with. */
export function refusalError(state: ContractState): DomainError | undefined {
  const r = state.refusal;
  return r ? new DomainError(r.code, r.reason, r.params, 'quotationIds') : undefined;
}
