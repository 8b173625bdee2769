import {
  ACCESSORY_FIELDS,
  type Locale,
  type MaterialItem,
  type PricingSettings,
  type QuotationInput,
} from '@packflow/contracts';
import { Breakdown } from './pricing-breakdown';
import { bagTypeOf, itemName, materialsOf } from './pricing-checks';
import { type Blank, Dec, type JobGeometry, ONE, ZERO, metresPerRoll } from './pricing-geometry';
import {
  type PreparedRates,
  type Setting,
  preparedMaterial,
  preparedPrice,
  preparedRates,
} from './pricing-prepared';

/**
 * The cost build-up of design/pricing.md, steps 1 to 6, in yuan, for inputs that passed the
 * checks. Every figure is linear in the quantity (a fixed part plus a part per piece), which is
 * what makes the unit price fall, never rise, as the quantity grows.
 */
export interface CostBuild {
  breakdown: Breakdown;
  /** Bags, or repeats of roll film. */
  pieces: Dec;
  finishedKg: Dec;
  finishedMetres: Dec;
  makenumber: number;
  plates: Dec;
  proof: Dec;
  tooling: Dec;
  /** Roll film: metres and kg per roll. */
  roll: { metres: Dec; kg: Dec } | null;
}

interface Layer {
  item: MaterialItem;
  /** g/m2 = thickness (µm) x density (g/cm3). */
  gsm: Dec;
  pricePerKg: Setting;
}

const M = 1000;
/** mm to m, g to kg: a multiplication, cheaper than dividing. */
const MILLI = new Dec('0.001');
/** Rounds up to a whole count, ignoring what the 34-digit division leaves in the last places. */
const wholeUp = (d: Dec) => d.toDecimalPlaces(6).ceil();

export function buildCosts(
  input: QuotationInput,
  settings: PricingSettings,
  locale: Locale,
  geometry: JobGeometry,
  withLines = true,
): CostBuild {
  const rates: PreparedRates = preparedRates(settings.rates);
  const b = new Breakdown(withLines);
  const bagType = bagTypeOf(input, settings);
  const digital = input.quotation_type === 'digital';
  const artworks = new Dec(input.artworks!);
  const layers: Layer[] = materialsOf(input, settings).map(({ item }) => ({
    item,
    ...preparedMaterial(item),
  }));
  const interfaces = layers.length - 1;
  const layersGsm = layers.reduce((sum, l) => sum.plus(l.gsm), ZERO);
  const adhesiveGsm = rates.adhesiveGsm.value.times(interfaces);
  const inkGsm = rates.inkGsm.value;
  const gsm = layersGsm.plus(adhesiveGsm).plus(inkGsm);

  // 1. Geometry: the film one piece takes, and how many pieces the quantity means.
  const { blank, perPiece, pressWidth, perImpression } = geometry;
  const size = () => ({ across: blank.across.toString(), along: blank.along.toString() });
  b.figure(bagType ? 'pricing.line.blank' : 'pricing.line.repeat', 'geometry', size, perPiece, 'm²', 6);
  const pieces = piecesOrdered(b, input, blank, () => perPiece.times(gsm).times(MILLI), perImpression);

  // 3. Film made: net film, running waste, set-up waste per artwork on the job's web.
  const setupWaste = digital ? rates.setupWasteDigitalM : rates.setupWasteGravureM;
  const setupMetres = artworks.times(setupWaste.value);
  const setupParams = () => ({ artworks: artworks.toNumber(), metres: setupWaste.text });
  let impressions = ZERO;
  let net: Dec;
  if (digital) {
    // Priced by exact impressions: charging whole impressions would make the price jump right
    // after each step, so a larger order could cost more per piece. `makenumber` shows them whole.
    const params = {
      perImpression,
      pressWidth: rates.pressWidthMm.text,
      pressLength: rates.pressLengthMm.text,
      waste: rates.runningWasteDigitalPct.text,
    };
    const netImpressions = pieces.div(perImpression);
    const wasteFactor = rates.runningWasteDigitalFactor;
    impressions = b.times(
      'pricing.line.impressions',
      'geometry',
      params,
      netImpressions,
      'impr.',
      wasteFactor,
    );
    // The press format's area, the same for every job: worked out once per settings.
    net = b.times('pricing.line.impressionFilm', 'geometry', {}, impressions, 'impr.', rates.pressAreaM2);
  } else {
    const waste = rates.runningWasteGravurePct.text;
    const pieceFilm = b.times('pricing.line.pieceFilm', 'geometry', {}, pieces, 'pcs', perPiece);
    net = pieceFilm.plus(
      b.times('pricing.line.runningWaste', 'geometry', { waste }, pieceFilm, 'm²', rates.runningWasteGravure),
    );
  }
  const webWidth = (digital ? pressWidth : blank.across).times(MILLI);
  const setup = b.times('pricing.line.setupWaste', 'geometry', setupParams, setupMetres, 'm', webWidth);
  const film = b.figure('pricing.line.filmArea', 'geometry', {}, net.plus(setup), 'm²');
  const weightParams = () => ({
    gsm: gsm.toString(),
    layers: layersGsm.toString(),
    adhesive: adhesiveGsm.toString(),
    ink: inkGsm.toString(),
  });
  const finishedKg = b.times(
    'pricing.line.weight',
    'geometry',
    weightParams,
    pieces.times(perPiece),
    'm²',
    gsm.times(MILLI),
  );

  // 2 and 4. Material per layer: kg of film made x price per kg.
  for (const { item, gsm: layerGsm, pricePerKg } of layers) {
    const params = () => ({
      name: itemName(item, locale),
      thickness: item.thickness,
      gsm: layerGsm.toString(),
    });
    b.times('pricing.line.material', 'material', params, film.times(layerGsm).times(MILLI), 'kg', pricePerKg);
  }

  // 5. Printing.
  let plates = ZERO;
  if (digital) {
    b.times(
      'pricing.line.digitalPrinting',
      'printing',
      {},
      impressions,
      'impr.',
      rates.digitalImpressionPrice,
    );
  } else {
    // Kg printed: the printed film with its ink, over all the film made.
    const printedGsm = layers[0]!.gsm.plus(inkGsm);
    const printedKg = film.times(printedGsm).times(MILLI);
    b.times(
      'pricing.line.gravurePrinting',
      'printing',
      () => ({ gsm: printedGsm.toString() }),
      printedKg,
      'kg',
      rates.gravurePrintPerKg,
    );
    const colours = input.colours!;
    const plateCount = new Dec(colours).times(artworks);
    const params = { colours, artworks: artworks.toNumber() };
    plates = b.times('pricing.line.plates', 'printing', params, plateCount, 'plates', rates.platePerColour);
  }

  // 6. Conversion and finishing, on all the film made (every metre made passes every machine).
  if (interfaces > 0) {
    const laminated = film.times(interfaces);
    b.times('pricing.line.lamination', 'conversion', { interfaces }, laminated, 'm²', rates.laminationPerM2);
  }
  if (input.matte !== 'none') {
    b.times(`pricing.line.${input.matte}`, 'conversion', {}, film, 'm²', rates[`${input.matte}PerM2`]);
  }
  if (input.coating === 'local')
    b.times('pricing.line.coatingLocal', 'conversion', {}, film, 'm²', rates.coatingLocalPerM2);
  if (input.coating === 'full')
    b.times('pricing.line.coatingFull', 'conversion', {}, film, 'm²', rates.coatingFullPerM2);
  if (bagType) {
    const name = itemName(bagType, locale);
    const making = preparedPrice(bagType, bagType.makingPrice);
    b.times('pricing.line.bagMaking', 'conversion', { name }, pieces, 'pcs', making);
    addAccessories(b, input, settings, locale, pieces);
  }

  // Charges: a proof per artwork; a cutting tool for a shaped bag.
  const proofRate = digital ? rates.proofDigital : rates.proofGravure;
  const proof = b.times('pricing.line.proof', 'charge', {}, artworks, 'artworks', proofRate);
  const tooling = input.irregular
    ? b.times('pricing.line.tooling', 'charge', {}, ONE, 'tool', rates.toolingShaped)
    : ZERO;

  return {
    breakdown: b,
    pieces,
    finishedKg,
    finishedMetres: pieces.times(blank.along).times(MILLI),
    makenumber: digital
      ? wholeUp(impressions.div(artworks)).times(artworks).toNumber()
      : wholeUp(film.div(blank.across.times(MILLI))).toNumber(),
    plates,
    proof,
    tooling,
    roll: bagType ? null : rollFigures(input, blank, layers, adhesiveGsm.plus(inkGsm), gsm),
  };
}

/**
 * What `quantity` means: bags per piece; metres or kg of finished roll film; impressions
 * (digital) of the press format. Bags and repeats are the pieces the costs count.
 */
function piecesOrdered(
  b: Breakdown,
  input: QuotationInput,
  blank: Blank,
  /** Only roll film quoted by the kg needs it. */
  kgPerPiece: () => Dec,
  perImpression: number,
): Dec {
  const quantity = new Dec(input.quantity!);
  switch (input.maketype) {
    case 'piece':
      return b.figure('pricing.line.pieces', 'geometry', {}, quantity, 'pcs', 0);
    case 'meter':
      return b.times(
        'pricing.line.repeatsPerMetre',
        'geometry',
        {},
        quantity,
        'm',
        new Dec(M).div(blank.along),
      );
    case 'kg':
      return b.times('pricing.line.repeatsPerKg', 'geometry', {}, quantity, 'kg', ONE.div(kgPerPiece()));
    case 'impression':
      return b.times(
        'pricing.line.piecesPerImpression',
        'geometry',
        { perImpression },
        quantity,
        'impr.',
        new Dec(perImpression),
      );
  }
}

/** Zipper and other accessories per piece or per metre of bag width; the knife or gusset style per piece. */
function addAccessories(
  b: Breakdown,
  input: QuotationInput,
  settings: PricingSettings,
  locale: Locale,
  pieces: Dec,
): void {
  for (const field of ACCESSORY_FIELDS) {
    const item = settings.accessories[field];
    if (!input[field] || !item) continue;
    const name = itemName(item, locale);
    if (item.unit === 'metre') {
      const metres = pieces.times(input.width!).times(MILLI);
      b.times(
        'pricing.line.accessoryPerMetre',
        'accessory',
        { name, width: input.width! },
        metres,
        'm',
        preparedPrice(item, item.unitPrice),
      );
    } else {
      const price = preparedPrice(item, item.unitPrice);
      b.times('pricing.line.accessoryPerPiece', 'accessory', { name }, pieces, 'pcs', price);
    }
  }
  const knife = settings.knifeStyle;
  if (input.knifestyle && knife) {
    b.times(
      'pricing.line.knifeStyle',
      'accessory',
      { name: itemName(knife, locale) },
      pieces,
      'pcs',
      preparedPrice(knife, knife.unitPrice),
    );
  }
}

/**
 * Metres and kg per roll. Adhesive and ink count towards the wound thickness as 1 g/m2 = 1 µm
 * (density about 1), which is all the precision a roll length needs.
 */
function rollFigures(
  input: QuotationInput,
  blank: Blank,
  layers: Layer[],
  extraGsm: Dec,
  gsm: Dec,
): { metres: Dec; kg: Dec } {
  const thickness = layers.reduce((sum, l) => sum.plus(l.item.thickness), ZERO).plus(extraGsm);
  const metres = metresPerRoll(input, thickness);
  return { metres, kg: metres.times(blank.across).times(MILLI).times(gsm).times(MILLI) };
}
