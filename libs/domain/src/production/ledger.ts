import type { MaterialLedger, OutputUnit } from '@packflow/contracts';

/**
 * A stage's material ledger (factory.md, "Stages and the material ledger"): what went in, what
 * came out good, the recorded setup and running waste, and what is unaccounted. Metres are kept
 * in hundredths (two decimals, as entered) so that sums are exact.
 */

/** Unaccounted material above this share of input is flagged. */
export const UNACCOUNTED_LIMIT_PERCENT = 1;
/** The machine's waste target when none is set. */
export const DEFAULT_WASTE_TARGET_PERCENT = 5;
/** How long a laminated roll cures when the laminator sets nothing. */
export const DEFAULT_CURE_HOURS = 48;

export interface LedgerTotals {
  metresIn: number;
  kgIn: number;
  goodOut: number;
  setupWaste: number;
  runningWaste: number;
}

export const emptyTotals = (): LedgerTotals => ({
  metresIn: 0,
  kgIn: 0,
  goodOut: 0,
  setupWaste: 0,
  runningWaste: 0,
});

/** Adds in hundredths, so 0.1 + 0.2 is 0.3. */
const add = (a: number, b: number): number => Math.round(a * 100 + b * 100) / 100;
const round2 = (n: number): number => Math.round(n * 100) / 100;

export const addTotals = (a: LedgerTotals, b: LedgerTotals): LedgerTotals => ({
  metresIn: add(a.metresIn, b.metresIn),
  kgIn: add(a.kgIn, b.kgIn),
  goodOut: add(a.goodOut, b.goodOut),
  setupWaste: add(a.setupWaste, b.setupWaste),
  runningWaste: add(a.runningWaste, b.runningWaste),
});

/** Good output in metres: pieces at bag making become metres by the bag's pitch (mm). */
export function goodMetresOf(goodOut: number, unit: OutputUnit, pitchMm: number | null): number {
  if (unit === 'meter') return goodOut;
  return pitchMm ? round2((goodOut * pitchMm) / 1000) : 0;
}

const percentOf = (part: number, whole: number): number => (whole > 0 ? round2((part / whole) * 100) : 0);

export function ledgerOf(
  totals: LedgerTotals,
  unit: OutputUnit,
  pitchMm: number | null,
  wasteTargetPercent: number,
): MaterialLedger {
  const goodMetres = goodMetresOf(totals.goodOut, unit, pitchMm);
  const waste = add(totals.setupWaste, totals.runningWaste);
  // Pieces without a known pitch cannot be weighed against metres: nothing is called unaccounted then.
  const measurable = unit === 'meter' || pitchMm !== null;
  const unaccounted = measurable ? Math.max(0, round2(totals.metresIn - goodMetres - waste)) : 0;
  const wastePercent = percentOf(waste, totals.metresIn);
  const unaccountedPercent = percentOf(unaccounted, totals.metresIn);
  return {
    ...totals,
    goodMetres,
    unaccounted,
    wastePercent,
    unaccountedPercent,
    wasteOver: wastePercent > wasteTargetPercent,
    unaccountedFlag: unaccountedPercent > UNACCOUNTED_LIMIT_PERCENT,
  };
}

/** The ledgers of several stages added up (the order's picture); the flags against the given limits. */
export function totalLedger(ledgers: readonly MaterialLedger[], wasteTargetPercent: number): MaterialLedger {
  const first = ledgers[0];
  const totals = ledgers.reduce<LedgerTotals>((sum, l) => addTotals(sum, l), emptyTotals());
  // The order's input is what its first stage took; its good output what its last one made.
  const metresIn = first ? first.metresIn : 0;
  const last = ledgers[ledgers.length - 1];
  const goodMetres = last ? last.goodMetres : 0;
  const waste = add(totals.setupWaste, totals.runningWaste);
  const unaccounted = ledgers.reduce((sum, l) => add(sum, l.unaccounted), 0);
  const wastePercent = percentOf(waste, metresIn);
  const unaccountedPercent = percentOf(unaccounted, metresIn);
  return {
    metresIn,
    kgIn: first ? first.kgIn : 0,
    goodOut: last ? last.goodOut : 0,
    goodMetres,
    setupWaste: totals.setupWaste,
    runningWaste: totals.runningWaste,
    unaccounted,
    wastePercent,
    unaccountedPercent,
    wasteOver: wastePercent > wasteTargetPercent,
    unaccountedFlag: unaccountedPercent > UNACCOUNTED_LIMIT_PERCENT,
  };
}
