import { AQL_CHOICES, type Aql, type SamplingPlan } from '@packflow/contracts';

/**
 * ISO 2859-1 sampling for a lot: general inspection level II, normal inspection, single sampling.
 *
 * Table I gives the sample size code letter from the lot size; Table II-A gives, for the letter
 * and the AQL, the sample size with its acceptance (Ac) and rejection (Re) numbers. Table II-A
 * is regular along its diagonals: letter index i (A = 0 … R = 15) plus AQL index j in the
 * standard series (0.010 = 0 … 6.5 = 14) names the plan, and an arrow sends the lot to the first
 * plan below or above it, whose sample size is then used. The arrows are followed here, so the
 * plan is the one the printed table leads to.
 */

/** Table I, level II: the largest lot size of each code letter. */
const LOT_LIMITS: readonly [number, string][] = [
  [8, 'A'],
  [15, 'B'],
  [25, 'C'],
  [50, 'D'],
  [90, 'E'],
  [150, 'F'],
  [280, 'G'],
  [500, 'H'],
  [1200, 'J'],
  [3200, 'K'],
  [10000, 'L'],
  [35000, 'M'],
  [150000, 'N'],
  [500000, 'P'],
  [Number.POSITIVE_INFINITY, 'Q'],
];

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'Q', 'R'];
const SAMPLE_SIZES = [2, 3, 5, 8, 13, 20, 32, 50, 80, 125, 200, 315, 500, 800, 1250, 2000];

/** The AQL's place in the standard series of Table II-A (0.010 … 6.5). */
const AQL_SERIES = [
  '0.010',
  '0.015',
  '0.025',
  '0.040',
  '0.065',
  '0.10',
  '0.15',
  '0.25',
  '0.40',
  '0.65',
  '1.0',
  '1.5',
  '2.5',
  '4.0',
  '6.5',
];

/** Table II-A's plans by diagonal (i + j): Ac, with Re = Ac + 1 for single sampling. */
const ACCEPT_BY_DIAGONAL: Record<number, number> = {
  14: 0,
  17: 1,
  18: 2,
  19: 3,
  20: 5,
  21: 7,
  22: 10,
  23: 14,
  24: 21,
};
/** The diagonal just past 0/1 points up (use the plan above), the next one down. */
const UP_AFTER_FIRST = 15;
const DOWN_BEFORE_SECOND = 16;

export function codeLetterOf(lotQuantity: number): string {
  return LOT_LIMITS.find(([limit]) => lotQuantity <= limit)?.[1] ?? 'Q';
}

/** The row (letter index) whose plan the table leads to from row i for the AQL at index j. */
function rowOf(i: number, j: number): number {
  const d = i + j;
  if (d < 14) return 14 - j; // arrow down to the first plan (0/1)
  if (d === UP_AFTER_FIRST) return i - 1;
  if (d === DOWN_BEFORE_SECOND) return i + 1;
  if (d > 24) return 24 - j; // arrow up to the last plan (21/22)
  return i;
}

/**
 * The sampling plan for a lot of `lotQuantity` units at `aql`. When the sample the table asks for
 * is the whole lot or more, the whole lot is inspected with the same acceptance number.
 */
export function samplingPlan(lotQuantity: number, aql: Aql): SamplingPlan {
  if (!AQL_CHOICES.includes(aql)) throw new Error(`AQL not offered: ${aql}`);
  const lot = Math.max(1, Math.floor(lotQuantity));
  const j = AQL_SERIES.indexOf(aql);
  const row = rowOf(LETTERS.indexOf(codeLetterOf(lot)), j);
  const accept = ACCEPT_BY_DIAGONAL[row + j];
  if (accept === undefined) throw new Error(`no plan at row ${row} for AQL ${aql}`);
  const sampleSize = SAMPLE_SIZES[row];
  const letter = LETTERS[row];
  if (sampleSize === undefined || letter === undefined) throw new Error(`no sample size at row ${row}`);
  if (sampleSize >= lot)
    return { lotQuantity: lot, aql, codeLetter: null, sampleSize: lot, accept, reject: accept + 1 };
  return { lotQuantity: lot, aql, codeLetter: letter, sampleSize, accept, reject: accept + 1 };
}
