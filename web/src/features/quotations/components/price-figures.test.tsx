/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { screen } from '@testing-library/react';
import type { PrintingType } from '@packflow/contracts';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { figureApplies } from '../printing-figures';
import { priceResult } from '../test-fixtures';
import { PriceFigures } from './price-figures';
import { localeAndCurrency } from '../locale-names';

const labels = () => screen.getAllByRole('term').map((dt) => dt.textContent);

function show(printing: PrintingType, over: Parameters<typeof priceResult>[0] = {}) {
  renderWithProviders(
    <PriceFigures result={priceResult(over)} make="bag" unit="piece" printing={printing} />,
  );
}

describe('the figures of a printing type', () => {
  it('shows a digital quotation its impressions, without plates, or a proof and tooling at 0', () => {
    show('digital', { plates: '0.0000', proof: '0.0000', tooling: '0.0000', makenumber: 420 });
    expect(labels()).toContain('Impressions');
    expect(labels()).not.toContain('Plates');
    expect(labels()).not.toContain('Proof');
    expect(labels()).not.toContain('Tooling');
  });

  it('shows a gravure quotation its plates and proof, without impressions', () => {
    show('gravure', { plates: '1600.0000', proof: '300.0000', tooling: '0.0000', makenumber: 35 });
    expect(labels()).toEqual(expect.arrayContaining(['Plates', 'Proof']));
    expect(labels()).not.toContain('Impressions');
    expect(labels()).not.toContain('Tooling');
  });

  it('shows tooling when a shaped bag needs a cutting tool, and a digital proof when it is charged', () => {
    show('digital', { proof: '50.0000', tooling: '800.0000' });
    expect(labels()).toEqual(expect.arrayContaining(['Proof', 'Tooling', 'Impressions']));
  });

  it('decides per figure', () => {
    expect(figureApplies('makenumber', 'gravure')).toBe(false);
    expect(figureApplies('plates', 'digital', '0')).toBe(false);
    expect(figureApplies('plates', 'gravure', '0')).toBe(true);
    expect(figureApplies('price_end', 'gravure')).toBe(true);
  });
});

describe("a quotation's language and currency", () => {
  it('are named in the reader’s language, not shown as codes', () => {
    expect(localeAndCurrency('en', 'USD', 'en')).toBe('English · US Dollar');
    expect(localeAndCurrency('en', 'USD', 'cn')).toBe('英语 · 美元');
    expect(localeAndCurrency('cn', 'CNY', 'cn')).toBe('中文 · 人民币');
    expect(localeAndCurrency('cn', 'CNY', 'en')).toMatch(/^Chinese · Chinese Yuan/);
  });
});
