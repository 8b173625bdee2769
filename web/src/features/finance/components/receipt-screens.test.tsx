/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import '../../../testing/table-polyfills';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReceiptRow } from '@packflow/contracts';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ReceiptAuditScreen, ReceiptReviewedScreen } from './receipt-screens';

const RECEIPT: ReceiptRow = {
  receiptId: 'r-1',
  contractId: 'c-1',
  contractNumber: 'HT20261124-AB12',
  orderId: null,
  customerId: 'cu-1',
  customerName: 'Harbour Tea',
  ownerId: 'u-sales',
  ownerName: 'Sam Sales',
  amount: '250',
  currency: 'CNY',
  method: 'bank',
  receivedOn: '2026-11-24',
  proofs: '',
  note: 'second wire',
  status: 'pending',
  recordedBy: 'u-sales',
  recordedByName: 'Sam Sales',
  recordedAt: '2026-11-24T06:00:00.000Z',
  decidedBy: null,
  decidedByName: null,
  decidedAt: null,
  reason: null,
  actions: ['confirm', 'reject'],
  contractMoney: { owed: '1000', prepayment: '500', confirmed: '100', waiting: '250', missing: '400' },
};

function open(locale: 'en' | 'cn' = 'en') {
  mockFetch((call) => {
    if (call.path === '/api/session') return ok({ permissions: ['PUT@finance/receipt/:id/confirm'] });
    if (call.path === '/api/finance/receipt')
      return ok([RECEIPT], { pageInfo: { _page: 1, _size: 20, _count: 1, _pageSize: 1 } });
    return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
  });
  renderWithProviders(<ReceiptAuditScreen />, { locale });
}

describe("Finance's receipts waiting for confirmation", () => {
  it("show each receipt with its contract's figures: owed, prepayment asked, confirmed, waiting, missing", async () => {
    open();
    const row = (await screen.findByText('second wire')).closest('[role="row"], tr')!;
    const cells = within(row as HTMLElement);
    expect(cells.getByText('¥250.00')).toBeInTheDocument();
    for (const text of [
      'Owed by the contract ¥1,000.00',
      'Prepayment the terms ask ¥500.00',
      'Confirmed by Finance ¥100.00',
      'Recorded, waiting for Finance ¥250.00',
      'Prepayment missing ¥400.00',
    ])
      expect(cells.getByText(text)).toBeInTheDocument();
  });

  it('say so in Chinese', async () => {
    open('cn');
    const row = (await screen.findByText('second wire')).closest('[role="row"], tr')!;
    expect(within(row as HTMLElement).getByText('预付款尚缺 ¥400.00')).toBeInTheDocument();
  });
});

describe("Finance's decided receipts", () => {
  it('offer a reversal only where the server lists it (never below the refunds made)', async () => {
    const confirmed = { ...RECEIPT, status: 'confirmed' as const, contractMoney: undefined };
    mockFetch((call) => {
      if (call.path === '/api/session') return ok({ permissions: ['PUT@finance/receipt/:id/reverse'] });
      if (call.path === '/api/finance/receipt')
        return ok(
          [
            { ...confirmed, actions: ['reverse'] },
            { ...confirmed, receiptId: 'r-2', note: 'refunded already', actions: [] },
          ],
          { pageInfo: { _page: 1, _size: 20, _count: 2, _pageSize: 2 } },
        );
      return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
    });
    renderWithProviders(<ReceiptReviewedScreen />);
    const rowOf = async (note: string) =>
      within((await screen.findByText(note)).closest('[role="row"], tr') as HTMLElement);
    expect(
      (await rowOf('second wire')).getByRole('button', { name: /^Reverse receipt/ }),
    ).toBeInTheDocument();
    expect((await rowOf('refunded already')).queryByRole('button', { name: /^Reverse receipt/ })).toBeNull();
  });
});

describe("Finance's receipt actions", () => {
  it('name the amount as money in their labels and in the confirm question, in yuan and in dollars', async () => {
    mockFetch((call) => {
      if (call.path === '/api/session')
        return ok({ permissions: ['PUT@finance/receipt/:id/confirm', 'PUT@finance/receipt/:id/reject'] });
      if (call.path === '/api/finance/receipt')
        return ok(
          [
            { ...RECEIPT, amount: '800' },
            { ...RECEIPT, receiptId: 'r-2', note: 'dollar wire', amount: '1200.5', currency: 'USD' },
          ],
          { pageInfo: { _page: 1, _size: 20, _count: 2, _pageSize: 2 } },
        );
      return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
    });
    renderWithProviders(<ReceiptAuditScreen />);
    const confirm = await screen.findByRole('button', { name: 'Confirm receipt ¥800.00 of HT20261124-AB12' });
    expect(
      screen.getByRole('button', { name: 'Reject receipt ¥800.00 of HT20261124-AB12' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Confirm receipt $1,200.50 of HT20261124-AB12' }),
    ).toBeInTheDocument();
    fireEvent.click(confirm);
    expect(
      await screen.findByText('Confirm that ¥800.00 for contract HT20261124-AB12 has arrived?'),
    ).toBeInTheDocument();
  });

  it('say so in Chinese', async () => {
    mockFetch((call) => {
      if (call.path === '/api/session') return ok({ permissions: ['PUT@finance/receipt/:id/reverse'] });
      if (call.path === '/api/finance/receipt')
        return ok([{ ...RECEIPT, amount: '800', status: 'confirmed', actions: ['reverse'] }], {
          pageInfo: { _page: 1, _size: 20, _count: 1, _pageSize: 1 },
        });
      return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
    });
    renderWithProviders(<ReceiptReviewedScreen />, { locale: 'cn' });
    expect(
      await screen.findByRole('button', { name: '冲正合同 HT20261124-AB12 的收款 ¥800.00' }),
    ).toBeInTheDocument();
  });
});
