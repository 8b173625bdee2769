/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import '../../../testing/table-polyfills';

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BeanBalance, BeanEntry } from '@packflow/contracts';
import { formatDateTime } from '../../../lib/format';
import { type ApiCall, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { balance, ownFlow } from '../test-fixtures';
import { GoldenBeanIndexScreen } from './golden-bean-index-screen';

interface Server {
  now?: BeanBalance;
  /** The balance at the end of each day asked for. */
  past?: Record<string, string>;
  flow?: BeanEntry[];
}

function open(server: Server, locale: 'en' | 'cn' = 'en') {
  const calls = mockFetch((call) => {
    if (call.path === '/api/golden-bean/balance') {
      const asOf = call.query.get('asOf');
      if (!asOf) return ok(server.now ?? balance());
      return ok(balance({ asOf, balance: server.past?.[asOf] ?? '0' }));
    }
    if (call.path === '/api/golden-bean/flow') {
      const rows = server.flow ?? ownFlow();
      const kind = call.query.get('kind');
      const shown = kind ? rows.filter((r) => r.kind === kind) : rows;
      return ok(shown, { pageInfo: { _page: 1, _size: 20, _count: shown.length, _pageSize: 1 } });
    }
    return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
  });
  return { calls, ...renderWithProviders(<GoldenBeanIndexScreen />, { locale }) };
}

const flowCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/golden-bean/flow');
const cellsOf = (key: string) =>
  [...document.querySelectorAll(`[data-row-key="${key}"]`)].map((c) => c.textContent);
const card = () => screen.getByRole('region', { name: 'My golden beans' });

describe('/GoldenBean/Index', () => {
  it('shows the own balance with the fee and threshold, and no warning above the threshold', async () => {
    open({ now: balance({ balance: '25.5' }) });
    expect(await within(card()).findByText('25.5 beans')).toBeInTheDocument();
    expect(
      within(card()).getByText(
        'Each quotation costs 1 bean; with a balance below 10, no quotation can be generated.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says bean or beans as the number asks', async () => {
    open({ now: balance({ balance: '1', fee: '2', blocked: true }), past: { '2026-03-10': '1' } });
    expect(await within(card()).findByText('1 bean')).toBeInTheDocument();
    expect(
      within(card()).getByText(
        'Each quotation costs 2 beans; with a balance below 10, no quotation can be generated.',
      ),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Balance as of'), { target: { value: '2026-03-10' } });
    expect(await screen.findByText('At the end of 2026-03-10: 1 bean')).toBeInTheDocument();
  });

  it('warns below the threshold with the spec texts', async () => {
    open({ now: balance({ balance: '9', blocked: true }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Insufficient gold beans, please recharge in time');
    expect(alert).toHaveTextContent('Please contact the finance department to recharge');
  });

  it('warns in Chinese for a Chinese reader', async () => {
    open({ now: balance({ balance: '0', blocked: true }) }, 'cn');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('金豆不足，请及时充值');
    expect(alert).toHaveTextContent('请联系财务部门充值');
  });

  it('answers the balance at the end of a chosen day', async () => {
    const { calls } = open({ past: { '2026-03-10': '30' } });
    await within(card()).findByText('25 beans');
    fireEvent.change(screen.getByLabelText('Balance as of'), { target: { value: '2026-03-10' } });
    expect(await screen.findByText('At the end of 2026-03-10: 30 beans')).toBeInTheDocument();
    const asked = calls.filter((c) => c.path === '/api/golden-bean/balance').map((c) => c.query.get('asOf'));
    expect(asked).toEqual([null, '2026-03-10']);
  });

  it('lists the movements with type, signed amount, balance after, quotation No., note and time', async () => {
    open({});
    const grid = await screen.findByRole('region', { name: 'Golden bean movements' });
    await within(grid).findByText('BJ20260311-000001');
    expect(cellsOf('d-1')).toEqual(
      expect.arrayContaining([
        formatDateTime('2026-03-11T09:00:00.000Z', 'en'),
        'Quotation fee',
        '-1',
        '29',
        'BJ20260311-000001',
      ]),
    );
    expect(cellsOf('e-1')).toEqual(expect.arrayContaining(['Recharge', '+30', '30', 'opening', '李会计']));
    // A salesman's list has no account column and no actions.
    expect(within(grid).queryAllByText('Account')).toEqual([]);
    expect(within(grid).queryByRole('button', { name: /^Reverse/ })).not.toBeInTheDocument();
  });

  it('filters by type and dates, each from page 1', async () => {
    const { calls } = open({});
    await screen.findByText('BJ20260311-000001');
    fireEvent.change(screen.getByRole('combobox', { name: 'Type filter' }), { target: { value: 'debit' } });
    await waitFor(() => expect(flowCalls(calls).at(-1)?.query.get('kind')).toBe('debit'));
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2026-03-31' } });
    await waitFor(() => expect(flowCalls(calls).at(-1)?.query.get('to')).toBe('2026-03-31'));
    expect(Object.fromEntries(flowCalls(calls).at(-1)!.query)).toEqual({
      kind: 'debit',
      from: '2026-03-01',
      to: '2026-03-31',
      _page: '1',
      _size: '20',
    });
    await waitFor(() => expect(cellsOf('e-1')).toEqual([]));
  });
});
