/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import '../../../testing/table-polyfills';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { BeanBalance, PriceOutcome } from '@packflow/contracts';
import { clearSession, saveSession } from '../../../lib/session';
import { mockFetch, ok, type ApiCall, type Reply } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { balance, optionReply, priceResult, quotationDetail, salesmanLogin } from '../test-fixtures';
import { QuotationWizard, type QuotationWizardProps } from './quotation-wizard';

interface Server {
  price?: (call: ApiCall) => PriceOutcome | Reply;
  generate?: (call: ApiCall) => Reply;
  beans?: BeanBalance;
  other?: (call: ApiCall) => Reply | undefined;
}

function serve(server: Server = {}) {
  return mockFetch((call) => {
    if (call.method === 'POST' && call.path === '/api/quotation/price') {
      const answer = server.price?.(call) ?? { ok: true, result: priceResult() };
      return 'ok' in answer ? ok(answer) : answer;
    }
    if (call.method === 'POST' && call.path === '/api/quotation') {
      return (
        server.generate?.(call) ??
        ok({ id: 'q-9', number: 'BJ20260301009', status: 'approved' }, { position: '77' })
      );
    }
    return (
      server.other?.(call) ??
      optionReply(call, server.beans) ?? {
        status: 404,
        body: { code: 1004, data: null, msg: 'Not found', extra: {} },
      }
    );
  });
}

function ShowPath() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function open(server: Server = {}, props: QuotationWizardProps = {}) {
  const calls = serve(server);
  const view = renderWithProviders(
    <MemoryRouter initialEntries={['/QuotationCreate']}>
      <Routes>
        <Route path="/QuotationCreate" element={<QuotationWizard {...props} />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <ShowPath />
    </MemoryRouter>,
  );
  return { calls, ...view };
}

const priceCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/quotation/price');
const bodyOf = (call: ApiCall | undefined) => Object.fromEntries(call?.body ?? []);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const groupOf = (label: string) => screen.getByLabelText(label).closest('.bp6-form-group') as HTMLElement;
const generateButton = () => screen.getByRole('button', { name: 'Generate quotation' });

/** Chooses the customer and a stand-up pouch, and fills in what a price needs. */
async function fillStandUp() {
  fireEvent.click(screen.getByRole('button', { name: 'Customer' }));
  fireEvent.click(await screen.findByText('青岛食品 · 青岛食品有限公司'));
  await screen.findByRole('option', { name: 'Stand-up pouch' });
  fireEvent.change(screen.getByLabelText('Bag type'), { target: { value: 'standUp' } });
  await screen.findByRole('option', { name: 'PET film' });
  fireEvent.change(screen.getByLabelText('Printed film'), { target: { value: 'm-pet' } });
  fireEvent.change(screen.getByLabelText('Inner layer'), { target: { value: 'm-pe' } });
  await screen.findByRole('option', { name: 'Straight cut' });
  fireEvent.change(screen.getByLabelText('Hot knife'), { target: { value: 'k-1' } });
  type('Width', '120');
  type('Height', '180');
  type('Total bottom width', '70');
  type('Quantity', '10000');
}

beforeEach(() => {
  saveSession(salesmanLogin);
  sessionStorage.clear();
});
afterEach(() => clearSession());

describe('the quotation wizard (/QuotationCreate)', () => {
  it('starts digital and shows the dimensions each bag type has, and those of roll film', async () => {
    open();
    expect(screen.getByRole('heading', { name: 'New quotation' })).toBeInTheDocument();
    expect(screen.getByLabelText('Digital')).toBeChecked();
    // Quad seal bags are made in gravure only (GET make).
    await screen.findByRole('option', { name: 'Stand-up pouch' });
    expect(screen.queryByRole('option', { name: 'Quad seal' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Bag type'), { target: { value: 'standUp' } });
    expect(screen.getByLabelText('Total bottom width')).toBeInTheDocument();
    expect(screen.queryByLabelText('Side gusset')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Back seal width')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Four-colour image on the bottom')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Bag type'), { target: { value: 'sideGusset' } });
    expect(screen.getByLabelText('Side gusset')).toBeInTheDocument();
    expect(screen.getByLabelText('Back seal width')).toBeInTheDocument();
    expect(screen.queryByLabelText('Total bottom width')).not.toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('Gravure'));
    expect(await screen.findByRole('option', { name: 'Quad seal' })).toBeInTheDocument();
    expect(screen.getByLabelText('Colours per artwork')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('Roll film'));
    expect(screen.queryByLabelText('Bag type')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Hot knife')).not.toBeInTheDocument();
    for (const label of ['Web width', 'Repeat length', 'Core diameter', 'Finished roll diameter']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.queryByLabelText('Length per roll')).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('By metres per roll'));
    expect(screen.getByLabelText('Length per roll')).toBeInTheDocument();
    expect(screen.queryByLabelText('Finished roll diameter')).not.toBeInTheDocument();
    // Roll film is quoted per kg or metre, never per piece.
    const units = within(screen.getByLabelText('Quoting unit')).getAllByRole('option');
    expect(units.map((o) => o.textContent)).toEqual(['Per kg', 'Per metre']);
  });

  it('marks out-of-stock materials and offers only those of the printing type', async () => {
    open();
    expect(await screen.findByRole('option', { name: 'Nylon (out of stock)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'BOPP' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Gravure'));
    expect(await screen.findByRole('option', { name: 'BOPP' })).toBeInTheDocument();
  });

  it('asks for the price 300 ms after the last change, with the flat form as its body', async () => {
    const { calls } = open();
    await fillStandUp();
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(priceCalls(calls)).toHaveLength(0);
    await waitFor(() => expect(priceCalls(calls)).toHaveLength(1));
    expect(bodyOf(priceCalls(calls)[0])).toEqual({
      customerId: 'c-1',
      quotation_type: 'digital',
      make: 'bag',
      bagType: 'standUp',
      maketype: 'piece',
      width: '120',
      height: '180',
      bottomGusset: '70',
      irregular: 'false',
      materialprinting: 'm-pet',
      materialinner: 'm-pe',
      auxhotknife: 'k-1',
      bottomImage: 'false',
      bottomAdded: 'false',
      artworks: '1',
      quantity: '10000',
      matte: 'none',
      coating: 'none',
      proofMatch: 'process',
      makingDirection: 'horizontal',
      paymentTerms: 'full',
      taxed: 'false',
      ratio: '100',
      confirmOutOfStock: 'false',
    });
    expect(await screen.findByTestId('final-price')).toHaveTextContent('$1,234.57');

    // Typing on: one more call once the typing stops, not one per keystroke.
    type('Quantity', '2');
    type('Quantity', '20');
    type('Quantity', '200');
    type('Quantity', '2000');
    await waitFor(() => expect(priceCalls(calls)).toHaveLength(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(priceCalls(calls)).toHaveLength(2);
    expect(bodyOf(priceCalls(calls)[1]).quantity).toBe('2000');
  });

  it('shows a field issue at its field and keeps the last price dimmed', async () => {
    open({
      price: (call) =>
        bodyOf(call).width === '500'
          ? {
              ok: false,
              issues: [
                {
                  code: 'PRICING.OUT_OF_BOUNDS',
                  key: 'pricing.bounds.width',
                  params: { min: 40, max: 300 },
                  field: 'width',
                  severity: 'error',
                },
              ],
            }
          : { ok: true, result: priceResult() },
    });
    await fillStandUp();
    expect(await screen.findByTestId('final-price')).toHaveTextContent('$1,234.57');
    type('Width', '500');
    expect(
      await within(groupOf('Width')).findByText('The width must be from 40 to 300 mm for this bag type'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('final-price')).toHaveTextContent('$1,234.57');
    expect(screen.getByTestId('price-status')).toHaveTextContent('Last price before your change');
    expect(generateButton()).toBeDisabled();
    expect(screen.getByText('Fix the marked fields first')).toBeInTheDocument();
  });

  it('renders the breakdown as a table: label, quantity × rate, amount, by group', async () => {
    open();
    await fillStandUp();
    const table = await screen.findByRole('table', { name: 'Breakdown' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Item', 'Quantity × rate', 'Amount'],
      ['Materials'],
      ['PET film (16.8 g/m²)', '120.500 kg × 18.5', '2,229.250'],
      ['Prices'],
      ['Cost', '', '8,000.000 CNY'],
    ]);
    expect(screen.getByText('Ratio of loading price').nextSibling).toHaveTextContent('112.23%');
  });

  it('lists warnings above Generate and needs the out-of-stock confirmation ticked', async () => {
    const stock = {
      code: 'PRICING.OUT_OF_STOCK',
      key: 'pricing.outOfStock' as const,
      params: { name: 'Nylon' },
      field: 'materialcomp',
      severity: 'warning' as const,
    };
    const { calls } = open({
      price: (call) => ({
        ok: true,
        result: priceResult({
          issues: [
            bodyOf(call).confirmOutOfStock === 'true' ? stock : { ...stock, confirm: 'confirmOutOfStock' },
          ],
        }),
      }),
    });
    await fillStandUp();
    expect(
      await screen.findByText('Nylon is out of stock: please confirm with production'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Confirm the out-of-stock materials with production first')).toBeVisible(),
    );
    expect(generateButton()).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Stock confirmed with production'));
    await waitFor(() => expect(bodyOf(priceCalls(calls).at(-1)).confirmOutOfStock).toBe('true'));
    await waitFor(() => expect(generateButton()).toBeEnabled());
  });

  it('generates after confirming the bean fee, then opens the new quotation', async () => {
    const { calls } = open();
    await fillStandUp();
    await screen.findByTestId('final-price');
    await waitFor(() =>
      expect(screen.getByTestId('bean-balance')).toHaveTextContent(
        'Golden beans: 25 · Each quotation costs 1',
      ),
    );
    await waitFor(() => expect(generateButton()).toBeEnabled());
    fireEvent.click(generateButton());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Generate this quotation at $1,234.57? It costs 1 golden bean (balance 25).',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate quotation' }));
    // Generating answers, then the detail screen loads: give a busy machine time for both.
    await waitFor(
      () => expect(screen.getByLabelText('address')).toHaveTextContent('/Quotation/Detail?id=q-9'),
      { timeout: 10_000 },
    );
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/quotation');
    expect(bodyOf(post)).toMatchObject({ bagType: 'standUp', width: '120', quantity: '10000' });
    expect(bodyOf(post)).not.toHaveProperty('sourceId');
    expect(await screen.findByText('Quotation BJ20260301009 generated')).toBeInTheDocument();
  });

  it("shows the server's refusal for insufficient beans with the hint", async () => {
    open({
      generate: () => ({
        status: 422,
        body: {
          code: 1010,
          data: null,
          msg: 'Insufficient gold beans, please recharge in time',
          extra: { error: 'BEANS.INSUFFICIENT', hint: 'Please contact the finance department to recharge' },
        },
      }),
    });
    await fillStandUp();
    await waitFor(() => expect(generateButton()).toBeEnabled());
    fireEvent.click(generateButton());
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Generate quotation' }),
    );
    const alert = await screen.findByTestId('refusal');
    expect(alert).toHaveTextContent('Insufficient gold beans, please recharge in time');
    expect(alert).toHaveTextContent('Please contact the finance department to recharge');
    expect(screen.getByLabelText('address')).toHaveTextContent('/QuotationCreate');
  });

  it('shows a refusal about the customer at the customer field, until the next change', async () => {
    open({
      generate: () => ({
        status: 422,
        body: {
          code: 1010,
          data: null,
          msg: 'This customer is not yours',
          extra: { error: 'CUSTOMER.NOT_YOURS', field: 'customerId' },
        },
      }),
    });
    await fillStandUp();
    await waitFor(() => expect(generateButton()).toBeEnabled());
    fireEvent.click(generateButton());
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Generate quotation' }),
    );
    expect(await screen.findByTestId('refusal')).toHaveTextContent('This customer is not yours');
    const customerGroup = groupOf('Customer');
    expect(await within(customerGroup).findByText('This customer is not yours')).toBeInTheDocument();
    type('Quantity', '12000');
    await waitFor(() =>
      expect(within(customerGroup).queryByText('This customer is not yours')).not.toBeInTheDocument(),
    );
    expect(screen.queryByTestId('refusal')).not.toBeInTheDocument();
  });

  it('needs a customer before Generate', async () => {
    open();
    await screen.findByRole('option', { name: 'Stand-up pouch' });
    fireEvent.change(screen.getByLabelText('Bag type'), { target: { value: 'standUp' } });
    type('Width', '120');
    type('Height', '180');
    type('Quantity', '10000');
    expect(await screen.findByText('Choose the customer first')).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();
  });

  it('disables Generate with the spec messages when the balance is below the threshold', async () => {
    open({ beans: balance({ balance: '3', blocked: true }) });
    await fillStandUp();
    await screen.findByTestId('final-price');
    expect(await screen.findByText('Please contact the finance department to recharge')).toBeInTheDocument();
    expect(screen.getAllByText('Insufficient gold beans, please recharge in time').length).toBeGreaterThan(0);
    expect(generateButton()).toBeDisabled();
  });

  it('fills in a copied quotation and sends its id as sourceId', async () => {
    const source = quotationDetail({ id: 'q-1' });
    const { calls } = open(
      {
        other: (call) => (call.path === '/api/quotation/q-1' ? ok(source) : undefined),
      },
      { sourceId: 'q-1' },
    );
    expect(await screen.findByText(/Copy of BJ20260301001/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Width')).toHaveValue('120'));
    expect(screen.getByLabelText('Total bottom width')).toHaveValue('70');
    await waitFor(() => expect(generateButton()).toBeEnabled());
    expect(bodyOf(priceCalls(calls).at(-1))).toMatchObject({
      customerId: 'c-1',
      artworks: '2',
      bagType: 'standUp',
    });
    fireEvent.click(generateButton());
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Generate quotation' }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/quotation')).toBe(true),
    );
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/quotation');
    expect(bodyOf(post)).toMatchObject({ sourceId: 'q-1', width: '120' });
    expect(bodyOf(post)).not.toHaveProperty('revisionOf');
  });

  it('revises: the lineage is named and the new quotation is sent as revisionOf', async () => {
    const source = quotationDetail({ id: 'q-1' });
    const { calls } = open(
      { other: (call) => (call.path === '/api/quotation/q-1' ? ok(source) : undefined) },
      { revisionOf: 'q-1' },
    );
    expect(
      await screen.findByText(/Revision of BJ20260301001: it joins the same lineage as revision 2/),
    ).toBeInTheDocument();
    await waitFor(() => expect(generateButton()).toBeEnabled());
    fireEvent.click(generateButton());
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Generate quotation' }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/quotation')).toBe(true),
    );
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/quotation');
    expect(bodyOf(post)).toMatchObject({ revisionOf: 'q-1' });
    expect(bodyOf(post)).not.toHaveProperty('sourceId');
  });
});
