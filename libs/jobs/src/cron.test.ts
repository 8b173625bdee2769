import { CronExpressionParser } from 'cron-parser';
import fc from 'fast-check';
import { nextCronTime, parseCron } from './cron';

/** Local-time dates, like the cron itself. */
const at = (y: number, mo: number, d: number, h = 0, mi = 0) => new Date(y, mo - 1, d, h, mi);
const next = (expr: string, after: Date) => nextCronTime(parseCron(expr), after);

function firings(expr: string, after: Date, count: number): Date[] {
  const cron = parseCron(expr);
  const out: Date[] = [];
  let from = after;
  for (let i = 0; i < count; i++) {
    const d = nextCronTime(cron, from);
    if (!d) break;
    out.push(d);
    from = d;
  }
  return out;
}

describe('cron', () => {
  it('finds the next daily, stepped, monthly and leap-day firing', () => {
    expect(next('30 2 * * *', at(2026, 1, 1, 3))).toEqual(at(2026, 1, 2, 2, 30));
    expect(next('*/15 * * * *', at(2026, 1, 1, 10, 7))).toEqual(at(2026, 1, 1, 10, 15));
    expect(next('0 0 1 * *', at(2026, 1, 31, 12))).toEqual(at(2026, 2, 1));
    expect(next('0 0 1 * *', at(2026, 12, 15))).toEqual(at(2027, 1, 1));
    expect(next('0 0 29 2 *', at(2026, 3, 1))).toEqual(at(2028, 2, 29));
    expect(firings('5/15 9-10 * * *', at(2026, 1, 1), 5)).toEqual([
      at(2026, 1, 1, 9, 5),
      at(2026, 1, 1, 9, 20),
      at(2026, 1, 1, 9, 35),
      at(2026, 1, 1, 9, 50),
      at(2026, 1, 1, 10, 5),
    ]);
  });

  it('fires strictly after the given time', () => {
    expect(next('30 2 * * *', at(2026, 1, 1, 2, 30))).toEqual(at(2026, 1, 2, 2, 30));
    expect(next('30 2 * * *', new Date(at(2026, 1, 1, 2, 29).getTime() + 59_999))).toEqual(
      at(2026, 1, 1, 2, 30),
    );
  });

  it('treats day 7 as Sunday and fires on either day when both day fields are restricted', () => {
    // 1 January 2026 is a Thursday.
    expect(next('0 0 * * 7', at(2026, 1, 1))).toEqual(at(2026, 1, 4));
    expect(next('0 0 * * 0', at(2026, 1, 1))).toEqual(at(2026, 1, 4));
    expect(firings('0 0 13 * 5', at(2026, 1, 1), 3)).toEqual([
      at(2026, 1, 2),
      at(2026, 1, 9),
      at(2026, 1, 13),
    ]);
    expect(firings('0 0 1-7 * 1-5', at(2026, 1, 1), 3)).toEqual([
      at(2026, 1, 2),
      at(2026, 1, 3),
      at(2026, 1, 4),
    ]);
  });

  it.each([
    ['* * * *', /5 fields/],
    ['0 0 1 * * *', /5 fields/],
    ['60 * * * *', /minute "60"/],
    ['0 24 * * *', /hour "24"/],
    ['0 0 0 * *', /day of month "0"/],
    ['0 0 * 13 *', /month "13"/],
    ['0 0 * * 8', /day of week "8"/],
    ['0 0 * JAN *', /month "JAN"/],
    ['0 0 * * MON', /day of week "MON"/],
    ['*/0 * * * *', /minute "\*\/0"/],
    ['5-1 * * * *', /minute "5-1"/],
    ['1- * * * *', /minute "1-"/],
    ['0 0 L * *', /day of month "L"/],
    ['0 0 31 2 *', /never fires/],
    ['0,0-5 * * * *', /minute "0,0-5" lists 0 twice/],
    ['0 0 * * 0,7', /day of week "0,7" lists 7 twice/],
  ])('rejects %s', (expr, message) => {
    expect(() => parseCron(expr)).toThrow(message);
  });

  describe('agrees with cron-parser, which BullMQ uses for the same string', () => {
    // cron-parser comes with bullmq (not a dependency of ours); it is the reference, used only here.
    const field = (min: number, max: number) => {
      const n = fc.integer({ min, max });
      const part = fc.oneof(
        fc.constant('*'),
        n.map(String),
        fc.tuple(n, n).map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`),
        fc.tuple(n, fc.integer({ min: 1, max: max - min + 1 })).map(([a, s]) => `${a}/${s}`),
        fc.integer({ min: 1, max: max - min + 1 }).map((s) => `*/${s}`),
        fc
          .tuple(n, n, fc.integer({ min: 1, max: 5 }))
          .map(([a, b, s]) => `${Math.min(a, b)}-${Math.max(a, b)}/${s}`),
      );
      // Lists mostly of distinct numbers: lists whose parts overlap are refused by both parsers.
      const list = fc.uniqueArray(n, { minLength: 2, maxLength: 3 }).map((values) => values.join(','));
      const mixed = fc.array(part, { minLength: 2, maxLength: 3 }).map((parts) => parts.join(','));
      return fc.oneof(
        { arbitrary: part, weight: 6 },
        { arbitrary: list, weight: 2 },
        { arbitrary: mixed, weight: 1 },
      );
    };
    const expression = fc
      .tuple(field(0, 59), field(0, 23), field(1, 31), field(1, 12), field(0, 7))
      .map((fields) => fields.join(' '));
    const start = fc.date({ min: new Date(2020, 0, 1), max: new Date(2035, 0, 1), noInvalidDate: true });

    // Both queues check schedules with parseCron at start-up, so refusing more than cron-parser is
    // harmless (e.g. it accepts `30,*` in February by dropping the 30 first); accepting more is not.
    it('on the next five firings of random expressions that parseCron accepts', () => {
      let compared = 0;
      fc.assert(
        fc.property(expression, start, (expr, from) => {
          let ours: Date[];
          try {
            ours = firings(expr, from, 5);
          } catch {
            return;
          }
          const reference = CronExpressionParser.parse(expr, { currentDate: from });
          let expected: Date[];
          try {
            expected = [1, 2, 3, 4, 5].map(() => reference.next().toDate());
          } catch {
            // cron-parser gives up ("loop limit exceeded") around some 30-minute DST shifts.
            return;
          }
          // Across a daylight-saving change the two may differ by the skipped or repeated hour
          // (documented in cron.ts); only matters when the tests run in such a time zone.
          const dayAfterLast = new Date((expected[expected.length - 1] ?? from).getTime() + 86_400_000);
          const offsets = new Set(
            [from, ...expected, ...ours, dayAfterLast].map((d) => d.getTimezoneOffset()),
          );
          if (offsets.size > 1) return;
          expect(ours).toEqual(expected);
          compared++;
        }),
        { numRuns: 300 },
      );
      // Most expressions must still be compared (the generator makes overlapping lists often).
      expect(compared).toBeGreaterThan(75);
    });
  });
});
