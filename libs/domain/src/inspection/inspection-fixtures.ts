import type { InspectionTemplate, TemplateCheck } from '@packflow/contracts';
import type {
  CheckAnswer,
  InspectLotData,
  InspectionEvent,
  LotArrivedData,
  LotDisposedData,
} from './inspection';

/**
 * An order's inspection for the tests: a pouch of 10 000 pieces (140 x 200 mm, printed,
 * laminated, made into bags), its lots, and the inspector's and ProductManage's answers.
 * Lot 1 is 9 800 pieces: letter L at AQL 2.5, sample 200, Ac 10, Re 11.
 */

export const AT = '2026-11-27T08:00:00.000Z';
export const LATER = '2026-11-28T08:00:00.000Z';
export const ORDER = 'order-1';
export const LOT1 = `${ORDER}:1`;
export const LOT2 = `${ORDER}:2`;

export const lotArrived = (over: Partial<LotArrivedData> = {}): LotArrivedData => ({
  orderId: ORDER,
  lotId: LOT1,
  n: 1,
  number: 'HT20261124001-1',
  customerName: 'Qingdao Tea',
  ownerId: 'sales-1',
  ownerRole: 'OperatorIndex',
  templateKind: 'standUp',
  sizes: { width: 140, length: 200 },
  stages: ['printing', 'lamination', 'bagMaking'],
  ordered: 10000,
  orderUnit: 'piece',
  quantity: 9800,
  unit: 'piece',
  source: 'production',
  at: AT,
  ...over,
});

const measured = (key: string, norm: number, tolerance: number): TemplateCheck => ({
  key,
  name: { cn: key, en: key },
  kind: 'measured',
  norm,
  tolerance,
  unit: 'mm',
});
const passFail = (key: string): TemplateCheck => ({
  key,
  name: { cn: key, en: key },
  kind: 'passFail',
  norm: null,
  tolerance: null,
  unit: null,
});

/** width: the order's size ±1; thickness: the inspector's norm ±5; seal 30 ±10; appearance by eye. */
export const TEMPLATE: InspectionTemplate = {
  kind: 'standUp',
  checks: [
    measured('width', 0, 1),
    measured('thickness', 0, 5),
    measured('sealStrength', 30, 10),
    passFail('appearance'),
  ],
};

export const GOOD_ANSWERS: CheckAnswer[] = [
  { key: 'width', value: 140.4 },
  { key: 'thickness', value: 102, norm: 100 },
  { key: 'sealStrength', value: 35 },
  { key: 'appearance', passed: true },
];

export const inspect = (over: Partial<InspectLotData> = {}): InspectLotData => ({
  lotId: LOT1,
  sampleSize: 200,
  checks: GOOD_ANSWERS,
  defects: [{ kind: 'print', count: 3 }],
  goodQuantity: 9700,
  photos: 'upload/2026/11/lot1-a.jpg||upload/2026/11/lot1-b.jpg',
  note: '',
  aql: '2.5',
  template: TEMPLATE,
  by: 'qc-1',
  at: LATER,
  ...over,
});

export const dispose = (over: Partial<LotDisposedData> = {}): LotDisposedData => ({
  lotId: LOT1,
  kind: 'rework',
  stage: 'bagMaking',
  quantity: 9800,
  reason: 'Seals too weak',
  supplementaryOrderId: null,
  by: 'pm-1',
  at: LATER,
  ...over,
});

// ---------------------------------------------------------------- events

export const arrived = (over: Partial<LotArrivedData> = {}): InspectionEvent => ({
  type: 'LotArrived',
  data: lotArrived(over),
});

const result = (lotId: string, passed: boolean, quantity: number, goodQuantity: number) => ({
  lotId,
  lotQuantity: quantity,
  sampleSize: 200,
  aql: '2.5' as const,
  accept: 10,
  reject: 11,
  checks: [],
  defects: [],
  defective: passed ? 0 : 12,
  goodQuantity: passed ? goodQuantity : 0,
  photos: '',
  note: '',
  result: passed ? ('passed' as const) : ('failed' as const),
  by: 'qc-1',
  at: LATER,
});

export const passed = (lotId = LOT1, goodQuantity = 9700, quantity = 9800): InspectionEvent => ({
  type: 'LotInspected',
  data: result(lotId, true, quantity, goodQuantity),
});

export const failed = (lotId = LOT1, quantity = 9800): InspectionEvent => ({
  type: 'LotInspected',
  data: result(lotId, false, quantity, 0),
});

export const disposed = (over: Partial<LotDisposedData> = {}): InspectionEvent => ({
  type: 'LotDisposed',
  data: dispose(over),
});

export const decided = (approved: boolean, lotId = LOT1, by = 'boss-1'): InspectionEvent => ({
  type: 'ConcessionDecided',
  data: { lotId, approved, reason: approved ? 'Customer agreed' : 'Too visible', by, at: LATER },
});

export const closedEvent: InspectionEvent = {
  type: 'InspectionClosed',
  data: { reason: 'Canceled', at: LATER },
};

/** Lot 1 failed, reworked, and its rework output (lot 2, 6 000) arrived. */
export const secondLot = (quantity = 6000): InspectionEvent =>
  arrived({ lotId: LOT2, n: 2, quantity, source: 'rework' });
