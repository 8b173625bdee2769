import { z } from 'zod';
import { PRINTING_TYPES } from '../catalog/vocabulary';
import { boundedInt, formNumber, isoDate, msg, requiredText, strictForm } from '../validation';
import {
  JOB_PHASES,
  MACHINE_KINDS,
  MACHINE_STATES,
  MACHINE_STATE_REASONS,
  REVIEW_STATUSES,
  STAGE_SCREENS,
} from './views';

/** The production area's requests: list filters and the forms of review, machines, scheduling and stages. */

/** A query parameter: trimmed, blank meaning "not given". */
const param = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v),
    schema.optional(),
  );

const id = z
  .string(msg('validation.failed'))
  .trim()
  .min(1, msg('validation.required'))
  .max(64, msg('validation.tooLong', { max: 64 }));
const reason = requiredText(500);
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v),
    z.string(msg('validation.failed')).max(max, msg('validation.tooLong', { max })),
  );

/** A quantity of material: at least 0, at most 2 decimals, within a plant's scale. */
const amount = (max: number) =>
  formNumber(
    z
      .number(msg('production.amountInvalid'))
      .finite(msg('production.amountInvalid'))
      .min(0, msg('validation.between', { min: 0, max }))
      .max(max, msg('validation.between', { min: 0, max }))
      .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), msg('production.twoDecimals')),
  );

const optionalAmount = (max: number) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : v), amount(max));

/** An instant (ISO 8601 with zone), as the planned start of a stage. */
const instant = z
  .string(msg('validation.date'))
  .trim()
  .refine(
    (s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(s) && !Number.isNaN(Date.parse(s)),
    msg('validation.date'),
  )
  .transform((s) => new Date(s).toISOString());

const listOf = (v: unknown): unknown => {
  const list =
    v === undefined || v === null ? [] : Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : v;
  return Array.isArray(list)
    ? list.map((s: unknown) => (typeof s === 'string' ? s.trim() : s)).filter((s: unknown) => s !== '')
    : list;
};

const names = (maxItems: number, maxLength: number) =>
  z.preprocess(
    listOf,
    z
      .array(
        z.string(msg('validation.failed')).max(maxLength, msg('validation.tooLong', { max: maxLength })),
        msg('validation.failed'),
      )
      .max(maxItems, msg('validation.tooLong', { max: maxItems })),
  );

// ---------------------------------------------------------------- review

/**
 * POST production/:orderId/review: confirm (the artwork confirmed with it, the inks and web width
 * the scheduler reads) or reject with a reason (the artwork rejected, or confirmed when the
 * rejection is about something else).
 */
export const reviewSchema = strictForm({
  decision: z.enum(['confirm', 'reject'], msg('production.decisionInvalid')),
  artwork: z.enum(['confirmed', 'rejected'], msg('production.artworkDecisionInvalid')),
  reason: optionalText(500),
  colours: names(12, 40),
  webWidthMm: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? null : v),
    boundedInt(10, 3000).nullable(),
  ),
});
export type ReviewForm = z.infer<typeof reviewSchema>;

/** GET production/review: the order log's lists. */
export const reviewListQuerySchema = z.object({
  status: param(z.enum(REVIEW_STATUSES, msg('production.statusInvalid'))),
  keyword: param(z.string(msg('validation.failed')).max(100, msg('validation.tooLong', { max: 100 }))),
  printingType: param(z.enum(PRINTING_TYPES, msg('quotations.printingTypeInvalid'))),
});

/** GET production/jobs: the scheduling lists (to be scheduled, to be produced) and the sellers' progress. */
export const jobListQuerySchema = z.object({
  /** One phase or several, comma-separated (`ready,running`: to be produced); none: every open job. */
  phase: z.preprocess(
    listOf,
    z
      .array(z.enum(JOB_PHASES, msg('production.statusInvalid')), msg('production.statusInvalid'))
      .max(JOB_PHASES.length, msg('production.statusInvalid'))
      .transform((phases) => [...new Set(phases)]),
  ),
  keyword: param(z.string(msg('validation.failed')).max(100, msg('validation.tooLong', { max: 100 }))),
  printingType: param(z.enum(PRINTING_TYPES, msg('quotations.printingTypeInvalid'))),
});

// ---------------------------------------------------------------- machines

export const machineSchema = strictForm({
  name: requiredText(60),
  kind: z.enum(MACHINE_KINDS, msg('production.machineKindInvalid')),
  colours: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? null : v),
    boundedInt(1, 12).nullable(),
  ),
  maxWebWidthMm: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? null : v),
    boundedInt(100, 3000).nullable(),
  ),
  wasteTargetPercent: z.preprocess((v) => (v === undefined || v === null || v === '' ? 5 : v), amount(100)),
  cureHours: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? null : v),
    boundedInt(0, 240).nullable(),
  ),
});
export type MachineForm = z.infer<typeof machineSchema>;

/** POST machine/:id/state: a state with one of its coded reasons, and a note. */
export const machineStateSchema = strictForm({
  state: z.enum(MACHINE_STATES, msg('production.machineStateInvalid')),
  reason: z
    .string(msg('production.stateReasonInvalid'))
    .trim()
    .min(1, msg('production.stateReasonInvalid'))
    .max(40),
  note: optionalText(200),
}).refine((f) => (MACHINE_STATE_REASONS[f.state] as readonly string[]).includes(f.reason), {
  message: msg('production.stateReasonInvalid'),
  path: ['reason'],
});

/** PUT machine/:id/queue: the queue in the order the planner dragged it to, and the jobs pinned in place. */
export const queueOrderSchema = strictForm({
  jobs: names(500, 140),
  pinned: names(500, 140),
});

// ---------------------------------------------------------------- stages

/** POST production/:orderId/stages/:stage/schedule: the machine and the planned start. */
export const scheduleSchema = strictForm({
  machineId: id,
  plannedStart: instant,
});

/** POST …/start: who runs it. */
export const startStageSchema = strictForm({ operators: names(6, 40) });

/** POST …/pause, …/cure-override: the reason. */
export const stageReasonSchema = strictForm({ reason });

/**
 * POST …/entries: one entry of the stage's ledger. `entryId` is the client's (a retry of the same
 * entry records it once); metres and kilograms in, good output (pieces at bag making), waste.
 */
export const stageEntrySchema = strictForm({
  entryId: z
    .string(msg('validation.failed'))
    .trim()
    .regex(/^[A-Za-z0-9-]{8,64}$/, msg('validation.failed')),
  metresIn: amount(1_000_000),
  kgIn: optionalAmount(100_000),
  goodOut: amount(100_000_000),
  setupWaste: optionalAmount(1_000_000),
  runningWaste: optionalAmount(1_000_000),
  note: optionalText(200),
});
export type StageEntryForm = z.infer<typeof stageEntrySchema>;

/**
 * POST …/send-part: part of the last stage's good output to inspection. `partId` is the client's
 * (the same part sent again is sent once); the quantity in the stage's unit (the domain bounds it).
 */
export const sendPartSchema = strictForm({
  partId: z
    .string(msg('validation.failed'))
    .trim()
    .regex(/^[A-Za-z0-9-]{8,64}$/, msg('validation.failed')),
  quantity: amount(100_000_000),
});
export type SendPartForm = z.infer<typeof sendPartSchema>;

/** GET production/stages: a stage screen's cards (and the board's filters). */
export const stageListQuerySchema = z
  .object({
    screen: param(z.enum(STAGE_SCREENS, msg('production.statusInvalid'))),
    machineId: param(id),
    printingType: param(z.enum(PRINTING_TYPES, msg('quotations.printingTypeInvalid'))),
    keyword: param(z.string(msg('validation.failed')).max(100, msg('validation.tooLong', { max: 100 }))),
    /** Planned (or started) on or after / before these days. */
    from: param(isoDate),
    to: param(isoDate),
  })
  .refine((q) => !(q.from && q.to && q.from > q.to), { message: msg('orders.dateRange'), path: ['from'] });
export type StageListQuery = z.infer<typeof stageListQuerySchema>;

/** The most orders one board read may name (a live board patching the cards of the orders changed). */
export const BOARD_ORDER_IDS_MAX = 50;

/**
 * GET production/board: the same filters, grouped by stage or by machine; given `orderIds`
 * (comma-separated, at most 50), only those orders' cards.
 */
export const boardQuerySchema = z
  .object({
    groupBy: param(z.enum(['stage', 'machine'], msg('validation.failed'))),
    orderIds: z.preprocess(
      (v) => (v === undefined ? undefined : listOf(v)),
      z
        .array(id, msg('validation.failed'))
        .min(1, msg('validation.required'))
        .max(BOARD_ORDER_IDS_MAX, msg('validation.tooLong', { max: BOARD_ORDER_IDS_MAX }))
        .optional(),
    ),
    machineId: param(id),
    printingType: param(z.enum(PRINTING_TYPES, msg('quotations.printingTypeInvalid'))),
    from: param(isoDate),
    to: param(isoDate),
  })
  .refine((q) => !(q.from && q.to && q.from > q.to), { message: msg('orders.dateRange'), path: ['from'] });
export type BoardQuery = z.infer<typeof boardQuerySchema>;
