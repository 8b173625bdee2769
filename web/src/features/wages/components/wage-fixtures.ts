import type {
  CommissionLine,
  RankView,
  WageSettingsView,
  WageSheetRow,
  WageSheetView,
} from '@packflow/contracts';

const line = (patch: Partial<CommissionLine> & Pick<CommissionLine, 'lineId' | 'kind'>): CommissionLine => ({
  staffId: 's1',
  day: '2026-10-12',
  month: '2026-10',
  contractId: 'c1',
  contractNumber: 'HT-2026-001',
  customerId: 'cus1',
  customerName: 'Acme Foods',
  orderId: null,
  orderNumber: null,
  amount: '0.00',
  currency: 'CNY',
  cny: '0.00',
  base: '0.00',
  commission: '0.00',
  effectiveFrom: '2026-01-01',
  eventId: `ev-${patch.lineId}`,
  eventType: 'ReceiptConfirmed',
  streamId: 'receipt-r1',
  position: '120',
  ...patch,
});

/** Sam's October sheet row, to check. */
export function sheetRow(patch: Partial<WageSheetRow> = {}): WageSheetRow {
  return {
    id: 's1-202610',
    staffId: 's1',
    staffName: 'Sam Sales',
    areacode: 'Q',
    month: '2026-10',
    status: 'toCheck',
    base: '3000',
    position: '500.5',
    collections: '120000',
    earned: '1400',
    carriedIn: '-100',
    commission: '1300',
    carriedOut: '0',
    adjustments: '0',
    total: '4800.5',
    checkedAt: null,
    paidAt: null,
    updatedAt: '2026-11-01T02:00:00.000Z',
    ...patch,
  };
}

/** The same sheet in full: a signed order, a collection, a dollar collection and a refund. */
export function sheetView(patch: Partial<WageSheetView> = {}): WageSheetView {
  return {
    ...sheetRow(),
    lines: [
      line({
        lineId: 'e1:o1',
        kind: 'signed',
        orderId: 'o1',
        orderNumber: 'DD-001',
        amount: '50000',
        cny: '50000',
        eventType: 'SigningCleared',
        streamId: 'contract-c1',
        position: '101',
      }),
      line({
        lineId: 'e2',
        kind: 'collection',
        amount: '100000',
        cny: '100000',
        commission: '1000',
        position: '110',
      }),
      line({
        lineId: 'e3',
        kind: 'collection',
        amount: '3000',
        currency: 'USD',
        cny: '21600',
        base: '100000',
        commission: '432',
        day: '2026-10-20',
        position: '115',
      }),
      line({
        lineId: 'e4',
        kind: 'refund',
        amount: '-1600',
        cny: '-1600',
        base: '121600',
        commission: '-32',
        eventType: 'PaymentPaid',
        streamId: 'payment-p1',
        day: '2026-10-25',
        position: '130',
      }),
    ],
    adjustmentList: [],
    history: [
      {
        type: 'WageSheetMade',
        by: 'system',
        byName: '',
        at: '2026-11-01T02:00:00.000Z',
        note: '',
        position: '140',
      },
    ],
    proofs: [],
    actions: ['adjust', 'check'],
    revision: 0,
    ...patch,
  };
}

/** Tiers in force since January, one change to come, one past. */
export function settingsView(patch: Partial<WageSettingsView> = {}): WageSettingsView {
  return {
    current: {
      effectiveFrom: '2026-01-01',
      tiers: [
        { from: '0', rate: '1' },
        { from: '100000', rate: '2' },
        { from: '300000', rate: '3.5' },
      ],
      usdRate: '7.2',
      by: 'admin',
      byName: 'Ada Admin',
      at: '2025-12-20T03:00:00.000Z',
    },
    upcoming: [
      {
        effectiveFrom: '2027-01-01',
        tiers: [{ from: '0', rate: '1.5' }],
        usdRate: '7.1',
        by: 'admin',
        byName: 'Ada Admin',
        at: '2026-11-20T03:00:00.000Z',
      },
    ],
    past: [
      {
        effectiveFrom: '2020-01-01',
        tiers: [{ from: '0', rate: '0.8' }],
        usdRate: '7',
        by: null,
        byName: null,
        at: null,
      },
    ],
    earliestFrom: '2026-11-29',
    revision: 3,
    ...patch,
  };
}

/** Three salesmen of a period by signed amount. */
export function rankView(patch: Partial<RankView> = {}): RankView {
  return {
    from: '2026-09',
    to: '2026-10',
    by: 'signed',
    total: 3,
    rows: [
      {
        place: 1,
        staffId: 's2',
        staffName: 'Lee Top',
        areacode: 'L',
        signed: '90000',
        collections: '50000',
        commission: '500',
      },
      {
        place: 2,
        staffId: 's1',
        staffName: 'Sam Sales',
        areacode: 'Q',
        signed: '50000',
        collections: '120000',
        commission: '1400',
      },
      {
        place: 3,
        staffId: 's3',
        staffName: 'Kim New',
        areacode: null,
        signed: '0',
        collections: '0',
        commission: '0',
      },
    ],
    ...patch,
  };
}
