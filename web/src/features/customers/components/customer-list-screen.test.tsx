/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import '../../../testing/table-polyfills';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { CustomerView, TraderGrade } from '@packflow/contracts';
import { clearSession, saveSession } from '../../../lib/session';
import { type ApiCall, mockFetch, ok, type Reply } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { adminLogin } from '../../../testing/session';
import { formatDay } from '../format';
import { customer, highSeasCustomer, staff } from '../test-fixtures';
import { CustomerListScreen, type CustomerListScreenProps } from './customer-list-screen';

interface Server {
  own?: CustomerView[];
  highSeas?: CustomerView[];
  count?: number;
  /** What GET /api/session says the role may do; absent: the call fails and everything is offered. */
  permissions?: string[];
  grades?: TraderGrade[];
  onWrite?: (call: ApiCall) => Reply | undefined;
}

const notFound: Reply = { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };

/** The customer API as the lists see it; rows come from `server`, which a test may change. */
function serve(server: Server) {
  return mockFetch((call) => {
    const page = Number(call.query.get('_page'));
    const size = Number(call.query.get('_size'));
    const list = (rows: CustomerView[]) =>
      ok(rows, {
        pageInfo: { _page: page, _size: size, _count: server.count ?? rows.length, _pageSize: 1 },
      });
    if (call.method === 'GET') {
      if (call.path === '/api/customer') return list(server.own ?? []);
      if (call.path === '/api/customer/high-seas') return list(server.highSeas ?? []);
      if (call.path === '/api/session') {
        return server.permissions ? ok({ permissions: server.permissions }) : notFound;
      }
      if (call.path === '/api/admin/operator') {
        return ok([staff(), staff({ id: 's-3', nickname: '赵六', username: 'zhaoliu' })], {
          pageInfo: { _page: 1, _size: 20, _count: 2, _pageSize: 1 },
        });
      }
      if (call.path === '/api/customer-grade') return ok(server.grades ?? []);
      const one = /^\/api\/customer\/([^/]+)$/.exec(call.path);
      const row = one && [...(server.own ?? []), ...(server.highSeas ?? [])].find((r) => r.id === one[1]);
      return row ? ok(row) : notFound;
    }
    return server.onWrite?.(call) ?? ok({ id: 'c-1' }, { position: '100' }, 'Saved');
  });
}

function ShowPath() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function open(props: CustomerListScreenProps, server: Server) {
  const calls = serve(server);
  const view = renderWithProviders(
    <MemoryRouter initialEntries={['/list']}>
      <Routes>
        <Route path="/list" element={<CustomerListScreen {...props} />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <ShowPath />
    </MemoryRouter>,
  );
  return { calls, ...view };
}

const listCalls = (calls: ApiCall[], path = '/api/customer') =>
  calls.filter((c) => c.method === 'GET' && c.path === path);
const grid = () => screen.getByRole('region', { name: 'Customer list' });
const cellsOf = (key: string) =>
  [...document.querySelectorAll(`[data-row-key="${key}"]`)].map((c) => c.textContent);
const dialog = () => screen.getByRole('dialog');
const bodyOf = (call: ApiCall | undefined) => Object.fromEntries(call?.body ?? []);
const writes = (calls: ApiCall[]) => calls.filter((c) => c.method !== 'GET');

beforeEach(() => localStorage.clear());
afterEach(() => clearSession());

describe('own customers (/Customer/Has)', () => {
  it('lists GET customer with paging, and the owned-customer columns', async () => {
    const { calls } = open({ scope: 'own' }, { own: [customer()], count: 45 });
    expect(await within(grid()).findByText('青岛食品')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My customers' })).toBeInTheDocument();
    expect(cellsOf('c-1')).toEqual(
      expect.arrayContaining(['Q0001', '青岛食品有限公司', '13812345678', 'Domestic', 'Expo', 'Qingdao']),
    );
    expect(cellsOf('c-1')).toContain(formatDay('2026-04-05T02:00:00.000Z', 'en'));
    // The owner column is the supervisor's.
    expect(within(grid()).queryAllByText('Owner')).toEqual([]);
    expect(within(grid()).getAllByText('Release on').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    const [first, second] = listCalls(calls).map((c) => c.query);
    expect([first?.get('_page'), first?.get('_size')]).toEqual(['1', '20']);
    expect([second?.get('_page'), second?.get('_size')]).toEqual(['2', '20']);
    expect(listCalls(calls, '/api/customer/high-seas')).toEqual([]);
  });

  it('filters by area, domestic, source and keyword (300 ms after typing), each from page 1', async () => {
    const { calls } = open({ scope: 'own' }, { own: [customer()], count: 45 });
    await within(grid()).findByText('青岛食品');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('_page')).toBe('2'));

    fireEvent.change(screen.getByRole('combobox', { name: 'Area filter' }), { target: { value: 'L' } });
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('area')).toBe('L'));
    expect(listCalls(calls).at(-1)?.query.get('_page')).toBe('1');

    fireEvent.change(screen.getByRole('combobox', { name: 'Domestic or foreign filter' }), {
      target: { value: 'false' },
    });
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('domestic')).toBe('false'));

    const before = listCalls(calls).length;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search name, code, enterprise or phone' }), {
      target: { value: ' 青岛 ' },
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(listCalls(calls)).toHaveLength(before); // not yet
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('keyword')).toBe('青岛'));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Source filter' }), { target: { value: 'Expo' } });
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('source')).toBe('Expo'));
    const last = listCalls(calls).at(-1)!.query;
    expect(Object.fromEntries(last)).toEqual({
      keyword: '青岛',
      area: 'L',
      source: 'Expo',
      domestic: 'false',
      _page: '1',
      _size: '20',
    });
  });

  it('releases after confirming, and does nothing on cancel', async () => {
    let own = [customer()];
    const server: Server = {
      get own() {
        return own;
      },
      onWrite: (call) => {
        if (call.path !== '/api/customer/c-1/release') return undefined;
        own = [];
        return ok({ id: 'c-1' }, { position: '210' }, 'Customer released to the high seas');
      },
    };
    const { calls } = open({ scope: 'own' }, server);
    await within(grid()).findByText('青岛食品');

    fireEvent.click(screen.getByRole('button', { name: 'Release 青岛食品' }));
    expect(await screen.findByText(/Release 青岛食品 to the high seas\?/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Release 青岛食品' }));
    await waitFor(() => expect(screen.getByText(/Release 青岛食品 to the high seas\?/)).toBeVisible());
    fireEvent.click(screen.getByRole('button', { name: 'Release' }));
    expect(await screen.findByText('Customer released to the high seas')).toBeInTheDocument();
    expect(writes(calls).map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/customer/c-1/release']);
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('_position')).toBe('210'));
    await waitFor(() => expect(within(grid()).queryByText('青岛食品')).not.toBeInTheDocument());
  });

  it('opens the detail screen of a row', async () => {
    open({ scope: 'own' }, { own: [customer()] });
    await within(grid()).findByText('青岛食品');
    fireEvent.click(screen.getByRole('button', { name: 'Details of 青岛食品' }));
    expect(screen.getByLabelText('address')).toHaveTextContent('/Customer/Detail?id=c-1');
  });

  it('offers no claim on an own list', async () => {
    open({ scope: 'own' }, { own: [customer()] });
    await within(grid()).findByText('青岛食品');
    expect(screen.queryByRole('button', { name: /^Claim/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New' })).toBeInTheDocument();
  });
});

describe('the high seas (/Customer/None)', () => {
  it('lists GET customer/high-seas, without owner columns and without New', async () => {
    const { calls } = open({ scope: 'high-seas' }, { highSeas: [highSeasCustomer()] });
    expect(await within(grid()).findByText('临沂茶叶')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'High-seas customers' })).toBeInTheDocument();
    expect(listCalls(calls, '/api/customer/high-seas')).toHaveLength(1);
    expect(listCalls(calls)).toEqual([]);
    expect(within(grid()).getAllByText('Protected until').length).toBeGreaterThan(0);
    expect(within(grid()).queryAllByText('Release on')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'New' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Release 临沂茶叶' })).not.toBeInTheDocument();
  });

  it('claims after confirming: the server message, then the list reads its own write', async () => {
    let highSeas = [highSeasCustomer()];
    const server: Server = {
      get highSeas() {
        return highSeas;
      },
      onWrite: (call) => {
        if (call.path !== '/api/customer/c-2/claim') return undefined;
        highSeas = [];
        return ok({ id: 'c-2' }, { position: '301' }, 'Customer claimed');
      },
    };
    const { calls } = open({ scope: 'high-seas' }, server);
    await within(grid()).findByText('临沂茶叶');

    fireEvent.click(screen.getByRole('button', { name: 'Claim 临沂茶叶' }));
    expect(
      await screen.findByText('Claim 临沂茶叶 from the high seas? It becomes your customer.'),
    ).toBeVisible();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Claim' }));

    expect(await screen.findByText('Customer claimed')).toBeInTheDocument();
    expect(writes(calls).map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/customer/c-2/claim']);
    await waitFor(() =>
      expect(listCalls(calls, '/api/customer/high-seas').at(-1)?.query.get('_position')).toBe('301'),
    );
    await waitFor(() => expect(within(grid()).queryByText('临沂茶叶')).not.toBeInTheDocument());
  });

  it("shows the server's reason when a claim is refused, and refetches", async () => {
    const { calls } = open(
      { scope: 'high-seas' },
      {
        highSeas: [highSeasCustomer()],
        onWrite: () => ({
          status: 422,
          body: {
            code: 1010,
            data: null,
            msg: 'You have reached the limit of 10 claims today',
            extra: { error: 'CUSTOMER.DAILY_LIMIT' },
          },
        }),
      },
    );
    await within(grid()).findByText('临沂茶叶');
    const reads = listCalls(calls, '/api/customer/high-seas').length;
    fireEvent.click(screen.getByRole('button', { name: 'Claim 临沂茶叶' }));
    fireEvent.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('You have reached the limit of 10 claims today')).toBeInTheDocument();
    await waitFor(() => expect(listCalls(calls, '/api/customer/high-seas').length).toBeGreaterThan(reads));
  });

  it('shows a protected customer with its date and a disabled claim button that says why', async () => {
    const until = '2099-03-01T08:00:00.000Z';
    const { calls } = open(
      { scope: 'high-seas' },
      { highSeas: [highSeasCustomer({ protectedUntil: until })] },
    );
    await within(grid()).findByText('临沂茶叶');
    const date = formatDay(until, 'en');
    expect(cellsOf('c-2')).toContain(date);
    const claim = screen.getByRole('button', { name: 'Claim 临沂茶叶' });
    expect(claim).toBeDisabled();
    expect(claim).toHaveAttribute('title', `Protected until ${date}: nobody may claim it before then`);
    fireEvent.click(claim);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('loses a row that someone else claimed, when the live event arrives', async () => {
    let highSeas = [highSeasCustomer(), highSeasCustomer({ id: 'c-3', code: 'L0003', name: '临沂纸业' })];
    const { queryClient } = open(
      { scope: 'high-seas' },
      {
        get highSeas() {
          return highSeas;
        },
      },
    );
    await within(grid()).findByText('临沂茶叶');
    highSeas = highSeas.filter((row) => row.id !== 'c-2');
    // What lib/live does with a 'readmodel.changed' event for 'customers'.
    await act(() => queryClient.invalidateQueries({ queryKey: ['customers'] }));
    await waitFor(() => expect(within(grid()).queryByText('临沂茶叶')).not.toBeInTheDocument());
    expect(within(grid()).getByText('临沂纸业')).toBeInTheDocument();
  });
});

describe('supervisor lists', () => {
  const supervisorPermissions = [
    'GET@customer',
    'GET@customer/:id',
    'POST@customer',
    'PUT@customer/:id',
    'POST@customer/:id/release',
    'GET@customer/high-seas',
    'PUT@customer/:id/owner',
    'PUT@customer/:id/grade',
    'GET@customer-grade',
    'GET@admin/operator',
  ];

  it('shows owner and grade, and filters by owner', async () => {
    const { calls } = open(
      { scope: 'own', supervisor: true },
      { own: [customer()], permissions: supervisorPermissions },
    );
    expect(await within(grid()).findByText('青岛食品')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Customers' })).toBeInTheDocument();
    expect(within(grid()).getAllByText('Owner').length).toBeGreaterThan(0);
    expect(cellsOf('c-1')).toContain('李四');

    fireEvent.click(screen.getByRole('button', { name: 'Any owner' }));
    fireEvent.click(await screen.findByText('王五'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('ownerId')).toBe('s-2'));
    const staffCall = calls.find((c) => c.path === '/api/admin/operator');
    expect(staffCall?.query.get('role')).toBe('OperatorIndex');
  });

  it('reassigns a customer to a salesman', async () => {
    const { calls } = open(
      { scope: 'own', supervisor: true },
      {
        own: [customer()],
        permissions: supervisorPermissions,
        onWrite: () => ok({ id: 'c-1' }, { position: '400' }, 'Customer reassigned'),
      },
    );
    await within(grid()).findByText('青岛食品');
    fireEvent.click(screen.getByRole('button', { name: 'Reassign 青岛食品' }));
    expect(await screen.findByRole('heading', { name: 'Reassign customer' })).toBeInTheDocument();
    expect(within(dialog()).getByText('Now owned by 李四')).toBeInTheDocument();

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Reassign' }));
    expect(within(dialog()).getByText('please choose the new owner')).toBeInTheDocument();

    fireEvent.click(within(dialog()).getByRole('button', { name: 'New owner' }));
    fireEvent.click(await screen.findByText('赵六'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText('Customer reassigned')).toBeInTheDocument();
    const put = writes(calls)[0];
    expect(put?.path).toBe('/api/customer/c-1/owner');
    expect(put?.method).toBe('PUT');
    expect(bodyOf(put)).toEqual({ ownerId: 's-3' });
  });

  it("sets the grade of a trader's customer only", async () => {
    const { calls } = open(
      { scope: 'own', supervisor: true },
      {
        own: [
          customer(),
          customer({ id: 'c-9', code: 'T0009', name: 'Acme', area: 'T', ownerName: 'Trader Tom' }),
        ],
        grades: [
          { id: 'g-1', name: 'Gold', factor: '0.95' },
          { id: 'g-2', name: 'Silver', factor: '1.05' },
        ],
        permissions: supervisorPermissions,
        onWrite: () => ok({ id: 'c-9' }, { position: '410' }, 'Grade set'),
      },
    );
    await within(grid()).findByText('Acme');
    expect(screen.queryByRole('button', { name: 'Set the grade of 青岛食品' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Set the grade of Acme' }));
    const select = (await screen.findByLabelText('Grade')) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    fireEvent.change(select, { target: { value: 'g-1' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Grade set')).toBeInTheDocument();
    const put = writes(calls)[0];
    expect(`${put?.method} ${put?.path}`).toBe('PUT /api/customer/c-9/grade');
    expect(bodyOf(put)).toEqual({ gradeId: 'g-1' });
  });

  it('keeps the high seas without claiming, and creates into them', async () => {
    const { calls } = open(
      { scope: 'high-seas', supervisor: true },
      {
        highSeas: [highSeasCustomer()],
        permissions: supervisorPermissions,
        onWrite: () => ok({ id: 'c-10' }, { position: '420' }, 'Customer created'),
      },
    );
    await within(grid()).findByText('临沂茶叶');
    expect(screen.getByRole('heading', { name: 'High-seas customers' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim 临沂茶叶' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reassign 临沂茶叶' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit 临沂茶叶' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    expect(await screen.findByRole('heading', { name: 'New high-seas customer' })).toBeInTheDocument();
    fireEvent.change(within(dialog()).getByLabelText('Name'), { target: { value: '公海新客户' } });
    fireEvent.change(within(dialog()).getByLabelText('Phone'), { target: { value: '13912345678' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Customer created')).toBeInTheDocument();
    const post = writes(calls)[0];
    expect(`${post?.method} ${post?.path}`).toBe('POST /api/customer');
    expect(bodyOf(post)).not.toHaveProperty('ownerId');
  });

  it('offers the claim only to a role that may claim', async () => {
    saveSession(adminLogin);
    open({ scope: 'high-seas' }, { highSeas: [highSeasCustomer()], permissions: ['GET@customer/high-seas'] });
    await within(grid()).findByText('临沂茶叶');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Claim 临沂茶叶' })).not.toBeInTheDocument(),
    );
  });
});

describe('in Chinese', () => {
  it('speaks Chinese', async () => {
    serve({ highSeas: [highSeasCustomer()] });
    renderWithProviders(
      <MemoryRouter>
        <CustomerListScreen scope="high-seas" />
      </MemoryRouter>,
      { locale: 'cn' },
    );
    const table = screen.getByRole('region', { name: '客户列表' });
    expect(await within(table).findByText('临沂茶叶')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '公海客户' })).toBeInTheDocument();
    expect(within(table).getByText('临沂')).toBeInTheDocument();
    expect(within(table).getByText('国内')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '领取 临沂茶叶' }));
    expect(await screen.findByText('确定从公海领取 临沂茶叶 吗？领取后成为您的客户。')).toBeInTheDocument();
  });
});
