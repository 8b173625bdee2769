/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type {
  LotView,
  OrderDetail,
  OrderShippingView,
  Role,
  TraderOrderInspectionView,
  TraderOrderShippingView,
} from '@packflow/contracts';
import { clearSession, saveSession } from '../../../lib/session';
import { type Reply, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { windowWidth } from '../../../testing/window-width';
import { loginAs, orderDetail } from './order-fixtures';
import { OrderDetailScreen } from './order-detail-screen';

afterEach(() => clearSession());

const NOT_FOUND: Reply = { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };

const shipment = {
  id: 'sh-1',
  n: 1,
  quantity: 4000,
  waybill: 'SF100200300',
  company: 'SF Express',
  service: 'ordinaryExpress' as const,
  freight: '35.00',
  weight: 42,
  cartons: { count: 4, length: 60, width: 40, height: 40 },
  pallets: null,
  address: 'Shenzhen',
  postage: { mode: 'charged' as const, amount: '12.00' },
  by: 'w-1',
  byName: 'Zhao',
  at: '2026-11-26T08:00:00.000Z',
};

const shipping = (over: Partial<OrderShippingView> = {}): OrderShippingView => ({
  orderId: 'o-1',
  orderNumber: 'HT20261124-AB12-1',
  customerId: 'c-1',
  customerName: 'Harbour Tea',
  ownerId: 's-1',
  unit: 'piece',
  status: 'partial',
  defaultAddress: 'Shenzhen',
  defaultRegionCode: '440305',
  remote: false,
  discountAllows: true,
  readiness: {
    ready: false,
    blocks: ['balanceUnconfirmed', 'overOrdered'],
    figures: {
      ordered: 10000,
      inspected: 9000,
      shipped: 4000,
      limit: 11000,
      remaining: 5000,
      outstanding: 6000,
      tolerancePct: 10,
    },
    balanceConfirmed: false,
    creditReleased: false,
  },
  shipments: [shipment],
  approvals: [],
  closeReason: null,
  concession: null,
  actions: ['requestOverShipment', 'requestCredit'],
  ...over,
});

const lot = (over: Partial<LotView> = {}): LotView =>
  ({
    id: 'o-1:1',
    n: 1,
    orderId: 'o-1',
    quantity: 9500,
    unit: 'piece',
    status: 'passed',
    inspection: { goodQuantity: 9000, at: '2026-11-25T08:00:00.000Z' },
    ...over,
  }) as LotView;

function open({
  role = 'OperatorIndex' as Role,
  order = orderDetail({ status: 'waitsend' }) as OrderDetail,
  inspection = { orderId: 'o-1', lots: [lot()], shippable: 9000 } as unknown,
  ship = shipping() as unknown,
  locale = 'en' as 'en' | 'cn',
} = {}) {
  saveSession(loginAs(role));
  const calls = mockFetch((call) => {
    if (call.path === '/api/session')
      return ok({ permissions: ['GET@order', 'GET@inspection/:orderId', 'GET@shipping/:orderId'] });
    if (call.path === '/api/order/o-1') return ok(order);
    if (call.path === '/api/inspection/o-1') return inspection ? ok(inspection) : NOT_FOUND;
    if (call.path === '/api/shipping/o-1') return ship ? ok(ship) : NOT_FOUND;
    if (call.method === 'POST') return ok(null, { position: '3' }, 'Asked');
    return NOT_FOUND;
  });
  renderWithProviders(
    <MemoryRouter initialEntries={['/Order/Detail?id=o-1']}>
      <Routes>
        <Route path="/Order/Detail" element={<OrderDetailScreen />} />
      </Routes>
    </MemoryRouter>,
    { locale },
  );
  return calls;
}

describe("the order detail's inspection and shipping", () => {
  it('shows the owner the lots, the shipments with waybills, and every block in words', async () => {
    open();
    const region = await screen.findByRole('region', { name: 'Inspection and shipping' });
    const lots = await within(region).findByRole('table', { name: 'Inspection lots' });
    expect(within(lots).getByText('Passed')).toBeInTheDocument();
    const shipments = await within(region).findByRole('table', { name: 'Shipments' });
    expect(within(shipments).getByText('SF100200300')).toBeInTheDocument();
    expect(
      within(shipments).getByRole('button', { name: 'Download the delivery note of shipment 1' }),
    ).toBeInTheDocument();
    expect(
      within(region).getByText('Balance not confirmed by Finance (and not released on credit)'),
    ).toBeInTheDocument();
    expect(within(region).getByText(/Over the ordered quantity plus the tolerance/)).toBeInTheDocument();
  });

  it('asks for an over-shipment when the server offers it, with quantity and reason', async () => {
    const calls = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for over-shipment' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'The warehouse may ship up to 11,000 pcs (10% over the ordered 10,000 pcs)',
    );
    fireEvent.change(within(dialog).getByLabelText('Quantity above the limit'), { target: { value: '500' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Spare bags' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/shipping/o-1/approvals')).toBe(true));
    const body = calls.find((c) => c.path === '/api/shipping/o-1/approvals')!.body!;
    expect(body.get('kind')).toBe('overShipment');
    expect(body.get('quantity')).toBe('500');
    expect(body.get('reason')).toBe('Spare bags');
    expect(body.get('approvalId')).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    // The toast says what was asked.
    expect(
      await screen.findByText(
        /^Over-shipment of 500 pcs asked for on order .+: OperatorManage will answer\.$/,
      ),
    ).toBeInTheDocument();
  });

  it('offers no request the server does not offer', async () => {
    open({ ship: shipping({ actions: [] }) });
    await screen.findByRole('table', { name: 'Shipments' });
    expect(screen.queryByRole('button', { name: 'Ask for over-shipment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for credit release' })).not.toBeInTheDocument();
  });

  it('shows a trader his shipments and waybills, and lots only as waiting, in progress or passed (Chinese)', async () => {
    const trader: TraderOrderShippingView = {
      orderId: 'o-1',
      status: 'partial',
      shipped: 4000,
      ordered: 10000,
      shipments: [
        { id: 'sh-1', n: 1, quantity: 4000, waybill: 'SF100200300', company: 'SF Express', at: shipment.at },
      ],
    };
    const lots: TraderOrderInspectionView = {
      orderId: 'o-1',
      shippable: 9000,
      lots: [
        {
          id: 'o-1:1',
          n: 1,
          quantity: 9500,
          unit: 'piece',
          status: 'inProgress',
          goodQuantity: null,
          inspectedAt: null,
        },
      ],
    };
    open({ role: 'Traders', inspection: lots, ship: trader, locale: 'cn' });
    const region = await screen.findByRole('region', { name: '质检与发货' });
    expect(await within(region).findByText('处理中')).toBeInTheDocument();
    expect(await within(region).findByText('SF100200300')).toBeInTheDocument();
    expect(region.textContent).not.toMatch(/尾款|超发|运费/);
  });

  it("shows a trader's reworked lot as made again once it came back as the next lot, on a phone as cards (Chinese)", async () => {
    windowWidth(390);
    const traderLot = (n: number, status: 'remade' | 'passed') => ({
      id: `o-1:${n}`,
      n,
      quantity: 2000,
      unit: 'piece' as const,
      status,
      goodQuantity: status === 'passed' ? 2000 : null,
      inspectedAt: status === 'passed' ? shipment.at : null,
    });
    const lots: TraderOrderInspectionView = {
      orderId: 'o-1',
      shippable: 2000,
      lots: [traderLot(1, 'remade'), traderLot(2, 'passed')],
    };
    const trader: TraderOrderShippingView = {
      orderId: 'o-1',
      status: 'shipped',
      shipped: 2000,
      ordered: 2000,
      shipments: [
        { id: 'sh-1', n: 1, quantity: 2000, waybill: 'SF100200300', company: 'SF Express', at: shipment.at },
      ],
    };
    try {
      open({ role: 'Traders', inspection: lots, ship: trader, locale: 'cn' });
      const region = await screen.findByRole('region', { name: '质检与发货' });
      const cards = within(await within(region).findByRole('list', { name: '质检批次' })).getAllByRole(
        'listitem',
      );
      expect(cards).toHaveLength(2);
      expect(cards[0]).toHaveTextContent('第 1 批');
      expect(cards[0]).toHaveTextContent('已重新生产（见下一批）');
      expect(cards[1]).toHaveTextContent('合格');
      expect(within(region).queryByRole('table')).toBeNull();
      const shipped = within(region).getByRole('list', { name: '发货记录' });
      expect(within(shipped).getByText('SF100200300')).toBeInTheDocument();
      expect(within(shipped).getByRole('button', { name: '下载第 1 次发货的送货单' })).toBeInTheDocument();
    } finally {
      delete (window as Partial<Window>).matchMedia;
    }
  });

  it('stays away before the order reaches inspection', async () => {
    const calls = open({ order: orderDetail() });
    await screen.findByRole('region', { name: 'Production' });
    expect(screen.queryByRole('region', { name: 'Inspection and shipping' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/shipping'))).toBe(false);
  });

  it("leaves a past day to the order's story: today's lots and shipments are not shown as of then", async () => {
    const calls = open({ order: orderDetail({ status: 'waitsend', asOf: '2026-11-25' }) });
    await screen.findByRole('region', { name: 'Production' });
    expect(screen.queryByRole('region', { name: 'Inspection and shipping' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/shipping'))).toBe(false);
  });

  it('says nothing has reached inspection when the API has no lot yet', async () => {
    open({ order: orderDetail({ status: 'inspection' }), inspection: null, ship: null });
    expect(await screen.findByText(/Nothing has reached inspection yet/)).toBeInTheDocument();
  });
});
