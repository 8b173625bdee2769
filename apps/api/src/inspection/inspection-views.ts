import type {
  DispositionView,
  InspectionRecordView,
  InspectionSettingsView,
  LotStatus,
  LotView,
  StageKind,
  TemplateKind,
} from '@packflow/contracts';
import {
  type inspection,
  inspectionPolicies,
  inspectionSampling,
  inspectionSettings,
} from '@packflow/domain';
import type { AuthContext } from '../auth/access';

/**
 * A lot as the screens show it, from its stream's folded state (the order's inspection) or its
 * inspection_lots row (the lists): the record with the inspector's name, the disposition with
 * OperatorManage's answer, and for a waiting lot the sampling plan and the checks to answer.
 */

/** What a lot view is made of, from either source. */
export interface LotSource {
  id: string;
  n: number;
  orderId: string;
  number: string;
  customerName: string;
  ownerId: string;
  templateKind: TemplateKind;
  /** The order's quoting unit: the good quantity is counted in it. */
  orderUnit: string;
  quantity: number;
  unit: 'meter' | 'piece';
  source: 'production' | 'rework';
  status: LotStatus;
  arrivedAt: string;
  inspection: inspection.LotInspectedData | null;
  disposition: inspection.LotDisposedData | null;
  decision: inspection.ConcessionDecidedData | null;
  sizes: Record<string, number>;
  stages: StageKind[];
  /** The order's inspection is closed. */
  closed: boolean;
}

/** The people a lot names (inspector, who disposed, who answered), for their names. */
export const peopleOf = (lots: readonly LotSource[]): string[] =>
  lots.flatMap((l) => [l.inspection?.by, l.disposition?.by, l.decision?.by].filter((x): x is string => !!x));

const recordOf = (d: inspection.LotInspectedData, names: Map<string, string>): InspectionRecordView => ({
  lotQuantity: d.lotQuantity,
  sampleSize: d.sampleSize,
  aql: d.aql,
  accept: d.accept,
  reject: d.reject,
  checks: d.checks,
  defects: d.defects,
  defective: d.defective,
  goodQuantity: d.goodQuantity,
  photos: d.photos,
  note: d.note,
  result: d.result,
  inspectorId: d.by,
  inspectorName: names.get(d.by) ?? null,
  at: d.at,
});

const dispositionOf = (
  d: inspection.LotDisposedData,
  decision: inspection.ConcessionDecidedData | null,
  names: Map<string, string>,
): DispositionView => ({
  kind: d.kind,
  stage: d.stage,
  quantity: d.quantity,
  reason: d.reason,
  by: d.by,
  byName: names.get(d.by) ?? null,
  at: d.at,
  supplementaryOrderId: d.supplementaryOrderId,
  decision: decision
    ? {
        approved: decision.approved,
        reason: decision.reason,
        by: decision.by,
        byName: names.get(decision.by) ?? null,
        at: decision.at,
      }
    : null,
});

export function lotView(
  lot: LotSource,
  settings: InspectionSettingsView,
  names: Map<string, string>,
  auth: AuthContext,
): LotView {
  const waiting = lot.status === 'waiting';
  return {
    id: lot.id,
    n: lot.n,
    orderId: lot.orderId,
    orderNumber: lot.number,
    customerName: lot.customerName,
    ownerId: lot.ownerId,
    templateKind: lot.templateKind,
    orderUnit: lot.orderUnit,
    quantity: lot.quantity,
    unit: lot.unit,
    source: lot.source,
    status: lot.status,
    arrivedAt: lot.arrivedAt,
    inspection: lot.inspection ? recordOf(lot.inspection, names) : null,
    disposition: lot.disposition ? dispositionOf(lot.disposition, lot.decision, names) : null,
    plan: waiting ? inspectionSampling.samplingPlan(lot.quantity, settings.aql) : null,
    template: waiting
      ? inspectionSettings.templateFor(settings, lot.templateKind === 'rollFilm' ? null : lot.templateKind)
      : null,
    sizes: lot.sizes,
    stages: lot.stages,
    actions: inspectionPolicies.lotActions(
      { status: lot.status, disposition: lot.disposition ? { by: lot.disposition.by } : null },
      lot.closed,
      { id: auth.accountId, role: auth.role },
    ),
  };
}

/** An order's lots from its inspection stream's folded state. */
export function lotsOfState(orderId: string, state: inspection.InspectionState): LotSource[] {
  const o = state.order;
  if (!o) return [];
  return state.lots.map((l) => ({
    id: l.id,
    n: l.n,
    orderId,
    number: o.number,
    customerName: o.customerName,
    ownerId: o.ownerId,
    templateKind: o.templateKind,
    orderUnit: o.orderUnit,
    quantity: l.quantity,
    unit: l.unit,
    source: l.source,
    status: l.status,
    arrivedAt: l.arrivedAt,
    inspection: l.inspection,
    disposition: l.disposition,
    decision: l.decision,
    sizes: o.sizes,
    stages: o.stages,
    closed: state.closed,
  }));
}
