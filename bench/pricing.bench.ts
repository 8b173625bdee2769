import os from 'node:os';
import type { Locale, PricingSettings, QuotationInput } from '@packflow/contracts';
import { pricing } from '@packflow/domain';
import { fixtureInput, fixtureSettings } from '../test/support/pricing-fixtures';
import { progress, report, round } from './support';

/** Measure for this long after warming up. */
const MEASURE_MS = 3_000;
const WARM_UP = 2_000;
/** Each work's turn, ms; each turn's rate is one sample. */
const TURN_MS = 250;

/** A mix of what salesmen quote: bags of several types, roll film, both printing types and locales. */
const FORMS: { form: Record<string, unknown>; locale: Locale }[] = [
  {
    locale: 'en',
    form: {
      quotation_type: 'digital',
      make: 'bag',
      bagType: 'standUp',
      maketype: 'piece',
      width: '120',
      height: '200',
      bottomGusset: '60',
      artworks: '2',
      quantity: '10000',
      materialprinting: 'pet12',
      materialinner: 'pe80',
      auxzipper: 'zip',
      auxhotknife: 'knife-straight',
      matte: 'softTouch',
      taxed: 'true',
      ratio: '95',
    },
  },
  {
    locale: 'cn',
    form: {
      quotation_type: 'gravure',
      make: 'bag',
      bagType: 'threeSide',
      maketype: 'piece',
      width: '100',
      height: '150',
      artworks: '1',
      colours: '6',
      quantity: '100000',
      materialprinting: 'pet12',
      materialcomp: 'vmpet12',
      materialinner: 'pe80',
      auxhotknife: 'knife-round',
      matte: 'matteOil',
    },
  },
  {
    locale: 'cn',
    form: {
      quotation_type: 'digital',
      make: 'coiled',
      maketype: 'meter',
      width: '300',
      height: '200',
      coreDiameter: '76',
      rollLength: '500',
      artworks: '1',
      quantity: '3000',
      materialprinting: 'bopp20',
      materialinner: 'pe40',
    },
  },
  {
    locale: 'cn',
    form: {
      quotation_type: 'gravure',
      make: 'coiled',
      maketype: 'kg',
      width: '400',
      height: '250',
      coreDiameter: '76',
      rollDiameter: '400',
      artworks: '2',
      colours: '5',
      quantity: '1910',
      materialprinting: 'bopp20',
      materialinner: 'pe80',
      paymentTerms: 'advance50',
      taxed: 'true',
      ratio: '110',
    },
  },
  {
    locale: 'en',
    form: {
      quotation_type: 'gravure',
      make: 'bag',
      bagType: 'flatBottom',
      maketype: 'piece',
      width: '150',
      height: '250',
      bottomGusset: '80',
      sideGusset: '80',
      artworks: '4',
      colours: '8',
      quantity: '50000',
      materialprinting: 'pet12',
      materialcomp: 'vmpet12',
      materialcomp2: 'ny15',
      materialinner: 'pe80',
      auxzipper: 'zip',
      auxexhaust: 'valve',
      auxhotknife: 'knife-round',
      knifestyle: 'k-style',
      coating: 'local',
      confirmOutOfStock: 'true',
    },
  },
];

interface Case {
  input: QuotationInput;
  settings: PricingSettings;
  locale: Locale;
}

interface Rate {
  /**
   * Calls per second of the process's own CPU time: one core's worth, whatever else runs (the
   * median turn's, so that a burst of other work sharing the core's caches counts less).
   */
  perCpuSecond: number;
  /** Calls per second of elapsed time (lower when other processes share the cores). */
  perWallSecond: number;
}

/**
 * Runs each of `works` round-robin over the cases for MEASURE_MS of elapsed time each, in turns
 * of TURN_MS taking turns, so that each sees the same load of a shared machine; each turn's rate
 * is one sample (a turn is long enough that its own garbage is mostly collected inside it), and
 * the median sample is the figure.
 */
function measure(cases: Case[], works: ((c: Case) => unknown)[]): Rate[] {
  for (const work of works) for (let i = 0; i < WARM_UP; i++) work(cases[i % cases.length]!);
  const cpuRates: number[][] = works.map(() => []);
  const wallRates: number[][] = works.map(() => []);
  let next = 0;
  const started = performance.now();
  while (performance.now() - started < MEASURE_MS * works.length) {
    works.forEach((work, w) => {
      const cpu = process.cpuUsage();
      const wall = performance.now();
      let calls = 0;
      while (performance.now() - wall < TURN_MS) {
        for (let i = 0; i < 50; i++) work(cases[(next + i) % cases.length]!);
        calls += 50;
      }
      next += calls;
      const used = process.cpuUsage(cpu);
      cpuRates[w]!.push((calls * 1_000_000) / (used.user + used.system));
      wallRates[w]!.push((calls * 1000) / (performance.now() - wall));
    });
  }
  const median = (rates: number[]) => [...rates].sort((a, b) => a - b)[rates.length >> 1]!;
  return works.map((_, w) => ({
    perCpuSecond: median(cpuRates[w]!),
    perWallSecond: median(wallRates[w]!),
  }));
}

/**
 * `pricing.calculate`: calculations per second of the pure calculator on one core (goal over
 * 20,000/s), counted against the process's CPU time so that other work on a shared machine does
 * not count; the elapsed-time rate and the load average are reported beside it. The figure is
 * a calculation without its breakdown's lines (the lines are formatted only where they are
 * shown); `withBreakdownShown` beside it is the rate with them, as for a preview a salesman sees
 * or a quotation saved. Baseline, in the same run, taking turns with both and counted the same
 * way: a JSON round trip of the same input and settings (what storing and reloading the
 * quotation costs), so the ratio says how many such round trips one calculation is worth.
 */
export function benchPricing(): void {
  const cases: Case[] = FORMS.map(({ form, locale }) => {
    const input = fixtureInput(form);
    const settings = fixtureSettings(input, locale);
    if (!pricing.calculatePrice(input, settings, locale).ok)
      throw new Error('a benchmark quotation does not price');
    return { input, settings, locale };
  });
  const [value, shown, baseline] = measure(cases, [
    // A calculation whose breakdown is not shown (a price checked, a trade customer's preview).
    (c) => pricing.calculatePrice(c.input, c.settings, c.locale, { breakdown: false }),
    // One whose breakdown is shown: its lines formatted too.
    (c) => pricing.calculatePrice(c.input, c.settings, c.locale),
    (c) => JSON.parse(JSON.stringify({ input: c.input, settings: c.settings })),
  ]) as [Rate, Rate, Rate];
  progress(
    `pricing.calculate: ${round(value.perCpuSecond, 0)}/s of CPU (${round(value.perWallSecond, 0)}/s elapsed), ` +
      `with the breakdown shown ${round(shown.perCpuSecond, 0)}/s, ` +
      `JSON round trip ${round(baseline.perCpuSecond, 0)}/s of CPU`,
  );
  report({
    name: 'pricing.calculate',
    value: round(value.perCpuSecond, 0),
    unit: 'calculations/s',
    baseline: round(baseline.perCpuSecond, 0),
    baselineIs: 'JSON round trips/s of the same input and settings',
    perWallSecond: round(value.perWallSecond, 0),
    withBreakdownShown: round(shown.perCpuSecond, 0),
    loadAverage: round(os.loadavg()[0] ?? 0, 2),
    goal: 20_000,
    quotations: cases.length,
    calculatorVersion: pricing.CALCULATOR_VERSION,
  });
}
