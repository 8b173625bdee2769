/** The generic form checker of spec section 5, and the predicates it shares with the schemas. */

/** Mainland mobile: 13x, 145, 147, 15x but 154, 166, 17x but 171/172/174, 18x, 191, 198, 199; 11 digits. */
const MAINLAND_MOBILE = /^1(?:3\d|4[57]|5[0-35-9]|66|7[035-9]|8\d|9[189])\d{8}$/;
/** One @, no spaces, and a domain of dot-separated non-empty labels. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const ZIP_CODE = /^\d{6}$/;
const INTEGER = /^-?(?:0|[1-9]\d*)$/;
const ONE_OR_TWO_DIGITS = /^-?(?:0|[1-9]\d?)$/;
const DECIMAL = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;
/** The longest address mail systems carry (RFC 5321 path limit). */
const EMAIL_MAX = 254;

export const isMainlandMobile = (s: string): boolean => MAINLAND_MOBILE.test(s);
export const isEmail = (s: string): boolean => s.length <= EMAIL_MAX && EMAIL.test(s);
export const isZipCode = (s: string): boolean => ZIP_CODE.test(s);

interface RuleBase {
  /** The field the rule checks, and the one reported when it fails. */
  name: string;
  /** What to show when the rule fails (text or a catalogue key; the checker does not read it). */
  message: string;
}

/** One rule; `checkType` says which other fields it uses. */
export type CheckRule = RuleBase &
  (
    | { checkType: 'length'; length: number }
    | { checkType: 'int' | 'email' | 'phone' | 'zip' | 'notnull' }
    | { checkType: 'between' | 'betweenD' | 'betweenF'; min: number; max: number }
    | { checkType: 'same' | 'notsame'; field: string }
    | { checkType: 'regex'; pattern: RegExp | string }
    | { checkType: 'in'; list: readonly string[] }
  );
export type CheckType = CheckRule['checkType'];
export type FormValues = Readonly<Record<string, string | number | null | undefined>>;

const CHECK_TYPES: Record<CheckType, true> = {
  length: true,
  int: true,
  between: true,
  betweenD: true,
  betweenF: true,
  same: true,
  notsame: true,
  email: true,
  phone: true,
  zip: true,
  regex: true,
  in: true,
  notnull: true,
};

const text = (value: FormValues[string]): string => (value == null ? '' : String(value));

/** Bounds are inclusive; written so that missing or non-numeric bounds fail rather than pass. */
const within = (s: string, shape: RegExp, min: number, max: number): boolean =>
  shape.test(s) && Number(s) >= min && Number(s) <= max;

function matches(s: string, pattern: RegExp | string): boolean {
  try {
    // search() ignores lastIndex, so a /g pattern gives the same answer every time.
    return s.search(pattern) >= 0;
  } catch {
    // A pattern built from data may not compile; refuse rather than let anything through.
    return false;
  }
}

function passes(rule: CheckRule, value: string, values: FormValues): boolean {
  switch (rule.checkType) {
    case 'length':
      return [...value].length === rule.length;
    case 'int':
      return INTEGER.test(value);
    case 'between':
      return within(value, INTEGER, rule.min, rule.max);
    case 'betweenD':
      return within(value, ONE_OR_TWO_DIGITS, rule.min, rule.max);
    case 'betweenF':
      return within(value, DECIMAL, rule.min, rule.max);
    case 'same':
      return value === text(values[rule.field]);
    case 'notsame':
      return value !== text(values[rule.field]);
    case 'email':
      return isEmail(value);
    case 'phone':
      return isMainlandMobile(value);
    case 'zip':
      return isZipCode(value);
    case 'regex':
      return matches(value, rule.pattern);
    case 'in':
      return Array.isArray(rule.list) && rule.list.includes(value);
    case 'notnull':
      // Empty values already failed before the switch.
      return true;
  }
}

/**
 * Runs the rules in order and answers the first failure, or null when all pass. A rule without a
 * name, message or check type is skipped (rules may come from data); an empty or blank value fails.
 */
export function checkForm(
  rules: readonly CheckRule[],
  values: FormValues,
): { name: string; message: string } | null {
  for (const rule of rules) {
    // An unknown check type counts as none.
    if (!rule.name || !rule.message || !Object.hasOwn(CHECK_TYPES, rule.checkType)) continue;
    const value = text(values[rule.name]);
    if (value.trim() === '' || !passes(rule, value, values))
      return { name: rule.name, message: rule.message };
  }
  return null;
}
