/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { WageSheetAction, WageSheetView } from '@packflow/contracts';
import { fakeUploads, uploaded } from '../../../components/files/testing/fake-upload';
import { type ApiCall, type Reply, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SheetBody, SheetDetailScreen } from './sheet-detail-screen';
import { sheetView } from './wage-fixtures';

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

function openBody(
  view: WageSheetView,
  answer: (call: ApiCall) => Reply = () => ok(null, { position: '200' }, 'Done'),
) {
  const calls = mockFetch(answer);
  renderWithProviders(
    <MemoryRouter>
      <SheetBody sheet={view} />
    </MemoryRouter>,
  );
  return calls;
}

const actionNames = () =>
  screen.queryByRole('toolbar') === null
    ? []
    : within(screen.getByRole('toolbar'))
        .getAllByRole('button')
        .map((b) => b.textContent);
const figure = (key: string) => document.querySelector(`[data-figure="${key}"] dd`);

describe('a wage sheet’s detail', () => {
  it.each<[WageSheetAction[], string[]]>([
    [
      ['adjust', 'check'],
      ['Adjust', 'Check'],
    ],
    [['pay'], ['Pay']],
    [[], []],
  ])('offers exactly the actions the server names (%j)', (actions, names) => {
    openBody(sheetView({ actions }));
    expect(actionNames()).toEqual(names);
  });

  it('shows every figure in yuan with 2 decimals and each line with its event and contract', () => {
    openBody(sheetView());
    expect(figure('base')).toHaveTextContent('¥3,000.00');
    expect(figure('position')).toHaveTextContent('¥500.50');
    expect(figure('carriedIn')).toHaveTextContent('-¥100.00');
    expect(figure('commission')).toHaveTextContent('¥1,300.00');
    expect(figure('total')).toHaveTextContent('¥4,800.50');
    expect(screen.getByText(/A negative commission is carried/)).toBeInTheDocument();
    const lines = screen.getByRole('region', { name: 'Commission lines' });
    const rows = within(lines).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Order signed');
    expect(rows[0]).toHaveTextContent('DD-001');
    expect(rows[0]).toHaveTextContent('SigningCleared');
    expect(rows[0]).toHaveTextContent('contract-c1 @ 101');
    // A dollar collection: in dollars, in yuan, the band it started in, what it earned.
    expect(rows[2]).toHaveTextContent('$3,000.00');
    expect(rows[2]).toHaveTextContent('¥21,600.00');
    expect(rows[2]).toHaveTextContent('¥100,000.00');
    expect(rows[2]).toHaveTextContent('¥432.00');
    expect(rows[3]).toHaveTextContent('Refund');
    expect(rows[3]).toHaveTextContent('-¥32.00');
    expect(rows[3]).toHaveTextContent('payment-p1 @ 130');
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Made by the month close')).toBeInTheDocument();
    expect(within(history).getByText('The month close')).toBeInTheDocument();
  });

  it('adjusts with an amount and a reason under the sheet’s revision, and refuses an empty one', async () => {
    const calls = openBody(sheetView({ revision: 4 }));
    fireEvent.click(screen.getByRole('button', { name: 'Adjust' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the adjustment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please give an amount other than 0');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Amount (yuan)'), { target: { value: '-200.5' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Late to the fair' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the adjustment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/wages/s1-202610/adjust');
    expect(post.headers['If-Match']).toBe('"4"');
    expect(post.body!.get('amount')).toBe('-200.5');
    expect(post.body!.get('reason')).toBe('Late to the fair');
    expect(post.body!.get('adjustmentId')).toMatch(/^[0-9a-f]{24}$/);
  });

  it('shows the server’s refusal in the dialog and keeps it open', async () => {
    openBody(sheetView(), () => ({
      status: 422,
      body: {
        code: 1010,
        data: null,
        msg: 'This adjustment would take the wage below 0 (now 4800.50)',
        extra: {},
      },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Adjust' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Amount (yuan)'), { target: { value: '-9999' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the adjustment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('would take the wage below 0');
  });

  it('checks with the sheet’s revision', async () => {
    const calls = openBody(sheetView({ revision: 2 }));
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('total ¥4,800.50');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((c) => c.method === 'POST')!;
    expect([post.path, post.headers['If-Match']]).toEqual(['/api/wages/s1-202610/check', '"2"']);
  });

  it('pays only with a proof image, sent as the upload stored it', async () => {
    const calls = openBody(sheetView({ status: 'toPay', actions: ['pay'], revision: 5 }));
    fakeUploads(() => uploaded('upload/2026/11/proof.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Paid' })).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Upload image'), {
      target: { files: [new File([new Uint8Array([1])], 'proof.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Paid' })).toBeEnabled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Paid' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((c) => c.method === 'POST')!;
    expect([post.path, post.headers['If-Match'], post.body!.get('proofs')]).toEqual([
      '/api/wages/s1-202610/pay',
      '"5"',
      'upload/2026/11/proof.png',
    ]);
  });

  it('shows a paid sheet’s adjustments with their reasons and its proofs, in Chinese', () => {
    mockFetch(() => ok(null));
    renderWithProviders(
      <MemoryRouter>
        <SheetBody
          sheet={sheetView({
            status: 'paid',
            actions: [],
            adjustments: '-200.50',
            adjustmentList: [
              {
                adjustmentId: 'a1',
                amount: '-200.5',
                reason: '迟到',
                by: 'f1',
                byName: 'Fay Finance',
                at: '2026-11-02T02:00:00.000Z',
              },
            ],
            proofs: ['upload/2026/11/proof.png'],
            paidAt: '2026-11-03T02:00:00.000Z',
          })}
        />
      </MemoryRouter>,
      { locale: 'cn' },
    );
    expect(screen.getByText('已发放')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '调整' })).toHaveTextContent('-¥200.50 迟到 Fay Finance');
    expect(screen.getByRole('img', { name: '凭证 1' })).toHaveAttribute(
      'src',
      '/api/file/upload/2026/11/proof.png?thumb=1',
    );
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  it('says so when the sheet is not there for this reader', async () => {
    mockFetch(() => ({
      status: 404,
      body: { code: 1004, data: null, msg: 'There is no such wage sheet', extra: {} },
    }));
    renderWithProviders(
      <MemoryRouter initialEntries={['/FinanceSalary/Detail?id=s9-202610']}>
        <SheetDetailScreen />
      </MemoryRouter>,
    );
    // (A toast of an earlier test may still be up: the callout is found by its text.)
    expect(await screen.findByText(/There is no such wage sheet/)).toHaveAttribute('role', 'alert');
  });
});
