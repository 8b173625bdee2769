import type { BillLine } from '@packflow/contracts';
import type { BillEvent, BillIssuedData } from './bill-events';

/** A bill's events as tests write them: October 2026's bill of customer c1, owned by salesman s1. */

export const OWNER = 's1';
export const MONTH = '2026-10';
/** In November (Shanghai): confirming now finishes early. */
export const IN_NOVEMBER = '2026-11-10T02:00:00.000Z';
/** The first instant of December in Shanghai: no longer early. */
export const DECEMBER_FIRST = '2026-11-30T16:00:00.000Z';

export const line = (
  lineId: string,
  kind: BillLine['kind'],
  amount: string,
  extra: Partial<BillLine> = {},
): BillLine => ({
  lineId,
  kind,
  amount,
  date: '2026-10-12',
  priorPeriod: false,
  orderId: null,
  orderNumber: null,
  quantity: null,
  unit: null,
  contractId: 'k1',
  contractNumber: 'HT20261001-AB12',
  method: null,
  note: '',
  streamId: 'contract-money-k1',
  position: '100',
  ...extra,
});

export const LINES: BillLine[] = [
  line('e1', 'signed', '1000.00', { orderId: 'o1' }),
  line('e2', 'signed', '500.50', { orderId: 'o2' }),
  line('e3', 'canceled', '-500.50', { orderId: 'o2' }),
  line('e4', 'downPayment', '300.00', { method: 'bank' }),
  line('e5', 'balance', '400.00', { method: 'cash' }),
  line('e6', 'balance', '-100.00', { method: 'cash', note: 'bounced' }),
  line('e7', 'refund', '50.25', { orderId: 'o2' }),
];

export const issuedData = (over: Partial<BillIssuedData> = {}): BillIssuedData => ({
  customerId: 'c1',
  customerName: 'Harbour Tea',
  language: 'en',
  ownerId: OWNER,
  month: MONTH,
  currency: 'CNY',
  cutoff: '900',
  openingBalance: '200.00',
  lines: LINES,
  totals: {
    signedOrders: 1,
    signingAmount: '1000.00',
    downPayments: '300.00',
    balances: '300.00',
    refunds: '50.25',
    collections: '600.00',
    adjustments: '0.00',
    openingBalance: '200.00',
    closingBalance: '650.25',
  },
  closeId: 'month-close-202610',
  at: '2026-10-31T18:00:00.000Z',
  ...over,
});

const by = { by: OWNER, at: IN_NOVEMBER };
export const issued = (over: Partial<BillIssuedData> = {}): BillEvent => ({
  type: 'BillIssued',
  data: issuedData(over),
});
export const sent = (who = by): BillEvent => ({ type: 'BillSent', data: who });
export const disputed = (...lineIds: string[]): BillEvent => ({
  type: 'BillDisputed',
  data: { lines: lineIds.map((lineId) => ({ lineId, reason: `no ${lineId}` })), ...by },
});
export const adjusted = (adjustmentId: string, amount: string, lineId: string | null = null): BillEvent => ({
  type: 'BillAdjusted',
  data: {
    adjustments: [{ adjustmentId, amount, reason: `fix ${adjustmentId}`, lineId }],
    by: 'fin',
    at: IN_NOVEMBER,
  },
});
export const sealed = (): BillEvent[] => [
  { type: 'BillConfirmed', data: { early: false, by: OWNER, at: DECEMBER_FIRST } },
  { type: 'BillSealed', data: { totals: issuedData().totals, by: OWNER, at: DECEMBER_FIRST } },
];
