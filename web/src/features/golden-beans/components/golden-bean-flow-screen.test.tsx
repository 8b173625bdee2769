/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import '../../../testing/table-polyfills';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LIVE_EVENTS, type BeanBalance, type BeanEntry } from '@packflow/contracts';
import { connectLive } from '../../../lib/live';
import { fakeSocket } from '../../../testing/fake-socket';
import { type ApiCall, mockFetch, ok, type Reply } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { balance, entry, ownFlow } from '../test-fixtures';
import { GoldenBeanFlowScreen } from './golden-bean-flow-screen';

interface Server {
  accounts?: BeanBalance[];
  flow?: BeanEntry[];
  /** What GET /api/session says the role may do; absent: everything is offered. */
  permissions?: string[];
  onWrite?: (call: ApiCall) => Reply | undefined;
}

const FINANCE = [
  'GET@golden-bean/flow',
  'GET@golden-bean/accounts',
  'POST@golden-bean/recharge',
  'POST@golden-bean/:entryId/reverse',
];

const trader = balance({
  accountId: 'u-trader',
  accountName: 'Harbour Trading',
  role: 'Traders',
  balance: '3',
  blocked: true,
});

function open(server: Server) {
  const calls = mockFetch((call) => {
    const paged = (rows: unknown[]) =>
      ok(rows, { pageInfo: { _page: 1, _size: 20, _count: rows.length, _pageSize: 1 } });
    if (call.method === 'GET') {
      if (call.path === '/api/session') return ok({ permissions: server.permissions ?? FINANCE });
      if (call.path === '/api/golden-bean/accounts') return paged(server.accounts ?? [balance(), trader]);
      if (call.path === '/api/golden-bean/flow') {
        const rows = server.flow ?? ownFlow();
        const accountId = call.query.get('accountId');
        return paged(accountId ? rows.filter((r) => r.accountId === accountId) : rows);
      }
    }
    return (
      server.onWrite?.(call) ?? { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } }
    );
  });
  return { calls, ...renderWithProviders(<GoldenBeanFlowScreen />) };
}

const accountsGrid = () => screen.getByRole('region', { name: 'Golden bean accounts' });
const flowGrid = () => screen.getByRole('region', { name: 'Golden bean movements' });
const gets = (calls: ApiCall[], path: string) => calls.filter((c) => c.method === 'GET' && c.path === path);
const writes = (calls: ApiCall[]) => calls.filter((c) => c.method !== 'GET');
const bodyOf = (call: ApiCall | undefined) => Object.fromEntries(call?.body ?? []);
const cellsOf = (key: string) =>
  [...document.querySelectorAll(`[data-row-key="${key}"]`)].map((c) => c.textContent);

describe('/GoldenBean/FlowingWater', () => {
  it('lists every salesman and trader with the balance and whether quoting is blocked', async () => {
    open({});
    await within(accountsGrid()).findByText('Harbour Trading');
    expect(cellsOf('u-trader')).toEqual(expect.arrayContaining(['Trader', '3', 'Below threshold']));
    expect(cellsOf('u-sales')).toEqual(expect.arrayContaining(['Salesman', '25', 'OK']));
    // The accounts show each one's balance now, not a movement's "balance after".
    expect(within(accountsGrid()).getAllByText('Balance').length).toBeGreaterThan(0);
    expect(within(accountsGrid()).queryByText('Balance after')).not.toBeInTheDocument();
    // Every account's movements, with the account named.
    await within(flowGrid()).findByText('BJ20260311-000001');
    expect(cellsOf('d-1')).toEqual(expect.arrayContaining(['张三', 'Quotation fee', '-1']));
  });

  it('recharges after the amount, note and a confirmation, then reads its own write', async () => {
    const server: Server = {
      onWrite: (call) =>
        call.path === '/api/golden-bean/recharge'
          ? ok({ entryId: 'e-9', accountId: 'u-trader' }, { position: '321' }, 'Recharged')
          : undefined,
    };
    const { calls } = open(server);
    await within(accountsGrid()).findByText('Harbour Trading');
    fireEvent.click(screen.getByRole('button', { name: 'Recharge Harbour Trading' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recharge golden beans' });
    expect(within(dialog).getByLabelText('Account')).toHaveValue('Harbour Trading (3)');
    fireEvent.change(within(dialog).getByLabelText('Beans'), { target: { value: ' 50 ' } });
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'March top-up' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recharge' }));

    expect(await screen.findByText('Recharge 50 beans to Harbour Trading?')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
    const question = screen
      .getByText('Recharge 50 beans to Harbour Trading?')
      .closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(question).getByRole('button', { name: 'Recharge' }));

    expect(await screen.findByText('Recharged')).toBeInTheDocument();
    expect(writes(calls).map((c) => [c.path, bodyOf(c)])).toEqual([
      ['/api/golden-bean/recharge', { accountId: 'u-trader', amount: '50', note: 'March top-up' }],
    ]);
    await waitFor(() =>
      expect(gets(calls, '/api/golden-bean/accounts').at(-1)?.query.get('_position')).toBe('321'),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Recharge golden beans' })).not.toBeInTheDocument(),
    );
  });

  it('sends one request key per recharge dialog: the same on a retry, a new one for the next dialog', async () => {
    let answer: Reply = { status: 502, body: undefined };
    const { calls } = open({
      onWrite: (call) => (call.path === '/api/golden-bean/recharge' ? answer : undefined),
    });
    const keyOf = (call: ApiCall | undefined) => call?.headers['Idempotency-Key'];
    await within(accountsGrid()).findByText('Harbour Trading');

    async function rechargeOnce(dialog: HTMLElement): Promise<void> {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Recharge' }));
      const question = (await screen.findByText('Recharge 5 beans to Harbour Trading?')).closest(
        '[role="dialog"]',
      ) as HTMLElement;
      const before = writes(calls).length;
      fireEvent.click(within(question).getByRole('button', { name: 'Recharge' }));
      await waitFor(() => expect(writes(calls)).toHaveLength(before + 1));
    }
    async function openDialog(): Promise<HTMLElement> {
      fireEvent.click(screen.getByRole('button', { name: 'Recharge Harbour Trading' }));
      const dialog = await screen.findByRole('dialog', { name: 'Recharge golden beans' });
      fireEvent.change(within(dialog).getByLabelText('Beans'), { target: { value: '5' } });
      return dialog;
    }

    // The first attempt's answer is lost (a proxy's error page): the dialog stays, the retry sends the same key.
    let dialog = await openDialog();
    await rechargeOnce(dialog);
    expect(await screen.findByText('Bad Gateway')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Recharge golden beans' })).toBeInTheDocument();
    answer = ok({ entryId: 'e-9', accountId: 'u-trader' }, { position: '321' }, 'Recharged');
    await rechargeOnce(dialog);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Recharge golden beans' })).not.toBeInTheDocument(),
    );
    const [first, retry] = writes(calls);
    expect(keyOf(first)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keyOf(retry)).toBe(keyOf(first));
    expect(bodyOf(retry)).toEqual({ accountId: 'u-trader', amount: '5', note: '' });

    // The next recharge of the same account is another request.
    dialog = await openDialog();
    await rechargeOnce(dialog);
    const next = writes(calls)[2];
    expect(keyOf(next)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(next)).not.toBe(keyOf(first));
  });

  it('keeps the recharge dialog open with the server’s message on the field', async () => {
    open({
      onWrite: () => ({
        status: 422,
        body: {
          code: 1001,
          data: null,
          msg: 'Please correct the highlighted fields',
          extra: { fields: { amount: 'The account was disabled meanwhile' } },
        },
      }),
    });
    await within(accountsGrid()).findByText('Harbour Trading');
    fireEvent.click(screen.getByRole('button', { name: 'Recharge 张三' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recharge golden beans' });
    fireEvent.change(within(dialog).getByLabelText('Beans'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recharge' }));
    const question = (await screen.findByText('Recharge 5 beans to 张三?')).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    fireEvent.click(within(question).getByRole('button', { name: 'Recharge' }));
    expect(await within(dialog).findByText('The account was disabled meanwhile')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Recharge golden beans' })).toBeInTheDocument();
  });

  it('refuses an amount that is not one before asking anything or sending', async () => {
    const { calls } = open({ onWrite: () => undefined });
    await within(accountsGrid()).findByText('Harbour Trading');
    fireEvent.click(screen.getByRole('button', { name: 'Recharge 张三' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recharge golden beans' });
    for (const [typed, message] of [
      ['abc', 'Please enter a number'],
      ['0', 'Please enter a number from 0.01 to 1000000'],
    ] as const) {
      fireEvent.change(within(dialog).getByLabelText('Beans'), { target: { value: typed } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Recharge' }));
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(screen.queryByText(`Recharge ${typed} beans to 张三?`)).not.toBeInTheDocument();
    }
    expect(calls.filter((c) => c.path === '/api/golden-bean/recharge')).toEqual([]);
  });

  it('reverses an entry with a reason after a confirmation; reversals and reversed entries offer none', async () => {
    const flow = [
      entry({ entryId: 'r-1', kind: 'reversal', amount: '-5', balance: '25', reverses: 'e-5', note: 'typo' }),
      entry({
        entryId: 'e-5',
        amount: '5',
        balance: '30',
        reversedBy: 'r-1',
        at: '2026-03-09T08:00:00.000Z',
      }),
      ...ownFlow(),
    ];
    const { calls } = open({
      flow,
      onWrite: (call) =>
        call.path === '/api/golden-bean/e-1/reverse'
          ? ok({ entryId: 'r-2', reverses: 'e-1' }, { position: '400' }, 'Entry reversed')
          : undefined,
    });
    await within(flowGrid()).findByText('BJ20260311-000001');
    const reverseButtons = within(flowGrid()).getAllByRole('button', { name: /^Reverse / });
    // The debit and the standing recharge, not the reversal nor the reversed recharge.
    expect(reverseButtons.map((b) => b.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Reverse Quotation fee -1 of 张三/),
      expect.stringMatching(/^Reverse Recharge \+30 of 张三/),
    ]);
    expect(cellsOf('e-5').join(' ')).toContain('Reversed');

    fireEvent.click(reverseButtons[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Reverse an entry' });
    expect(dialog).toHaveTextContent('A reversing entry of +30 beans will be added to the ledger of 张三');
    const submit = within(dialog).getByRole('button', { name: 'Reverse' });
    expect(submit).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'wrong account' } });
    fireEvent.click(submit);
    const question = (await screen.findByText('Reverse this entry of +30 beans for 张三?')).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    fireEvent.click(within(question).getByRole('button', { name: 'Reverse' }));
    expect(await screen.findByText('Entry reversed')).toBeInTheDocument();
    expect(writes(calls).map((c) => [c.path, bodyOf(c)])).toEqual([
      ['/api/golden-bean/e-1/reverse', { reason: 'wrong account' }],
    ]);
    // With a request key of its own, so that a retried reversal is recorded once.
    expect(writes(calls)[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows one account’s movements from its row, and filters them', async () => {
    const { calls } = open({
      flow: [...ownFlow(), entry({ entryId: 't-1', accountId: 'u-trader', accountName: 'Harbour Trading' })],
    });
    await within(accountsGrid()).findByText('Harbour Trading');
    fireEvent.click(screen.getByRole('button', { name: 'Movements of Harbour Trading' }));
    await waitFor(() =>
      expect(gets(calls, '/api/golden-bean/flow').at(-1)?.query.get('accountId')).toBe('u-trader'),
    );
    await waitFor(() => expect(cellsOf('d-1')).toEqual([]));
    expect(cellsOf('t-1')).toContain('Harbour Trading');
    fireEvent.change(screen.getByRole('combobox', { name: 'Type filter' }), {
      target: { value: 'recharge' },
    });
    await waitFor(() =>
      expect(gets(calls, '/api/golden-bean/flow').at(-1)?.query.get('kind')).toBe('recharge'),
    );
    expect(gets(calls, '/api/golden-bean/flow').at(-1)?.query.get('accountId')).toBe('u-trader');
  });

  it('offers neither recharge nor reverse to a role without them', async () => {
    open({ permissions: ['GET@golden-bean/flow', 'GET@golden-bean/accounts'] });
    await within(flowGrid()).findByText('BJ20260311-000001');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Recharge Harbour Trading' })).not.toBeInTheDocument(),
    );
    expect(within(flowGrid()).queryAllByRole('button', { name: /^Reverse / })).toEqual([]);
  });

  it('refreshes by itself when the golden-bean read model changes elsewhere (a quotation generated)', async () => {
    let accounts = [balance(), trader];
    const { calls, queryClient } = open({
      get accounts() {
        return accounts;
      },
    });
    const live = fakeSocket();
    const stop = connectLive(queryClient, live.socket);
    try {
      await within(accountsGrid()).findByText('Harbour Trading');
      expect(cellsOf('u-sales')).toContain('25');
      accounts = [balance({ balance: '24' }), trader];
      const before = gets(calls, '/api/golden-bean/flow').length;
      act(() =>
        live.serverSays(LIVE_EVENTS.changed, {
          readModel: 'golden_beans',
          ids: ['u-sales'],
          position: '900',
        }),
      );
      await waitFor(() => expect(cellsOf('u-sales')).toContain('24'));
      expect(gets(calls, '/api/golden-bean/flow').length).toBeGreaterThan(before);
    } finally {
      stop();
    }
  });
});
