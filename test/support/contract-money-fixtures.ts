import { deciderSpec } from './decider-spec';
import {
  type ContractMoneyCommand,
  type ContractMoneyEvent,
  type SigningRequest,
  contractMoneyDecider,
} from '../../libs/domain/src/finance/contract-money';
import type { Currency, PaymentTerms } from '../../libs/domain/src/finance/money';

/** A contract's money ledger in tests: its decider specification and the commands and events they use. */
export const { given, stateAfter } = deciderSpec(contractMoneyDecider);
export const AT = '2026-03-10T08:00:00.000Z';
export const contract = (currency: Currency = 'CNY', paymentTerms: PaymentTerms = 'advance30') => ({
  contractId: 'c1',
  number: 'HT1',
  customerId: 'cu1',
  customerName: 'Acme',
  ownerId: 'sales-a',
  currency,
  paymentTerms,
  orderIds: ['o1', 'o2'],
});

export const record = (
  receiptId: string,
  amount: string,
  over: Partial<Extract<ContractMoneyCommand, { type: 'RecordReceipt' }>['data']> = {},
): ContractMoneyCommand => ({
  type: 'RecordReceipt',
  data: {
    receiptId,
    idempotencyKey: `key-${receiptId}`,
    orderId: null,
    amount,
    method: 'bank',
    receivedOn: '2026-03-09',
    proofs: 'uploads/a.png',
    note: '',
    by: 'sales-a',
    at: AT,
    contract: contract(),
    ...over,
  },
});
export const recorded = (
  receiptId: string,
  amount: string,
  currency: Currency = 'CNY',
): ContractMoneyEvent => ({
  type: 'ReceiptRecorded',
  data: {
    receiptId,
    idempotencyKey: `key-${receiptId}`,
    contractId: 'c1',
    contractNumber: 'HT1',
    customerId: 'cu1',
    customerName: 'Acme',
    ownerId: 'sales-a',
    orderId: null,
    amount,
    currency,
    method: 'bank',
    receivedOn: '2026-03-09',
    proofs: 'uploads/a.png',
    note: '',
    by: 'sales-a',
    at: AT,
  },
});
export const confirmed = (receiptId: string): ContractMoneyEvent => ({
  type: 'ReceiptConfirmed',
  data: { receiptId, by: 'fin', at: AT },
});
export const paidIn = (receiptId: string, amount: string) => [
  recorded(receiptId, amount),
  confirmed(receiptId),
];
export const signing = (
  signingId: string,
  orderTotals: Record<string, string>,
  paymentTerms: PaymentTerms = 'advance30',
): SigningRequest => ({
  signingId,
  orderIds: Object.keys(orderTotals),
  orderTotals,
  paymentTerms,
  currency: 'CNY',
  by: 'sales-a',
  at: AT,
});
export const clear = (request: SigningRequest): ContractMoneyCommand => ({
  type: 'ClearSigning',
  data: request,
});
export const cleared = (
  request: SigningRequest,
  required: string,
  confirmedAmount: string,
): ContractMoneyEvent => ({
  type: 'SigningCleared',
  data: { ...request, required, confirmed: confirmedAmount },
});
