import { z } from 'zod';
import type { MessageKey } from './messages/en';

/**
 * A zod error message that names a catalogue key and its parameters, so one schema gives
 * messages in both languages: the API and the console translate it with `readIssue`.
 */
export function msg(key: MessageKey, params?: Record<string, string | number>): string {
  return JSON.stringify(params ? { key, params } : { key });
}

export function readIssue(message: string): { key: MessageKey; params: Record<string, string | number> } {
  try {
    const parsed = JSON.parse(message) as { key: MessageKey; params?: Record<string, string | number> };
    return { key: parsed.key, params: parsed.params ?? {} };
  } catch {
    return { key: 'validation.failed', params: {} };
  }
}

/** A required, trimmed text of at most `max` characters. */
export const requiredText = (max: number) =>
  z
    .string(msg('validation.required'))
    .trim()
    .min(1, msg('validation.required'))
    .max(max, msg('validation.tooLong', { max }));

/** Text read as a number (form bodies send numbers as text); anything else is left for the schema to judge. */
const numberFromText = (v: unknown): unknown => (typeof v === 'string' ? Number(v) : v);

/**
 * A number sent as JSON or as text. Unlike `z.coerce.number`, JSON `true`, `false`, `null`, arrays
 * and objects are refused rather than read as 1, 0 or whatever `Number()` makes of them.
 */
export const formNumber = <T extends z.ZodType<number, number>>(schema: T) =>
  z.preprocess(numberFromText, schema);

/** A whole number within bounds; form bodies send it as text. */
export const boundedInt = (min: number, max: number) =>
  formNumber(
    z
      .number(msg('validation.notInteger'))
      .int(msg('validation.notInteger'))
      .min(min, msg('validation.between', { min, max }))
      .max(max, msg('validation.between', { min, max })),
  );

/** A yes/no value as JSON or as a form sends it ('true', '1', 'on', 'false', '0'). */
export const formBoolean = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const s = v.trim().toLowerCase();
    if (['true', '1', 'on', 'yes'].includes(s)) return true;
    if (['false', '0', 'off', 'no'].includes(s)) return false;
    return v;
  },
  z.boolean(msg('validation.boolean')),
);

/** A calendar date written YYYY-MM-DD that exists (no 2026-02-30). */
export const isoDate = z
  .string(msg('validation.date'))
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, msg('validation.date'))
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, msg('validation.date'));

/** An http(s) address, or empty for none. */
export const optionalHttpUrl = z
  .string(msg('validation.url'))
  .trim()
  .max(300, msg('validation.tooLong', { max: 300 }))
  .refine((s) => s === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(s), msg('validation.url'));

/** A request body with exactly these fields: an unknown one is refused, naming it (mass assignment). */
export const strictForm = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? msg('validation.unknownField', { field: issue.keys.join(', ') })
        : undefined,
  });

/**
 * Text that is well-formed UTF-16: no lone surrogate (`"\ud800x"` is valid JSON but no text a
 * person typed, and PostgreSQL refuses to store it).
 */
export function isWellFormedText(s: string): boolean {
  const native = (s as string & { isWellFormed?: () => boolean }).isWellFormed;
  if (typeof native === 'function') return native.call(s);
  return !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);
}

/**
 * The path of the first text in a parsed body or query (a value or a field name, at any depth)
 * that is not well-formed, or undefined when all are. Walks without recursion, so no nesting
 * depth overflows the stack.
 */
export function malformedTextPath(value: unknown): (string | number)[] | undefined {
  // Each entry links to its parent, so a deeply nested body costs no more than its size.
  interface Entry {
    value: unknown;
    key?: string | number;
    parent?: Entry;
  }
  /** The path to an entry, its first 20 steps at most (enough to name a form field). */
  const pathOf = (entry: Entry | undefined): (string | number)[] => {
    const path: (string | number)[] = [];
    for (let e = entry; e && e.key !== undefined; e = e.parent) path.push(e.key);
    return path.reverse().slice(0, 20);
  };
  const pending: Entry[] = [{ value }];
  while (pending.length) {
    const entry = pending.pop()!;
    const v = entry.value;
    if (typeof v === 'string') {
      if (!isWellFormedText(v)) return pathOf(entry);
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => pending.push({ value: item, key: i, parent: entry }));
    } else if (typeof v === 'object' && v !== null) {
      for (const [key, item] of Object.entries(v)) {
        if (!isWellFormedText(key)) return pathOf(entry);
        pending.push({ value: item, key, parent: entry });
      }
    }
  }
  return undefined;
}

/** The largest page number a list accepts: far past any real list, well within a safe offset. */
export const MAX_PAGE = 1_000_000;
/** Page sizes a list accepts (the console offers 5, 10, 15, 20, 30, 50, 100, 200, 300 and 400). */
export const MIN_PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 400;
export const DEFAULT_PAGE_SIZE = 20;

const blankToUndefined = (v: unknown): unknown => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * A list's paging in its query: `_page` a whole number from 1 (default 1), `_size` a whole number
 * from 5 to 400 (default 20). Anything else is refused naming the field.
 */
export const pagingQueryShape = {
  _page: z.preprocess(
    blankToUndefined,
    formNumber(
      z
        .number(msg('validation.notInteger'))
        .int(msg('validation.notInteger'))
        .min(1, msg('validation.between', { min: 1, max: MAX_PAGE }))
        .max(MAX_PAGE, msg('validation.between', { min: 1, max: MAX_PAGE })),
    ).optional(),
  ),
  _size: z.preprocess(
    blankToUndefined,
    formNumber(
      z
        .number(msg('validation.notInteger'))
        .int(msg('validation.notInteger'))
        .min(MIN_PAGE_SIZE, msg('validation.between', { min: MIN_PAGE_SIZE, max: MAX_PAGE_SIZE }))
        .max(MAX_PAGE_SIZE, msg('validation.between', { min: MIN_PAGE_SIZE, max: MAX_PAGE_SIZE })),
    ).optional(),
  ),
};
export const pagingQuerySchema = z.object(pagingQueryShape);
