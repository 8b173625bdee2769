/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import '../../../testing/table-polyfills';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_SETTINGS } from '@packflow/contracts';
import { clearSession, saveSession } from '../../../lib/session';
import { customer } from '../../../testing/customer';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { optionReply, priceResult, salesmanLogin } from '../test-fixtures';
import { QuotationWizard } from './quotation-wizard';

const domestic = customer();
const foreign = customer({
  id: 'c-2',
  code: 'Q0002',
  name: 'London Tea',
  enterprise: 'London Tea Ltd',
  domestic: false,
});

/** The en entry of the currency list may name another currency than the default USD. */
function serve(enCurrency = 'USD') {
  return mockFetch((call) => {
    if (call.method === 'POST' && call.path === '/api/quotation/price')
      return ok({ ok: true, result: priceResult() });
    if (call.method === 'GET' && call.path === '/api/customer')
      return ok([domestic, foreign], { pageInfo: { _page: 1, _size: 20, _count: 2, _pageSize: 1 } });
    if (call.method === 'GET' && call.path === '/api/settings/currency') {
      const entries = DEFAULT_SETTINGS.currency.entries.map((entry) =>
        entry.label === 'en' ? { ...entry, currency: enCurrency } : entry,
      );
      return ok({ name: 'currency', values: { entries }, version: 1 });
    }
    return (
      optionReply(call) ?? { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } }
    );
  });
}

const open = (locale: 'cn' | 'en' = 'en') =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/QuotationCreate']}>
      <QuotationWizard />
    </MemoryRouter>,
    { locale },
  );

async function pick(label: string) {
  fireEvent.click(screen.getByRole('button', { name: /^(Customer|客户)$/ }));
  fireEvent.click(await screen.findByText(label));
}

beforeEach(() => {
  // An English-speaking salesman (country en).
  saveSession(salesmanLogin);
  sessionStorage.clear();
});
afterEach(() => clearSession());

describe('the currency the wizard quotes in', () => {
  it('follows the chosen customer, not the salesman’s language, before anything is generated', async () => {
    serve();
    open();
    // No customer yet: the salesman's own country.
    expect(await screen.findByTestId('quoted-in')).toHaveTextContent(
      'Quoted in USD for now (your country); once a customer is chosen it follows the customer',
    );
    await pick('青岛食品 · 青岛食品有限公司');
    await waitFor(() =>
      expect(screen.getByTestId('quoted-in')).toHaveTextContent('Quoted in CNY (domestic customer)'),
    );
    await pick('London Tea · London Tea Ltd');
    await waitFor(() =>
      expect(screen.getByTestId('quoted-in')).toHaveTextContent('Quoted in USD (foreign customer)'),
    );
  });

  it('names the currency of the en entry for a foreign customer, in Chinese too', async () => {
    serve('EUR');
    open('cn');
    await pick('London Tea · London Tea Ltd');
    await waitFor(() => expect(screen.getByTestId('quoted-in')).toHaveTextContent('按EUR报价（国外客户）'));
    await pick('青岛食品 · 青岛食品有限公司');
    await waitFor(() =>
      expect(screen.getByTestId('quoted-in')).toHaveTextContent('按人民币报价（国内客户）'),
    );
  });
});
