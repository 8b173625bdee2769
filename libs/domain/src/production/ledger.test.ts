import {
  DEFAULT_CURE_HOURS,
  DEFAULT_WASTE_TARGET_PERCENT,
  addTotals,
  emptyTotals,
  goodMetresOf,
  ledgerOf,
  totalLedger,
} from './ledger';

const totals = (metresIn: number, goodOut: number, setupWaste: number, runningWaste: number, kgIn = 0) => ({
  metresIn,
  kgIn,
  goodOut,
  setupWaste,
  runningWaste,
});

describe('the defaults', () => {
  it('are a 5 % waste target and a 48 h cure', () => {
    expect(DEFAULT_WASTE_TARGET_PERCENT).toBe(5);
    expect(DEFAULT_CURE_HOURS).toBe(48);
  });
});

describe('addTotals', () => {
  it('adds in hundredths (0.1 + 0.2 is 0.3)', () => {
    const sum = addTotals(totals(0.1, 0.1, 0.1, 0.1, 0.1), totals(0.2, 0.2, 0.2, 0.2, 0.2));
    expect(sum).toEqual(totals(0.3, 0.3, 0.3, 0.3, 0.3));
    expect(addTotals(emptyTotals(), sum)).toEqual(sum);
  });
});

describe('goodMetresOf', () => {
  it.each([
    [900, 'meter', null, 900],
    [1000, 'piece', 120, 120],
    [333, 'piece', 150, 49.95],
    [1000, 'piece', null, 0],
  ] as const)('%s %s at pitch %s mm is %s m', (good, unit, pitch, metres) => {
    expect(goodMetresOf(good, unit, pitch)).toBe(metres);
  });
});

describe('ledgerOf', () => {
  it.each([
    // in, good, setup, running, target | waste %, over target, unaccounted, unaccounted %, flagged
    [1000, 900, 30, 40, 5, 7, true, 30, 3, true],
    [1000, 950, 20, 20, 5, 4, false, 10, 1, false],
    [1000, 950, 20, 20, 3, 4, true, 10, 1, false],
    [1000, 949.9, 20, 20, 5, 4, false, 10.1, 1.01, true],
    [1000, 950, 25, 25, 5, 5, false, 0, 0, false],
    [1000, 940, 30, 30.01, 5, 6, true, 0, 0, false],
  ])(
    '%s m in, %s good, %s + %s waste against %s %%: waste %s %% (over: %s), unaccounted %s m (%s %%, flagged: %s)',
    (
      metresIn,
      good,
      setup,
      running,
      target,
      wastePercent,
      over,
      unaccounted,
      unaccountedPercent,
      flagged,
    ) => {
      expect(ledgerOf(totals(metresIn, good, setup, running), 'meter', null, target)).toEqual({
        ...totals(metresIn, good, setup, running),
        goodMetres: good,
        wastePercent,
        wasteOver: over,
        unaccounted,
        unaccountedPercent,
        unaccountedFlag: flagged,
      });
    },
  );

  it('flags waste above the target, not at it', () => {
    expect(ledgerOf(totals(1000, 950, 25, 25), 'meter', null, 5).wasteOver).toBe(false);
    expect(ledgerOf(totals(1000, 949.9, 25, 25.1), 'meter', null, 5).wasteOver).toBe(true);
  });

  it('counts exactly in hundredths: 0.1 + 0.2 of waste leaves nothing unaccounted of 100.3 m', () => {
    const ledger = ledgerOf(totals(100.3, 100, 0.1, 0.2), 'meter', null, 5);
    expect(ledger.setupWaste + ledger.runningWaste).not.toBe(0.3); // floats alone would miss it
    expect(ledger.unaccounted).toBe(0);
    expect(ledger.unaccountedFlag).toBe(false);
  });

  it('weighs pieces against metres through the pitch, and calls nothing unaccounted without one', () => {
    expect(ledgerOf(totals(130, 1000, 5, 2), 'piece', 120, 5)).toMatchObject({
      goodOut: 1000,
      goodMetres: 120,
      unaccounted: 3,
      unaccountedPercent: 2.31,
      unaccountedFlag: true,
    });
    expect(ledgerOf(totals(130, 1000, 5, 2), 'piece', null, 5)).toMatchObject({
      goodMetres: 0,
      unaccounted: 0,
      unaccountedFlag: false,
    });
  });

  it('is all zeros with nothing in', () => {
    expect(ledgerOf(emptyTotals(), 'meter', null, 5)).toMatchObject({
      wastePercent: 0,
      unaccountedPercent: 0,
      wasteOver: false,
      unaccountedFlag: false,
    });
  });
});

describe('totalLedger', () => {
  it("takes the first stage's input and the last stage's output, and adds waste and unaccounted", () => {
    const printing = ledgerOf(totals(1100, 1000, 60, 30, 52.5), 'meter', null, 5);
    const lamination = ledgerOf(totals(1000, 900, 40, 50), 'meter', null, 3);
    const bags = ledgerOf(totals(900, 7000, 30, 20), 'piece', 120, 5);
    const total = totalLedger([printing, lamination, bags], 5);
    expect(total).toEqual({
      metresIn: 1100,
      kgIn: 52.5,
      goodOut: 7000,
      goodMetres: 840,
      setupWaste: 130,
      runningWaste: 100,
      unaccounted: 10 + 10 + 10,
      wastePercent: 20.91,
      unaccountedPercent: 2.73,
      wasteOver: true,
      unaccountedFlag: true,
    });
  });

  it('is all zeros for no stages', () => {
    expect(totalLedger([], 5)).toMatchObject({ metresIn: 0, goodOut: 0, unaccounted: 0, wasteOver: false });
  });
});
