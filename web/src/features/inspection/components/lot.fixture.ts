import type { InspectionRecordView, LotView, TemplateCheck } from '@packflow/contracts';

const measured = (key: string, en: string, cn: string, norm: number, tolerance: number): TemplateCheck => ({
  key,
  name: { cn, en },
  kind: 'measured',
  norm,
  tolerance,
  unit: 'mm',
});

/** A waiting lot of a stand-up pouch order (width 120 mm from the order; length's norm asked). */
export const waitingLot = (over: Partial<LotView> = {}): LotView => ({
  id: 'o-1:1',
  n: 1,
  orderId: 'o-1',
  orderNumber: 'HT-1',
  customerName: 'Acme Foods',
  ownerId: 'u-1',
  templateKind: 'standUp',
  orderUnit: 'piece',
  quantity: 5000,
  unit: 'piece',
  source: 'production',
  status: 'waiting',
  arrivedAt: '2026-11-27T08:00:00.000Z',
  inspection: null,
  disposition: null,
  plan: { lotQuantity: 5000, aql: '2.5', codeLetter: 'L', sampleSize: 200, accept: 10, reject: 11 },
  template: {
    kind: 'standUp',
    checks: [
      measured('width', 'Width', '宽度', 0, 1),
      measured('length', 'Length', '长度', 0, 1),
      measured('sealStrength', 'Seal strength', '热封强度', 30, 10),
      {
        key: 'appearance',
        name: { cn: '外观', en: 'Appearance' },
        kind: 'passFail',
        norm: null,
        tolerance: null,
        unit: null,
      },
    ],
  },
  sizes: { width: 120 },
  stages: ['printing', 'lamination', 'bagMaking'],
  actions: ['inspect'],
  ...over,
});

export const record = (over: Partial<InspectionRecordView> = {}): InspectionRecordView => ({
  lotQuantity: 5000,
  sampleSize: 200,
  aql: '2.5',
  accept: 10,
  reject: 11,
  checks: [
    {
      key: 'width',
      name: { cn: '宽度', en: 'Width' },
      kind: 'measured',
      value: 123,
      norm: 120,
      tolerance: 1,
      unit: 'mm',
      passed: false,
    },
  ],
  defects: [{ kind: 'seal', count: 12 }],
  defective: 12,
  goodQuantity: 0,
  photos: '',
  note: 'Seals open',
  result: 'failed',
  inspectorId: 'u-9',
  inspectorName: 'Li Qing',
  at: '2026-11-27T09:00:00.000Z',
  ...over,
});

/** A failed lot ProductManage may decide. */
export const failedLot = (over: Partial<LotView> = {}): LotView =>
  waitingLot({
    status: 'failed',
    plan: null,
    template: null,
    inspection: record(),
    actions: ['rework', 'supplementary', 'concession'],
    ...over,
  });
