import os from 'node:os';
import type { Locale, PricingSettings, QuotationInput } from '@packflow/contracts';
import { pricing } from '@packflow/domain';
import { fixtureInput, fixtureSettings } from '../test/support/pricing-fixtures';
import { progress, report, round } from './support';

/** Measure for this long after warming up. */
const MEASURE_MS = 3_000;
const WARM_UP = 2_000;

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
  /** Calls per second of the process's own CPU time: one core's worth, whatever else runs. */
  perCpuSecond: number;
  /** Calls per second of elapsed time (lower when other processes share the cores). */
  perWallSecond: number;
}

/** Runs `work` round-robin over the cases for MEASURE_MS of elapsed time. */
function measure(cases: Case[], work: (c: Case) => unknown): Rate {
  for (let i = 0; i < WARM_UP; i++) work(cases[i % cases.length]!);
  let calls = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < MEASURE_MS) {
    for (let i = 0; i < 100; i++) work(cases[(calls + i) % cases.length]!);
    calls += 100;
    elapsed = performance.now() - started;
  }
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  return { perCpuSecond: (calls * 1000) / cpuMs, perWallSecond: (calls * 1000) / elapsed };
}

/**
 * `pricing.calculate`: calculations per second of the pure calculator on one core (goal over
 * 20,000/s), counted against the process's CPU time so that other work on a shared machine does
 * not count; the elapsed-time rate and the load average are reported beside it. Baseline, in
 * the same run and counted the same way: a JSON round trip of the same input and settings (what
 * storing and reloading the quotation costs), so the ratio says how many such round trips one
 * calculation is worth.
 */
export function benchPricing(): void {
  const cases: Case[] = FORMS.map(({ form, locale }) => {
    const input = fixtureInput(form);
    const settings = fixtureSettings(input, locale);
    if (!pricing.calculatePrice(input, settings, locale).ok)
      throw new Error('a benchmark quotation does not price');
    return { input, settings, locale };
  });
  const value = measure(cases, (c) => pricing.calculatePrice(c.input, c.settings, c.locale));
  const baseline = measure(cases, (c) =>
    JSON.parse(JSON.stringify({ input: c.input, settings: c.settings })),
  );
  progress(
    `pricing.calculate: ${round(value.perCpuSecond, 0)}/s of CPU (${round(value.perWallSecond, 0)}/s elapsed), ` +
      `JSON round trip ${round(baseline.perCpuSecond, 0)}/s of CPU`,
  );
  report({
    name: 'pricing.calculate',
    value: round(value.perCpuSecond, 0),
    unit: 'calculations/s',
    baseline: round(baseline.perCpuSecond, 0),
    baselineIs: 'JSON round trips/s of the same input and settings',
    perWallSecond: round(value.perWallSecond, 0),
    loadAverage: round(os.loadavg()[0] ?? 0, 2),
    goal: 20_000,
    quotations: cases.length,
    calculatorVersion: pricing.CALCULATOR_VERSION,
  });
}
