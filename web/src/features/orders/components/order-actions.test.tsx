/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { screen } from '@testing-library/react';
import type { OrderAction, OrderDetail } from '@packflow/contracts';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { OrderActions } from './order-actions';

/** Every order permission: what shows is then only what the order's view offers. */
const PERMISSIONS = [
  'sign',
  ':id/cancel',
  ':id/invalidate',
  ':id/end',
  ':id/supplementary',
  ':id/artwork',
].map((p) => `POST@order/${p}`);

const order = (over: Partial<OrderDetail>) =>
  ({
    id: 'o-1',
    number: 'HT20261124-AB12-1',
    status: 'wait',
    closing: null,
    asOf: null,
    type: 'normal',
    cancelPending: false,
    artworkFiles: '',
    actions: [],
    ...over,
  }) as OrderDetail;

function open(over: Partial<OrderDetail>) {
  mockFetch((call) =>
    call.path === '/api/session'
      ? ok({ permissions: PERMISSIONS })
      : { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } },
  );
  renderWithProviders(<OrderActions order={order(over)} confirm={jest.fn()} />);
}

const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe("an order's actions", () => {
  it('shows only what the server lists, not what its status would suggest', async () => {
    // Waiting, yet the server offers only a cancel request (the console once also showed Sign and Invalidate).
    open({ status: 'wait', actions: ['cancel'] satisfies OrderAction[] });
    expect(await screen.findByRole('button', { name: 'Ask to cancel' })).toBeInTheDocument();
    expect(buttons()).toEqual(['Ask to cancel']);
  });

  it('shows an action the server lists that the status alone would not', async () => {
    open({ status: 'signed', actions: ['sign', 'artwork'] });
    expect(await screen.findByRole('button', { name: 'Sign' })).toBeInTheDocument();
    expect(buttons()).toEqual(['Sign', 'Upload artwork']);
  });

  it('shows nothing when the server offers nothing (a past day, a closed order)', async () => {
    open({ status: 'signed', actions: [] });
    await screen.findByText((_, el) => el?.classList.contains('pf-order-actions') ?? false);
    expect(buttons()).toEqual([]);
  });
});
