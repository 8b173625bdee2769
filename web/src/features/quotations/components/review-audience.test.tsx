/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { LoginAnswer, PriceReviewer } from '@packflow/contracts';
import { clearSession, saveSession } from '../../../lib/session';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { notFound, optionReply, quotationRow, salesmanLogin } from '../test-fixtures';
import { QuotationWizard } from './quotation-wizard';
import { RatioDialog } from './ratio-dialog';

/** A trade customer signed in: his prices outside the range go to the administrators. */
const traderLogin: LoginAnswer = {
  ...salesmanLogin,
  token: 'tok-trader',
  user: { id: 't-1', role: 'Traders', nickname: 'Trade House', headimg: '', country: 'en' },
  roles: [{ role: 'Traders', title: '贸易商', english_name: 'Trader' }],
};

/** The API as the fixtures answer it, the quotation settings naming who reviews (94% to 200%). */
function serve(reviewedBy: PriceReviewer) {
  mockFetch((call) => {
    if (call.path === '/api/settings/quotation')
      return ok({ name: 'quotation', values: { minRatio: '94', maxRatio: '200' }, version: 1, reviewedBy });
    return optionReply(call) ?? notFound;
  });
}

afterEach(() => clearSession());

describe('who a price outside the range goes to, as the server says', () => {
  it('tells a trader, in the ratio dialog, that it goes to an administrator, not a supervisor', async () => {
    saveSession(traderLogin);
    serve('administrator');
    renderWithProviders(<RatioDialog quotation={quotationRow({ ratio: '100' })} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Change the ratio of BJ20260301001' });
    expect(
      await within(dialog).findByText('94%–200% applies at once; outside it goes to an administrator'),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Adjustment ratio'), { target: { value: '70' } });
    expect(
      await within(dialog).findByText(/it goes to an administrator for review; the quotation waits/),
    ).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('supervisor');
  });

  it('says it in Chinese too', async () => {
    saveSession(traderLogin);
    serve('administrator');
    renderWithProviders(<RatioDialog quotation={quotationRow({ ratio: '100' })} onClose={() => {}} />, {
      locale: 'cn',
    });
    expect(await screen.findByText('94%–200% 直接生效；超出范围需管理员审核')).toBeInTheDocument();
  });

  it("tells a trader in the wizard's ratio hint, and a salesman that it goes to his supervisor", async () => {
    for (const [login, reviewedBy, words] of [
      [traderLogin, 'administrator', 'an administrator'],
      [salesmanLogin, 'supervisor', 'the supervisor'],
    ] as const) {
      saveSession(login);
      serve(reviewedBy);
      const { unmount } = renderWithProviders(
        <MemoryRouter initialEntries={['/QuotationCreate']}>
          <Routes>
            <Route path="/QuotationCreate" element={<QuotationWizard />} />
          </Routes>
        </MemoryRouter>,
      );
      expect(
        await screen.findByText(`94%–200% applies at once; outside it goes to ${words}`),
      ).toBeInTheDocument();
      unmount();
    }
  });
});
