/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import '../../../testing/table-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Locale } from '@packflow/contracts';
import { type ApiCall, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { dayOrderView, financeView, previousDayOrderView, productView } from './stat-fixtures';
import { StatisticsScreen } from './statistics-screen';

function open(path: string, locale: Locale = 'en') {
  const calls = mockFetch((call: ApiCall) => {
    if (call.path === '/api/statistics/day-order')
      return ok(call.query.get('from') === '2026-10-29' ? previousDayOrderView() : dayOrderView());
    if (call.path === '/api/statistics/product') return ok(productView());
    if (call.path === '/api/statistics/finance') return ok(financeView());
    return ok(null);
  });
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <StatisticsScreen />
    </MemoryRouter>,
    { locale },
  );
  return calls;
}

const figure = (metric: string) => document.querySelector(`[data-metric="${metric}"]`) as HTMLElement;

describe('StatisticsScreen', () => {
  it('asks for the period and shows each figure beside the previous period with the change', async () => {
    const calls = open('/Statistics/DayOrder?from=2026-11-01&to=2026-11-03');
    expect(await screen.findByRole('heading', { name: 'Daily orders' })).toBeInTheDocument();
    await screen.findByText('2026-11-01 to 2026-11-03, compared with 2026-10-29 to 2026-10-31');
    const first = calls.find((c) => c.path === '/api/statistics/day-order')!;
    expect(Object.fromEntries(first.query)).toEqual({
      from: '2026-11-01',
      to: '2026-11-03',
      groupBy: 'salesman',
      currency: 'CNY',
    });
    // The previous period is asked for too: its series is the line chart's second line.
    await waitFor(() =>
      expect(
        calls.some((c) => c.query.get('from') === '2026-10-29' && c.query.get('to') === '2026-10-31'),
      ).toBe(true),
    );
    const signed = within(figure('signedAmount'));
    expect(signed.getByText('Amount signed (CNY)')).toBeInTheDocument();
    expect(signed.getByText('¥1,234.50')).toBeInTheDocument();
    expect(signed.getByText(/¥1,000.00/)).toBeInTheDocument();
    expect(signed.getByText('+23.5%').closest('.bp6-tag')).toHaveClass('bp6-intent-success');
    // A cancellation going up is bad news; a rise from nothing has no base.
    expect(within(figure('canceledAmount')).getByText('new')).toBeInTheDocument();
    expect(within(figure('created')).getByText('+25.0%')).toBeInTheDocument();
    expect(within(figure('createdQuantity')).getByText('12,000')).toBeInTheDocument();
  });

  it('puts the groups in the grid, total first, money to 2 decimals with previous and change', async () => {
    open('/Statistics/DayOrder?from=2026-11-01&to=2026-11-03');
    const grid = await screen.findByRole('region', { name: 'The figures by Salesman' });
    await within(grid).findAllByText('Sam Sales');
    expect(within(grid).getAllByText('Total').length).toBeGreaterThan(0);
    expect(within(grid).getAllByText('Amount signed (CNY)').length).toBeGreaterThan(0);
    expect(within(grid).getAllByText('1,234.50').length).toBeGreaterThan(0);
    expect(within(grid).getAllByText('234.50').length).toBeGreaterThan(0);
    // Sam's signed amount went from 800 to 1000.
    expect(within(grid).getAllByText('+25.0%').length).toBeGreaterThan(0);
  });

  it('changes the grouping and the currency through the query', async () => {
    const calls = open('/Statistics/DayOrder?from=2026-11-01&to=2026-11-03');
    await screen.findByText('¥1,234.50');
    fireEvent.change(screen.getByRole('combobox', { name: 'Group by' }), {
      target: { value: 'printingType' },
    });
    await waitFor(() => expect(calls.some((c) => c.query.get('groupBy') === 'printingType')).toBe(true));
    fireEvent.change(screen.getByRole('combobox', { name: 'Currency' }), { target: { value: 'USD' } });
    await waitFor(() => expect(calls.some((c) => c.query.get('currency') === 'USD')).toBe(true));
    expect(screen.getByRole('combobox', { name: 'Group by' })).toHaveValue('printingType');
  });

  it('asks nothing for a period that ends before it starts, and says so', async () => {
    const calls = open('/Statistics/DayOrder?from=2026-11-05&to=2026-11-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a period whose start is not after its end.',
    );
    expect(calls.filter((c) => c.path.startsWith('/api/statistics'))).toEqual([]);
  });

  it('defaults MonthOrder to the last 12 months, chosen by month', async () => {
    const calls = open('/Statistics/MonthOrder');
    expect(await screen.findByRole('heading', { name: 'Monthly orders' })).toBeInTheDocument();
    const from = screen.getByLabelText('From month');
    const to = screen.getByLabelText('To month');
    expect(from).toHaveAttribute('type', 'month');
    const [y, m] = (to as HTMLInputElement).value.split('-').map(Number) as [number, number];
    expect((from as HTMLInputElement).value).toBe(new Date(Date.UTC(y, m - 12, 1)).toISOString().slice(0, 7));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/statistics/month-order')).toBe(true));
  });

  it('shows production without a currency, rates to 2 decimals, and the pie says a rate has no share', async () => {
    const calls = open('/Statistics/Product?from=2026-11-01&to=2026-11-03&groupBy=stage&metric=wastePercent');
    await screen.findByRole('heading', { name: 'Production statistics' });
    await screen.findByText('2026-11-01 to 2026-11-03, compared with 2026-10-29 to 2026-10-31');
    expect(within(figure('wastePercent')).getByText('10.00')).toBeInTheDocument();
    expect(within(figure('wastePercent')).getByText('+90.1%').closest('.bp6-tag')).toHaveClass(
      'bp6-intent-danger',
    );
    expect(within(figure('output')).getByText('unchanged')).toBeInTheDocument();
    expect(
      screen.getByText('The largest 1 of 140 groups are shown; the Excel export has them all.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Currency' })).toBeNull();
    expect(calls.find((c) => c.path === '/api/statistics/product')!.query.has('currency')).toBe(false);
    expect(screen.getByText('A rate has no share to divide: see the bars.')).toBeInTheDocument();
    const grid = screen.getByRole('region', { name: 'The figures by Stage' });
    // The stage's code in the reader's words.
    expect((await within(grid).findAllByText('Printing')).length).toBeGreaterThan(0);
  });

  it('shows receivables at the end of the period without a series or a split by method', async () => {
    open('/Statistics/Finance?from=2026-11-01&to=2026-11-02&groupBy=method&metric=receivables');
    await screen.findByText('2026-11-01 to 2026-11-02, compared with 2026-10-30 to 2026-10-31');
    expect(within(figure('receivables')).getByText('¥300.00')).toBeInTheDocument();
    expect(within(figure('receivables')).getByText('-70.0%').closest('.bp6-tag')).toHaveClass(
      'bp6-intent-success',
    );
    expect(
      screen.getByText('This figure is counted at the end of the period only: see the figures above.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('This figure does not divide by this grouping.')).toHaveLength(2);
    const grid = screen.getByRole('region', { name: 'The figures by Method' });
    expect((await within(grid).findAllByText('Bank transfer')).length).toBeGreaterThan(0);
  });

  it('reads in Chinese', async () => {
    open('/Statistics/DayOrder?from=2026-11-01&to=2026-11-03', 'cn');
    expect(await screen.findByRole('heading', { name: '日订单统计' })).toBeInTheDocument();
    await screen.findByText('2026-11-01 至 2026-11-03，对比 2026-10-29 至 2026-10-31');
    expect(within(figure('signedAmount')).getByText('签单金额 (CNY)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出 Excel' })).toBeInTheDocument();
  });

  it('exports the page with the same query', async () => {
    const calls = open('/Statistics/DayOrder?from=2026-11-01&to=2026-11-03&groupBy=customer');
    await screen.findByText('¥1,234.50');
    const answer = globalThis.fetch;
    const asked: string[] = [];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/xlsx')) return answer(input, init);
      asked.push(String(input));
      return {
        status: 200,
        blob: async () => new Blob(['xlsx']),
        headers: new Headers({ 'Content-Disposition': 'attachment; filename="day-order.xlsx"' }),
      } as Response;
    }) as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:1');
    URL.revokeObjectURL = jest.fn();
    // jsdom cannot follow the download link; the browser test downloads for real.
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    const url = new URL(asked[0]!, 'http://console.test');
    expect(url.pathname).toBe('/api/statistics/day-order/xlsx');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: '2026-11-01',
      to: '2026-11-03',
      groupBy: 'customer',
      currency: 'CNY',
    });
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(URL.createObjectURL).toHaveBeenCalled();
    expect(calls.length).toBeGreaterThan(0);
    click.mockRestore();
  });
});
