import type { OutputUnit } from '@packflow/contracts';
import { DomainError } from '../shared/decider';
import { type StageStanding, stageChecks, unsentOf } from './production-checks';
import type { ProductionEvent, ProductionState } from './production-job';

/**
 * A part of the last stage's good output sent to inspection before the stage finishes
 * (factory.md, "Quality inspection": "or when Product sends a part of it"). The last stage,
 * running or paused, may send any quantity of what it made good and has not sent yet (whole
 * pieces at bag making, metres with at most 2 decimals at slitting); each part is the order's
 * next lot (the fulfilment process hands it over), and finishing the stage hands over the rest.
 * The client's part id makes a part sent twice (a retry, a second tap) one part.
 */

export interface SendPartLotData {
  stage: string;
  /** The client's id: the same part sent again is sent once. */
  partId: string;
  quantity: number;
  by: string;
  at: string;
}

export interface PartLotSentData extends SendPartLotData {
  /** The stage's unit: pieces at bag making, metres at slitting. */
  unit: OutputUnit;
}

const hundredths = (n: number): number => Math.round(n * 100);
const twoDecimals = (n: number): boolean => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** A part sent moves the stage's sent total (the job's state and the read models' facts alike). */
export const sendFrom = <S extends { partsSent: number }>(s: S, quantity: number): S => ({
  ...s,
  partsSent: (hundredths(s.partsSent) + hundredths(quantity)) / 100,
});

const refuse = (code: string, key: string, params: Record<string, string | number> = {}) =>
  new DomainError(code, key, params, 'quantity');

/** SendPartLot: the stage's check (the job card's 'sendPart'), then the quantity against what is left. */
export function decideSendPart(
  state: ProductionState,
  data: SendPartLotData,
  standing: StageStanding,
): ProductionEvent[] {
  if (state.partIds.includes(data.partId)) return [];
  stageChecks.sendPart(standing, data.at);
  const stage = state.stages.find((s) => s.key === data.stage);
  if (!stage) throw new DomainError('PRODUCTION.STAGE_NOT_FOUND', 'production.stageNotFound', {}, 'stage');
  const available = unsentOf(standing);
  const { quantity } = data;
  const whole = stage.outputUnit === 'piece';
  if (!Number.isFinite(quantity) || quantity <= 0 || !twoDecimals(quantity))
    throw refuse('PRODUCTION.PART_QUANTITY', whole ? 'production.partPieces' : 'production.partMetres', {
      max: available,
    });
  if (whole && !Number.isInteger(quantity))
    throw refuse('PRODUCTION.PART_QUANTITY', 'production.partPieces', { max: available });
  if (hundredths(quantity) > hundredths(available))
    throw refuse('PRODUCTION.PART_ABOVE_OUTPUT', 'production.partAboveOutput', { max: available });
  return [{ type: 'PartLotSent', data: { ...data, unit: stage.outputUnit } }];
}

/** PartLotSent on the job: its id kept, the stage's sent total moved. */
export function evolvePartSent(state: ProductionState, data: PartLotSentData): ProductionState {
  return {
    ...state,
    partIds: [...state.partIds, data.partId],
    stages: state.stages.map((s) => (s.key === data.stage ? sendFrom(s, data.quantity) : s)),
  };
}
