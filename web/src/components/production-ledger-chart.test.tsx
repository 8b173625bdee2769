/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { type LedgerChartLabels, ProductionLedgerChart } from './production-ledger-chart';

const labels: LedgerChartLabels = {
  title: 'Material across the stages',
  in: 'In',
  good: 'Good',
  waste: 'Waste',
  unaccounted: 'Unaccounted',
  unit: 'm',
  empty: 'Nothing reported yet',
};

const widthOf = (stage: string, part: string): number =>
  Number(document.querySelector(`[data-stage="${stage}"] [data-part="${part}"]`)!.getAttribute('width'));

describe('the material ledger picture', () => {
  it('draws every stage on the scale of the largest, input above and what became of it below', () => {
    render(
      <ProductionLedgerChart
        locale="en"
        labels={labels}
        rows={[
          {
            key: 'printing',
            label: 'Printing',
            metresIn: 4000,
            goodMetres: 3600,
            waste: 300,
            unaccounted: 100,
          },
          {
            key: 'slitting',
            label: 'Slitting',
            metresIn: 2000,
            goodMetres: 1900,
            waste: 100,
            unaccounted: 0,
          },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Material across the stages' })).toBeInTheDocument();
    expect(widthOf('printing', 'in')).toBe(260);
    expect(
      widthOf('printing', 'good') + widthOf('printing', 'waste') + widthOf('printing', 'unaccounted'),
    ).toBe(260);
    expect(widthOf('printing', 'unaccounted')).toBeCloseTo(6.5);
    expect(widthOf('slitting', 'in')).toBe(130);
    expect(widthOf('slitting', 'good')).toBeCloseTo(123.5);
    // Each part names its figure on hover, with the stage.
    expect(screen.getByText('Printing · Waste: 300 m')).toBeInTheDocument();
    expect(screen.getByText('In 4,000 m')).toBeInTheDocument();
    expect(screen.getByText('1,900 / 100 / 0')).toBeInTheDocument();
  });

  it('scales by what came out when more is reported out than in, and draws no negative bar', () => {
    render(
      <ProductionLedgerChart
        locale="cn"
        labels={{ ...labels, unit: '米' }}
        rows={[
          { key: 'printing', label: '印刷', metresIn: 1000, goodMetres: 1200, waste: 50, unaccounted: -250 },
        ]}
      />,
    );
    expect(widthOf('printing', 'good') + widthOf('printing', 'waste')).toBe(260);
    expect(widthOf('printing', 'in')).toBeCloseTo(208);
    expect(widthOf('printing', 'unaccounted')).toBe(0);
    expect(screen.getByText('In 1,000 米')).toBeInTheDocument();
  });

  it('says nothing is reported yet instead of empty bars', () => {
    render(
      <ProductionLedgerChart
        locale="en"
        labels={labels}
        rows={[{ key: 'printing', label: 'Printing', metresIn: 0, goodMetres: 0, waste: 0, unaccounted: 0 }]}
      />,
    );
    expect(screen.getByText('Nothing reported yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
