import type { BagType } from '../catalog/vocabulary';
import type { StageKind } from '../production/views';

/**
 * Quality inspection (factory.md, "Quality inspection"): lots handed over by production, their
 * inspection by ISO 2859-1 sampling against the bag type's checks, and what ProductManage decides
 * for a failed lot (rework, a supplementary order, release under concession).
 */

// ---------------------------------------------------------------- vocabulary

/** What an inspection template is kept for: each bag type, and roll film (no bag type). */
export const TEMPLATE_KINDS = [
  'twoSide',
  'threeSide',
  'quad',
  'flatBottom',
  'standUp',
  'backSeal',
  'sideGusset',
  'rollFilm',
] as const satisfies readonly (BagType | 'rollFilm')[];
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** A check is either passed or failed by eye, or a measured value against a norm and tolerance. */
export const CHECK_KINDS = ['passFail', 'measured'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/** The defect kinds an inspector counts in the sample. */
export const DEFECT_KINDS = [
  'print',
  'colour',
  'registration',
  'lamination',
  'seal',
  'dimension',
  'contamination',
  'other',
] as const;
export type DefectKind = (typeof DEFECT_KINDS)[number];

/** The acceptance quality limits an admin may choose (ISO 2859-1, percent nonconforming). */
export const AQL_CHOICES = ['0.65', '1.0', '1.5', '2.5', '4.0', '6.5'] as const;
export type Aql = (typeof AQL_CHOICES)[number];
export const DEFAULT_AQL: Aql = '2.5';

/**
 * Where a lot stands: waiting for inspection, passed, or failed and then what ProductManage
 * decided (rework, a supplementary order, a concession waiting for or answered by OperatorManage).
 */
export const LOT_STATUSES = [
  'waiting',
  'passed',
  'failed',
  'rework',
  'supplementary',
  'concessionPending',
  'conceded',
  'concessionRejected',
  'closed',
] as const;
export type LotStatus = (typeof LOT_STATUSES)[number];

/** What ProductManage may decide for a failed lot. */
export const DISPOSITIONS = ['rework', 'supplementary', 'concession'] as const;
export type Disposition = (typeof DISPOSITIONS)[number];

/** What a reader may do with a lot now (lotActions): the console offers these and no others. */
export const LOT_ACTIONS = [
  'inspect',
  'rework',
  'supplementary',
  'concession',
  'approveConcession',
  'rejectConcession',
] as const;
export type LotAction = (typeof LOT_ACTIONS)[number];

// ---------------------------------------------------------------- settings

export interface TemplateCheck {
  /** Stable within the template: dimensions, thickness, sealStrength … */
  key: string;
  name: { cn: string; en: string };
  kind: CheckKind;
  /** Measured checks: the norm, its tolerance (±) and the unit shown. */
  norm: number | null;
  tolerance: number | null;
  unit: string | null;
}

export interface InspectionTemplate {
  kind: TemplateKind;
  checks: TemplateCheck[];
}

/** Admin's inspection settings: the AQL and a template per bag type (and roll film). */
export interface InspectionSettingsView {
  aql: Aql;
  templates: InspectionTemplate[];
  version: number;
}

/** The sampling plan ISO 2859-1 gives a lot (general level II, normal, single). */
export interface SamplingPlan {
  lotQuantity: number;
  aql: Aql;
  /** The sample size code letter (A … R); null when the whole lot is inspected. */
  codeLetter: string | null;
  sampleSize: number;
  /** Accept the lot with at most this many nonconforming units in the sample. */
  accept: number;
  /** Reject it with at least this many. */
  reject: number;
}

// ---------------------------------------------------------------- inspections

export interface CheckResult {
  key: string;
  name: { cn: string; en: string };
  kind: CheckKind;
  /** Measured checks: the value found, with the template's norm and tolerance at the time. */
  value: number | null;
  norm: number | null;
  tolerance: number | null;
  unit: string | null;
  passed: boolean;
}

export interface DefectCount {
  kind: DefectKind;
  count: number;
}

export interface InspectionRecordView {
  lotQuantity: number;
  sampleSize: number;
  aql: Aql;
  accept: number;
  reject: number;
  checks: CheckResult[];
  defects: DefectCount[];
  /** Nonconforming units found in the sample (the defect counts' sum). */
  defective: number;
  /** The good quantity the inspection releases (0 when failed). */
  goodQuantity: number;
  photos: string;
  note: string;
  result: 'passed' | 'failed';
  inspectorId: string;
  inspectorName: string | null;
  at: string;
}

export interface DispositionView {
  kind: Disposition;
  /** Rework: the stage the quantity goes back to. */
  stage: StageKind | null;
  quantity: number;
  reason: string;
  by: string;
  byName: string | null;
  at: string;
  /** A supplementary order raised for the shortfall. */
  supplementaryOrderId: string | null;
  /** A concession: OperatorManage's answer, once given. */
  decision: { approved: boolean; reason: string; by: string; byName: string | null; at: string } | null;
}

/** A lot as /OrderQuality/* and the order detail show it. */
export interface LotView {
  /** `<orderId>:<n>`. */
  id: string;
  n: number;
  orderId: string;
  orderNumber: string;
  customerName: string;
  ownerId: string;
  templateKind: TemplateKind;
  /** The order's quoting unit (piece, kg, meter, impression): the good quantity and shipments count in it. */
  orderUnit: string;
  /** The lot as production made it: pieces, or metres of web. */
  quantity: number;
  unit: 'meter' | 'piece';
  /** Where it came from: the last stage's finish, or a rework. */
  source: 'production' | 'rework';
  status: LotStatus;
  arrivedAt: string;
  inspection: InspectionRecordView | null;
  disposition: DispositionView | null;
  /** A waiting lot: the sampling plan for its size at Admin's AQL, and the checks to answer. */
  plan: SamplingPlan | null;
  template: InspectionTemplate | null;
  /** The order's own sizes (mm): the norm of a size check whose template norm is 0. */
  sizes: Record<string, number>;
  /** The stages a rework may go back to. */
  stages: StageKind[];
  actions: LotAction[];
}

/** A lot as a trader sees it: the result once passed, never the internals of a failed one. */
export interface TraderLotView {
  id: string;
  n: number;
  quantity: number;
  unit: 'meter' | 'piece';
  /**
   * remade: its quantity is made again -- reworked into a later lot of the order (once that lot
   * exists) or replaced by a supplementary order; nothing of why.
   */
  status: 'waiting' | 'passed' | 'inProgress' | 'remade';
  goodQuantity: number | null;
  inspectedAt: string | null;
}

/** An order's inspection as its detail shows it. */
export interface OrderInspectionView {
  orderId: string;
  lots: LotView[];
  /** The good quantity released to shipping: passed lots and approved concessions. */
  shippable: number;
}

export interface TraderOrderInspectionView {
  orderId: string;
  lots: TraderLotView[];
  shippable: number;
}
