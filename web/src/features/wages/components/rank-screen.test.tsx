/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Locale } from '@packflow/contracts';
import { type ApiCall, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { RankScreen } from './rank-screen';
import { rankView } from './wage-fixtures';
import { thisMonthInChina } from './wages-words';

function open(path: string, locale: Locale = 'en') {
  const calls = mockFetch((call: ApiCall) =>
    call.path === '/api/rank'
      ? ok(rankView({ by: (call.query.get('by') ?? 'signed') as 'signed' }))
      : ok(null),
  );
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <RankScreen />
    </MemoryRouter>,
    { locale },
  );
  return calls;
}

describe('the rankings', () => {
  it('asks for this month by signed amount unless the URL says otherwise', async () => {
    const calls = open('/Rank');
    await screen.findByRole('region', { name: 'Rankings' });
    const month = thisMonthInChina();
    expect(Object.fromEntries(calls.find((c) => c.path === '/api/rank')!.query)).toEqual({
      from: month,
      to: month,
      by: 'signed',
    });
  });

  it('shows the places with every measure to 2 decimals and the chart of the measure ranked by', async () => {
    const calls = open('/Rank?from=2026-09&to=2026-10&by=collections');
    const table = await screen.findByRole('region', { name: 'Rankings' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '1Lee Top¥50,000.00¥90,000.00¥500.00L',
      '2Sam Sales¥120,000.00¥50,000.00¥1,400.00Q',
      '3Kim New¥0.00¥0.00¥0.00—',
    ]);
    expect(screen.getByText('3 salesmen ranked')).toBeInTheDocument();
    expect(
      screen.getByRole('figure', { name: 'Salesmen by Collections, 2026-09 to 2026-10' }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/rank')!.query.get('by')).toBe('collections');

    fireEvent.change(screen.getByRole('combobox', { name: 'Ranked by' }), {
      target: { value: 'commission' },
    });
    await waitFor(() => expect(calls.some((c) => c.query.get('by') === 'commission')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/rank/xlsx')).toBe(true));
    expect(Object.fromEntries(calls.find((c) => c.path === '/api/rank/xlsx')!.query)).toEqual({
      from: '2026-09',
      to: '2026-10',
      by: 'commission',
    });
  });

  it('speaks Chinese', async () => {
    open('/Rank?from=2026-09&to=2026-10', 'cn');
    expect(await screen.findByRole('heading', { name: '排行榜' })).toBeInTheDocument();
    expect(
      await screen.findByRole('figure', { name: '业务员签单额，2026-09 至 2026-10' }),
    ).toBeInTheDocument();
    expect(screen.getByText('共 3 位业务员')).toBeInTheDocument();
  });
});
