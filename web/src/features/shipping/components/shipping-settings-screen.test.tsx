/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ShippingSettingsScreen } from './shipping-settings-screen';

function open(locale: 'en' | 'cn' = 'en') {
  const calls = mockFetch((call) =>
    call.method === 'PUT'
      ? ok({ tolerancePct: 8, remoteProvinces: ['54', '65'], version: 2 }, {}, 'Saved')
      : ok({ tolerancePct: 10, remoteProvinces: ['54'], version: 1 }),
  );
  renderWithProviders(<ShippingSettingsScreen />, { locale });
  return calls;
}

describe('Admin’s shipping settings', () => {
  it('shows the tolerance and the remote provinces chosen, and saves a change', async () => {
    const calls = open();
    expect(await screen.findByLabelText('Over-shipment tolerance (%)')).toHaveValue('10');
    const tibet = await screen.findByRole('checkbox', { name: '西藏自治区' });
    expect(tibet).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '广东省' })).not.toBeChecked();
    fireEvent.change(screen.getByLabelText('Over-shipment tolerance (%)'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '新疆维吾尔自治区' }));
    expect(screen.getByText(/2 chosen/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = calls.find((c) => c.method === 'PUT')!.body!;
    expect(body.get('tolerancePct')).toBe('8');
    expect(JSON.parse(body.get('remoteProvinces')!)).toEqual(['54', '65']);
  });

  it('is in Chinese for a Chinese reader', async () => {
    open('cn');
    expect(await screen.findByLabelText('允许超发比例（%）')).toHaveValue('10');
    expect(screen.getByText(/这些省份（及境外）的地址为偏远地区/)).toBeInTheDocument();
  });
});
