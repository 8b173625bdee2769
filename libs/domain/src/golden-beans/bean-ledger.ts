import Decimal from 'decimal.js';
import { type Decider, type DomainEvent, DomainError, assertNever } from '../shared/decider';

/**
 * The golden-bean (金豆) ledger of one salesman or trader account, on one stream per account so
 * the account's debits are decided one after the other: Finance recharges, generating a quotation
 * debits the fee once, a correction is a reversing entry. Nothing is ever changed or removed; the
 * balance is the sum of the entries and never negative.
 *
 * Every event's `amount` is signed, as the entry moves the balance: a recharge positive, a debit
 * negative (or zero for a free quotation), a reversal the opposite of the entry it reverses.
 */
export const BEAN_STREAM_PREFIX = 'beans-';
export const beanLedgerStream = (accountId: string): string => `${BEAN_STREAM_PREFIX}${accountId}`;
export const accountIdOfBeanStream = (streamId: string): string | null =>
  streamId.startsWith(BEAN_STREAM_PREFIX) ? streamId.slice(BEAN_STREAM_PREFIX.length) : null;

export type BeanEntryKind = 'recharge' | 'debit' | 'reversal';

export type BeanEvent =
  | DomainEvent<'BeansRecharged', { entryId: string; amount: string; note: string }>
  | DomainEvent<
      'BeansDebited',
      { entryId: string; quotationId: string; quotationNumber: string; amount: string }
    >
  | DomainEvent<'BeanEntryReversed', { entryId: string; reverses: string; amount: string; reason: string }>;

export const BEAN_EVENT_TYPES: BeanEvent['type'][] = ['BeansRecharged', 'BeansDebited', 'BeanEntryReversed'];

export type BeanCommand =
  | { type: 'RechargeBeans'; data: { entryId: string; amount: string; note: string } }
  /** `fee` and `threshold` come from the golden-bean settings the quotation was priced with. */
  | {
      type: 'DebitForQuotation';
      data: { entryId: string; quotationId: string; quotationNumber: string; fee: string; threshold: string };
    }
  | { type: 'ReverseBeanEntry'; data: { entryId: string; reverses: string; reason: string } }
  /** Gives back a quotation's standing debit (the quotation could not be saved); nothing when there is none. */
  | { type: 'RefundQuotation'; data: { entryId: string; quotationId: string; reason: string } };

export interface LedgerEntry {
  kind: BeanEntryKind;
  amount: string;
  quotationId: string | null;
  reversedBy: string | null;
  /** For a reversal: the entry it reverses. */
  reverses: string | null;
  /** A recharge's note or a reversal's reason. */
  note: string;
}

export interface LedgerState {
  balance: string;
  entries: Record<string, LedgerEntry>;
  /** The latest debit of each quotation. */
  debits: Record<string, string>;
}

/** Decimal text without exponent or negative zero: '1.50' -> '1.5', 2e3 -> '2000', -0 -> '0'. */
const text = (d: Decimal): string => d.toFixed();

/** A decimal in the plain notation the contracts accept (no exponent, no sign for zero). */
function decimalOf(value: string, field: string, min: 'positive' | 'nonNegative'): Decimal {
  const invalid = () => new DomainError('BEANS.AMOUNT_INVALID', 'beans.amountInvalid', {}, field);
  if (!/^\d+(\.\d+)?$/.test(value.trim())) throw invalid();
  const d = new Decimal(value.trim());
  if (min === 'positive' ? !d.gt(0) : d.lt(0)) throw invalid();
  return d;
}

/**
 * Finance may send a request key with a recharge or a reversal, so that a retried or doubled
 * request applies once: the entry id is derived from the key, and a command whose entry is
 * already on the ledger was applied before. The same key with another request (another amount,
 * note, entry or reason, or another account's ledger) is refused and changes nothing.
 */
const keyReused = () => new DomainError('BEANS.IDEMPOTENCY_KEY_REUSED', 'beans.idempotencyKeyReused');

/** A plain decimal in one notation ('5.00' -> '5'); other text as it is, trimmed. */
const plainAmount = (value: string): string =>
  /^-?\d+(\.\d+)?$/.test(value.trim()) ? text(new Decimal(value.trim())) : value.trim();

/** Equal decimals ('5' and '5.00'). */
const sameAmount = (a: string, b: string): boolean => plainAmount(a) === plainAmount(b);

/** Whether `entry` is what `command` would have recorded: the same request, applied before. */
function sameRequest(entry: LedgerEntry, command: BeanCommand): boolean {
  switch (command.type) {
    case 'RechargeBeans':
      return (
        entry.kind === 'recharge' &&
        sameAmount(entry.amount, command.data.amount) &&
        entry.note === command.data.note.trim()
      );
    case 'ReverseBeanEntry':
      return (
        entry.kind === 'reversal' &&
        entry.reverses === command.data.reverses &&
        entry.note === command.data.reason.trim()
      );
    case 'DebitForQuotation':
      return entry.kind === 'debit' && entry.quotationId === command.data.quotationId;
    case 'RefundQuotation':
      return entry.kind === 'reversal' && entry.quotationId === command.data.quotationId;
    default:
      return assertNever(command);
  }
}

/** Too few beans for a quotation's fee: the refusal carries the hint to ask Finance for a recharge. */
export class InsufficientBeans extends DomainError {
  readonly details = { hint: 'beans.contactFinance' };
  constructor(params: Record<string, string | number> = {}) {
    super('BEANS.INSUFFICIENT', 'beans.insufficient', params);
    this.name = 'InsufficientBeans';
  }
}

/** The refusal as answered, also when a process recorded it (a plain DomainError then). */
export const asAnswered = (error: DomainError): DomainError =>
  error.code === 'BEANS.INSUFFICIENT' && !(error instanceof InsufficientBeans)
    ? new InsufficientBeans(error.params)
    : error;

const insufficient = (state: LedgerState, fee: string, threshold: string) =>
  new InsufficientBeans({ balance: state.balance, fee, threshold });

/** The debit standing for a quotation (not reversed), if any. */
export function standingDebit(state: LedgerState, quotationId: string): string | null {
  const entryId = state.debits[quotationId];
  return entryId !== undefined && state.entries[entryId]?.reversedBy === null ? entryId : null;
}

/** Below the threshold no quotation is generated. */
export const isBlocked = (balance: string, threshold: string): boolean =>
  new Decimal(balance).lt(new Decimal(threshold));

function reversal(
  state: LedgerState,
  entryId: string,
  reverses: string,
  reason: string,
): Extract<BeanEvent, { type: 'BeanEntryReversed' }> {
  const target = state.entries[reverses];
  if (!target) throw new DomainError('BEANS.ENTRY_NOT_FOUND', 'beans.entryUnknown');
  if (target.kind === 'reversal')
    throw new DomainError('BEANS.REVERSAL_OF_REVERSAL', 'beans.reversalNotReversible');
  if (target.reversedBy !== null) throw new DomainError('BEANS.ALREADY_REVERSED', 'beans.alreadyReversed');
  if (!reason.trim()) throw new DomainError('BEANS.REASON_REQUIRED', 'validation.required', {}, 'reason');
  const amount = new Decimal(target.amount).neg();
  if (new Decimal(state.balance).plus(amount).lt(0))
    throw new DomainError('BEANS.REVERSAL_NEGATIVE', 'beans.reversalNegative', { balance: state.balance });
  return {
    type: 'BeanEntryReversed',
    data: { entryId, reverses, amount: text(amount), reason: reason.trim() },
  };
}

export const beanLedgerDecider: Decider<LedgerState, BeanCommand, BeanEvent> = {
  initialState: () => ({ balance: '0', entries: {}, debits: {} }),
  evolve: (state, event) => {
    const balance = text(new Decimal(state.balance).plus(event.data.amount));
    switch (event.type) {
      case 'BeansRecharged':
        return {
          ...state,
          balance,
          entries: {
            ...state.entries,
            [event.data.entryId]: {
              kind: 'recharge',
              amount: event.data.amount,
              quotationId: null,
              reversedBy: null,
              reverses: null,
              note: event.data.note,
            },
          },
        };
      case 'BeansDebited':
        return {
          balance,
          entries: {
            ...state.entries,
            [event.data.entryId]: {
              kind: 'debit',
              amount: event.data.amount,
              quotationId: event.data.quotationId,
              reversedBy: null,
              reverses: null,
              note: '',
            },
          },
          debits: { ...state.debits, [event.data.quotationId]: event.data.entryId },
        };
      case 'BeanEntryReversed': {
        const target = state.entries[event.data.reverses];
        return {
          ...state,
          balance,
          entries: {
            ...state.entries,
            ...(target ? { [event.data.reverses]: { ...target, reversedBy: event.data.entryId } } : {}),
            [event.data.entryId]: {
              kind: 'reversal',
              amount: event.data.amount,
              quotationId: target?.quotationId ?? null,
              reversedBy: null,
              reverses: event.data.reverses,
              note: event.data.reason,
            },
          },
        };
      }
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    // A command whose entry is already recorded was applied before (a retried request), unless
    // the entry records another request under the same key.
    const recorded = state.entries[command.data.entryId];
    if (recorded) {
      if (sameRequest(recorded, command)) return [];
      throw keyReused();
    }
    switch (command.type) {
      case 'RechargeBeans': {
        const amount = decimalOf(command.data.amount, 'amount', 'positive');
        return [
          {
            type: 'BeansRecharged',
            data: { entryId: command.data.entryId, amount: text(amount), note: command.data.note.trim() },
          },
        ];
      }
      case 'DebitForQuotation': {
        const { entryId, quotationId, quotationNumber, fee, threshold } = command.data;
        if (standingDebit(state, quotationId)) return [];
        const feeValue = decimalOf(fee, 'fee', 'nonNegative');
        decimalOf(threshold, 'threshold', 'nonNegative');
        const balance = new Decimal(state.balance);
        if (isBlocked(state.balance, threshold) || balance.minus(feeValue).lt(0))
          throw insufficient(state, fee, threshold);
        return [
          {
            type: 'BeansDebited',
            data: { entryId, quotationId, quotationNumber, amount: text(feeValue.neg()) },
          },
        ];
      }
      case 'ReverseBeanEntry':
        return [reversal(state, command.data.entryId, command.data.reverses, command.data.reason)];
      case 'RefundQuotation': {
        const debit = standingDebit(state, command.data.quotationId);
        return debit ? [reversal(state, command.data.entryId, debit, command.data.reason)] : [];
      }
      default:
        return assertNever(command);
    }
  },
};

/**
 * A request key's claim, on one stream per key (named by the entry id derived from it), in the
 * manner of a username's holder: the event store's expected revision lets exactly one request
 * claim a key, however many arrive at once and in whichever API process. A recharge or reversal
 * sent with a key first claims it, then runs on the account's ledger with the key's entry id: the
 * same request again finds its own claim and its entry (and changes nothing); another request
 * under the key, even for another account's ledger, finds the claim taken and is refused.
 */
export const BEAN_REQUEST_STREAM_PREFIX = 'bean-request-';
export const beanRequestStream = (entryId: string): string => `${BEAN_REQUEST_STREAM_PREFIX}${entryId}`;

/** What a keyed recharge or reversal asks for: everything that makes it this request and no other. */
export type KeyedBeanRequest =
  | { type: 'RechargeBeans'; accountId: string; amount: string; note: string }
  | { type: 'ReverseBeanEntry'; accountId: string; reverses: string; reason: string };

export type BeanRequestEvent = DomainEvent<
  'BeanRequestKeyClaimed',
  { entryId: string; request: KeyedBeanRequest }
>;
export type BeanRequestCommand = {
  type: 'ClaimBeanRequestKey';
  data: { entryId: string; request: KeyedBeanRequest };
};
export interface BeanRequestState {
  request: KeyedBeanRequest | null;
}

/** A request as the ledger would record it: amount in plain notation, note and reason trimmed. */
function recorded(request: KeyedBeanRequest): KeyedBeanRequest {
  return request.type === 'RechargeBeans'
    ? { ...request, amount: plainAmount(request.amount), note: request.note.trim() }
    : { ...request, reason: request.reason.trim() };
}

const sameKeyedRequest = (a: KeyedBeanRequest, b: KeyedBeanRequest): boolean => {
  const [x, y] = [recorded(a), recorded(b)];
  if (x.type === 'RechargeBeans' && y.type === 'RechargeBeans')
    return x.accountId === y.accountId && x.amount === y.amount && x.note === y.note;
  if (x.type === 'ReverseBeanEntry' && y.type === 'ReverseBeanEntry')
    return x.accountId === y.accountId && x.reverses === y.reverses && x.reason === y.reason;
  return false;
};

export const beanRequestDecider: Decider<BeanRequestState, BeanRequestCommand, BeanRequestEvent> = {
  initialState: () => ({ request: null }),
  evolve: (state, event) => (state.request ? state : { request: event.data.request }),
  decide: (command, state) => {
    const { entryId, request } = command.data;
    if (state.request === null)
      return [{ type: 'BeanRequestKeyClaimed', data: { entryId, request: recorded(request) } }];
    if (sameKeyedRequest(state.request, request)) return [];
    throw keyReused();
  },
};
