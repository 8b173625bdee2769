import Decimal from 'decimal.js';
import { type Decider, type DomainEvent, DomainError, assertNever } from '../shared/decider';
import { type Currency, type PaymentTerms, amountOf, money, prepaymentOf } from './money';

/**
 * The money of one contract (`contract-money-<contractId>`): receipts a salesman or trader records
 * and Finance confirms or rejects, the supervisor's approval of 'other' terms, the signing
 * clearances the sign command appends, and refunds after a cancel. One stream per contract, so a
 * clearance is decided on exactly the money that stood when it was appended: a receipt rejected or
 * reversed at the same moment moves the stream and makes the sign decide again.
 */
export const MONEY_STREAM_PREFIX = 'contract-money-';
export const contractMoneyStream = (contractId: string): string => `${MONEY_STREAM_PREFIX}${contractId}`;
export const contractIdOfMoneyStream = (streamId: string): string | null =>
  streamId.startsWith(MONEY_STREAM_PREFIX) ? streamId.slice(MONEY_STREAM_PREFIX.length) : null;

export const RECEIPT_METHODS = ['bank', 'cash', 'wechat', 'alipay', 'other'] as const;
export type ReceiptMethod = (typeof RECEIPT_METHODS)[number];
export type ReceiptStatus = 'pending' | 'confirmed' | 'rejected' | 'reversed';

/** At most this many proof images on a receipt or a payment (the spec's image limit). */
export const MAX_PROOFS = 3;
const MAX_TEXT = 500;

interface Stamp {
  by: string;
  at: string;
}
export interface ReceiptData extends Stamp {
  receiptId: string;
  idempotencyKey: string;
  contractId: string;
  /** The contract's number, customer and owner as they were: who may see the receipt, and its list row. */
  contractNumber: string;
  customerId: string;
  customerName: string;
  ownerId: string;
  orderId: string | null;
  amount: string;
  currency: Currency;
  method: ReceiptMethod;
  receivedOn: string;
  proofs: string;
  note: string;
}
/** A refund after a cancel: a payment Finance makes, with the contract as it was (for its list row). */
export interface RefundData extends Stamp {
  paymentId: string;
  orderId: string;
  amount: string;
  reason: string;
  contractId: string;
  contractNumber: string;
  customerName: string;
  ownerId: string;
  currency: Currency;
}
export interface SigningData extends Stamp {
  signingId: string;
  orderIds: string[];
  /** Each cleared order's total, so later clearances count every order cleared so far. */
  orderTotals: Record<string, string>;
  paymentTerms: PaymentTerms;
  currency: Currency;
  required: string;
  confirmed: string;
}

export type ContractMoneyEvent =
  | DomainEvent<'ReceiptRecorded', ReceiptData>
  | DomainEvent<'ReceiptConfirmed', { receiptId: string } & Stamp>
  | DomainEvent<'ReceiptRejected', { receiptId: string; reason: string } & Stamp>
  | DomainEvent<'ReceiptReversed', { receiptId: string; reason: string } & Stamp>
  | DomainEvent<'OtherTermsApproved', Stamp>
  | DomainEvent<'SigningCleared', SigningData>
  | DomainEvent<
      'SigningClearanceReleased',
      { signingId: string; orderId: string; reason: string; at: string }
    >
  | DomainEvent<'RefundRequested', RefundData>
  | DomainEvent<'PaymentPaid', { paymentId: string; proofs: string } & Stamp>;

export const CONTRACT_MONEY_EVENT_TYPES: ContractMoneyEvent['type'][] = [
  'ReceiptRecorded',
  'ReceiptConfirmed',
  'ReceiptRejected',
  'ReceiptReversed',
  'OtherTermsApproved',
  'SigningCleared',
  'SigningClearanceReleased',
  'RefundRequested',
  'PaymentPaid',
];

/** What the handler knows of the contract when money is recorded against it. */
export interface ContractTerms {
  contractId: string;
  number: string;
  customerId: string;
  customerName: string;
  ownerId: string;
  currency: Currency;
  paymentTerms: PaymentTerms;
  /** The contract's orders (a receipt may name one of them). */
  orderIds: readonly string[];
}

export type ContractMoneyCommand =
  | {
      type: 'RecordReceipt';
      data: Omit<
        ReceiptData,
        'currency' | 'contractId' | 'contractNumber' | 'customerId' | 'customerName' | 'ownerId'
      > & {
        contract: ContractTerms;
      };
    }
  | { type: 'ConfirmReceipt'; data: { receiptId: string } & Stamp }
  | { type: 'RejectReceipt'; data: { receiptId: string; reason: string } & Stamp }
  | { type: 'ReverseReceipt'; data: { receiptId: string; reason: string } & Stamp }
  | { type: 'ApproveOtherTerms'; data: { paymentTerms: PaymentTerms } & Stamp }
  | { type: 'ClearSigning'; data: SigningRequest }
  | {
      type: 'ReleaseSigningClearance';
      data: { signingId: string; orderId: string; reason: string; at: string };
    }
  | {
      type: 'RequestRefund';
      /** `orderCanceled`: the order's cancel was approved (read from its stream). */
      data: {
        paymentId: string;
        orderId: string;
        amount: string;
        reason: string;
        contract: ContractTerms;
        orderCanceled: boolean;
      } & Stamp;
    }
  | { type: 'PayPayment'; data: { paymentId: string; proofs: string } & Stamp };

export interface SigningRequest extends Stamp {
  signingId: string;
  orderIds: string[];
  orderTotals: Record<string, string>;
  paymentTerms: PaymentTerms;
  currency: Currency;
}

export interface Receipt extends ReceiptData {
  status: ReceiptStatus;
  decidedBy: string | null;
  decidedAt: string | null;
  reason: string | null;
}
export interface Refund {
  paymentId: string;
  orderId: string;
  amount: string;
  status: 'toPay' | 'paid';
}
export interface ContractMoneyState {
  currency: Currency | null;
  receipts: Record<string, Receipt>;
  /** Idempotency key -> the receipt recorded under it. */
  keys: Record<string, string>;
  otherTermsApproved: boolean;
  /** Order -> the signing that cleared it and its total (released orders are removed). */
  cleared: Record<string, { signingId: string; total: string }>;
  signings: Record<string, string[]>;
  refunds: Record<string, Refund>;
}

const receiptsIn = (state: ContractMoneyState, status: ReceiptStatus): Receipt[] =>
  Object.values(state.receipts).filter((r) => r.status === status);
const sum = (amounts: readonly string[]): Decimal =>
  amounts.reduce((total, a) => total.plus(a), new Decimal(0));

/** Confirmed receipts (reversed ones no longer count) less refunds: the money that may clear a signing. */
export function confirmedMoney(state: ContractMoneyState): Decimal {
  return sum(receiptsIn(state, 'confirmed').map((r) => r.amount)).minus(refundTotal(state));
}
export const refundTotal = (state: ContractMoneyState): Decimal =>
  sum(Object.values(state.refunds).map((r) => r.amount));
export const clearedTotal = (state: ContractMoneyState): Decimal =>
  sum(Object.values(state.cleared).map((c) => c.total));

const sameAmount = (recorded: string, asked: string): boolean =>
  /^\d+(\.\d+)?$/.test(asked.trim()) && new Decimal(recorded).eq(asked.trim());

const notFound = () => new DomainError('FINANCE.RECEIPT_NOT_FOUND', 'common.notFound');
const reasonOf = (reason: string): string => {
  const trimmed = reason.trim();
  if (!trimmed) throw new DomainError('FINANCE.REASON_REQUIRED', 'finance.reasonRequired', {}, 'reason');
  if (trimmed.length > MAX_TEXT)
    throw new DomainError('FINANCE.REASON_TOO_LONG', 'finance.textTooLong', { max: MAX_TEXT }, 'reason');
  return trimmed;
};
/** '||'-joined paths, blanks dropped; at least one, at most MAX_PROOFS. */
function proofsOf(proofs: string): string {
  const paths = proofs
    .split('||')
    .map((p) => p.trim())
    .filter(Boolean);
  if (paths.length === 0)
    throw new DomainError('FINANCE.PROOF_REQUIRED', 'finance.proofRequired', {}, 'proofs');
  if (paths.length > MAX_PROOFS)
    throw new DomainError('FINANCE.TOO_MANY_PROOFS', 'finance.tooManyProofs', { max: MAX_PROOFS }, 'proofs');
  return paths.join('||');
}
const pending = (state: ContractMoneyState, receiptId: string): Receipt => {
  const receipt = state.receipts[receiptId];
  if (!receipt) throw notFound();
  if (receipt.status !== 'pending')
    throw new DomainError('FINANCE.RECEIPT_NOT_PENDING', 'finance.receiptNotPending', {
      status: receipt.status,
    });
  return receipt;
};

/** A receipt's date is a real calendar date, not later than the day it is recorded (anywhere on earth). */
function receivedOnOf(receivedOn: string, at: string): string {
  const invalid = () => new DomainError('FINANCE.DATE_INVALID', 'finance.dateInvalid', {}, 'receivedOn');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(receivedOn)) throw invalid();
  const date = new Date(`${receivedOn}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== receivedOn) throw invalid();
  const latest = new Date(new Date(at).getTime() + 14 * 3600_000).toISOString().slice(0, 10);
  if (receivedOn > latest)
    throw new DomainError('FINANCE.DATE_FUTURE', 'finance.dateFuture', {}, 'receivedOn');
  if (receivedOn < '2000-01-01') throw invalid();
  return receivedOn;
}

function recordReceipt(
  state: ContractMoneyState,
  data: Extract<ContractMoneyCommand, { type: 'RecordReceipt' }>['data'],
): ContractMoneyEvent[] {
  const { contract, ...request } = data;
  const known = state.keys[request.idempotencyKey];
  if (known !== undefined) {
    // The same dialog sent again (a double click, a retry): the receipt it recorded answers it.
    const receipt = state.receipts[known];
    if (
      receipt?.by === request.by &&
      receipt.orderId === request.orderId &&
      sameAmount(receipt.amount, request.amount)
    )
      return [];
    throw new DomainError('FINANCE.IDEMPOTENCY_KEY_REUSED', 'finance.idempotencyKeyReused');
  }
  if (!request.idempotencyKey.trim() || request.idempotencyKey.length > 255)
    throw new DomainError(
      'FINANCE.IDEMPOTENCY_KEY_INVALID',
      'finance.idempotencyKeyInvalid',
      {},
      'idempotencyKey',
    );
  if (state.receipts[request.receiptId])
    throw new DomainError('FINANCE.IDEMPOTENCY_KEY_REUSED', 'finance.idempotencyKeyReused');
  if (state.currency !== null && state.currency !== contract.currency)
    throw new DomainError('FINANCE.CURRENCY_MISMATCH', 'finance.currencyMismatch', {
      currency: state.currency,
    });
  if (request.orderId !== null && !contract.orderIds.includes(request.orderId))
    throw new DomainError('FINANCE.ORDER_NOT_IN_CONTRACT', 'finance.orderNotInContract', {}, 'orderId');
  if (!RECEIPT_METHODS.includes(request.method))
    throw new DomainError('FINANCE.METHOD_INVALID', 'finance.methodInvalid', {}, 'method');
  const amount = amountOf(request.amount, contract.currency);
  const note = request.note.trim();
  if (note.length > MAX_TEXT)
    throw new DomainError('FINANCE.NOTE_TOO_LONG', 'finance.textTooLong', { max: MAX_TEXT }, 'note');
  return [
    {
      type: 'ReceiptRecorded',
      data: {
        ...request,
        contractId: contract.contractId,
        contractNumber: contract.number,
        customerId: contract.customerId,
        customerName: contract.customerName,
        ownerId: contract.ownerId,
        amount: money(amount),
        currency: contract.currency,
        receivedOn: receivedOnOf(request.receivedOn, request.at),
        proofs: proofsOf(request.proofs),
        note,
      },
    },
  ];
}

/**
 * Whether `request` may be signed on this contract's money: the confirmed money must cover the
 * prepayment the terms ask for over every order cleared so far plus these ('other' terms need the
 * supervisor's approval instead). The same signing again changes nothing; an order already cleared
 * by another signing is refused. The refusal names the missing amount and its currency.
 */
export function decideSigningClearance(
  state: ContractMoneyState,
  request: SigningRequest,
): ContractMoneyEvent[] {
  const { signingId, orderIds, orderTotals, paymentTerms, currency } = request;
  if (orderIds.length === 0) throw new DomainError('FINANCE.NO_ORDERS', 'finance.noOrdersToSign', {}, 'ids');
  if (state.signings[signingId]) return [];
  const taken = orderIds.find((id) => state.cleared[id] !== undefined);
  if (taken !== undefined)
    throw new DomainError('FINANCE.ALREADY_CLEARED', 'finance.alreadyCleared', { orderId: taken });
  const totals = orderIds.map((id) => {
    const total = orderTotals[id];
    if (total === undefined || !/^\d+(\.\d+)?$/.test(total))
      throw new DomainError('FINANCE.ORDER_TOTAL_MISSING', 'finance.orderTotalMissing', { orderId: id });
    return total;
  });
  if (paymentTerms === 'other' && !state.otherTermsApproved)
    throw new DomainError('FINANCE.OTHER_TERMS_NOT_APPROVED', 'finance.otherTermsNotApproved');
  const required = prepaymentOf(clearedTotal(state).plus(sum(totals)), paymentTerms, currency);
  const confirmed = confirmedMoney(state);
  if (confirmed.lt(required))
    throw new DomainError('FINANCE.PREPAYMENT_MISSING', 'finance.prepaymentMissing', {
      required: money(required),
      confirmed: money(confirmed),
      missing: money(required.minus(confirmed)),
      currency,
    });
  return [
    {
      type: 'SigningCleared',
      data: {
        ...request,
        orderIds: [...orderIds],
        orderTotals: Object.fromEntries(orderIds.map((id, i) => [id, money(totals[i] ?? '0')])),
        required: money(required),
        confirmed: money(confirmed),
      },
    },
  ];
}

function decide(command: ContractMoneyCommand, state: ContractMoneyState): ContractMoneyEvent[] {
  switch (command.type) {
    case 'RecordReceipt':
      return recordReceipt(state, command.data);
    case 'ConfirmReceipt': {
      const { receiptId, by, at } = command.data;
      pending(state, receiptId);
      return [{ type: 'ReceiptConfirmed', data: { receiptId, by, at } }];
    }
    case 'RejectReceipt': {
      const { receiptId, by, at } = command.data;
      pending(state, receiptId);
      return [
        { type: 'ReceiptRejected', data: { receiptId, by, at, reason: reasonOf(command.data.reason) } },
      ];
    }
    case 'ReverseReceipt': {
      const { receiptId, by, at } = command.data;
      const receipt = state.receipts[receiptId];
      if (!receipt) throw notFound();
      if (receipt.status !== 'confirmed')
        throw new DomainError('FINANCE.RECEIPT_NOT_CONFIRMED', 'finance.receiptNotConfirmed', {
          status: receipt.status,
        });
      const reason = reasonOf(command.data.reason);
      if (confirmedMoney(state).minus(receipt.amount).lt(0))
        throw new DomainError('FINANCE.REVERSAL_BELOW_REFUNDS', 'finance.reversalBelowRefunds', {
          refunds: money(refundTotal(state)),
        });
      return [{ type: 'ReceiptReversed', data: { receiptId, by, at, reason } }];
    }
    case 'ApproveOtherTerms': {
      const { paymentTerms, by, at } = command.data;
      if (paymentTerms !== 'other')
        throw new DomainError('FINANCE.TERMS_NOT_OTHER', 'finance.termsNotOther', { paymentTerms });
      return state.otherTermsApproved ? [] : [{ type: 'OtherTermsApproved', data: { by, at } }];
    }
    case 'ClearSigning':
      return decideSigningClearance(state, command.data);
    case 'ReleaseSigningClearance': {
      const { signingId, orderId } = command.data;
      return state.cleared[orderId]?.signingId === signingId
        ? [{ type: 'SigningClearanceReleased', data: command.data }]
        : [];
    }
    case 'RequestRefund': {
      const { paymentId, orderId, by, at, contract } = command.data;
      const currency = contract.currency;
      const known = state.refunds[paymentId];
      if (known) {
        if (known.orderId === orderId && sameAmount(known.amount, command.data.amount)) return [];
        throw new DomainError('FINANCE.IDEMPOTENCY_KEY_REUSED', 'finance.idempotencyKeyReused');
      }
      if (!contract.orderIds.includes(orderId))
        throw new DomainError('FINANCE.ORDER_NOT_IN_CONTRACT', 'finance.orderNotInContract', {}, 'orderId');
      if (!command.data.orderCanceled)
        throw new DomainError('FINANCE.ORDER_NOT_CANCELED', 'finance.orderNotCanceled', {}, 'orderId');
      const amount = amountOf(command.data.amount, currency);
      const available = confirmedMoney(state);
      if (amount.gt(available))
        throw new DomainError(
          'FINANCE.REFUND_TOO_LARGE',
          'finance.refundTooLarge',
          { available: money(available), currency },
          'amount',
        );
      return [
        {
          type: 'RefundRequested',
          data: {
            paymentId,
            orderId,
            amount: money(amount),
            reason: reasonOf(command.data.reason),
            contractId: contract.contractId,
            contractNumber: contract.number,
            customerName: contract.customerName,
            ownerId: contract.ownerId,
            currency,
            by,
            at,
          },
        },
      ];
    }
    case 'PayPayment': {
      const { paymentId, by, at } = command.data;
      const refund = state.refunds[paymentId];
      if (!refund) throw new DomainError('FINANCE.PAYMENT_NOT_FOUND', 'common.notFound');
      if (refund.status === 'paid')
        throw new DomainError('FINANCE.PAYMENT_PAID', 'finance.paymentAlreadyPaid');
      return [{ type: 'PaymentPaid', data: { paymentId, proofs: proofsOf(command.data.proofs), by, at } }];
    }
    default:
      return assertNever(command);
  }
}

const decided = (
  state: ContractMoneyState,
  receiptId: string,
  status: ReceiptStatus,
  by: string,
  at: string,
  reason: string | null,
): ContractMoneyState => {
  const receipt = state.receipts[receiptId];
  if (!receipt) return state;
  return {
    ...state,
    receipts: {
      ...state.receipts,
      [receiptId]: { ...receipt, status, decidedBy: by, decidedAt: at, reason },
    },
  };
};

function evolve(state: ContractMoneyState, event: ContractMoneyEvent): ContractMoneyState {
  switch (event.type) {
    case 'ReceiptRecorded': {
      const d = event.data;
      return {
        ...state,
        currency: state.currency ?? d.currency,
        receipts: {
          ...state.receipts,
          [d.receiptId]: { ...d, status: 'pending', decidedBy: null, decidedAt: null, reason: null },
        },
        keys: { ...state.keys, [d.idempotencyKey]: d.receiptId },
      };
    }
    case 'ReceiptConfirmed':
      return decided(state, event.data.receiptId, 'confirmed', event.data.by, event.data.at, null);
    case 'ReceiptRejected':
      return decided(
        state,
        event.data.receiptId,
        'rejected',
        event.data.by,
        event.data.at,
        event.data.reason,
      );
    case 'ReceiptReversed':
      return decided(
        state,
        event.data.receiptId,
        'reversed',
        event.data.by,
        event.data.at,
        event.data.reason,
      );
    case 'OtherTermsApproved':
      return { ...state, otherTermsApproved: true };
    case 'SigningCleared': {
      const { signingId, orderIds, orderTotals } = event.data;
      const cleared = { ...state.cleared };
      for (const id of orderIds) cleared[id] = { signingId, total: orderTotals[id] ?? '0' };
      return {
        ...state,
        currency: state.currency ?? event.data.currency,
        cleared,
        signings: { ...state.signings, [signingId]: orderIds },
      };
    }
    case 'SigningClearanceReleased': {
      const cleared = { ...state.cleared };
      delete cleared[event.data.orderId];
      return { ...state, cleared };
    }
    case 'RefundRequested': {
      const { paymentId, orderId, amount } = event.data;
      return {
        ...state,
        refunds: { ...state.refunds, [paymentId]: { paymentId, orderId, amount, status: 'toPay' } },
      };
    }
    case 'PaymentPaid': {
      const refund = state.refunds[event.data.paymentId];
      return refund
        ? { ...state, refunds: { ...state.refunds, [refund.paymentId]: { ...refund, status: 'paid' } } }
        : state;
    }
    default:
      return assertNever(event);
  }
}

export const contractMoneyDecider: Decider<ContractMoneyState, ContractMoneyCommand, ContractMoneyEvent> = {
  initialState: () => ({
    currency: null,
    receipts: {},
    keys: {},
    otherTermsApproved: false,
    cleared: {},
    signings: {},
    refunds: {},
  }),
  evolve,
  decide,
};
