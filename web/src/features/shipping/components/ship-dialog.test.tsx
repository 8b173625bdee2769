/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { ShippingDetail } from '../api/shipping';
import { ShipDialog } from './ship-dialog';
import { shippingView } from './shipping-fixtures';

const REASONS = [
  'The balance is not received and confirmed by Finance, and not released on credit',
  'Above the inspected good quantity: 400 may still ship (600 inspected good, 200 shipped)',
];

function open(view: ShippingDetail = shippingView(), locale: 'en' | 'cn' = 'en', refuse = true) {
  const onClose = jest.fn();
  const calls = mockFetch(() =>
    refuse
      ? {
          status: 422,
          body: {
            code: 1010,
            data: null,
            msg: 'This shipment cannot go yet',
            extra: { blocks: ['balanceUnconfirmed', 'aboveInspected'], reasons: REASONS },
          },
        }
      : ok(null, { position: '10' }, 'Shipment recorded'),
  );
  renderWithProviders(<ShipDialog view={view} onClose={onClose} />, { locale });
  return { calls, onClose };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fill() {
  type('Waybill No.', 'SF1');
  type('Logistics company', 'SF Express');
  type('Freight', '35.5');
  type('Weight (kg)', '42');
  type('Count', '4');
  type('Length (cm)', '60');
  type('Width (cm)', '40');
  type('Height (cm)', '40');
  type('Postage amount', '12');
}

describe('the Ship dialog', () => {
  it('proposes what may still ship, sends the shipment with its cartons and postage, and closes', async () => {
    const { calls, onClose } = open(shippingView(), 'en', false);
    expect(screen.getByLabelText('Quantity')).toHaveValue('400');
    expect(screen.getByLabelText('Ship to')).toHaveDisplayValue('广东省 深圳市 南山区 科技园路 1 号');
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Record the shipment' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = calls.find((c) => c.path === '/api/shipping/o-1/shipments')!.body!;
    expect(body.get('quantity')).toBe('400');
    expect(body.get('service')).toBe('ordinaryExpress');
    expect(JSON.parse(body.get('cartons')!)).toEqual({ count: '4', length: '60', width: '40', height: '40' });
    expect(body.get('pallets')).toBe('');
    expect(JSON.parse(body.get('postage')!)).toEqual({ mode: 'charged', amount: '12' });
    expect(body.get('address')).toBe('广东省 深圳市 南山区 科技园路 1 号');
    expect(body.get('regionCode')).toBe('440305');
    expect(body.get('shipmentId')).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });

  it('shows every reason a blocked shipment is refused', async () => {
    open();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Record the shipment' }));
    const alerts = await screen.findAllByRole('alert');
    const text = alerts.map((a) => a.textContent).join(' ');
    expect(text).toContain('This shipment cannot go yet');
    for (const reason of REASONS) expect(text).toContain(reason);
  });

  it('offers the postage exemption only where the rule allows, and says why not', () => {
    open(shippingView({ remote: true, discountAllows: false }));
    expect(screen.getByRole('radio', { name: 'Exempt (free)' })).toBeDisabled();
    expect(
      screen.getByText(
        /Not allowed here: the address is in a remote area; the order is not priced above 95%\./,
      ),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Service'), { target: { value: 'pickup' } });
    expect(screen.getByText(/the service is neither ordinary express nor logistics/)).toBeInTheDocument();
  });

  it('lets a typed address go, counted remote, exemption refused (Chinese)', () => {
    open(shippingView(), 'cn');
    expect(screen.getByRole('radio', { name: '免邮' })).toBeEnabled();
    fireEvent.change(screen.getByLabelText('收货地址'), { target: { value: 'other' } });
    expect(screen.getByText('地区未知：不能免邮。')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '免邮' })).toBeDisabled();
  });
});
