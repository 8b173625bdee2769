/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act, screen, waitFor, within } from '@testing-library/react';
import { type ContractMoneyView, LIVE_EVENTS, type OrderDetail } from '@packflow/contracts';
import { connectLive } from '../../../lib/live';
import { fakeSocket } from '../../../testing/fake-socket';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { OrderMoneyCard } from './order-money-card';

const ORDER = {
  id: 'o-1',
  contractId: 'c-1',
  contractNumber: 'HT20261124-AB12',
  currency: 'CNY',
  revision: 3,
  closing: null,
  asOf: null,
} as unknown as OrderDetail;

const view = (over: Partial<ContractMoneyView> = {}): ContractMoneyView => ({
  contractId: 'c-1',
  contractNumber: 'HT20261124-AB12',
  currency: 'CNY',
  paymentTerms: 'advance30',
  otherTermsApproved: false,
  contractTotal: '1538.33',
  supplementary: '0',
  released: '0',
  signed: { amount: '1538.33', orderIds: ['o-1'] },
  pending: { amount: '0', receiptIds: [] },
  confirmed: { amount: '461.5', receiptIds: ['r-1'] },
  reversed: { amount: '0', receiptIds: [] },
  refunds: { amount: '0', paymentIds: [] },
  net: '461.5',
  balance: '1076.83',
  figures: { owed: '1538.33', prepayment: '461.5', confirmed: '461.5', waiting: '0', missing: '0' },
  settlement: {
    downPaymentRequired: '461.5',
    downPaymentPaid: '461.5',
    balanceRequired: '1076.83',
    balancePaid: '0',
    surplus: '0',
    prepaymentStatus: 'downPayment',
    balanceStatus: 'unpaid',
  },
  ...over,
});

/** The same contract once its only order is canceled and its money refunded. */
const canceledAndRefunded = view({
  released: '1538.33',
  refunds: { amount: '461.5', paymentIds: ['p-1'] },
  net: '0',
  balance: '0',
  figures: { owed: '0', prepayment: '0', confirmed: '0', waiting: '0', missing: '0' },
  settlement: {
    downPaymentRequired: '0',
    downPaymentPaid: '0',
    balanceRequired: '0',
    balancePaid: '0',
    surplus: '0',
    prepaymentStatus: 'notOwed',
    balanceStatus: 'notOwed',
  },
});

function open(money: () => ContractMoneyView, locale: 'en' | 'cn' = 'en') {
  const calls = mockFetch((call) => {
    if (call.path === '/api/session') return ok({ permissions: ['GET@finance/contract/:id/money'] });
    if (call.path === '/api/finance/contract/c-1/money') return ok(money());
    return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
  });
  return { calls, ...renderWithProviders(<OrderMoneyCard order={ORDER} />, { locale }) };
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe("the order's money card", () => {
  it('follows a refund live: the refunds read model changing refetches the money', async () => {
    let money = view();
    const { queryClient } = open(() => money);
    const live = fakeSocket();
    const stop = connectLive(queryClient, live.socket);
    try {
      await screen.findByRole('rowheader', { name: 'Refunds' });
      expect(rowOf('Refunds')).toHaveTextContent('¥0.00');
      money = canceledAndRefunded;
      act(() =>
        live.serverSays(LIVE_EVENTS.changed, {
          readModel: 'finance_payments',
          ids: ['p-1'],
          position: '900',
        }),
      );
      await waitFor(() => expect(rowOf('Refunds')).toHaveTextContent('¥461.50'));
    } finally {
      stop();
    }
  });

  it('says a canceled, refunded order owes nothing: no balance to come, neither paid nor unpaid', async () => {
    open(() => canceledAndRefunded);
    await screen.findByRole('rowheader', { name: 'Balance to come' });
    expect(rowOf('Balance to come')).toHaveTextContent('¥0.00');
    expect(rowOf('Canceled orders (not owed)')).toHaveTextContent('¥1,538.33');
    expect(within(rowOf('Prepayment')).getByText('Not owed (order canceled)')).toBeInTheDocument();
    expect(within(rowOf('Balance')).getByText('Not owed (order canceled)')).toBeInTheDocument();
  });

  it('says so in Chinese too', async () => {
    open(() => canceledAndRefunded, 'cn');
    await screen.findByRole('rowheader', { name: '待收尾款' });
    expect(within(rowOf('预付款')).getByText('无需付款（订单已取消）')).toBeInTheDocument();
    expect(within(rowOf('尾款')).getByText('无需付款（订单已取消）')).toBeInTheDocument();
  });
});
