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

/** Equal decimals ('5' and '5.00'); false when either is not a plain decimal. */
const sameAmount = (a: string, b: string): boolean =>
  /^-?\d+(\.\d+)?$/.test(a.trim()) && /^-?\d+(\.\d+)?$/.test(b.trim()) && new Decimal(a.trim()).eq(b.trim());

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

/**
 * A keyed request's entry id is the same whichever account it names, so its entry found on
 * another account's ledger (`recordedOn`) means the key was used for another request. Throws then.
 */
export function assertKeyedEntryOnLedger(recordedOn: string | null, accountId: string): void {
  if (recordedOn !== null && recordedOn !== accountId) throw keyReused();
}

const insufficient = (state: LedgerState, fee: string, threshold: string) =>
  new DomainError('BEANS.INSUFFICIENT', 'beans.insufficient', { balance: state.balance, fee, threshold });

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
