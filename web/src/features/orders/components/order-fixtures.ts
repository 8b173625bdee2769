import type {
  LoginAnswer,
  OrderDetail,
  OrderProductionSummary,
  OrderRow,
  OrderTimelineEntry,
  Role,
} from '@packflow/contracts';

/** Test data for the order screens: an order in production, its rows and the people who read it. */

export const loginAs = (role: Role, id = 's-1', nickname = 'Li Si'): LoginAnswer => ({
  token: `tok-${id}`,
  logintime: 1_700_000_000,
  checkcode: `cc-${id}`,
  secret: `sec-${id}`,
  user: { id, role, nickname, headimg: '', country: 'en' },
  roles: [{ role, title: role, english_name: role }],
  daysLeft: 200,
  warnExpiry: false,
});

export const orderRow = (over: Partial<OrderRow> = {}): OrderRow => ({
  id: 'o-1',
  number: 'HT20261124-AB12-1',
  contractId: 'k-1',
  contractNumber: 'HT20261124-AB12',
  quotationId: 'q-1',
  quotationNumber: 'BJ20261124-AAAA',
  customerId: 'c-1',
  customerName: 'Harbour Tea',
  ownerId: 's-1',
  ownerName: 'Li Si',
  ownerRole: 'OperatorIndex',
  printingType: 'gravure',
  taxed: true,
  paymentTerms: 'advance30',
  currency: 'CNY',
  make: 'bag',
  bagType: 'standUp',
  unit: 'piece',
  sampling: false,
  type: 'normal',
  parentOrderId: null,
  quantity: 20000,
  unitPrice: '0.25',
  total: '5000.00',
  ratio: '120',
  status: 'product',
  closing: null,
  signedAt: '2026-11-24T09:00:00.000Z',
  artworkCount: 1,
  artworkStatus: 'confirmed',
  inspectedQuantity: 0,
  shippedQuantity: 0,
  cancelPending: false,
  cancelReason: null,
  cancelRequestedAt: null,
  actions: [],
  createdAt: '2026-11-24T08:00:00.000Z',
  revision: 4,
  ...over,
});

/** A stand-up pouch printed, laminated once and made into bags: printing done, lamination running. */
export const runningProduction = (over: Partial<OrderProductionSummary> = {}): OrderProductionSummary => ({
  phase: 'running',
  reviewStatus: 'confirmed',
  rejectReason: null,
  progress: 0.45,
  currentKind: 'lamination',
  stages: [
    {
      key: 'printing',
      kind: 'printing',
      state: 'finished',
      goodOut: 11800,
      outputUnit: 'meter',
      startedAt: '2026-11-25T08:00:00.000Z',
      finishedAt: '2026-11-25T16:30:00.000Z',
    },
    {
      key: 'lamination-1',
      kind: 'lamination',
      state: 'running',
      goodOut: 6000,
      outputUnit: 'meter',
      startedAt: '2026-11-26T08:00:00.000Z',
      finishedAt: null,
    },
    {
      key: 'bagMaking',
      kind: 'bagMaking',
      state: 'scheduled',
      goodOut: 0,
      outputUnit: 'piece',
      startedAt: null,
      finishedAt: null,
    },
  ],
  ledger: [
    { key: 'printing', kind: 'printing', metresIn: 12500, goodMetres: 11800, waste: 575, unaccounted: 125 },
    { key: 'lamination-1', kind: 'lamination', metresIn: 6250, goodMetres: 6000, waste: 250, unaccounted: 0 },
    { key: 'bagMaking', kind: 'bagMaking', metresIn: 0, goodMetres: 0, waste: 0, unaccounted: 0 },
  ],
  ...over,
});

const step = (type: string, at: string, details: OrderTimelineEntry['details'] = {}): OrderTimelineEntry => ({
  type,
  at,
  by: 'u-x',
  byName: 'Zhao Liu',
  role: null,
  details,
});

/** The order's own history up to signing. */
export const orderSteps: OrderTimelineEntry[] = [
  step('OrderCreated', '2026-11-24T08:00:00.000Z', {
    contractNumber: 'HT20261124-AB12',
    quantity: 20000,
    total: '5000.00',
  }),
  step('OrderSigned', '2026-11-24T09:00:00.000Z'),
];

/**
 * Production steps as a story might carry them, with everything the production stream knows
 * (machines, operators, waste): a reader's screen must pick what it may show.
 */
export const productionSteps: OrderTimelineEntry[] = [
  step('ProductionReviewed', '2026-11-24T09:30:00.000Z', {
    decision: 'reject',
    artwork: 'rejected',
    reason: 'The barcode is cut off',
  }),
  step('ProductionReviewed', '2026-11-24T10:00:00.000Z', {
    decision: 'confirm',
    artwork: 'confirmed',
    reason: null,
  }),
  step('StageScheduled', '2026-11-24T11:00:00.000Z', {
    stage: 'printing',
    machineName: 'Gravure Press 3',
    machineId: 'm-3',
  }),
  step('StageStarted', '2026-11-25T08:00:00.000Z', { stage: 'printing', operators: 'Wang Qiang' }),
  step('StageEntryRecorded', '2026-11-25T12:00:00.000Z', {
    stage: 'printing',
    metresIn: 12500,
    goodOut: 11800,
    setupWaste: 375,
    runningWaste: 200,
    costPerMetre: '0.83',
  }),
  step('StagePaused', '2026-11-25T13:00:00.000Z', {
    stage: 'printing',
    reason: 'Gravure Press 3 doctor blade',
  }),
  // As the production story names a stage: beside the details, not in them.
  Object.assign(step('StageFinished', '2026-11-25T16:30:00.000Z', { cureUntil: null }), {
    stage: 'printing',
  }),
  step('OrderAdvanced', '2026-11-25T08:00:01.000Z', { status: 'product', step: 'printing' }),
  step('ProductionFinished', '2026-11-27T15:00:00.000Z', { quantity: 19850, unit: 'piece' }),
];

export const orderDetail = (over: Partial<OrderDetail> = {}): OrderDetail => {
  const { cancelReason: _r, cancelRequestedAt: _a, ...row } = orderRow();
  return {
    ...row,
    snapshot: {
      quotation_type: 'gravure',
      make: 'bag',
      bagType: 'standUp',
      maketype: 'piece',
      sampling: false,
      artworkCount: 1,
      ratio: '120',
      sizes: { width: 160, height: 240 },
      materialprintinginfo: { name: 'PET', english_name: 'PET' },
      materialcompinfo: null,
      materialcomp2info: null,
      materialcomp3info: null,
      materialinnerinfo: { name: 'PE', english_name: 'PE' },
      auxzipper_name: null,
      auxhandle_name: null,
      auxexhaust_name: null,
      auxsealingbar_name: null,
    },
    artworkFiles: 'art/front.pdf',
    cancelRequest: null,
    supplementaryIds: [],
    parentOrderNumber: null,
    timeline: orderSteps,
    asOf: null,
    production: runningProduction(),
    ...over,
  };
};
