import { DEFECT_KINDS, type DefectKind, type LotView, type TemplateCheck } from '@packflow/contracts';
import type { InspectionForm } from '../api/lots';

/** One check as the form holds it: a pass/fail answer, or the value measured (and the norm when asked). */
export interface CheckDraft {
  passed: boolean | null;
  value: string;
  norm: string;
}

/** The inspection form as typed: text, as the inputs hold it. */
export interface InspectionDraft {
  sampleSize: string;
  checks: Record<string, CheckDraft>;
  defects: Record<DefectKind, string>;
  goodQuantity: string;
  photos: string;
  note: string;
}

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * The norm a measured check is judged against: the template's, or (a template norm of 0) the
 * order's own size of that name; null when the inspector must give it.
 */
export function templateNorm(check: TemplateCheck, sizes: Record<string, number>): number | null {
  if (check.kind !== 'measured') return null;
  if (check.norm) return check.norm;
  const size = sizes[check.key];
  return typeof size === 'number' && size > 0 ? size : null;
}

/**
 * The unit the good quantity counts in: the order's quoting unit (a roll film sold by weight is
 * weighed), which is the lot's own unit for most orders.
 */
export const orderUnitOf = (lot: Pick<LotView, 'unit'> & { orderUnit?: string }): string =>
  lot.orderUnit ?? lot.unit;

/** The most a pass releases when the order counts in the lot's own unit; null when weighed. */
export const goodMax = (lot: LotView): number | null =>
  orderUnitOf(lot) === lot.unit ? Math.floor(lot.quantity) : null;

/** A new form for a waiting lot: the plan's sample size and the whole lot as good quantity. */
export function draftOf(lot: LotView): InspectionDraft {
  return {
    sampleSize: String(lot.plan?.sampleSize ?? ''),
    checks: Object.fromEntries(
      (lot.template?.checks ?? []).map((c) => [c.key, { passed: null, value: '', norm: '' }]),
    ),
    defects: Object.fromEntries(DEFECT_KINDS.map((k) => [k, ''])) as Record<DefectKind, string>,
    goodQuantity: goodMax(lot) === null ? '' : String(goodMax(lot)),
    photos: '',
    note: '',
  };
}

/** Why the figures fail (or what is still missing), as translation keys with their figures. */
export interface VerdictReason {
  key: 'checkFailed' | 'defectsAboveAccept' | 'unanswered';
  params: Record<string, string | number>;
}

export interface Verdict {
  /** 'open' while a check is unanswered. */
  result: 'passed' | 'failed' | 'open';
  defective: number;
  reasons: VerdictReason[];
}

/** The measured check's result against its norm and tolerance; null while the value or norm is missing. */
export function measuredPasses(check: TemplateCheck, draft: CheckDraft, sizes: Record<string, number>) {
  const norm = templateNorm(check, sizes) ?? (DECIMAL.test(draft.norm.trim()) ? Number(draft.norm) : null);
  const value = draft.value.trim();
  if (norm === null || norm <= 0 || !DECIMAL.test(value)) return null;
  return Math.abs(Number(value) - norm) <= (check.tolerance ?? 0) + 1e-9;
}

/**
 * What the figures give, as the server will judge it (it decides): passed when every check
 * passes and no more units are defective than the plan accepts.
 */
export function verdictOf(lot: LotView, draft: InspectionDraft, lang: 'cn' | 'en'): Verdict {
  const reasons: VerdictReason[] = [];
  let open = false;
  for (const check of lot.template?.checks ?? []) {
    const answer = draft.checks[check.key] ?? { passed: null, value: '', norm: '' };
    const passed = check.kind === 'passFail' ? answer.passed : measuredPasses(check, answer, lot.sizes);
    if (passed === null) open = true;
    else if (!passed) reasons.push({ key: 'checkFailed', params: { check: check.name[lang] } });
  }
  const defective = DEFECT_KINDS.reduce((sum, kind) => {
    const text = draft.defects[kind].trim();
    return sum + (WHOLE.test(text) ? Number(text) : 0);
  }, 0);
  const accept = lot.plan?.accept ?? 0;
  if (defective > accept)
    reasons.push({ key: 'defectsAboveAccept', params: { defective, accept, reject: lot.plan?.reject ?? 1 } });
  if (reasons.length) return { result: 'failed', defective, reasons };
  if (open) return { result: 'open', defective, reasons: [{ key: 'unanswered', params: {} }] };
  return { result: 'passed', defective, reasons };
}

/**
 * The form checked before sending (the server checks it again), by field: `sampleSize`,
 * `check.<key>`, `norm.<key>`, `defect.<kind>`, `goodQuantity`; the message keys under
 * inspection.inspect.errors.
 */
export type ProblemKey =
  'sampleSize' | 'answer' | 'value' | 'norm' | 'whole' | 'defectsAboveSample' | 'goodQuantity' | 'goodWhole';

export function draftProblems(
  lot: LotView,
  draft: InspectionDraft,
): Record<string, { key: ProblemKey; params?: Record<string, number> }> {
  const found: Record<string, { key: ProblemKey; params?: Record<string, number> }> = {};
  const min = lot.plan?.sampleSize ?? 1;
  const sample = draft.sampleSize.trim();
  if (!WHOLE.test(sample) || Number(sample) < min || Number(sample) > Math.max(min, lot.quantity))
    found.sampleSize = { key: 'sampleSize', params: { min, max: Math.max(min, lot.quantity) } };
  for (const check of lot.template?.checks ?? []) {
    const answer = draft.checks[check.key] ?? { passed: null, value: '', norm: '' };
    if (check.kind === 'passFail') {
      if (answer.passed === null) found[`check.${check.key}`] = { key: 'answer' };
      continue;
    }
    if (!DECIMAL.test(answer.value.trim())) found[`check.${check.key}`] = { key: 'value' };
    if (
      templateNorm(check, lot.sizes) === null &&
      !(DECIMAL.test(answer.norm.trim()) && Number(answer.norm) > 0)
    )
      found[`norm.${check.key}`] = { key: 'norm' };
  }
  let defective = 0;
  for (const kind of DEFECT_KINDS) {
    const text = draft.defects[kind].trim();
    if (text !== '' && !WHOLE.test(text)) found[`defect.${kind}`] = { key: 'whole' };
    else defective += Number(text || 0);
  }
  if (WHOLE.test(sample) && defective > Number(sample))
    found.defects = { key: 'defectsAboveSample', params: { sample: Number(sample) } };
  // The good quantity counts only when the lot passes: a failing form may leave it.
  const good = draft.goodQuantity.trim();
  const max = goodMax(lot);
  const failing = verdictOf(lot, draft, 'en').result === 'failed';
  if (!failing && (!WHOLE.test(good) || Number(good) < 1 || (max !== null && Number(good) > max)))
    found.goodQuantity = max === null ? { key: 'goodWhole' } : { key: 'goodQuantity', params: { max } };
  return found;
}

/** The request the form sends: every check's answer, the defects counted (0s left out). */
export function formOf(lot: LotView, draft: InspectionDraft): InspectionForm {
  return {
    sampleSize: Number(draft.sampleSize.trim()),
    checks: (lot.template?.checks ?? []).map((check) => {
      const answer = draft.checks[check.key] ?? { passed: null, value: '', norm: '' };
      if (check.kind === 'passFail') return { key: check.key, passed: answer.passed === true };
      const norm = templateNorm(check, lot.sizes) === null ? Number(answer.norm.trim()) : undefined;
      return { key: check.key, value: Number(answer.value.trim()), ...(norm !== undefined ? { norm } : {}) };
    }),
    defects: DEFECT_KINDS.map((kind) => ({ kind, count: Number(draft.defects[kind].trim() || 0) })).filter(
      (d) => d.count > 0,
    ),
    goodQuantity: WHOLE.test(draft.goodQuantity.trim()) ? Number(draft.goodQuantity.trim()) : 0,
    photos: draft.photos,
    note: draft.note.trim(),
  };
}
