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

/** A whole number within bounds; form bodies send it as text. */
export const boundedInt = (min: number, max: number) =>
  z.coerce
    .number(msg('validation.notInteger'))
    .int(msg('validation.notInteger'))
    .min(min, msg('validation.between', { min, max }))
    .max(max, msg('validation.between', { min, max }));

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
