/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QuotationRow } from '@packflow/contracts';
import { clearSession, saveSession } from '../../../lib/session';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { notFound, optionReply, quotationRow, salesmanLogin } from '../test-fixtures';
import { RatioDialog } from './ratio-dialog';

// The allowed range the fixtures' settings/quotation answers: 94% to 200%.
function open(row: QuotationRow, answer = 'Ratio saved') {
  const calls = mockFetch((call) => {
    if (call.method === 'PUT') return ok({ id: row.id }, {}, answer);
    return optionReply(call) ?? notFound;
  });
  const onClose = jest.fn();
  renderWithProviders(<RatioDialog quotation={row} onClose={onClose} />);
  return { calls, onClose };
}

const ratioInput = (dialog: HTMLElement) => within(dialog).getByLabelText('Adjustment ratio');

beforeEach(() => saveSession(salesmanLogin));
afterEach(() => clearSession());

describe('the ratio dialog says what a new ratio does before it is sent', () => {
  it('inside the allowed range: shows the new price, that it applies at once, and applies it', async () => {
    const { calls, onClose } = open(
      quotationRow({
        status: 'pending',
        reviewRequired: true,
        ratio: '85',
        price_unit_end: '0.1050',
        price_end: '1050.00',
        revision: 3,
      }),
      'Ratio 96% applied',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change the ratio of BJ20260301001' });
    expect(dialog).toHaveTextContent('Now 85%, final price $0.1050/pc, $1,050.00 in all.');
    fireEvent.change(ratioInput(dialog), { target: { value: '96' } });
    // The unit price 0.1235 x 96% = 0.11856, shown to the quotation's 4 decimals; x 10,000 in cents.
    expect(
      await within(dialog).findByText('At 96% the final price becomes $0.1186/pc, $1,186.00 in all.'),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Applies at once');
    expect(dialog).toHaveTextContent('Inside the allowed range (94%–200%): it applies at once');
    expect(dialog).not.toHaveTextContent('review');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply 96%' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/quotation/q-1/ratio');
    expect(Object.fromEntries(put.body!)).toEqual({ ratio: '96' });
    expect(put.headers['If-Match']).toBe('"3"');
    expect(await screen.findByText('Ratio 96% applied')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('outside it: shows the new price and that it goes to the supervisor, and sends it for review', async () => {
    const { calls } = open(
      quotationRow({
        status: 'rejected',
        actions: ['copy', 'revise', 'resubmit'],
        reviewRequired: true,
        ratio: '80',
        price_end: '987.6542',
      }),
      'Ratio 70% sent for review',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Resubmit BJ20260301001' });
    fireEvent.change(ratioInput(dialog), { target: { value: '70' } });
    expect(
      await within(dialog).findByText('At 70% the final price becomes $0.0865/pc, $865.00 in all.'),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Goes to review');
    expect(dialog).toHaveTextContent(
      'Outside the allowed range (94%–200%): it goes to the supervisor for review',
    );
    expect(within(dialog).queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument();
    // Typed on into the range, the answer changes with it.
    fireEvent.change(ratioInput(dialog), { target: { value: '100' } });
    expect(await within(dialog).findByRole('button', { name: 'Apply 100%' })).toBeInTheDocument();
    fireEvent.change(ratioInput(dialog), { target: { value: '70' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Send 70% for review' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(Object.fromEntries(calls.find((c) => c.method === 'PUT')!.body!)).toEqual({ ratio: '70' });
    expect(await screen.findByText('Ratio 70% sent for review')).toBeInTheDocument();
  });

  it('promises nothing for a ratio that is not a number', async () => {
    open(quotationRow({ ratio: '100' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the ratio of BJ20260301001' });
    await within(dialog).findByText('At 100% the final price becomes $0.1235/pc, $1,235.00 in all.');
    fireEvent.change(ratioInput(dialog), { target: { value: '9x' } });
    await waitFor(() => expect(dialog).not.toHaveTextContent('final price becomes'));
    expect(within(dialog).getByRole('button', { name: 'Save ratio' })).toBeInTheDocument();
  });

  it('shows a trade customer their price only', async () => {
    saveSession({ ...salesmanLogin, user: { ...salesmanLogin.user, role: 'Traders' } });
    open(quotationRow({ ownerRole: 'Traders', ratio: '100' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the ratio of BJ20260301001' });
    fireEvent.change(ratioInput(dialog), { target: { value: '150' } });
    expect(
      await within(dialog).findByText('At 150% the final price becomes $0.1853/pc, $1,853.00 in all.'),
    ).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/loading|cost/i);
  });
});
