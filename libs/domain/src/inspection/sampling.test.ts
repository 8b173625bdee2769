import { AQL_CHOICES, type Aql } from '@packflow/contracts';
import { codeLetterOf, samplingPlan } from './sampling';

/**
 * ISO 2859-1, general inspection level II, normal single sampling: Table I (lot size to code
 * letter) and Table II-A (letter and AQL to sample size, Ac, Re, arrows followed), checked against
 * the printed tables' values.
 */

describe('Table I: the sample size code letter of a lot (level II)', () => {
  it.each([
    [2, 'A'],
    [8, 'A'],
    [9, 'B'],
    [15, 'B'],
    [16, 'C'],
    [25, 'C'],
    [26, 'D'],
    [50, 'D'],
    [51, 'E'],
    [90, 'E'],
    [91, 'F'],
    [150, 'F'],
    [151, 'G'],
    [280, 'G'],
    [281, 'H'],
    [500, 'H'],
    [501, 'J'],
    [1200, 'J'],
    [1201, 'K'],
    [3200, 'K'],
    [3201, 'L'],
    [10000, 'L'],
    [10001, 'M'],
    [35000, 'M'],
    [35001, 'N'],
    [150000, 'N'],
    [150001, 'P'],
    [500000, 'P'],
    [500001, 'Q'],
    [5_000_000, 'Q'],
  ])('a lot of %i is letter %s', (lot, letter) => {
    expect(codeLetterOf(lot)).toBe(letter);
  });
});

describe('Table II-A: the plan of a lot at an AQL (arrows followed)', () => {
  it.each<[number, Aql, string | null, number, number, number]>([
    // Letter K (1201-3200, n = 125) across the AQLs.
    [2000, '0.65', 'K', 125, 2, 3],
    [2000, '1.0', 'K', 125, 3, 4],
    [2000, '1.5', 'K', 125, 5, 6],
    [2000, '2.5', 'K', 125, 7, 8],
    [2000, '4.0', 'K', 125, 10, 11],
    [2000, '6.5', 'K', 125, 14, 15],
    // AQL 2.5 down the letters.
    [20, '2.5', 'C', 5, 0, 1],
    [40, '2.5', 'C', 5, 0, 1], // D: arrow up to C's plan
    [60, '2.5', 'F', 20, 1, 2], // E: arrow down to F's plan
    [120, '2.5', 'F', 20, 1, 2],
    [200, '2.5', 'G', 32, 2, 3],
    [400, '2.5', 'H', 50, 3, 4],
    [1000, '2.5', 'J', 80, 5, 6],
    [1201, '2.5', 'K', 125, 7, 8],
    [3200, '2.5', 'K', 125, 7, 8],
    [3201, '2.5', 'L', 200, 10, 11],
    [20000, '2.5', 'M', 315, 14, 15],
    [100000, '2.5', 'N', 500, 21, 22],
    [200000, '2.5', 'N', 500, 21, 22], // P: arrow up to the last plan
    [1_000_000, '2.5', 'N', 500, 21, 22], // Q: likewise
    // AQL 6.5, the smallest lots.
    [12, '6.5', 'A', 2, 0, 1], // B: arrow up to A's plan
    [20, '6.5', 'D', 8, 1, 2], // C: arrow down to D's plan
    [40, '6.5', 'D', 8, 1, 2],
    [60, '6.5', 'E', 13, 2, 3],
    [100, '6.5', 'F', 20, 3, 4],
    [2000, '6.5', 'K', 125, 14, 15],
    [5000, '6.5', 'L', 200, 21, 22],
    [20000, '6.5', 'L', 200, 21, 22], // M: arrow up
    // AQL 1.0: the arrows around 0/1.
    [60, '1.0', 'E', 13, 0, 1],
    [100, '1.0', 'E', 13, 0, 1], // F: arrow up to E's plan
    [200, '1.0', 'H', 50, 1, 2], // G: arrow down to H's plan
    [20, '1.0', 'E', 13, 0, 1], // C: arrow down to the first plan (n = 13 < 25)
    [1_000_000, '1.0', 'Q', 1250, 21, 22],
    // AQL 0.65.
    [100, '0.65', 'F', 20, 0, 1],
    [200, '0.65', 'F', 20, 0, 1], // G: arrow up to F's plan
    [400, '0.65', 'J', 80, 1, 2], // H: arrow down to J's plan
    [1000, '0.65', 'J', 80, 1, 2],
    [5000, '0.65', 'L', 200, 3, 4],
    [1_000_000, '0.65', 'Q', 1250, 14, 15],
    // The sample is the whole lot when the table asks for as many or more.
    [5, '2.5', null, 5, 0, 1],
    [3, '2.5', null, 3, 0, 1],
    [2, '6.5', null, 2, 0, 1],
    [8, '6.5', 'A', 2, 0, 1],
    [10, '1.0', null, 10, 0, 1],
    [1, '4.0', null, 1, 0, 1],
  ])('a lot of %i at AQL %s: letter %s, n %i, Ac %i, Re %i', (lot, aql, letter, n, ac, re) => {
    expect(samplingPlan(lot, aql)).toEqual({
      lotQuantity: lot,
      aql,
      codeLetter: letter,
      sampleSize: n,
      accept: ac,
      reject: re,
    });
  });
});

describe('the plan as a whole', () => {
  it('refuses an AQL the settings do not offer', () => {
    expect(() => samplingPlan(2000, '0.10' as Aql)).toThrow(/AQL not offered/);
  });

  it('counts whole units of a lot in metres or a lot below one', () => {
    expect(samplingPlan(1200.7, '2.5')).toMatchObject({ lotQuantity: 1200, codeLetter: 'J', sampleSize: 80 });
    expect(samplingPlan(0, '2.5')).toMatchObject({ lotQuantity: 1, sampleSize: 1, accept: 0, reject: 1 });
  });

  it.each(AQL_CHOICES.map((aql) => [aql]))(
    'at AQL %s, a larger lot never takes a smaller sample nor accepts fewer; Re is Ac + 1; n <= lot',
    (aql) => {
      let previous = samplingPlan(1, aql);
      for (let lot = 2; lot <= 2_000_000; lot = Math.ceil(lot * 1.07)) {
        const plan = samplingPlan(lot, aql);
        expect(plan.sampleSize).toBeGreaterThanOrEqual(previous.sampleSize);
        expect(plan.accept).toBeGreaterThanOrEqual(previous.accept);
        expect(plan.reject).toBe(plan.accept + 1);
        expect(plan.sampleSize).toBeLessThanOrEqual(lot);
        previous = plan;
      }
    },
  );
});
