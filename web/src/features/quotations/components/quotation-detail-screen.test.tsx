/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import '../../../testing/table-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { QuotationDetail } from '@packflow/contracts';
import { clearSession, saveSession } from '../../../lib/session';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { comparison, notFound, optionReply, quotationDetail, salesmanLogin } from '../test-fixtures';
import { QuotationCompareScreen } from './quotation-compare-screen';
import { QuotationDetailScreen } from './quotation-detail-screen';

function ShowPath() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

const first = quotationDetail({ id: 'q-1' });
const second = quotationDetail({
  id: 'q-2',
  number: 'BJ20260302001',
  revisionNo: 2,
  revisionOf: 'q-1',
  status: 'rejected',
  actions: ['copy', 'revise', 'resubmit'],
  reviewRequired: true,
  ratio: '80',
  review: [
    {
      action: 'submitted',
      ratio: '80',
      reason: '',
      at: '2026-03-02T02:00:00.000Z',
      userId: 's-1',
      userName: 'Li Si',
    },
    {
      action: 'rejected',
      ratio: '80',
      reason: 'Too far below cost',
      at: '2026-03-02T03:00:00.000Z',
      userId: 'm-1',
      userName: 'Boss',
    },
  ],
  revisions: [
    {
      id: 'q-1',
      number: 'BJ20260301001',
      revisionNo: 1,
      price_end: '1234.5678',
      createdAt: '2026-03-01T02:00:00.000Z',
    },
    {
      id: 'q-2',
      number: 'BJ20260302001',
      revisionNo: 2,
      price_end: '1700.0000',
      createdAt: '2026-03-02T02:00:00.000Z',
    },
  ],
});

function open(element: React.ReactElement, at: string, details: QuotationDetail[] = [first, second]) {
  const calls = mockFetch((call) => {
    const compare = /^\/api\/quotation\/([^/]+)\/compare\/([^/]+)$/.exec(call.path);
    const a = details.find((d) => d.id === compare?.[1]);
    const b = details.find((d) => d.id === compare?.[2]);
    if (a && b) return ok(comparison(a, b));
    const one = /^\/api\/quotation\/([^/]+)$/.exec(call.path);
    const detail = details.find((d) => d.id === one?.[1]);
    if (detail) return ok(detail);
    if (call.method === 'POST')
      return ok({ id: one?.[1], status: 'approved' }, { position: '5' }, 'Approved');
    return optionReply(call) ?? notFound;
  });
  renderWithProviders(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="/here" element={element} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <ShowPath />
    </MemoryRouter>,
  );
  return calls;
}

beforeEach(() => saveSession(salesmanLogin));
afterEach(() => clearSession());

describe('a quotation (/Quotation/Detail)', () => {
  it('shows its figures, breakdown, inputs by name and the settings it was priced with', async () => {
    open(<QuotationDetailScreen id="q-1" onCopy={jest.fn()} />, '/here');
    expect(await screen.findByRole('heading', { name: 'BJ20260301001' })).toBeInTheDocument();
    expect(screen.getByTestId('final-price')).toHaveTextContent('$1,234.57');
    expect(screen.getByTestId('final-unit-price')).toHaveTextContent('$0.1235/pc');
    expect(screen.getByRole('table', { name: 'Breakdown' })).toHaveTextContent('PET film (16.8 g/m²)');
    // Inputs read with the snapshot's names, not ids.
    const printed = screen.getAllByText('Printed film')[0]!.closest('tr')!;
    expect(printed).toHaveTextContent('PET film');
    expect(screen.getByText('Total bottom width').closest('tr')).toHaveTextContent('70 mm');
    expect(screen.getByText('Price per kg')).toBeInTheDocument();
    expect(screen.getAllByText('18.50')).toHaveLength(2);
    expect(screen.getByText('Plate per colour')).toBeInTheDocument();
    expect(screen.getByText('pricing-1')).toBeInTheDocument();
    expect(screen.getByText('The ratio applied at once: no review.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Compare with previous revision' })).not.toBeInTheDocument();
  });

  it('shows the review history with reasons and the lineage, and compares with the previous revision', async () => {
    const onCopy = jest.fn();
    open(<QuotationDetailScreen id="q-2" onCopy={onCopy} />, '/here');
    expect(await screen.findByText('Rejected at 80%')).toBeInTheDocument();
    expect(screen.getByText('Too far below cost')).toBeInTheDocument();
    const lineage = screen.getByText('Revisions').nextElementSibling as HTMLElement;
    expect(within(lineage).getByRole('link', { name: 'BJ20260301001' })).toHaveAttribute(
      'href',
      '/Quotation/Detail?id=q-1',
    );
    expect(lineage).toHaveTextContent('BJ20260302001 (this one)');

    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(onCopy).toHaveBeenCalledWith('q-2');
    fireEvent.click(screen.getByRole('button', { name: 'Resubmit' }));
    expect(await screen.findByText('Rejected: Too far below cost')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Compare with previous revision' }));
    expect(screen.getByLabelText('address')).toHaveTextContent('/Quotation/Compare?a=q-1&b=q-2');
  });
});

describe('a quotation under review, seen by the supervisor', () => {
  it('approves it from the detail', async () => {
    saveSession({ ...salesmanLogin, user: { ...salesmanLogin.user, id: 'm-1', role: 'OperatorManage' } });
    const pending = quotationDetail({
      id: 'q-3',
      status: 'pending',
      actions: ['approve', 'reject'],
      reviewRequired: true,
      ratio: '90',
    });
    const calls = open(<QuotationDetailScreen id="q-3" onCopy={jest.fn()} />, '/here', [pending]);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve BJ20260301001' });
    expect(dialog).toHaveTextContent('Li Si asks for 90% (allowed 94%–200%)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.path).toBe('/api/quotation/q-3/approve');
    expect(await screen.findByText('Approved')).toBeInTheDocument();
  });

  it('offers no decision to the salesman', async () => {
    const pending = quotationDetail({
      id: 'q-3',
      status: 'pending',
      actions: ['copy', 'revise', 'changeRatio'],
      reviewRequired: true,
      ratio: '90',
    });
    open(<QuotationDetailScreen id="q-3" onCopy={jest.fn()} />, '/here', [pending]);
    await screen.findByRole('heading', { name: 'BJ20260301001' });
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change ratio' })).toBeInTheDocument();
  });
});

describe('a quotation under contract', () => {
  it('offers its owner only what the server lists: a copy, no ratio change and no revision', async () => {
    const held = quotationDetail({
      id: 'q-4',
      contractId: 'k-1',
      contractNumber: 'HT20261124-7C1D2E3F4A',
      actions: ['copy'],
    });
    open(<QuotationDetailScreen id="q-4" onCopy={jest.fn()} />, '/here', [held]);
    await screen.findByRole('heading', { name: 'BJ20260301001' });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change ratio' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revise' })).not.toBeInTheDocument();
  });

  it("names a trader's quotation's owner 'Trader', a salesman's 'Salesman'", async () => {
    const traders = quotationDetail({ id: 'q-5', ownerRole: 'Traders', ownerName: 'Wang Wu' });
    open(<QuotationDetailScreen id="q-5" onCopy={jest.fn()} />, '/here', [traders]);
    await screen.findByRole('heading', { name: 'BJ20260301001' });
    expect(screen.getByText('Trader')).toBeInTheDocument();
    expect(screen.queryByText('Salesman')).not.toBeInTheDocument();
  });
});

describe('two quotations side by side (/Quotation/Compare)', () => {
  it('says in a sentence why the price moved, and highlights what changed', async () => {
    open(<QuotationCompareScreen a="q-1" b="q-2" />, '/here');
    const why = await screen.findByTestId('why');
    expect(why).toHaveTextContent('The final price went up from $1,234.57 to $1,700.00 (+$465.43, +37.7%).');
    // The cost line, not the cost total, is the reason.
    expect(why).toHaveTextContent('Most of it comes from PET film (16.8 g/m²) (+¥2,590.75).');
    expect(why).toHaveTextContent('Inputs changed: Quantity.');
    expect(why).toHaveTextContent('1 setting changed between the two calculations.');

    const inputs = screen.getByRole('table', { name: 'Changed inputs' });
    expect(within(inputs).getAllByRole('row')[1]).toHaveTextContent('Quantity10,00020,000');
    const settings = screen.getByRole('table', { name: 'Changed settings' });
    expect(within(settings).getAllByRole('row')[1]).toHaveTextContent(
      'Printed film · Price per kg18.5020.00',
    );
    const lines = screen.getByRole('table', { name: 'Line by line' });
    const material = within(lines).getByText('PET film (16.8 g/m²)').closest('tr')!;
    expect(material).toHaveClass('pf-changed');
    expect(material).toHaveTextContent('+2,590.750');

    fireEvent.click(screen.getByRole('button', { name: 'Swap A and B' }));
    expect(screen.getByLabelText('address')).toHaveTextContent('/Quotation/Compare?a=q-2&b=q-1');
  });

  it('asks for two quotations when the address names fewer', () => {
    open(<QuotationCompareScreen a="q-1" b={null} />, '/here');
    expect(screen.getByText('Choose two quotations to compare')).toBeInTheDocument();
  });
});
