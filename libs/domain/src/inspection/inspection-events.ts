import type {
  Aql,
  CheckResult,
  DefectCount,
  Disposition,
  InspectionTemplate,
  LotStatus,
  StageKind,
  TemplateKind,
} from '@packflow/contracts';
import type { DomainEvent } from '../shared/decider';

/**
 * The words of an order's quality inspection: its stream, the events and commands, and the state
 * they fold into. The rules that fold and decide them are in inspection.ts, which re-exports these.
 */

export const inspectionStream = (orderId: string): string => `inspection-${orderId}`;
export const INSPECTION_STREAM_PREFIX = 'inspection-';

// ---------------------------------------------------------------- events and commands

export interface LotArrivedData {
  orderId: string;
  lotId: string;
  n: number;
  number: string;
  customerName: string;
  ownerId: string;
  ownerRole: string;
  templateKind: TemplateKind;
  /** The order's own sizes (mm), the norm of a size check whose template norm is 0. */
  sizes: Record<string, number>;
  /** The stages the order's production has, where a rework may go back to. */
  stages: StageKind[];
  ordered: number;
  /**
   * The order's quoting unit (piece, kg, metre, impression): the good quantity an inspection
   * releases, and everything shipped, is counted in it (a roll film ordered by weight is weighed).
   */
  orderUnit: string;
  /** The lot as production made it: pieces, or metres of web (2 decimals). */
  quantity: number;
  unit: 'meter' | 'piece';
  source: 'production' | 'rework';
  at: string;
}

export interface LotInspectedData {
  lotId: string;
  lotQuantity: number;
  sampleSize: number;
  aql: Aql;
  accept: number;
  reject: number;
  checks: CheckResult[];
  defects: DefectCount[];
  defective: number;
  goodQuantity: number;
  photos: string;
  note: string;
  result: 'passed' | 'failed';
  by: string;
  at: string;
}

export interface LotDisposedData {
  lotId: string;
  kind: Disposition;
  stage: StageKind | null;
  quantity: number;
  reason: string;
  /** A supplementary order: its id, chosen by the caller (name-based on the lot). */
  supplementaryOrderId: string | null;
  by: string;
  at: string;
}

export interface ConcessionDecidedData {
  lotId: string;
  approved: boolean;
  reason: string;
  by: string;
  at: string;
}

export type InspectionEvent =
  | DomainEvent<'LotArrived', LotArrivedData>
  | DomainEvent<'LotInspected', LotInspectedData>
  | DomainEvent<'LotDisposed', LotDisposedData>
  | DomainEvent<'ConcessionDecided', ConcessionDecidedData>
  | DomainEvent<'InspectionClosed', { reason: string; at: string }>;

export const INSPECTION_EVENT_TYPES: InspectionEvent['type'][] = [
  'LotArrived',
  'LotInspected',
  'LotDisposed',
  'ConcessionDecided',
  'InspectionClosed',
];

/** One check as the inspector answers it: passed or not, or the value measured (and the norm when the template leaves it to the order). */
export interface CheckAnswer {
  key: string;
  passed?: boolean;
  value?: number;
  norm?: number;
}

export interface InspectLotData {
  lotId: string;
  sampleSize: number;
  checks: CheckAnswer[];
  defects: DefectCount[];
  /** Passed: the good quantity released (at most the lot). */
  goodQuantity: number;
  photos: string;
  note: string;
  /** Admin's settings as they stand: the AQL and the order's template. */
  aql: Aql;
  template: InspectionTemplate;
  by: string;
  at: string;
}

export type InspectionCommand =
  | { type: 'ReceiveLot'; data: LotArrivedData }
  | { type: 'InspectLot'; data: InspectLotData }
  | { type: 'DisposeLot'; data: LotDisposedData }
  | { type: 'DecideConcession'; data: ConcessionDecidedData }
  | { type: 'CloseInspection'; data: { reason: string; at: string } };

// ---------------------------------------------------------------- state

export interface LotState {
  id: string;
  n: number;
  quantity: number;
  unit: 'meter' | 'piece';
  source: 'production' | 'rework';
  arrivedAt: string;
  status: LotStatus;
  inspection: LotInspectedData | null;
  disposition: LotDisposedData | null;
  decision: ConcessionDecidedData | null;
}

export interface InspectionState {
  exists: boolean;
  order: Omit<LotArrivedData, 'lotId' | 'n' | 'quantity' | 'unit' | 'source' | 'at'> | null;
  lots: LotState[];
  closed: boolean;
}

export const initialInspectionState = (): InspectionState => ({
  exists: false,
  order: null,
  lots: [],
  closed: false,
});
