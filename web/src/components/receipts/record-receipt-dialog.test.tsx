/** @jest-environment jsdom */
import '../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type ApiCall, mockFetch, ok } from '../../testing/mock-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { fakeUploads, uploaded } from '../files/testing/fake-upload';
import { RecordReceiptDialog } from './record-receipt-dialog';

const image = () => new File([new Uint8Array([1, 2, 3])], 'transfer.png', { type: 'image/png' });

function open(answers: ((call: ApiCall) => ReturnType<typeof ok> | undefined)[], locale: 'en' | 'cn' = 'en') {
  fakeUploads(() => uploaded('upload/2026/11/transfer.png'));
  let n = 0;
  const calls = mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/session') return ok({ permissions: [] });
    if (call.method === 'POST' && call.path === '/api/finance/receipt') {
      const answer = answers[Math.min(n++, answers.length - 1)]!(call);
      if (answer) return answer;
    }
    return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
  });
  const onClose = jest.fn();
  renderWithProviders(
    <RecordReceiptDialog
      contractId="c-1"
      contractNumber="HT20261124-AB12"
      currency="CNY"
      orderId="o-1"
      onClose={onClose}
    />,
    { locale },
  );
  return { calls, onClose };
}

async function fill(amount: string): Promise<void> {
  fireEvent.change(screen.getByLabelText('Amount (CNY)'), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('Upload image'), { target: { files: [image()] } });
  await screen.findByText('upload successful');
}

const posts = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/finance/receipt');

describe('the record-a-receipt dialog', () => {
  it('sends the amount, method, date, proofs and note, and sends the same key again after a failure', async () => {
    const refused = () => ({
      status: 422,
      body: {
        code: 1003,
        data: null,
        msg: 'Amounts in CNY have at most 2 decimals',
        extra: { fields: { amount: 'Amounts in CNY have at most 2 decimals' } },
      },
    });
    const { calls, onClose } = open([
      refused,
      () =>
        ok(
          { receiptId: 'r-1', recorded: true },
          { position: '7' },
          'Receipt recorded; it waits for Finance to confirm',
        ),
    ]);
    await fill('300.125');
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: ' wire ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record receipt' }));
    expect(await screen.findAllByText('Amounts in CNY have at most 2 decimals')).not.toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Amount (CNY)'), { target: { value: '300.12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record receipt' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    const [first, second] = posts(calls);
    const sent = Object.fromEntries(second!.body!);
    expect(sent).toMatchObject({
      contractId: 'c-1',
      orderId: 'o-1',
      amount: '300.12',
      method: 'bank',
      proofs: 'upload/2026/11/transfer.png',
      note: 'wire',
    });
    expect(sent.receivedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // One dialog, one key (the Idempotency-Key header): a retry can never record the receipt twice.
    expect(sent.idempotencyKey).toBeUndefined();
    expect(first!.headers['Idempotency-Key']).toMatch(/^[\x21-\x7e]{1,255}$/);
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
  });

  it('cannot be sent without an amount and a proof image', async () => {
    open([() => ok({ receiptId: 'r-1', recorded: true })]);
    const send = screen.getByRole('button', { name: 'Record receipt' });
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Amount (CNY)'), { target: { value: '10' } });
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Upload image'), { target: { files: [image()] } });
    await waitFor(() => expect(send).toBeEnabled());
  });

  it('speaks Chinese', async () => {
    open([() => ok({ receiptId: 'r-1', recorded: true })], 'cn');
    expect(await screen.findByRole('dialog', { name: '登记收款' })).toBeInTheDocument();
    expect(screen.getByLabelText('金额（CNY）')).toBeInTheDocument();
    expect(screen.getByText('财务确认后才计入签单所需的预付款。')).toBeInTheDocument();
  });
});

describe("the record-a-receipt dialog's figures", () => {
  it('shows what the contract is owed, the prepayment its terms ask, what is confirmed and what is missing', async () => {
    const figures = {
      owed: '1538.33',
      prepayment: '461.5',
      confirmed: '200',
      waiting: '61.5',
      missing: '261.5',
    };
    mockFetch((call) => {
      if (call.path === '/api/session') return ok({ permissions: [] });
      if (call.path === '/api/finance/contract/c-1/money') return ok({ figures });
      return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
    });
    renderWithProviders(
      <RecordReceiptDialog contractId="c-1" contractNumber="HT1" currency="USD" onClose={jest.fn()} />,
    );
    const list = await screen.findByLabelText("The contract's money");
    for (const [label, value] of [
      ['Owed by the contract', '$1,538.33'],
      ['Prepayment the terms ask', '$461.50'],
      ['Confirmed by Finance', '$200.00'],
      ['Recorded, waiting for Finance', '$61.50'],
      ['Prepayment missing', '$261.50'],
    ])
      expect(list).toHaveTextContent(`${label}${value}`);
  });
});
