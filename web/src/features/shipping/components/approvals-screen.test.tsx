/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApprovalItem, ShippingApprovalRow } from '@packflow/contracts';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ApprovalsScreen } from './approvals-screen';
import { shippingRow } from './shipping-fixtures';

const approval = (over: Partial<ApprovalItem> = {}): ApprovalItem => ({
  id: 'ap-1',
  kind: 'overShipment',
  quantity: 150,
  reason: 'The customer takes the spare rolls',
  status: 'pending',
  requestedBy: 's-1',
  requestedByName: 'Li Si',
  requestedAt: '2026-11-26T08:00:00.000Z',
  decidedBy: null,
  decidedByName: null,
  decisionReason: null,
  decidedAt: null,
  actions: ['approve', 'reject'],
  ...over,
});

const row = (approvals: ApprovalItem[], over: Partial<ShippingApprovalRow> = {}): ShippingApprovalRow => ({
  ...shippingRow(),
  approvals,
  ...over,
});

function open(pending: ShippingApprovalRow[], decided: ShippingApprovalRow[], locale: 'en' | 'cn' = 'en') {
  const calls = mockFetch((call) => {
    if (call.path === '/api/shipping/approvals') {
      const rows = call.query.get('status') === 'pending' ? pending : decided;
      return ok(rows, { pageInfo: { _page: 1, _size: 20, _count: rows.length } });
    }
    if (call.method === 'POST') return ok(null, { position: '5' }, 'Answered');
    return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
  });
  renderWithProviders(<ApprovalsScreen />, { locale });
  return calls;
}

describe('OperatorManage’s shipping approvals', () => {
  it('lists the requests waiting with quantity, figures and balance, and approves one with a reason', async () => {
    const calls = open(
      [
        row([approval(), approval({ id: 'ap-2', kind: 'credit', quantity: null, reason: 'Good payer' })]),
        row([approval({ id: 'ap-3', actions: [] })], { orderId: 'o-3', orderNumber: 'HT-3', blocks: [] }),
      ],
      [],
    );
    const pending = await screen.findByRole('table', { name: 'Waiting for an answer' });
    expect((await within(pending).findAllByText('The customer takes the spare rolls')).length).toBe(2);
    expect(within(pending).getAllByText('150 pcs').length).toBeGreaterThan(0);
    expect(within(pending).getAllByText('1,000 pcs / 600 pcs / 200 pcs').length).toBe(3);
    expect(within(pending).getAllByText('Not confirmed').length).toBe(2);
    expect(within(pending).getByText('Confirmed')).toBeInTheDocument();
    // Only what the server offers: the request on HT-3 has no actions for this reader.
    expect(
      screen.queryByRole('button', { name: 'Approve the Over-shipment of order HT-3' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText(/Nothing answered yet/)).toBeInTheDocument();

    fireEvent.click(
      screen.getByRole('button', { name: 'Approve the Over-shipment of order HT20261124-AB12-1' }),
    );
    const dialog = await screen.findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: 'Approve' });
    expect(send).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Reason of the answer'), {
      target: { value: 'Fine by me' },
    });
    fireEvent.click(send);
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/shipping/o-1/approvals/ap-1/decide')).toBe(true),
    );
    const body = calls.find((c) => c.path === '/api/shipping/o-1/approvals/ap-1/decide')!.body!;
    expect(body.get('decision')).toBe('approve');
    expect(body.get('reason')).toBe('Fine by me');
    expect(
      await screen.findByText('Over-shipment of order HT20261124-AB12-1 approved; the salesman is told.'),
    ).toBeInTheDocument();
  });

  it('says a balance released on credit is released, not confirmed', async () => {
    open(
      [],
      [
        row(
          [
            approval({
              kind: 'credit',
              quantity: null,
              status: 'approved',
              decisionReason: 'Known customer',
              decidedBy: 'm-1',
              decidedAt: '2026-11-26T09:00:00.000Z',
              actions: [],
            }),
          ],
          { blocks: [] },
        ),
      ],
    );
    expect(await screen.findByText('Released on credit')).toBeInTheDocument();
  });

  it('shows the answered ones below with their answer, in Chinese', async () => {
    open(
      [],
      [
        row([
          approval({
            status: 'rejected',
            decisionReason: '尾款未到',
            decidedBy: 'm-1',
            decidedByName: '王经理',
            decidedAt: '2026-11-26T09:00:00.000Z',
            actions: [],
          }),
        ]),
      ],
      'cn',
    );
    expect(await screen.findByText('尾款未到')).toBeInTheDocument();
    expect(screen.getByText('已驳回')).toBeInTheDocument();
    expect(screen.getByText('未确认')).toBeInTheDocument();
    expect(screen.getByText(/没有待审批的申请/)).toBeInTheDocument();
  });
});
