import type { BagType, QuotationInput } from '@packflow/contracts';
import Decimal from 'decimal.js';

/**
 * Pricing arithmetic: decimal, 34 significant digits (far beyond any figure we show), half-up
 * rounding as people round money. Figures are carried unrounded and rounded only when shown,
 * so a total never depends on how its parts were displayed.
 */
export const Dec = Decimal.clone({ precision: 34, rounding: Decimal.ROUND_HALF_UP });
export type Dec = Decimal;

export const ZERO = new Dec(0);
export const ONE = new Dec(1);
const PI = Dec.acos(-1);
const MM_PER_M = 1000;

/** A percentage as a fraction: "13" -> 0.13 (by exponent, without a division). */
export const percent = (text: string): Dec => new Dec(`${text}e-2`);

/** A millimetre input as a decimal (blank counts as 0; the checks have refused missing ones). */
export const mm = (value: number | undefined): Dec => new Dec(value ?? 0);

/** The rectangle of film one piece takes, mm: across the web and along it. */
export interface Blank {
  across: Dec;
  along: Dec;
}

/**
 * The flat film a bag is made from. Each bag type is a rectangle on the web (cut-outs are
 * waste anyway, so the bounding rectangle is what the bag uses); the seal and trim allowance is
 * added once to each side of it.
 *
 * - two-side seal: one film folded at the bottom, W x 2H; three-side seal: two panels, the
 *   same W x 2H (design/pricing.md: 2 x width x height);
 * - stand-up: W x (2H + bottom gusset), the gusset folded in at the bottom;
 * - quad seal: front, back and two side gussets around, 2(W + S) x H;
 * - flat bottom: the quad seal's panels, each longer by the bottom gusset that folds into the
 *   base, 2(W + S) x (H + B);
 * - back (fin) seal: a tube, each edge giving up the fin, 2(W + F) x H;
 * - side gusset: the tube with gussets, 2(W + S + F) x H.
 */
export function bagBlank(type: BagType, input: QuotationInput, allowanceMm: Dec): Blank {
  const [across, along] = bagSize(type, input);
  return { across: across.plus(allowanceMm), along: along.plus(allowanceMm) };
}

function bagSize(type: BagType, input: QuotationInput): [Dec, Dec] {
  const w = mm(input.width);
  const h = mm(input.height);
  switch (type) {
    case 'twoSide':
    case 'threeSide':
      return [w, h.times(2)];
    case 'standUp':
      return [w, h.times(2).plus(mm(input.bottomGusset))];
    case 'quad':
      return [w.plus(mm(input.sideGusset)).times(2), h];
    case 'flatBottom':
      return [w.plus(mm(input.sideGusset)).times(2), h.plus(mm(input.bottomGusset))];
    case 'backSeal':
      return [w.plus(mm(input.backSealWidth)).times(2), h];
    case 'sideGusset':
      return [w.plus(mm(input.sideGusset)).plus(mm(input.backSealWidth)).times(2), h];
  }
}

/** Roll film: web width by repeat length; no allowance, the customer's machine seals and cuts. */
export const rollBlank = (input: QuotationInput): Blank => ({
  across: mm(input.width),
  along: mm(input.height),
});

export const areaM2 = (blank: Blank): Dec => blank.across.times(blank.along).div(MM_PER_M * MM_PER_M);

/**
 * Pieces per impression on the press format: as many whole blanks as fit across and along.
 * A bag may be turned a quarter if more fit that way; roll film repeats run along the web.
 */
export function piecesPerImpression(
  blank: Blank,
  pressWidth: Dec,
  pressLength: Dec,
  mayTurn: boolean,
): number {
  const fit = (across: Dec, along: Dec) =>
    pressWidth.div(across).floor().times(pressLength.div(along).floor()).toNumber();
  const straight = fit(blank.across, blank.along);
  return mayTurn ? Math.max(straight, fit(blank.along, blank.across)) : straight;
}

/** The film one piece takes and, in digital printing, how many pieces one impression carries. */
export interface JobGeometry {
  blank: Blank;
  /** m2 per piece. */
  perPiece: Dec;
  pressWidth: Dec;
  pressLength: Dec;
  /** 0 in gravure, and when the piece does not fit the press. */
  perImpression: number;
}

/** The rates the geometry uses, parsed once per settings (pricing-prepared). */
interface GeometryRates {
  sealTrimMm: { value: Dec };
  pressWidthMm: { value: Dec };
  pressLengthMm: { value: Dec };
}

export function jobGeometry(
  input: QuotationInput,
  bagType: BagType | null,
  rates: GeometryRates,
): JobGeometry {
  const blank = bagType ? bagBlank(bagType, input, rates.sealTrimMm.value) : rollBlank(input);
  const pressWidth = rates.pressWidthMm.value;
  const pressLength = rates.pressLengthMm.value;
  const perImpression =
    input.quotation_type === 'digital'
      ? piecesPerImpression(blank, pressWidth, pressLength, bagType !== null)
      : 0;
  return { blank, perPiece: areaM2(blank), pressWidth, pressLength, perImpression };
}

/**
 * Metres per roll: the length per roll when given, else the spiral wound between core and
 * finished diameter, pi x (D^2 - d^2) / (4 x thickness), thickness in mm.
 */
export function metresPerRoll(input: QuotationInput, thicknessUm: Dec): Dec {
  if (input.rollLength) return new Dec(input.rollLength);
  const outer = mm(input.rollDiameter);
  const core = mm(input.coreDiameter);
  const thicknessMm = thicknessUm.div(MM_PER_M);
  return PI.times(outer.pow(2).minus(core.pow(2)))
    .div(thicknessMm.times(4))
    .div(MM_PER_M);
}
