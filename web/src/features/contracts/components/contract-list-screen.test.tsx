/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import '../../../testing/table-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ContractDetail, ContractRow, LoginAnswer, QuotationRow } from '@packflow/contracts';
import { clearSession, saveSession } from '../../../lib/session';
import { type ApiCall, type Reply, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ContractListScreen } from './contract-list-screen';

const login: LoginAnswer = {
  token: 'tok-sales',
  logintime: 1_700_000_000,
  checkcode: 'cc-sales',
  secret: 'sec-sales',
  user: { id: 's-1', role: 'OperatorIndex', nickname: 'Li Si', headimg: '', country: 'en' },
  roles: [{ role: 'OperatorIndex', title: '业务员', english_name: 'Salesman' }],
  daysLeft: 200,
  warnExpiry: false,
};

const quotation = (over: Partial<QuotationRow>): QuotationRow => ({
  id: 'q-1',
  number: 'BJ20261124-AAAA',
  customerId: 'c-1',
  customerName: 'Harbour Tea',
  ownerId: 's-1',
  ownerName: 'Li Si',
  ownerRole: 'OperatorIndex',
  quotation_type: 'digital',
  make: 'bag',
  bagType: 'standUp',
  maketype: 'piece',
  quantity: 5000,
  currency: 'CNY',
  price: '1000.00',
  price_end: '1200.50',
  price_unit: '0.20',
  price_unit_end: '0.24',
  ratio: '120',
  status: 'approved',
  reviewRequired: false,
  revisionNo: 1,
  rootId: 'q-1',
  superseded: false,
  contractId: null,
  contractNumber: null,
  actions: ['copy', 'revise', 'changeRatio', 'contract'],
  paymentTerms: 'advance30',
  taxed: true,
  createdAt: '2026-11-24T08:00:00.000Z',
  revision: 0,
  ...over,
});

const row: ContractRow = {
  id: 'k-1',
  number: 'HT20261124-7C1D2E3F4A',
  customerId: 'c-1',
  customerName: 'Harbour Tea',
  ownerId: 's-1',
  ownerName: 'Li Si',
  ownerRole: 'OperatorIndex',
  printingType: 'digital',
  taxed: true,
  paymentTerms: 'advance30',
  currency: 'CNY',
  language: 'en',
  total: '3000.50',
  quotationNumbers: ['BJ20261124-AAAA', 'BJ20261124-BBBB'],
  status: 'created',
  createdAt: '2026-11-24T08:00:00.000Z',
};

const detail: ContractDetail = {
  ...row,
  refusal: null,
  actions: ['recordReceipt', 'download'],
  lines: [
    {
      quotationId: 'q-1',
      quotationNumber: 'BJ20261124-AAAA',
      quantity: 5000,
      unit: 'piece',
      unitPrice: '0.24',
      total: '1200.50',
      bagType: 'standUp',
      make: 'bag',
      snapshot: {
        input: {} as never,
        materials: { materialprinting: { id: 'pet12', name: '光膜PET', englishName: 'PET film' } },
        accessories: {},
        bagType: null,
        knifeStyle: null,
        makenumber: 1,
        decimals: 2,
      },
    },
  ],
};

function ShowPath() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function open(entry: string, onPost: (call: ApiCall) => Reply, shown: ContractDetail = detail) {
  const quotations = [
    quotation({}),
    quotation({ id: 'q-2', number: 'BJ20261124-BBBB', price_end: '1800.00', proofCharged: true }),
  ];
  const calls = mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/contract')
      return ok([row], { pageInfo: { _page: 1, _size: 20, _count: 1, _pageSize: 1 } });
    if (call.method === 'GET' && call.path === '/api/contract/k-1') return ok(shown);
    if (call.method === 'GET' && call.path === '/api/order' && call.query.get('contractId') === 'k-1')
      return ok([{ id: 'o-1', number: 'DD20261124-0001' }]);
    const q = /^\/api\/quotation\/([^/]+)$/.exec(call.path);
    if (call.method === 'GET' && q) return ok(quotations.find((x) => x.id === q[1]));
    if (call.method === 'POST' && call.path === '/api/contract') return onPost(call);
    return ok([]);
  });
  renderWithProviders(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/Contract" element={<ContractListScreen />} />
      </Routes>
      <ShowPath />
    </MemoryRouter>,
  );
  return calls;
}

/** Answers the confirmation (its button is the last one named like the dialog's). */
async function confirmed() {
  const question = await screen.findByText(/^Make a Digital contract/);
  expect(question).toBeInTheDocument();
  const buttons = screen.getAllByRole('button', { name: 'Make the contract' });
  fireEvent.click(buttons[buttons.length - 1]!);
}

beforeEach(() => {
  saveSession(login);
  localStorage.clear();
});
afterEach(() => clearSession());

describe('the contract screen (/Contract)', () => {
  it('lists contracts with their customer, type, terms, total and quotations, and opens one with its lines', async () => {
    open('/Contract', () => ok({}));
    const grid = await screen.findByRole('region', { name: 'Contract list' });
    expect(await within(grid).findByText('HT20261124-7C1D2E3F4A')).toBeInTheDocument();
    expect(within(grid).getByText('Digital · With tax')).toBeInTheDocument();
    expect(within(grid).getByText('BJ20261124-BBBB')).toBeInTheDocument();
    fireEvent.click(within(grid).getByRole('button', { name: 'View HT20261124-7C1D2E3F4A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contract HT20261124-7C1D2E3F4A' });
    expect(await within(dialog).findByText('PET film')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download the contract (PDF)' })).toBeInTheDocument();
    // Its orders, each a link to the order.
    expect(await within(dialog).findByRole('link', { name: 'DD20261124-0001' })).toHaveAttribute(
      'href',
      '/Order/Detail?id=o-1',
    );
    expect(within(dialog).getByRole('button', { name: 'Record money received' })).toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent('/Contract?id=k-1');
  });

  it('offers only what the server lists on the contract: its document, no receipt', async () => {
    open('/Contract?id=k-1', () => ok({}), { ...detail, actions: ['download'] });
    const dialog = await screen.findByRole('dialog', { name: 'Contract HT20261124-7C1D2E3F4A' });
    expect(await within(dialog).findByText('PET film')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download the contract (PDF)' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Record money received' })).not.toBeInTheDocument();
  });

  it('makes a contract of the quotations chosen on the quotation list, type and tax as quoted, after a confirmation', async () => {
    const calls = open('/Contract?make=q-1,q-2', () =>
      ok(
        { id: 'k-1', number: row.number, status: 'created' },
        { position: '77' },
        `Contract ${row.number} created`,
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Make a contract' });
    expect(await within(dialog).findByText('BJ20261124-BBBB')).toBeInTheDocument();
    expect(
      within(dialog).getByText('2 quotations chosen, total ¥3,000.50', { exact: false }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'With tax' })).toBeChecked();
    // Sampling per line: on where the price charged a proof fee; the salesman changes it.
    const sampleFirst = within(dialog).getByRole('checkbox', { name: 'Sampling: BJ20261124-AAAA' });
    const sampleSecond = within(dialog).getByRole('checkbox', { name: 'Sampling: BJ20261124-BBBB' });
    expect(sampleFirst).not.toBeChecked();
    expect(sampleSecond).toBeChecked();
    fireEvent.click(sampleFirst);
    fireEvent.click(sampleSecond);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make the contract' }));
    await confirmed();
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body?.get('quotationIds')).toBe('q-1,q-2');
    expect(post.body?.get('type')).toBe('digital');
    expect(post.body?.get('taxed')).toBe('true');
    expect(post.body?.get('sampled')).toBe('q-1');
    await screen.findByRole('dialog', { name: 'Contract HT20261124-7C1D2E3F4A' });
    expect(screen.getByLabelText('address')).toHaveTextContent('/Contract?id=k-1');
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    open('/Contract?make=q-1', () => ({
      status: 422,
      body: {
        code: 1010,
        data: null,
        msg: 'Quotation BJ20261124-AAAA is already under contract HT9',
        extra: {},
      },
    }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a contract' });
    await within(dialog).findByText('BJ20261124-AAAA');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make the contract' }));
    await confirmed();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Quotation BJ20261124-AAAA is already under contract HT9',
    );
  });
});
