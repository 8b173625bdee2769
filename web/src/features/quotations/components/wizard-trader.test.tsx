/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import '../../../testing/table-polyfills';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { LoginAnswer, PriceResultView } from '@packflow/contracts';
import { TRADER_PRICE_FIELDS } from '@packflow/contracts';
import { clearSession, saveSession } from '../../../lib/session';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { optionReply, priceResult, salesmanLogin } from '../test-fixtures';
import { QuotationWizard } from './quotation-wizard';

/** A trade customer signed in: an outside company, sent no cost. */
const traderLogin: LoginAnswer = {
  ...salesmanLogin,
  token: 'tok-trader',
  user: { id: 't-1', role: 'Traders', nickname: 'Trade House', headimg: '', country: 'en' },
  roles: [{ role: 'Traders', title: '贸易商', english_name: 'Trader' }],
};

/** The price as the API sends it to a trader: only the trader's fields (no cost, loading, rates, breakdown). */
const traderResult = (): PriceResultView =>
  Object.fromEntries(TRADER_PRICE_FIELDS.map((f) => [f, priceResult()[f]])) as unknown as PriceResultView;

function open(result: PriceResultView) {
  mockFetch((call) => {
    if (call.method === 'POST' && call.path === '/api/quotation/price') return ok({ ok: true, result });
    return (
      optionReply(call) ?? { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } }
    );
  });
  renderWithProviders(
    <MemoryRouter initialEntries={['/QuotationCreate']}>
      <Routes>
        <Route path="/QuotationCreate" element={<QuotationWizard />} />
      </Routes>
    </MemoryRouter>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

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

/** Text of the price panel that only the company's people may see. */
const COST_TEXT = [
  'Loading price',
  'Ratio of loading price',
  'Per kg',
  'Per metre',
  'Plates',
  'Tooling',
  'Cost',
  'Breakdown',
  'How the price is built',
  '1,100',
  '112.23',
  '8,000',
];

afterEach(() => clearSession());

describe('the wizard’s price panel for a trade customer', () => {
  it('shows the trader their price and unit price, and no cost, loading price, rates or breakdown', async () => {
    saveSession(traderLogin);
    open(traderResult());
    await fillStandUp();
    const panel = await screen.findByRole('complementary', { name: 'Price' });
    expect(await within(panel).findByTestId('final-price')).toHaveTextContent('$1,234.57');
    expect(within(panel).getByTestId('final-unit-price')).toHaveTextContent('0.1235');
    expect(within(panel).getByText('List price')).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const cost of COST_TEXT) expect([cost, text.includes(cost)]).toEqual([cost, false]);
    expect(screen.queryByRole('table', { name: 'Breakdown' })).not.toBeInTheDocument();
  });

  it('still shows a salesman the cost figures and the breakdown', async () => {
    saveSession(salesmanLogin);
    open(priceResult());
    await fillStandUp();
    await screen.findByRole('table', { name: 'Breakdown' });
    expect(screen.getByText('Loading price')).toBeInTheDocument();
    expect(screen.getByText('Ratio of loading price').nextSibling).toHaveTextContent('112.23%');
  });
});
