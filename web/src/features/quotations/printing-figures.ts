import type { PriceFigures, PrintingType } from '@packflow/contracts';

/** The figures that depend on the printing type (pricing.md, step 5 and the charges). */
export type PrintingFigure = Extract<keyof PriceFigures, 'makenumber' | 'plates' | 'proof' | 'tooling'>;

const isZero = (value: string | number | undefined): boolean =>
  value === undefined || value === '' || Number(value) === 0;

/**
 * Whether a figure belongs on a quotation of this printing type: impressions are counted in
 * digital printing only, plates (cylinders) are charged in gravure only, a proof is charged in
 * gravure (and in digital when a rate is set), a cutting tool only for a shaped bag (a charge above 0).
 * Other figures always apply.
 */
export function figureApplies(
  field: keyof PriceFigures,
  printing: PrintingType,
  value?: string | number,
): boolean {
  switch (field) {
    case 'makenumber':
      return printing === 'digital';
    case 'plates':
      return printing === 'gravure';
    case 'proof':
      return printing === 'gravure' || !isZero(value);
    case 'tooling':
      return !isZero(value);
    default:
      return true;
  }
}
