/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { BillAction, BillView } from '@packflow/contracts';
import { type Reply, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { BillBody, BillDetailScreen } from './bill-detail-screen';
import { billView } from './bill-fixtures';

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

const refusal = (error: string, msg: string): Reply => ({
  status: 422,
  body: { code: 1010, data: null, msg, extra: { error } },
});

function openBody(
  view: BillView,
  answer: Parameters<typeof mockFetch>[0] = () => ok(null, { position: '200' }, 'Done'),
) {
  const calls = mockFetch(answer);
  renderWithProviders(<BillBody bill={view} />);
  return calls;
}

const toolbar = () => screen.getByRole('toolbar');
const actionNames = () =>
  within(toolbar())
    .getAllByRole('button')
    .map((b) => b.textContent)
    .filter((name) => !/Download|As sent/.test(name ?? ''));

describe('a bill’s detail', () => {
  it.each<[BillAction[], string[]]>([
    [
      ['send', 'adjust'],
      ['Send to customer', 'Adjust'],
    ],
    [
      ['confirm', 'dispute'],
      ['Confirm (reconciled)', 'Dispute lines'],
    ],
    [[], []],
  ])('offers exactly the actions the view names (%j)', (actions, names) => {
    openBody(billView({ actions }));
    expect(actionNames()).toEqual(names);
  });

  it('shows the totals and every line with 2 decimals in the bill’s currency, the late line tagged', () => {
    openBody(billView());
    expect(screen.getByText('Signing amount').nextSibling).toHaveTextContent('¥2,000.50');
    expect(screen.getByText('Closing balance').nextSibling).toHaveTextContent('¥1,300.50');
    expect(screen.getByText('Opening balance').nextSibling).toHaveTextContent('¥100.00');
    const lines = screen.getByRole('region', { name: 'Lines' });
    expect(within(lines).getByText('¥1,200.00')).toBeInTheDocument();
    expect(within(lines).getByText('¥800.50')).toBeInTheDocument();
    const late = within(lines).getByText('Prior period').closest('tr')!;
    expect(late).toHaveTextContent('2026-09-28');
    expect(late).toHaveTextContent('¥300.00');
    // The history with each event's hash (shortened, whole on hover); not sealed yet.
    expect(
      screen.getByTitle('0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef'),
    ).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Sent to the customer')).toBeInTheDocument();
    expect(screen.getByText(/Not sealed yet/)).toBeInTheDocument();
  });

  it('shows a sealed bill’s chain head', () => {
    openBody(
      billView({
        status: 'reconciled',
        actions: [],
        sealed: { at: '2026-11-30T02:00:00.000Z', by: 's1', chainHead: 'feedface'.repeat(8) },
        history: [
          ...billView().history,
          {
            type: 'BillSealed',
            by: 's1',
            byName: 'Sam Sales',
            at: '2026-11-30T02:00:00.000Z',
            note: '',
            position: '150',
            hash: 'feedface'.repeat(8),
          },
        ],
      }),
    );
    expect(screen.getByText(/Sealed on .* by Sam Sales/)).toBeInTheDocument();
    expect(screen.getByText('feedface'.repeat(8))).toBeInTheDocument();
    expect(screen.getByText('Reconciled')).toBeInTheDocument();
  });

  it('confirms once; a finish-early refusal shows the warning and confirming again acknowledges it', async () => {
    const calls = openBody(billView(), (call) =>
      call.body?.get('acknowledgeEarly') === 'true'
        ? ok(null, { position: '210' }, 'Reconciled')
        : refusal('BILLS.FINISH_EARLY', 'The month has not ended yet'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm (reconciled)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText(/cannot be redone/)).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm (reconciled)' }));

    expect(await within(dialog).findByText(/Finishing early cannot be redone/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(calls[0]!.path).toBe('/api/bills/cus1-202610/confirm');
    expect(calls[0]!.body!.get('acknowledgeEarly')).toBe('false');
    expect(calls[0]!.headers['If-Match']).toBe('"2"');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Finish early anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body!.get('acknowledgeEarly')).toBe('true');
  });

  it('shows any other refusal of a confirmation as it is, without the early warning', async () => {
    openBody(billView(), () =>
      refusal('BILLS.NOT_SENT', 'Only a bill sent to the customer can be confirmed'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm (reconciled)' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm (reconciled)' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only a bill sent');
    expect(within(dialog).queryByText(/cannot be redone/)).not.toBeInTheDocument();
  });

  it('disputes the lines chosen, each with its own reason', async () => {
    const calls = openBody(billView());
    fireEvent.click(screen.getByRole('button', { name: 'Dispute lines' }));
    const dialog = await screen.findByRole('dialog');
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes).toHaveLength(4);
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[2]!);
    const reasons = within(dialog).getAllByRole('textbox');
    expect(reasons).toHaveLength(2);
    // A chosen line without its reason is not sent.
    fireEvent.change(reasons[0]!, { target: { value: 'Price was 1,100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the dispute' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please give a reason for each line chosen.',
    );
    expect(calls).toHaveLength(0);

    fireEvent.change(reasons[1]!, { target: { value: 'Never received' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the dispute' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.path).toBe('/api/bills/cus1-202610/dispute');
    expect(JSON.parse(calls[0]!.body!.get('lines')!)).toEqual([
      { lineId: 'e1:o1', reason: 'Price was 1,100' },
      { lineId: 'e3', reason: 'Never received' },
    ]);
  });

  it('adjusts a disputed bill with a line answering the dispute', async () => {
    const calls = openBody(
      billView({
        status: 'disputed',
        actions: ['adjust'],
        disputes: [
          { lineId: 'e1:o1', reason: 'Price was 1,100', by: 'c', byName: 'Acme', at: '2026-11-03T00:00:00Z' },
        ],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Adjust' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Answers disputed line 1')).toHaveValue('e1:o1');
    fireEvent.change(within(dialog).getByLabelText('Amount 1'), { target: { value: '-100' } });
    fireEvent.change(within(dialog).getByLabelText('Reason 1'), { target: { value: 'Agreed price 1,100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the adjustment' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const [sent] = JSON.parse(calls[0]!.body!.get('adjustments')!) as Record<string, unknown>[];
    expect(sent).toMatchObject({ amount: '-100', reason: 'Agreed price 1,100', lineId: 'e1:o1' });
    expect(sent!.adjustmentId).toMatch(/^[a-f0-9]{24}$/);
  });

  it('loads the bill named in the address, in Chinese for a Chinese reader', async () => {
    const calls = mockFetch(() => ok(billView({ actions: ['send'] })));
    renderWithProviders(
      <MemoryRouter initialEntries={['/Reconciliation/Detail?id=cus1-202610']}>
        <BillDetailScreen />
      </MemoryRouter>,
      { locale: 'cn' },
    );
    expect(await screen.findByRole('heading', { name: 'Acme Foods 2026-10 账单' })).toBeInTheDocument();
    expect(calls[0]!.path).toBe('/api/bills/cus1-202610');
    expect(screen.getByRole('button', { name: '发送给客户' })).toBeInTheDocument();
    expect(screen.getByText('往期')).toBeInTheDocument();
  });
});
