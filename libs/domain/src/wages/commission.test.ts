import { wagesArea } from '@packflow/contracts';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { DomainError } from '../shared/decider';
import {
  DEFAULT_SCHEDULE,
  checkTiers,
  earnedOn,
  inYuan,
  lineCommission,
  nextDay,
  scheduleOn,
} from './commission';

const TIERS = DEFAULT_SCHEDULE.tiers; // 1 % to 100,000; 1.5 % to 300,000; 2 % above
const MESSAGES = wagesArea.messages as { en: Record<string, string>; cn: Record<string, string> };

const refusal = (check: () => unknown): string | null => {
  try {
    check();
    return null;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    expect(MESSAGES.en[error.messageKey]).toBeDefined();
    expect(MESSAGES.cn[error.messageKey]).toBeDefined();
    return error.messageKey;
  }
};

describe('commission bands', () => {
  it.each([
    ['0', '0'],
    ['50000', '500'],
    ['100000', '1000'],
    // 1,000 on the first 100,000, then 1.5 % of 50,000
    ['150000', '1750'],
    // 1,000 + 3,000, then 2 % of 100,000
    ['400000', '6000'],
    // A negative month (more refunded than collected) at the first band's rate.
    ['-20000', '-200'],
  ])('a month of %s yuan earns %s', (total, earned) => {
    expect(earnedOn(TIERS, total).toString()).toBe(earned);
  });

  it.each([
    // base, line, commission
    ['0', '50000', '500.00'],
    ['90000', '20000', '250.00'], // 10,000 at 1 % + 10,000 at 1.5 %
    ['310000', '10000', '200.00'],
    ['150000', '-60000', '-850.00'], // back down: 50,000 at 1.5 % + 10,000 at 1 %
    ['0', '-1000', '-10.00'],
    ['0', '0.33', '0.00'],
    ['0', '0.50', '0.01'], // half a fen rounds up
  ])('a line of %s on a month at %s earns what it adds', (base, cny, commission) => {
    expect(lineCommission(TIERS, base, cny)).toBe(commission);
  });

  it('never lowers what a month earned when a collection is added, and a line and its reversal cancel out', () => {
    const amount = fc.integer({ min: 0, max: 50_000_000 }).map((fen) => new Decimal(fen).div(100));
    fc.assert(
      fc.property(amount, amount, (base, cny) => {
        const up = lineCommission(TIERS, base, cny);
        expect(new Decimal(up).gte(0)).toBe(true);
        const down = lineCommission(TIERS, base.plus(cny), cny.neg());
        expect(new Decimal(up).plus(down).abs().lte(0.01)).toBe(true);
      }),
    );
  });

  it('adds up, line by line, to what the month earns (within a fen a line)', () => {
    const lines = fc.array(
      fc.integer({ min: -2_000_000, max: 20_000_000 }).map((fen) => new Decimal(fen).div(100)),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(lines, (cnys) => {
        let base = new Decimal(0);
        let sum = new Decimal(0);
        for (const cny of cnys) {
          sum = sum.plus(lineCommission(TIERS, base, cny));
          base = base.plus(cny);
        }
        expect(
          sum
            .minus(earnedOn(TIERS, base))
            .abs()
            .lte(new Decimal(0.01).times(cnys.length || 1)),
        ).toBe(true);
      }),
    );
  });
});

describe('checking tiers', () => {
  it('normalises good bands', () => {
    expect(
      checkTiers([
        { from: '0', rate: '1.50' },
        { from: '5000.5', rate: '2' },
      ]),
    ).toEqual([
      { from: '0.00', rate: '1.5' },
      { from: '5000.50', rate: '2' },
    ]);
  });
  it.each([
    [[], 'wages.tiersRequired'],
    [[{ from: '100', rate: '1' }], 'wages.firstTierNotZero'],
    [
      [
        { from: '0', rate: '1' },
        { from: '0', rate: '2' },
      ],
      'wages.tiersNotRising',
    ],
    [
      [
        { from: '0', rate: '1' },
        { from: '5000', rate: '2' },
        { from: '4000', rate: '3' },
      ],
      'wages.tiersNotRising',
    ],
    [[{ from: '0', rate: '100.01' }], 'wages.tierRateInvalid'],
  ])('refuses %j with %s', (tiers, key) => {
    expect(refusal(() => checkTiers(tiers))).toBe(key);
  });
});

describe('yuan and schedules', () => {
  it('turns dollars into yuan at the rate, 2 decimals', () => {
    expect(inYuan('100.00', 'USD', '7.1')).toBe('710.00');
    expect(inYuan('0.07', 'USD', '7.1234')).toBe('0.50');
    expect(inYuan('-12.345', 'CNY', '7.1')).toBe('-12.35');
  });

  it('takes the latest schedule started on or before the day, the defaults before any', () => {
    const a = { ...DEFAULT_SCHEDULE, effectiveFrom: '2026-10-01', usdRate: '7' };
    const b = { ...DEFAULT_SCHEDULE, effectiveFrom: '2026-11-15', usdRate: '7.2' };
    const b2 = { ...b, usdRate: '7.3' };
    expect(scheduleOn([a, b], '2026-09-30')).toBe(DEFAULT_SCHEDULE);
    expect(scheduleOn([a, b], '2026-10-01')).toBe(a);
    expect(scheduleOn([a, b], '2026-11-14')).toBe(a);
    expect(scheduleOn([b, a], '2026-11-15')).toBe(b);
    // A second schedule for the same day replaces the first.
    expect(scheduleOn([a, b, b2], '2026-12-01')).toBe(b2);
  });

  it('knows the day after, across months and years', () => {
    expect(nextDay('2026-11-30')).toBe('2026-12-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});
