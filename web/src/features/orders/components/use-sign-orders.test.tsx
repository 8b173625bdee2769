/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { LIVE_EVENTS } from '@packflow/contracts';
import { connectLive } from '../../../lib/live';
import { fakeSocket } from '../../../testing/fake-socket';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { useSignWithConfirm } from './use-sign-orders';

function Signing() {
  const { sign, refusal } = useSignWithConfirm(() => Promise.resolve(true));
  return (
    <>
      <button type="button" onClick={() => void sign(['o-1'])}>
        Sign now
      </button>
      {refusal}
    </>
  );
}

const REFUSAL = 'The confirmed prepayment is not enough: ¥300.00 needed, ¥100.00 confirmed, ¥200.00 missing';

describe('the refusal to sign for missing prepayment', () => {
  it('clears itself once Finance has confirmed the money it asked for (followed live)', async () => {
    let net = '100';
    const { queryClient } = renderWithProviders(<Signing />);
    mockFetch((call) => {
      if (call.path === '/api/session') return ok({ permissions: [] });
      if (call.path === '/api/order/sign')
        return {
          status: 422,
          body: {
            code: 1010,
            data: null,
            msg: REFUSAL,
            extra: {
              error: 'FINANCE.PREPAYMENT_MISSING',
              contractId: 'c-1',
              required: '300',
              currency: 'CNY',
            },
          },
        };
      if (call.path === '/api/finance/contract/c-1/money') return ok({ contractId: 'c-1', net });
      return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
    });
    const live = fakeSocket();
    const stop = connectLive(queryClient, live.socket);
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Sign now' }));
      expect(await screen.findByText(REFUSAL)).toBeInTheDocument();
      // Money recorded but not yet enough: the refusal stays.
      net = '250';
      act(() =>
        live.serverSays(LIVE_EVENTS.changed, { readModel: 'finance_receipts', ids: ['r'], position: '5' }),
      );
      await act(() => new Promise((r) => setTimeout(r, 100)));
      expect(screen.getByText(REFUSAL)).toBeInTheDocument();
      // Finance confirms the rest: the refusal goes by itself.
      net = '300';
      act(() =>
        live.serverSays(LIVE_EVENTS.changed, { readModel: 'finance_receipts', ids: ['r'], position: '6' }),
      );
      await waitFor(() => expect(screen.queryByText(REFUSAL)).not.toBeInTheDocument());
    } finally {
      stop();
    }
  });
});
