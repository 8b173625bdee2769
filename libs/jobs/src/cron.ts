/**
 * A tiny five-field cron ("minute hour day-of-month month day-of-week") for the in-process queue,
 * so that the same schedule string works with and without Redis. BullMQ gets the string as its
 * `pattern` (cron-parser), and this parser accepts a strict subset of what cron-parser accepts, with
 * the same meaning:
 *   - each field: `*`, a number, a range `a-b`, a list `a,b,c`, and steps written after a star, a
 *     range or a number with a slash (a star stepped by 15, `0-30/5`, `5/15` = 5 to the end by 15);
 *     numbers only (no JAN/MON names, no L, W, #, ?, H, no seconds field);
 *   - day of week 0-7, where both 0 and 7 are Sunday;
 *   - a list whose parts overlap (`0,0-5`, or `0,7` for Sunday) is refused, as cron-parser does;
 *   - when both day of month and day of week are restricted (not exactly `*`), a day matching either
 *     one fires (classic cron, and cron-parser);
 *   - times are the server's local time. At a daylight-saving change a firing may shift, repeat or
 *     be skipped, and this parser and cron-parser may differ by that hour; scheduled job ids from a
 *     business key make a repeat harmless. (Zones without DST, like China's, are unaffected.)
 * Anything else is rejected when the job queue is created, in both implementations.
 */

export interface CronExpression {
  readonly source: string;
  readonly minutes: ReadonlySet<number>;
  readonly hours: ReadonlySet<number>;
  readonly daysOfMonth: ReadonlySet<number>;
  readonly months: ReadonlySet<number>;
  /** 0 = Sunday … 6 = Saturday (a 7 in the source is stored as 0). */
  readonly daysOfWeek: ReadonlySet<number>;
  readonly dayOfMonthRestricted: boolean;
  readonly dayOfWeekRestricted: boolean;
}

interface FieldSpec {
  name: string;
  min: number;
  max: number;
}

const FIELDS: readonly FieldSpec[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 7 },
];

/** Longest gap to look for the next firing: 29 February can be 8 years away (2096 → 2104). */
const SEARCH_YEARS = 9;

export function parseCron(source: string): CronExpression {
  const parts = source.trim().split(/\s+/);
  if (parts.length !== FIELDS.length) {
    throw new Error(`cron "${source}" must have 5 fields (minute hour day-of-month month day-of-week)`);
  }
  const sets = FIELDS.map((spec, i) => parseField(parts[i] ?? '', spec, source));
  const [minutes, hours, daysOfMonth, months, rawDaysOfWeek] = sets as [
    Set<number>,
    Set<number>,
    Set<number>,
    Set<number>,
    Set<number>,
  ];
  const daysOfWeek = new Set([...rawDaysOfWeek].map((d) => d % 7));
  const cron: CronExpression = {
    source,
    minutes,
    hours,
    daysOfMonth,
    months,
    daysOfWeek,
    dayOfMonthRestricted: parts[2] !== '*',
    dayOfWeekRestricted: parts[4] !== '*',
  };
  if (nextCronTime(cron, new Date()) === null) {
    throw new Error(`cron "${source}" never fires`);
  }
  return cron;
}

function parseField(text: string, spec: FieldSpec, source: string): Set<number> {
  const values = new Set<number>();
  // Day of week 7 is Sunday, 0. Only to find overlaps here; parseCron maps the values.
  const same = (v: number) => (spec.name === 'day of week' ? v % 7 : v);
  for (const part of text.split(',')) {
    const m = /^(?:(\*)|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!m) throw new Error(`cron "${source}": cannot read ${spec.name} "${part}"`);
    const [, star, a, b, stepText] = m;
    const step = stepText === undefined ? 1 : Number(stepText);
    const from = star ? spec.min : Number(a);
    // `a/n` means from a to the end of the field, as in cron-parser.
    const to = star ? spec.max : b !== undefined ? Number(b) : stepText !== undefined ? spec.max : from;
    if (step < 1 || from < spec.min || to > spec.max || from > to) {
      throw new Error(`cron "${source}": ${spec.name} "${part}" is outside ${spec.min}-${spec.max}`);
    }
    const partValues: number[] = [];
    for (let v = from; v <= to; v += step) partValues.push(v);
    // cron-parser (BullMQ) refuses a list whose parts share a value, so this does too.
    const shared = partValues.find((v) => [...values].some((w) => same(w) === same(v)));
    if (shared !== undefined)
      throw new Error(`cron "${source}": ${spec.name} "${text}" lists ${shared} twice`);
    for (const v of partValues) values.add(v);
  }
  return values;
}

function dayMatches(cron: CronExpression, d: Date): boolean {
  const dom = cron.daysOfMonth.has(d.getDate());
  const dow = cron.daysOfWeek.has(d.getDay());
  if (cron.dayOfMonthRestricted && cron.dayOfWeekRestricted) return dom || dow;
  return dom && dow;
}

/** The first firing strictly after `after` (to the minute), or null if none within 9 years. */
export function nextCronTime(cron: CronExpression, after: Date): Date | null {
  const d = new Date(after.getTime());
  d.setSeconds(0, 0);
  d.setMinutes(d.getMinutes() + 1);
  const limit = new Date(after.getTime());
  limit.setFullYear(limit.getFullYear() + SEARCH_YEARS);
  // Skip whole months, days and hours that cannot match, so the loop runs a few thousand times at most.
  while (d <= limit) {
    if (!cron.months.has(d.getMonth() + 1)) {
      d.setMonth(d.getMonth() + 1, 1);
      d.setHours(0, 0, 0, 0);
    } else if (!dayMatches(cron, d)) {
      d.setDate(d.getDate() + 1);
      d.setHours(0, 0, 0, 0);
    } else if (!cron.hours.has(d.getHours())) {
      d.setHours(d.getHours() + 1, 0, 0, 0);
    } else if (!cron.minutes.has(d.getMinutes())) {
      d.setMinutes(d.getMinutes() + 1, 0, 0);
    } else {
      return d;
    }
  }
  return null;
}
