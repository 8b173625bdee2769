import type { Locale, PriceResult } from '@packflow/contracts';
import Decimal from 'decimal.js';
import { CALCULATOR_VERSION, calculatePrice, ratioNeedsReview } from './pricing';
import { fixtureInput, fixtureSettings } from '../../../../test/support/pricing-fixtures';

/**
 * Worked examples (design/pricing.md): each table is the breakdown a person can recompute with
 * a pocket calculator, line by line: quantity x rate = amount. Figures are shown rounded
 * (3 decimals for intermediate figures, the locale's decimals for unit prices, 2 for money) but
 * carried exact, so a recomputed line may differ from its shown amount in the last place; from
 * the unit price on, the shown figures are the price and multiply out exactly.
 * Settings: test/support/pricing-fixtures.ts (trim 10 mm, press 740 x 1100 mm, adhesive 2.5 g/m², ink 3 g/m²).
 */
type Row = [key: string, quantity: string, rate: string, amount: string];

function price(form: Record<string, unknown>, locale: Locale): PriceResult {
  const input = fixtureInput(form);
  const outcome = calculatePrice(input, fixtureSettings(input, locale), locale);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  return outcome.result;
}

const rows = (result: PriceResult): Row[] =>
  result.lines.map((l) => [l.key, l.quantity ?? '', l.rate ?? '', l.amount]);

/** Shown quantity x shown rate lands within the rounding of the shown figures. */
function expectRecomputable(result: PriceResult): void {
  for (const line of result.lines) {
    if (line.quantity === undefined || line.rate === undefined) continue;
    const places = line.amount.split('.')[1]?.length ?? 0;
    const recomputed = new Decimal(line.quantity).times(line.rate);
    const slack = new Decimal(line.rate).abs().times('0.0005').plus(new Decimal(10).pow(-places).div(2));
    expect([line.key, recomputed.minus(line.amount).abs().lte(slack)]).toEqual([line.key, true]);
  }
}

describe('worked example 1: digital stand-up pouch, English, taxed, adjusted to 95%', () => {
  const result = price(
    {
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
      zipperTopMm: '40',
      auxhotknife: 'knife-straight',
      matte: 'softTouch',
      taxed: 'true',
      ratio: '95',
    },
    'en',
  );

  it('builds the price line by line', () => {
    // prettier-ignore
    expect(rows(result)).toEqual([
      // Blank: (120 + 10) x (2 x 200 + 60 + 10) = 130 x 470 mm = 0.0611 m².
      ['pricing.line.blank', '', '', '0.061100'],
      ['pricing.line.pieces', '', '', '10000'],
      // 740/130 = 5 across x 1100/470 = 2 along = 10 bags per impression; 10000/10 = 1000 net.
      ['pricing.line.impressions', '1000.000', '1.03', '1030.000'],
      // 0.74 x 1.1 = 0.814 m² per impression.
      ['pricing.line.impressionFilm', '1030.000', '0.814', '838.420'],
      // 2 artworks x 50 m of the 0.74 m press web.
      ['pricing.line.setupWaste', '100.000', '0.74', '74.000'],
      ['pricing.line.filmArea', '', '', '912.420'],
      // 16.8 (PET 12 x 1.4) + 72 (PE 80 x 0.9) + 2.5 adhesive + 3 ink = 94.3 g/m²; 10000 x 0.0611 m².
      ['pricing.line.weight', '611.000', '0.0943', '57.617'],
      // 912.42 m² x 16.8 g/m² = 15.328656 kg.
      ['pricing.line.material', '15.329', '11', '168.615'],
      // 912.42 m² x 72 g/m² = 65.69424 kg.
      ['pricing.line.material', '65.694', '12', '788.331'],
      ['pricing.line.digitalPrinting', '1030.000', '1.2', '1236.000'],
      ['pricing.line.lamination', '912.420', '0.12', '109.490'],
      ['pricing.line.softTouch', '912.420', '0.35', '319.347'],
      ['pricing.line.bagMaking', '10000.000', '0.08', '800.000'],
      // Zipper: 120 mm per bag.
      ['pricing.line.accessoryPerMetre', '1200.000', '0.5', '600.000'],
      ['pricing.line.accessoryPerPiece', '10000.000', '0', '0.000'],
      ['pricing.line.proof', '2.000', '0', '0.000'],
      // 168.615216 + 788.33088 + 1236 + 109.4904 + 319.347 + 800 + 600 = 4021.783496.
      ['pricing.line.cost', '', '', '4021.783'],
      ['pricing.line.loading', '4021.783', '1.08', '4343.526'],
      // English digital margin, full payment: 30%.
      ['pricing.line.margin', '4021.783', '1.3', '5228.319'],
      // 1.1 country x 0.14 value x 1 quotation factor.
      ['pricing.line.currency', '5228.319', '0.154', '805.161'],
      ['pricing.line.vat', '805.161', '1.13', '909.8320'],
      // 0.154 x 1.13 = 0.17402.
      ['pricing.line.loadingPrice', '4343.526', '0.17402', '755.8604'],
      // The unit price as shown is the price: 909.832 / 10000, then x 95%, then x 10000 in cents.
      ['pricing.line.unitPrice', '', '', '0.0910'],
      ['pricing.line.ratio', '0.0910', '0.95', '0.0865'],
      ['pricing.line.amount', '10000', '0.0865', '865.00'],
    ]);
    expectRecomputable(result);
  });

  it('fills the figures, prices to 4 decimals in dollars', () => {
    expect(result).toMatchObject({
      calculatorVersion: CALCULATOR_VERSION,
      currency: 'USD',
      decimals: 4,
      // Money in cents in every currency; unit prices to 4 decimals in dollars.
      price: '910.00',
      price_end: '865.00',
      price_loading: '755.86',
      price_unit: '0.0910',
      price_unit_end: '0.0865',
      // 865 / 57.6173 kg; / (10000 x 0.47 m).
      price_unit_wight: '15.0129',
      price_unit_meter: '0.1840',
      // 2 artworks x ceil(1030 / 2).
      makenumber: 1030,
      coiled_countweight: '0.000',
      coiled_countlength: '0.000',
      plates: '0.00',
      proof: '0.00',
      tooling: '0.00',
      ratio: '95',
      // 865 / 755.86042... = 114.44%.
      ratioOfLoading: '114.44',
      issues: [],
    });
  });
});

describe('worked example 2: gravure three-side seal bag, Chinese', () => {
  const result = price(
    {
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
    'cn',
  );

  it('builds the price line by line', () => {
    // prettier-ignore
    expect(rows(result)).toEqual([
      // Blank: (100 + 10) x (2 x 150 + 10) = 110 x 310 mm = 0.0341 m².
      ['pricing.line.blank', '', '', '0.034100'],
      ['pricing.line.pieces', '', '', '100000'],
      ['pricing.line.pieceFilm', '100000.000', '0.0341', '3410.000'],
      ['pricing.line.runningWaste', '3410.000', '0.05', '170.500'],
      // 1 artwork x 300 m of the 0.11 m web.
      ['pricing.line.setupWaste', '300.000', '0.11', '33.000'],
      ['pricing.line.filmArea', '', '', '3613.500'],
      // 16.8 + 16.8 + 72 + 2 x 2.5 + 3 = 113.6 g/m².
      ['pricing.line.weight', '3410.000', '0.1136', '387.376'],
      // 3613.5 m² x 16.8 g/m² = 60.7068 kg, twice (PET and metallised PET); 3613.5 x 72 = 260.172 kg.
      ['pricing.line.material', '60.707', '11', '667.775'],
      ['pricing.line.material', '60.707', '14', '849.895'],
      ['pricing.line.material', '260.172', '12', '3122.064'],
      // Printed: 3613.5 m² x (16.8 + 3 ink) g/m² = 71.5473 kg.
      ['pricing.line.gravurePrinting', '71.547', '4', '286.189'],
      ['pricing.line.plates', '6.000', '450', '2700.000'],
      ['pricing.line.lamination', '7227.000', '0.12', '867.240'],
      ['pricing.line.matteOil', '3613.500', '0.15', '542.025'],
      ['pricing.line.bagMaking', '100000.000', '0.04', '4000.000'],
      ['pricing.line.accessoryPerPiece', '100000.000', '0.01', '1000.000'],
      ['pricing.line.proof', '1.000', '300', '300.000'],
      ['pricing.line.cost', '', '', '14335.188'],
      ['pricing.line.loading', '14335.188', '1.08', '15482.003'],
      // Chinese gravure margin, full payment: 20%.
      ['pricing.line.margin', '14335.188', '1.2', '17202.226'],
      ['pricing.line.currency', '17202.226', '1', '17202.23'],
      ['pricing.line.loadingPrice', '15482.003', '1', '15482.00'],
      // 17202.23 / 100000 = 0.172, shown 0.17: the price; 100000 x 0.17.
      ['pricing.line.unitPrice', '', '', '0.17'],
      ['pricing.line.ratio', '0.17', '1', '0.17'],
      ['pricing.line.amount', '100000', '0.17', '17000.00'],
    ]);
    expectRecomputable(result);
  });

  it('fills the figures, prices to 2 decimals in yuan', () => {
    expect(result).toMatchObject({
      currency: 'CNY',
      decimals: 2,
      // 100000 x the shown 0.17: the exact 0.172 is not the price.
      price: '17000.00',
      price_end: '17000.00',
      price_loading: '15482.00',
      price_unit: '0.17',
      price_unit_end: '0.17',
      price_unit_wight: '43.89',
      price_unit_meter: '0.55',
      // Metres of 0.11 m web printed: 3613.5 / 0.11.
      makenumber: 32850,
      plates: '2700.00',
      proof: '300.00',
      tooling: '0.00',
      ratio: '100',
      ratioOfLoading: '109.80',
      issues: [],
    });
  });

  it('names the layers in the locale', () => {
    const names = result.lines.filter((l) => l.key === 'pricing.line.material').map((l) => l.params.name);
    expect(names).toEqual(['PET', '镀铝PET', 'PE']);
  });
});

describe('worked example 3: digital roll film per metre, Chinese', () => {
  const result = price(
    {
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
    'cn',
  );

  it('builds the price line by line', () => {
    // prettier-ignore
    expect(rows(result)).toEqual([
      // Repeat: 300 x 200 mm = 0.06 m², no allowance on roll film.
      ['pricing.line.repeat', '', '', '0.060000'],
      // 1000 / 200 = 5 repeats per metre.
      ['pricing.line.repeatsPerMetre', '3000.000', '5', '15000.000'],
      // 740/300 = 2 lanes x 1100/200 = 5 repeats = 10 per impression.
      ['pricing.line.impressions', '1500.000', '1.03', '1545.000'],
      ['pricing.line.impressionFilm', '1545.000', '0.814', '1257.630'],
      ['pricing.line.setupWaste', '50.000', '0.74', '37.000'],
      ['pricing.line.filmArea', '', '', '1294.630'],
      // 18 (BOPP 20 x 0.9) + 36 (PE 40 x 0.9) + 2.5 + 3 = 59.5 g/m².
      ['pricing.line.weight', '900.000', '0.0595', '53.550'],
      ['pricing.line.material', '23.303', '10', '233.033'],
      ['pricing.line.material', '46.607', '12', '559.280'],
      ['pricing.line.digitalPrinting', '1545.000', '1.2', '1854.000'],
      ['pricing.line.lamination', '1294.630', '0.12', '155.356'],
      ['pricing.line.proof', '1.000', '0', '0.000'],
      // 233.0334 + 559.28016 + 1854 + 155.3556 = 2801.66916.
      ['pricing.line.cost', '', '', '2801.669'],
      ['pricing.line.loading', '2801.669', '1.08', '3025.803'],
      ['pricing.line.margin', '2801.669', '1.25', '3502.086'],
      ['pricing.line.currency', '3502.086', '1', '3502.09'],
      ['pricing.line.loadingPrice', '3025.803', '1', '3025.80'],
      ['pricing.line.unitPrice', '', '', '1.17'],
      ['pricing.line.ratio', '1.17', '1', '1.17'],
      ['pricing.line.amount', '3000', '1.17', '3510.00'],
    ]);
    expectRecomputable(result);
  });

  it('fills the figures, with the roll', () => {
    expect(result).toMatchObject({
      price: '3510.00',
      price_end: '3510.00',
      price_loading: '3025.80',
      // Per metre ordered.
      price_unit: '1.17',
      price_unit_end: '1.17',
      price_unit_wight: '65.55',
      price_unit_meter: '1.17',
      makenumber: 1545,
      // 500 m x 0.3 m x 59.5 g/m².
      coiled_countweight: '8.925',
      coiled_countlength: '500.000',
      ratioOfLoading: '116.00',
    });
  });
});

describe('worked example 4: gravure roll film per kg, Chinese, 50% advance, taxed, adjusted to 110%', () => {
  const result = price(
    {
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
    'cn',
  );

  it('builds the price line by line', () => {
    // prettier-ignore
    expect(rows(result)).toEqual([
      ['pricing.line.repeat', '', '', '0.100000'],
      // 18 + 72 + 2.5 + 3 = 95.5 g/m²: a repeat weighs 0.1 x 95.5 = 9.55 g, 1000 / 9.55 per kg.
      ['pricing.line.repeatsPerKg', '1910.000', '104.712042', '200000.000'],
      ['pricing.line.pieceFilm', '200000.000', '0.1', '20000.000'],
      ['pricing.line.runningWaste', '20000.000', '0.05', '1000.000'],
      // 2 artworks x 300 m of the 0.4 m web.
      ['pricing.line.setupWaste', '600.000', '0.4', '240.000'],
      ['pricing.line.filmArea', '', '', '21240.000'],
      ['pricing.line.weight', '20000.000', '0.0955', '1910.000'],
      ['pricing.line.material', '382.320', '10', '3823.200'],
      ['pricing.line.material', '1529.280', '12', '18351.360'],
      // 21240 m² x (18 + 3 ink) g/m².
      ['pricing.line.gravurePrinting', '446.040', '4', '1784.160'],
      // 5 colours x 2 artworks.
      ['pricing.line.plates', '10.000', '450', '4500.000'],
      ['pricing.line.lamination', '21240.000', '0.12', '2548.800'],
      ['pricing.line.proof', '2.000', '300', '600.000'],
      ['pricing.line.cost', '', '', '31607.520'],
      ['pricing.line.loading', '31607.520', '1.08', '34136.122'],
      // Chinese gravure margin, 50% advance: 22%.
      ['pricing.line.margin', '31607.520', '1.22', '38561.174'],
      ['pricing.line.currency', '38561.174', '1', '38561.174'],
      ['pricing.line.vat', '38561.174', '1.13', '43574.13'],
      ['pricing.line.loadingPrice', '34136.122', '1.13', '38573.82'],
      // 43574.13 / 1910 kg = 22.81 a kg; x 110% = 25.091, shown 25.09; x 1910 kg.
      ['pricing.line.unitPrice', '', '', '22.81'],
      ['pricing.line.ratio', '22.81', '1.1', '25.09'],
      ['pricing.line.amount', '1910', '25.09', '47921.90'],
    ]);
    expectRecomputable(result);
  });

  it('fills the figures, with the roll wound to its diameter', () => {
    expect(result).toMatchObject({
      price: '43567.10',
      price_end: '47921.90',
      price_loading: '38573.82',
      // Per kg ordered.
      price_unit: '22.81',
      price_unit_end: '25.09',
      price_unit_wight: '25.09',
      // 200000 repeats x 0.25 m.
      price_unit_meter: '0.96',
      // Metres of 0.4 m web printed: 21240 / 0.4.
      makenumber: 53100,
      // pi x (400² - 76²) / (4 x 0.1055 mm: 20 + 80 µm films, 2.5 + 3 g/m² at 1 µm each) = 1148126 mm.
      coiled_countlength: '1148.126',
      coiled_countweight: '43.858',
      plates: '4500.00',
      proof: '600.00',
      ratio: '110',
      ratioOfLoading: '124.23',
    });
  });
});

describe('the trader grade, a shaped bag and impressions', () => {
  const form = {
    quotation_type: 'digital',
    make: 'bag',
    bagType: 'threeSide',
    maketype: 'piece',
    width: '100',
    height: '150',
    artworks: '1',
    quantity: '5000',
    materialprinting: 'pet12',
    materialinner: 'pe80',
    auxhotknife: 'knife-straight',
  };
  const priced = (
    extra: Record<string, unknown>,
    grade: { id: string; name: string; factor: string } | null = null,
  ) => {
    const input = fixtureInput({ ...form, ...extra });
    const outcome = calculatePrice(input, { ...fixtureSettings(input, 'cn'), grade }, 'cn');
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
    return outcome.result;
  };

  it('multiplies the list price by the grade factor, not the loading price', () => {
    const plain = priced({});
    const graded = priced({}, { id: 'g1', name: 'A', factor: '1.1' });
    expect(graded.lines.find((l) => l.key === 'pricing.line.grade')).toMatchObject({
      rate: '1.1',
      params: { name: 'A' },
    });
    expect(new Decimal(graded.price).div(plain.price).toFixed(2)).toBe('1.10');
    expect(graded.price_loading).toBe(plain.price_loading);
  });

  it('charges a cutting tool once for a shaped bag', () => {
    const shaped = priced({ irregular: 'true' });
    expect(shaped.tooling).toBe('800.00');
    expect(shaped.lines.find((l) => l.key === 'pricing.line.tooling')).toMatchObject({
      quantity: '1.000',
      rate: '800',
    });
  });

  it('quotes digital bags per impression: the quantity counts impressions', () => {
    // 110 x 310 mm blanks: 6 x 3 = 18 fit straight, turned 740/310 = 2 x 1100/110 = 10 = 20 fit.
    const perImpression = priced({ maketype: 'impression', quantity: '1000' });
    const piecesLine = { key: 'pricing.line.piecesPerImpression', rate: '20', amount: '20000.000' };
    expect(perImpression.lines[1]).toMatchObject(piecesLine);
    expect(perImpression.makenumber).toBe(1030);
    const perPiece = priced({ quantity: '20000' });
    // The same job: the same cost; each unit price is its own, rounded as shown.
    const cost = (r: PriceResult) => r.lines.find((l) => l.key === 'pricing.line.cost')!.amount;
    expect(cost(perImpression)).toBe(cost(perPiece));
    const twentyPieces = new Decimal(perPiece.price_unit).times(20);
    expect(new Decimal(perImpression.price_unit).minus(twentyPieces).abs().lte('0.1')).toBe(true);
  });

  it('rounds makenumber up per artwork while pricing exact impressions', () => {
    // 5000 / 20 x 1.03 = 257.5 impressions; 3 artworks of 85.83 each: 3 x 86.
    const result = priced({ artworks: '3' });
    expect(result.makenumber).toBe(258);
    expect(result.lines.find((l) => l.key === 'pricing.line.digitalPrinting')?.quantity).toBe('257.500');
  });
});

describe('ratioNeedsReview', () => {
  const range = { minRatio: '94', maxRatio: '200' };
  it.each([
    ['93.99', true],
    ['94', false],
    ['100', false],
    ['200', false],
    ['200.5', true],
  ])('%s%% needs review: %s', (ratio, expected) => {
    expect(ratioNeedsReview(ratio, range)).toBe(expected);
  });
});
