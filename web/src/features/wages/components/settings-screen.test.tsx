/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Locale } from '@packflow/contracts';
import { type ApiCall, type Reply, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { WageSettingsScreen } from './settings-screen';
import { settingsView } from './wage-fixtures';

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

function open(
  locale: Locale = 'en',
  put: (call: ApiCall) => Reply = () => ok(null, { position: '9' }, 'Saved'),
) {
  const calls = mockFetch((call) => (call.method === 'PUT' ? put(call) : ok(settingsView())));
  renderWithProviders(<WageSettingsScreen />, { locale });
  return calls;
}

const preview = () => screen.getByRole('table', { name: 'What a month would earn' });
const previewed = () =>
  within(preview())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('the commission tiers screen', () => {
  it('shows the tiers in force, those to come and those past, money to 2 decimals', async () => {
    open();
    const current = await screen.findByRole('table', { name: 'In force since 2026-01-01' });
    const rows = within(current).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '¥0.00¥100,000.001 %',
      '¥100,000.00¥300,000.002 %',
      '¥300,000.00and above3.5 %',
    ]);
    expect(screen.getByText(/Dollar rate: ¥7.2 per \$1 · Set by Ada Admin/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'From 2027-01-01' })).toBeInTheDocument();
    expect(screen.getByText(/The defaults of a new installation/)).toBeInTheDocument();
  });

  it('previews what 50,000 / 150,000 / 400,000 yuan would earn and follows the bands as typed', async () => {
    open();
    await screen.findByRole('table', { name: 'What a month would earn' });
    expect(previewed()).toEqual(['¥50,000.00¥500.00', '¥150,000.00¥2,000.00', '¥400,000.00¥8,500.00']);
    fireEvent.change(screen.getByLabelText('Rate (%) 1'), { target: { value: '2' } });
    expect(previewed()[0]).toBe('¥50,000.00¥1,000.00');
    // A band not above the one before earns no preview.
    fireEvent.change(screen.getByLabelText('From (yuan) 3'), { target: { value: '100' } });
    expect(previewed()[0]).toBe('¥50,000.00—');
  });

  it('schedules the bands from the earliest day under the settings’ revision', async () => {
    const calls = open();
    await screen.findByLabelText('Effective from');
    expect(screen.getByLabelText('Effective from')).toHaveValue('2026-11-29');
    expect(screen.getByLabelText('Effective from')).toHaveAttribute('min', '2026-11-29');
    fireEvent.click(screen.getByRole('button', { name: 'Remove band 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a band' }));
    fireEvent.change(screen.getByLabelText('From (yuan) 3'), { target: { value: '500000' } });
    fireEvent.change(screen.getByLabelText('Rate (%) 3'), { target: { value: '4.25' } });
    fireEvent.change(screen.getByLabelText('Yuan per US dollar'), { target: { value: '7.15' } });
    fireEvent.change(screen.getByLabelText('Effective from'), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule the tiers' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/wages/settings');
    expect(put.headers['If-Match']).toBe('"3"');
    expect(put.body!.get('effectiveFrom')).toBe('2026-12-01');
    expect(put.body!.get('usdRate')).toBe('7.15');
    expect(JSON.parse(put.body!.get('tiers')!)).toEqual([
      { from: '0', rate: '1' },
      { from: '100000', rate: '2' },
      { from: '500000', rate: '4.25' },
    ]);
  });

  it('sends nothing for bands the server would refuse, and shows the server’s refusal by field in Chinese', async () => {
    const calls = open('cn', () => ({
      status: 422,
      body: {
        code: 1010,
        data: null,
        msg: '新的系数最早明天生效',
        extra: { fields: { effectiveFrom: '新的系数最早明天生效（2026-11-29）' } },
      },
    }));
    await screen.findByLabelText('生效日期');
    fireEvent.change(screen.getByLabelText('起点（元）1'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: '保存系数' }));
    expect(await screen.findByText(/第一段从 0 开始/)).toHaveAttribute('role', 'alert');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(screen.getByLabelText('起点（元）1'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: '保存系数' }));
    expect(await screen.findByText('新的系数最早明天生效（2026-11-29）')).toBeInTheDocument();
    expect(screen.getByText('新的系数最早明天生效')).toHaveAttribute('role', 'alert');
  });
});
