import type { CheckResult, Disposition, InspectionTemplate, LotStatus } from '@packflow/contracts';
import { type Decider, DomainError, assertNever } from '../shared/decider';
import {
  type CheckAnswer,
  type InspectLotData,
  type InspectionCommand,
  type InspectionEvent,
  type InspectionState,
  type LotDisposedData,
  type LotState,
  initialInspectionState,
} from './inspection-events';
import { lotChecks } from './inspection-checks';
import { samplingPlan } from './sampling';

/**
 * An order's quality inspection (factory.md, "Quality inspection"), one stream per order: the lots
 * production hands over (the last stage finished, or a rework done), each lot's inspection
 * (ISO 2859-1 sample, the template's checks, defect counts, photos, result), and for a failed lot
 * ProductManage's decision (rework, a supplementary order for the shortfall, or release under a
 * concession OperatorManage answers). What passes, or is conceded, becomes shippable: the order's
 * fulfilment process carries it to shipping. Times and people arrive in the commands.
 */

export * from './inspection-events';

// ---------------------------------------------------------------- evolve

const DISPOSED: Record<Disposition, LotStatus> = {
  rework: 'rework',
  supplementary: 'supplementary',
  concession: 'concessionPending',
};

const withLot = (
  state: InspectionState,
  lotId: string,
  change: (lot: LotState) => LotState,
): InspectionState => ({
  ...state,
  lots: state.lots.map((l) => (l.id === lotId ? change(l) : l)),
});

export function evolve(state: InspectionState, event: InspectionEvent): InspectionState {
  switch (event.type) {
    case 'LotArrived': {
      const { lotId, n, quantity, unit, source, at, ...order } = event.data;
      return {
        ...state,
        exists: true,
        order,
        lots: [
          ...state.lots,
          {
            id: lotId,
            n,
            quantity,
            unit,
            source,
            arrivedAt: at,
            status: 'waiting',
            inspection: null,
            disposition: null,
            decision: null,
          },
        ],
      };
    }
    case 'LotInspected':
      return withLot(state, event.data.lotId, (l) => ({
        ...l,
        status: event.data.result,
        inspection: event.data,
      }));
    case 'LotDisposed':
      return withLot(state, event.data.lotId, (l) => ({
        ...l,
        status: DISPOSED[event.data.kind],
        disposition: event.data,
        decision: null,
      }));
    case 'ConcessionDecided':
      return withLot(state, event.data.lotId, (l) => ({
        ...l,
        status: event.data.approved ? 'conceded' : 'concessionRejected',
        decision: event.data,
      }));
    case 'InspectionClosed':
      return {
        ...state,
        closed: true,
        lots: state.lots.map((l) => (l.status === 'waiting' ? { ...l, status: 'closed' } : l)),
      };
    default:
      return assertNever(event);
  }
}

// ---------------------------------------------------------------- figures

/** What a lot releases to shipping: a pass's good quantity, or an approved concession's quantity. */
export function shippableOf(lot: LotState): number {
  if (lot.status === 'passed') return lot.inspection?.goodQuantity ?? 0;
  if (lot.status === 'conceded') return lot.disposition?.quantity ?? 0;
  return 0;
}

export const shippableTotal = (state: InspectionState): number =>
  state.lots.reduce((sum, lot) => sum + shippableOf(lot), 0);

/** The result the figures give: every check passed and no more nonconforming units than the plan accepts. */
export function resultOf(
  checks: readonly CheckResult[],
  defective: number,
  accept: number,
): 'passed' | 'failed' {
  return checks.every((c) => c.passed) && defective <= accept ? 'passed' : 'failed';
}

// ---------------------------------------------------------------- decide

const refuse = (code: string, key: string, params: Record<string, string | number> = {}, field?: string) =>
  new DomainError(code, key, params, field);

function lotOf(state: InspectionState, lotId: string): LotState {
  const lot = state.lots.find((l) => l.id === lotId);
  if (!lot) throw refuse('INSPECTION.LOT_NOT_FOUND', 'inspection.lotNotFound');
  return lot;
}

/** The template's checks answered: every check needs its answer; a measured one is judged against its norm and tolerance. */
function judged(
  template: InspectionTemplate,
  answers: readonly CheckAnswer[],
  sizes: Record<string, number>,
): CheckResult[] {
  return template.checks.map((check) => {
    const answer = answers.find((a) => a.key === check.key);
    const name = check.name;
    if (check.kind === 'passFail') {
      if (typeof answer?.passed !== 'boolean')
        throw refuse(
          'INSPECTION.CHECK_MISSING',
          'inspection.checkMissing',
          { check: name.en, checkCn: name.cn },
          'checks',
        );
      return {
        key: check.key,
        name,
        kind: check.kind,
        value: null,
        norm: null,
        tolerance: null,
        unit: null,
        passed: answer.passed,
      };
    }
    if (typeof answer?.value !== 'number' || !Number.isFinite(answer.value))
      throw refuse(
        'INSPECTION.CHECK_MISSING',
        'inspection.checkMissing',
        { check: name.en, checkCn: name.cn },
        'checks',
      );
    // A norm of 0 is the order's own size where it has one, else the inspector's.
    const norm = check.norm ? check.norm : (sizes[check.key] ?? answer.norm);
    if (typeof norm !== 'number' || !Number.isFinite(norm) || norm <= 0)
      throw refuse(
        'INSPECTION.NORM_MISSING',
        'inspection.normMissing',
        { check: name.en, checkCn: name.cn },
        'checks',
      );
    const tolerance = check.tolerance ?? 0;
    const passed = Math.abs(answer.value - norm) <= tolerance + 1e-9;
    return {
      key: check.key,
      name,
      kind: check.kind,
      value: answer.value,
      norm,
      tolerance,
      unit: check.unit,
      passed,
    };
  });
}

/**
 * A pass's good quantity: whole units of the order's unit, above 0, and at most the lot where the
 * lot is counted in the same unit (a roll film sold by weight is weighed, so only its sign and
 * wholeness are checked).
 */
function checkGoodQuantity(good: number, lot: LotState, orderUnit: string): void {
  if (!Number.isInteger(good) || good <= 0)
    throw refuse('INSPECTION.GOOD_QUANTITY_WHOLE', 'inspection.goodQuantityWhole', {}, 'goodQuantity');
  const max = Math.floor(lot.quantity);
  if (orderUnit === lot.unit && good > max)
    throw refuse('INSPECTION.GOOD_QUANTITY', 'inspection.goodQuantity', { max }, 'goodQuantity');
}

function decideInspect(state: InspectionState, d: InspectLotData): InspectionEvent[] {
  const lot = lotOf(state, d.lotId);
  lotChecks.inspect(lot, state.closed);
  const plan = samplingPlan(lot.quantity, d.aql);
  if (!Number.isInteger(d.sampleSize) || d.sampleSize < plan.sampleSize || d.sampleSize > lot.quantity)
    throw refuse(
      'INSPECTION.SAMPLE_SIZE',
      'inspection.sampleSize',
      { min: plan.sampleSize, max: Math.max(plan.sampleSize, Math.floor(lot.quantity)) },
      'sampleSize',
    );
  const checks = judged(d.template, d.checks, state.order?.sizes ?? {});
  const defects = d.defects.filter((x) => x.count > 0);
  const defective = defects.reduce((sum, x) => sum + x.count, 0);
  if (defective > d.sampleSize)
    throw refuse(
      'INSPECTION.DEFECTS_ABOVE_SAMPLE',
      'inspection.defectsAboveSample',
      { sample: d.sampleSize },
      'defects',
    );
  const result = resultOf(checks, defective, plan.accept);
  if (result === 'passed') checkGoodQuantity(d.goodQuantity, lot, state.order?.orderUnit ?? lot.unit);
  return [
    {
      type: 'LotInspected',
      data: {
        lotId: lot.id,
        lotQuantity: lot.quantity,
        sampleSize: d.sampleSize,
        aql: d.aql,
        accept: plan.accept,
        reject: plan.reject,
        checks,
        defects,
        defective,
        goodQuantity: result === 'passed' ? d.goodQuantity : 0,
        photos: d.photos,
        note: d.note,
        result,
        by: d.by,
        at: d.at,
      },
    },
  ];
}

function decideDispose(state: InspectionState, d: LotDisposedData): InspectionEvent[] {
  const lot = lotOf(state, d.lotId);
  lotChecks[d.kind](lot, state.closed);
  const reason = d.reason.trim();
  if (!reason) throw refuse('INSPECTION.REASON_REQUIRED', 'inspection.reasonRequired', {}, 'reason');
  if (!Number.isInteger(d.quantity) || d.quantity <= 0)
    throw refuse('INSPECTION.QUANTITY_INVALID', 'inspection.quantityInvalid', {}, 'quantity');
  if (d.kind !== 'supplementary' && d.quantity > lot.quantity)
    throw refuse('INSPECTION.ABOVE_LOT', 'inspection.aboveLot', { max: lot.quantity }, 'quantity');
  if (d.kind === 'supplementary') {
    const shortfall = Math.max(0, (state.order?.ordered ?? 0) - shippableTotal(state));
    if (d.quantity > shortfall)
      throw refuse('INSPECTION.ABOVE_SHORTFALL', 'inspection.aboveShortfall', { max: shortfall }, 'quantity');
    if (!d.supplementaryOrderId) throw new Error('a supplementary disposition needs the new order id');
  }
  if (d.kind === 'rework' && (!d.stage || !state.order?.stages.includes(d.stage)))
    throw refuse('INSPECTION.STAGE_INVALID', 'inspection.stageInvalid', {}, 'stage');
  return [
    {
      type: 'LotDisposed',
      data: {
        ...d,
        reason,
        stage: d.kind === 'rework' ? d.stage : null,
        supplementaryOrderId: d.kind === 'supplementary' ? d.supplementaryOrderId : null,
      },
    },
  ];
}

function decide(command: InspectionCommand, state: InspectionState): InspectionEvent[] {
  switch (command.type) {
    case 'ReceiveLot': {
      // Idempotent by the lot's id; a closed order's inspection takes no new lot.
      if (state.closed || state.lots.some((l) => l.id === command.data.lotId)) return [];
      return [{ type: 'LotArrived', data: command.data }];
    }
    case 'InspectLot':
      return decideInspect(state, command.data);
    case 'DisposeLot':
      return decideDispose(state, command.data);
    case 'DecideConcession': {
      const d = command.data;
      const lot = lotOf(state, d.lotId);
      lotChecks[d.approved ? 'approveConcession' : 'rejectConcession'](lot, state.closed, d.by);
      const reason = d.reason.trim();
      if (!reason) throw refuse('INSPECTION.REASON_REQUIRED', 'inspection.reasonRequired', {}, 'reason');
      return [{ type: 'ConcessionDecided', data: { ...d, reason } }];
    }
    case 'CloseInspection':
      if (state.closed || !state.exists) return [];
      return [{ type: 'InspectionClosed', data: command.data }];
    default:
      return assertNever(command);
  }
}

export const inspectionDecider: Decider<InspectionState, InspectionCommand, InspectionEvent> = {
  initialState: initialInspectionState,
  evolve,
  decide,
};
