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

const scrolled = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrolled;
});

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
    // The toast says what was recorded: the shipment's number, quantity and waybill.
    expect(await screen.findByText('Shipment 2 recorded: 400 pcs, waybill SF1.')).toBeInTheDocument();
  });

  it('says when the shipment completes the order (Chinese)', async () => {
    mockFetch(() =>
      ok({ orderId: 'o-1', status: 'shipped', shipped: 1000, ordered: 1000 }, { position: '1' }),
    );
    renderWithProviders(<ShipDialog view={shippingView()} onClose={jest.fn()} />, { locale: 'cn' });
    fireEvent.change(screen.getByLabelText('运单号'), { target: { value: 'SF9' } });
    fireEvent.click(screen.getByRole('button', { name: '登记发货' }));
    expect(
      await screen.findByText('第 2 次发货已登记：400 个，运单号 SF9。订单已全部发货。'),
    ).toBeInTheDocument();
  });

  it('shows every reason a blocked shipment is refused', async () => {
    open();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Record the shipment' }));
    const refusal = (await screen.findByText('This shipment cannot go yet:')).closest('[role="alert"]');
    const text = refusal?.textContent ?? '';
    for (const reason of REASONS) expect(text).toContain(reason);
    // Brought into view (the form was scrolled to its button) and given the focus.
    await waitFor(() => expect(document.activeElement).toBe(refusal));
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
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
