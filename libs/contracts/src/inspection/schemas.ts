import { z } from 'zod';
import { STAGE_KINDS } from '../production/views';
import { boundedInt, formBoolean, formNumber, msg, requiredText, strictForm } from '../validation';
import { AQL_CHOICES, CHECK_KINDS, DEFECT_KINDS, DISPOSITIONS, TEMPLATE_KINDS } from './views';

/**
 * The inspection area's requests: the lot lists' filters, the inspection form, ProductManage's
 * disposition of a failed lot, OperatorManage's answer to a concession, Admin's settings, and
 * (kept here, as the rework of a failed lot is inspection's) the rework list and its finish.
 */

/** A query parameter: trimmed, blank meaning "not given". */
const param = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v),
    schema.optional(),
  );

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v),
    z.string(msg('validation.failed')).max(max, msg('validation.tooLong', { max })),
  );

const keyword = param(z.string(msg('validation.failed')).max(100, msg('validation.tooLong', { max: 100 })));

/** A whole quantity above 0 (pieces or metres). */
const quantity = boundedInt(1, 100_000_000);

/** A measured value or a norm: a finite number, text accepted (form bodies). */
const measure = formNumber(
  z
    .number(msg('validation.number'))
    .finite(msg('validation.number'))
    .min(0, msg('validation.between', { min: 0, max: 1_000_000 }))
    .max(1_000_000, msg('validation.between', { min: 0, max: 1_000_000 })),
);

/** A list as JSON text in a form body (as the console sends it), or as a JSON array. */
const jsonText = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

// ---------------------------------------------------------------- lists

/** The lot lists: waiting (/OrderQuality/Wait), inspected (/Finished), failed (/OrderQuality/Failed), concessions waiting (/OperatorManage/Concession). */
export const LOT_LIST_STATUSES = ['waiting', 'inspected', 'failed', 'concessionPending'] as const;
export type LotListStatus = (typeof LOT_LIST_STATUSES)[number];

/** GET inspection/lots. */
export const lotListQuerySchema = z.object({
  status: param(z.enum(LOT_LIST_STATUSES, msg('validation.failed'))),
  keyword,
});
export type LotListQuery = z.infer<typeof lotListQuerySchema>;

// ---------------------------------------------------------------- inspect

/** One check answered: passed or not (pass/fail), or the value measured (and the norm when the template leaves it to the inspector). */
const checkAnswer = z.strictObject({
  key: requiredText(40),
  passed: z.preprocess((v) => (v === null || v === '' ? undefined : v), formBoolean.optional()),
  value: z.preprocess((v) => (v === null || v === '' ? undefined : v), measure.optional()),
  norm: z.preprocess((v) => (v === null || v === '' ? undefined : v), measure.optional()),
});

const defectCount = z.strictObject({
  kind: z.enum(DEFECT_KINDS, msg('validation.failed')),
  count: boundedInt(0, 100_000),
});

/**
 * POST inspection/:orderId/lots/:lot/inspect. The server judges the result (every check passed
 * and no more defective than the plan accepts); the good quantity counts only when it passes.
 * Photos: upload paths joined by '||'.
 */
export const inspectSchema = strictForm({
  sampleSize: boundedInt(1, 100_000_000),
  checks: z.preprocess(
    jsonText,
    z.array(checkAnswer, msg('validation.failed')).max(40, msg('validation.tooLong', { max: 40 })),
  ),
  defects: z.preprocess(
    (v) => (v === undefined || v === null ? [] : jsonText(v)),
    z
      .array(defectCount, msg('validation.failed'))
      .max(DEFECT_KINDS.length, msg('validation.tooLong', { max: DEFECT_KINDS.length })),
  ),
  goodQuantity: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 0 : v),
    boundedInt(0, 100_000_000),
  ),
  photos: optionalText(2000),
  note: optionalText(500),
});
export type InspectForm = z.infer<typeof inspectSchema>;

// ---------------------------------------------------------------- dispose, concession

/**
 * POST inspection/:orderId/lots/:lot/dispose: rework (back to a stage, with a quantity), a
 * supplementary order for the shortfall, or release under concession; each with its reason.
 */
export const disposeSchema = strictForm({
  kind: z.enum(DISPOSITIONS, msg('validation.failed')),
  stage: z.preprocess(
    (v) => (v === undefined || v === '' ? null : v),
    z.enum(STAGE_KINDS, msg('inspection.stageInvalid')).nullable(),
  ),
  quantity: z.preprocess((v) => (v === '' ? undefined : v), quantity),
  reason: requiredText(500),
}).refine((f) => f.kind !== 'rework' || f.stage !== null, {
  message: msg('inspection.stageInvalid'),
  path: ['stage'],
});
export type DisposeForm = z.infer<typeof disposeSchema>;

/** POST inspection/:orderId/lots/:lot/concession: OperatorManage approves or rejects, with a reason. */
export const concessionDecisionSchema = strictForm({
  decision: z.enum(['approve', 'reject'], msg('orders.decisionInvalid')),
  reason: requiredText(500),
});
export type ConcessionDecisionForm = z.infer<typeof concessionDecisionSchema>;

// ---------------------------------------------------------------- settings

const templateCheck = z.strictObject({
  key: z
    .string(msg('inspection.templateInvalid'))
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/, msg('inspection.templateInvalid')),
  name: z.strictObject({ cn: requiredText(40), en: requiredText(60) }),
  kind: z.enum(CHECK_KINDS, msg('inspection.templateInvalid')),
  norm: z.preprocess((v) => (v === undefined || v === '' ? null : v), measure.nullable()),
  tolerance: z.preprocess((v) => (v === undefined || v === '' ? null : v), measure.nullable()),
  unit: z.preprocess(
    (v) => (v === undefined || v === '' ? null : v),
    z
      .string(msg('validation.failed'))
      .trim()
      .max(12, msg('validation.tooLong', { max: 12 }))
      .nullable(),
  ),
});

const template = z
  .strictObject({
    kind: z.enum(TEMPLATE_KINDS, msg('inspection.templateInvalid')),
    checks: z
      .array(templateCheck, msg('inspection.templateInvalid'))
      .max(40, msg('validation.tooLong', { max: 40 })),
  })
  .refine((t) => new Set(t.checks.map((c) => c.key)).size === t.checks.length, {
    message: msg('inspection.templateInvalid'),
    path: ['checks'],
  })
  .refine((t) => t.checks.every((c) => c.kind === 'passFail' || (c.norm !== null && c.tolerance !== null)), {
    message: msg('inspection.templateInvalid'),
    path: ['checks'],
  });

/** PUT inspection/settings: the AQL and the templates changed (a kind left out keeps its own). */
export const inspectionSettingsSchema = strictForm({
  aql: z.enum(AQL_CHOICES, msg('validation.failed')),
  templates: z.preprocess(
    jsonText,
    z
      .array(template, msg('inspection.templateInvalid'))
      .max(TEMPLATE_KINDS.length, msg('inspection.templateInvalid'))
      .refine((ts) => new Set(ts.map((t) => t.kind)).size === ts.length, msg('inspection.templateInvalid')),
  ),
});
export type InspectionSettingsForm = z.infer<typeof inspectionSettingsSchema>;

// ---------------------------------------------------------------- rework

/** GET production/rework: open (waiting for Product) or finished. */
export const reworkListQuerySchema = z.object({
  status: param(z.enum(['open', 'finished'], msg('validation.failed'))),
  keyword,
});
export type ReworkListQuery = z.infer<typeof reworkListQuerySchema>;

/** POST production/:orderId/rework/:lot/finish: what came out good (goes back to inspection as the next lot) and the waste. */
export const reworkFinishSchema = strictForm({
  goodQuantity: quantity,
  waste: z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : v), boundedInt(0, 100_000_000)),
  note: optionalText(200),
});
export type ReworkFinishForm = z.infer<typeof reworkFinishSchema>;

/** A rework item as /OrderProduct/Rework lists it (GET production/rework). */
export interface ReworkRow {
  /** The failed lot's id `<orderId>:<n>`. */
  reworkId: string;
  orderId: string;
  /** The failed lot's n (the finish URL's `:lot`). */
  lot: number;
  orderNumber: string;
  customerName: string;
  stage: (typeof STAGE_KINDS)[number];
  quantity: number;
  unit: 'meter' | 'piece';
  reason: string;
  status: 'open' | 'finished' | 'closed';
  goodQuantity: number | null;
  waste: number | null;
  note: string | null;
  finishedBy: string | null;
  finishedByName: string | null;
  openedAt: string;
  finishedAt: string | null;
  /** 'finish' while open, for whoever may finish it. */
  actions: 'finish'[];
}
