/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RefundableOrderRow } from '@packflow/contracts';
import { type ApiCall, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { RefundDialog } from './refund-dialog';

const ORDER: RefundableOrderRow = {
  orderId: 'o-1',
  orderNumber: 'HT20261124-AB12-1',
  contractId: 'c-1',
  contractNumber: 'HT20261124-AB12',
  customerName: 'Harbour Tea',
  currency: 'CNY',
  total: '4000',
  refunded: '0',
  refundable: '1200.5',
  canceledAt: '2026-11-24T06:00:00.000Z',
};

function open(answers: (() => ReturnType<typeof ok>)[], locale: 'en' | 'cn' = 'en') {
  let n = 0;
  const calls = mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/session') return ok({ permissions: [] });
    if (call.method === 'POST' && call.path === '/api/finance/payment')
      return answers[Math.min(n++, answers.length - 1)]!();
    return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
  });
  const onClose = jest.fn();
  renderWithProviders(<RefundDialog order={ORDER} onClose={onClose} />, { locale });
  return { calls, onClose };
}

const posts = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/finance/payment');

describe('the record-a-refund dialog', () => {
  it('shows the refusal above the refundable amount at the field, and sends the same key again in the header', async () => {
    const tooLarge = () => ({
      status: 422,
      body: {
        code: 1003,
        data: null,
        msg: 'A refund cannot exceed the confirmed money (¥1,200.50)',
        extra: { fields: { amount: 'A refund cannot exceed the confirmed money (¥1,200.50)' } },
      },
    });
    const { calls, onClose } = open([
      tooLarge,
      () => ok({ paymentId: 'p-1' }, { position: '9' }, 'Refund recorded'),
    ]);
    expect(
      screen.getByText(
        'Order HT20261124-AB12-1 of contract HT20261124-AB12 (Harbour Tea): total ¥4,000.00, already refunded on this order ¥0.00; refundable on the contract ¥1,200.50',
      ),
    ).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Record refund' });
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Amount to refund (CNY)'), { target: { value: '1200.51' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: ' canceled ' } });
    fireEvent.click(send);
    expect(
      await screen.findAllByText('A refund cannot exceed the confirmed money (¥1,200.50)'),
    ).not.toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Amount to refund (CNY)'), { target: { value: '1000.25' } });
    fireEvent.click(send);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [first, second] = posts(calls);
    expect(Object.fromEntries(second!.body!)).toEqual({
      contractId: 'c-1',
      orderId: 'o-1',
      amount: '1000.25',
      reason: 'canceled',
    });
    expect(first!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
  });

  it('speaks Chinese', async () => {
    open([() => ok({ paymentId: 'p-1' })], 'cn');
    expect(await screen.findByRole('dialog', { name: '登记退款' })).toBeInTheDocument();
    expect(screen.getByLabelText('退款金额（CNY）')).toBeInTheDocument();
    expect(screen.getByText(/合同可退 ¥1,200.50/)).toBeInTheDocument();
  });

  it('shows dollars as money too, in the summary and the hint', () => {
    mockFetch((call) =>
      call.path === '/api/session'
        ? ok({ permissions: [] })
        : { status: 404, body: { code: 1004, data: null, msg: '', extra: {} } },
    );
    renderWithProviders(
      <RefundDialog
        order={{ ...ORDER, currency: 'USD', total: '1538.3326', refunded: '38.3' }}
        onClose={jest.fn()}
      />,
    );
    expect(
      screen.getByText(
        /total \$1,538\.33, already refunded on this order \$38\.30; refundable on the contract \$1,200\.50$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('At most $1,200.50, up to 2 decimals')).toBeInTheDocument();
  });

  it('names no currency (and shows no empty brackets) before an order is chosen', async () => {
    mockFetch((call) =>
      call.path === '/api/session'
        ? ok({ permissions: [] })
        : ok([], { pageInfo: { _page: 1, _size: 20, _count: 0, _pageSize: 0 } }),
    );
    renderWithProviders(<RefundDialog onClose={jest.fn()} />);
    expect(await screen.findByLabelText('Amount to refund')).toBeDisabled();
    expect(screen.queryByText(/\(\)/)).not.toBeInTheDocument();
  });
});
