/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import '../../../testing/table-polyfills';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Role, StaffView } from '@packflow/contracts';
import { type ApiCall, mockFetch, ok, type Reply } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { StaffListScreen } from './staff-list-screen';

const person = (over: Partial<StaffView>): StaffView => ({
  id: 'p-1',
  nickname: '张三',
  username: 'zhangsan',
  password: '',
  phone: '13812345678',
  sex: '男',
  status: '正常',
  role: 'Finance',
  roleId: 'Finance',
  roles: ['Finance'],
  areacode: null,
  country: null,
  is_from: null,
  wage: null,
  work_wage: null,
  headimg: '',
  locked: false,
  failures: 0,
  last_login_at: null,
  created_at: '2026-01-05T02:00:00.000Z',
  ...over,
});

const salesman = person({
  id: 's-1',
  nickname: '李四',
  username: 'lisi',
  role: 'OperatorIndex',
  roleId: 'OperatorIndex',
  roles: ['OperatorIndex'],
  areacode: 'Q',
  country: 'cn',
  wage: '12345.6',
  work_wage: '1000',
  locked: true,
});

interface Server {
  rows?: StaffView[];
  count?: number;
  onWrite?: (call: ApiCall) => Reply;
}

/** The staff API as the screen sees it; writes answer what `onWrite` says (default: saved). */
function serve({ rows = [person({})], count = rows.length, onWrite }: Server = {}) {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/admin/operator') {
      const [page, size] = [Number(call.query.get('_page')), Number(call.query.get('_size'))];
      return ok(rows, { pageInfo: { _page: page, _size: size, _count: count, _pageSize: 1 } });
    }
    const one = /^\/api\/admin\/operator\/([^/]+)$/.exec(call.path);
    if (call.method === 'GET' && one) {
      const row = rows.find((r) => r.id === one[1]);
      return row ? ok(row) : { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
    }
    if (call.method !== 'GET') return onWrite?.(call) ?? ok({ id: 'new-1' }, { position: '900' }, 'Saved');
    return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
  });
}

const listCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/operator');
const bodyOf = (call: ApiCall | undefined) => Object.fromEntries(call?.body ?? []);
const grid = (name = 'Staff list') => screen.getByRole('region', { name });
const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

function open(role: Role, server: Server = {}, supervisor = false) {
  const calls = serve(server);
  const view = renderWithProviders(<StaffListScreen role={role} supervisor={supervisor} />);
  return { calls, ...view };
}

beforeEach(() => localStorage.clear());

describe('staff list', () => {
  it('shows the people of the role, titled by the role, and pages through the API', async () => {
    const { calls } = open('Finance', { count: 45 });
    expect(await within(grid()).findByText('张三')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Finance' })).toBeInTheDocument();
    const row = document.querySelectorAll('[data-row-key="p-1"]');
    expect([...row].map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(['zhangsan', '13812345678', 'Male', 'Normal', 'Finance', 'Never']),
    );
    // Finance lists have no salesman or trader columns.
    expect(within(grid()).queryByText('Base wage')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    const [first, second] = listCalls(calls).map((c) => c.query);
    expect(first?.get('role')).toBe('Finance');
    expect([first?.get('_page'), first?.get('_size')]).toEqual(['1', '20']);
    expect([second?.get('_page'), second?.get('_size')]).toEqual(['2', '20']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '50' } });
    await waitFor(() => expect(listCalls(calls)).toHaveLength(3));
    expect([listCalls(calls)[2]?.query.get('_page'), listCalls(calls)[2]?.query.get('_size')]).toEqual([
      '1',
      '50',
    ]);
  });

  it('shows area, country and wages for salesmen, and a lock on a locked account', async () => {
    open('OperatorIndex', { rows: [salesman] });
    expect(await within(grid()).findByText('李四')).toBeInTheDocument();
    const cells = [...document.querySelectorAll('[data-row-key="s-1"]')].map((c) => c.textContent);
    expect(cells).toEqual(expect.arrayContaining(['Qingdao', 'China (Chinese)', '12,345.60', '1,000.00']));
    expect(within(grid()).getByTitle('Locked after failed logins')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlock 李四' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unlock 张三' })).not.toBeInTheDocument();
  });

  it('searches 300 ms after the last keystroke, from the first page', async () => {
    const { calls } = open('Finance', { count: 45 });
    await within(grid()).findByText('张三');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));

    const box = screen.getByRole('searchbox', { name: 'Search name, username or phone' });
    fireEvent.change(box, { target: { value: 'zh' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    fireEvent.change(box, { target: { value: ' zhang ' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(listCalls(calls)).toHaveLength(2); // 350 ms after the first keystroke, still nothing

    await waitFor(() => expect(listCalls(calls)).toHaveLength(3));
    const search = listCalls(calls)[2]!.query;
    expect([search.get('keyword'), search.get('_page')]).toEqual(['zhang', '1']);
    expect(listCalls(calls).some((c) => c.query.get('keyword') === 'zh')).toBe(false);
  });

  it('filters by status', async () => {
    const { calls } = open('Finance');
    await within(grid()).findByText('张三');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status filter' }), { target: { value: '禁用' } });
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('status')).toBe('禁用'));
  });
});

describe('staff dialog', () => {
  it('creates a salesman with area, country and wages, then the list reads its own write', async () => {
    const { calls } = open('OperatorIndex', {
      rows: [salesman],
      onWrite: () => ok({ id: 'new-1' }, { position: '901' }, 'Staff member created'),
    });
    await within(grid()).findByText('李四');
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    expect(await screen.findByRole('heading', { name: 'New staff member' })).toBeInTheDocument();
    expect(dialog()).toHaveStyle({ width: '700px' });

    type('Nickname', '  王五 ');
    type('Contact (mobile)', '13912345678');
    fireEvent.change(field('Area'), { target: { value: 'L' } });
    fireEvent.change(field('Country'), { target: { value: 'en' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Account and password' }));
    type('Username', 'wangwu');
    type('Password', ' secret pw ');
    fireEvent.click(screen.getByRole('tab', { name: 'Wage settings' }));
    type('Base wage', '5000');
    type('Position wage', '800.5');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Staff member created')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/admin/operator');
    expect(bodyOf(post)).toEqual({
      nickname: '王五',
      username: 'wangwu',
      phone: '13912345678',
      sex: '男',
      status: '正常',
      role: 'OperatorIndex',
      roles: 'OperatorIndex',
      areacode: 'L',
      country: 'en',
      wage: '5000',
      work_wage: '800.5',
      password: ' secret pw ', // exactly as typed
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(listCalls(calls).at(-1)?.query.get('_position')).toBe('901');
  });

  it('sends no salesman or trader fields for Finance', async () => {
    const { calls } = open('Finance');
    await within(grid()).findByText('张三');
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    await screen.findByRole('heading', { name: 'New staff member' });
    expect(within(dialog()).queryByLabelText('Area')).not.toBeInTheDocument();
    expect(within(dialog()).queryByLabelText('Country')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Wage settings' })).not.toBeInTheDocument();

    type('Nickname', '赵六');
    type('Contact (mobile)', '15012345678');
    type('Username', 'zhaoliu');
    type('Password', 'password1');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = bodyOf(calls.find((c) => c.method === 'POST'));
    expect(body).toMatchObject({ role: 'Finance', roles: 'Finance', nickname: '赵六' });
    for (const key of ['areacode', 'country', 'is_from', 'wage', 'work_wage'])
      expect(body).not.toHaveProperty(key);
  });

  it('drops what a salesman needs once the roles no longer include one', async () => {
    const { calls } = open('OperatorIndex', { rows: [salesman] });
    await within(grid()).findByText('李四');
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    await screen.findByRole('heading', { name: 'New staff member' });
    type('Nickname', '赵六');
    type('Contact (mobile)', '15012345678');
    fireEvent.change(field('Area'), { target: { value: 'Q' } });
    fireEvent.change(field('Country'), { target: { value: 'cn' } });
    type('Base wage', '3000');
    type('Username', 'zhaoliu');
    type('Password', 'password1');
    fireEvent.click(screen.getByRole('tab', { name: 'Account and password' }));
    const roles = within(dialog()).getByRole('group', { name: 'Roles' });
    fireEvent.click(within(roles).getByLabelText('Finance'));
    fireEvent.click(within(roles).getByLabelText('Salesman'));
    expect(field('Primary role')).toHaveValue('Finance');
    expect(screen.queryByRole('tab', { name: 'Wage settings' })).not.toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = bodyOf(calls.find((c) => c.method === 'POST'));
    expect(body).toMatchObject({ role: 'Finance', roles: 'Finance' });
    for (const key of ['areacode', 'country', 'wage']) expect(body).not.toHaveProperty(key);
  });

  it('lets an administrator give more roles, with the fields those roles need', async () => {
    const { calls } = open('Finance');
    await within(grid()).findByText('张三');
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    await screen.findByRole('heading', { name: 'New staff member' });
    expect(within(dialog()).queryByLabelText('Country')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Account and password' }));
    const roles = within(dialog()).getByRole('group', { name: 'Roles' });
    expect(within(roles).getByLabelText('Finance')).toBeChecked();
    fireEvent.click(within(roles).getByLabelText('Trader'));

    // A foreign trader's number is foreign: the mainland check does not apply.
    type('Nickname', 'Tom');
    type('Contact (mobile)', '+44 7700 900123');
    fireEvent.change(field('Country'), { target: { value: 'en' } });
    fireEvent.change(field('Domestic/foreign'), { target: { value: 'W' } });
    type('Username', 'tom');
    type('Password', 'password1');
    fireEvent.change(field('Primary role'), { target: { value: 'Traders' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(bodyOf(calls.find((c) => c.method === 'POST'))).toMatchObject({
      role: 'Traders',
      roles: 'Finance,Traders',
      country: 'en',
      is_from: 'W',
      phone: '+44 7700 900123',
    });
  });

  it("checks the spec's staff form before sending, and opens the tab of the first problem", async () => {
    const { calls } = open('OperatorIndex', { rows: [salesman] });
    await within(grid()).findByText('李四');
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    await screen.findByRole('heading', { name: 'New staff member' });
    fireEvent.click(screen.getByRole('tab', { name: 'Wage settings' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('tab', { name: /^Basic info/ })).toHaveAttribute('aria-selected', 'true');
    // Every tab says how many of its fields need correcting.
    expect(screen.getByRole('tab', { name: /^Basic info/ })).toHaveTextContent('Basic info4');
    expect(screen.getByRole('tab', { name: /^Account and password/ })).toHaveTextContent(
      'Account and password2',
    );
    expect(screen.getByRole('tab', { name: /^Wage settings/ })).toHaveTextContent('Wage settings1');
    expect(screen.getByTitle('Fields to correct on this tab: 2')).toBeInTheDocument();
    for (const text of [
      'please enter user nickname',
      'please enter contact',
      'please select area',
      'please select country',
      'please enter user name',
      'please enter a password',
      'please enter base wage',
    ])
      expect(within(dialog()).getByText(text)).toBeInTheDocument();

    type('Contact (mobile)', '12345678901');
    type('Nickname', 'x');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(within(dialog()).getByText('mobile number format error')).toBeInTheDocument();
    expect(within(dialog()).queryByText('please enter user nickname')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Basic info/ })).toHaveTextContent('Basic info3');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's field messages under their fields, on the tab that holds the first", async () => {
    open('Finance', {
      onWrite: () => ({
        status: 422,
        body: {
          code: 1001,
          data: null,
          msg: 'Please correct the highlighted fields',
          extra: { error: 'VALIDATION.FAILED', fields: { username: 'This username is already taken' } },
        },
      }),
    });
    await within(grid()).findByText('张三');
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    await screen.findByRole('heading', { name: 'New staff member' });
    type('Nickname', '赵六');
    type('Contact (mobile)', '15012345678');
    type('Username', 'zhangsan');
    type('Password', 'password1');
    expect(screen.getByRole('tab', { name: 'Basic info' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));

    expect(await within(dialog()).findByText('This username is already taken')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Basic info/ })).toHaveTextContent(/^Basic info$/);
    expect(screen.getByRole('tab', { name: /^Account and password/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('Please correct the highlighted fields')).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument(); // stays open with the user's input
    expect(field('Nickname').value).toBe('赵六');
  });

  it('saves only what changed when editing', async () => {
    const { calls } = open('Finance', {
      onWrite: () => ok({ id: 'p-1' }, { position: '902' }, 'Staff saved'),
    });
    await within(grid()).findByText('张三');
    fireEvent.click(screen.getByRole('button', { name: 'Edit 张三' }));
    expect(await screen.findByDisplayValue('zhangsan')).toBe(field('Username'));
    type('Nickname', '张三丰');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/admin/operator/p-1');
    expect(bodyOf(put)).toEqual({ nickname: '张三丰' }); // blank password: unchanged
    expect(await screen.findByText('Staff saved')).toBeInTheDocument();
  });

  it('disables every input in view mode, and Save just closes', async () => {
    const { calls } = open('OperatorIndex', { rows: [salesman] });
    await within(grid()).findByText('李四');
    fireEvent.click(screen.getByRole('button', { name: 'View 李四' }));
    expect(await screen.findByDisplayValue('李四')).toBe(field('Nickname'));
    expect(screen.getByRole('heading', { name: 'Staff member' })).toBeInTheDocument();

    const controls = dialog().querySelectorAll('input, select');
    expect(controls.length).toBeGreaterThan(10);
    controls.forEach((control) => expect(control).toBeDisabled());
    expect(field('Area')).toHaveValue('Q');

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('closes with the server message when the person cannot be loaded', async () => {
    open('Finance');
    await within(grid()).findByText('张三');
    mockFetch(() => ({
      status: 404,
      body: { code: 1004, data: null, msg: 'No such staff member', extra: {} },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'View 张三' }));
    expect(await screen.findByText('No such staff member')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('row actions', () => {
  it('disables after confirming, and does nothing on cancel', async () => {
    const { calls } = open('Finance', {
      onWrite: () => ok({ id: 'p-1', status: '禁用' }, { position: '950' }, 'Account disabled'),
    });
    await within(grid()).findByText('张三');

    fireEvent.click(screen.getByRole('button', { name: 'Disable 张三' }));
    expect(await screen.findByText(/Disable the account of 张三\?/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Disable 张三' }));
    await waitFor(() => expect(screen.getByText(/Disable the account of 张三\?/)).toBeVisible());
    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Account disabled')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/admin/operator/p-1/status');
    expect(bodyOf(put)).toEqual({ status: '禁用' });
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('_position')).toBe('950'));
  });

  it('offers enable for a disabled account', async () => {
    const { calls } = open('Finance', { rows: [person({ status: '禁用' })] });
    await within(grid()).findByText('张三');
    expect(within(grid()).getByText('Disabled')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Enable 张三' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(bodyOf(calls.find((c) => c.method === 'PUT'))).toEqual({ status: '正常' }));
  });

  it('resets a password through a small dialog', async () => {
    const { calls } = open('Finance', {
      onWrite: (call) =>
        call.body?.get('password') === 'short'
          ? {
              status: 422,
              body: {
                code: 1001,
                data: null,
                msg: 'Please correct the highlighted fields',
                extra: { fields: { password: 'Password must be 8 to 128 characters' } },
              },
            }
          : ok({ id: 'p-1' }, { position: '960' }, 'Password reset; the person must log in again'),
    });
    await within(grid()).findByText('张三');
    fireEvent.click(screen.getByRole('button', { name: 'Reset the password of 张三' }));
    await screen.findByRole('heading', { name: 'Reset password' });

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Reset password' }));
    expect(within(dialog()).getByText('please enter a password')).toBeInTheDocument();

    type('New password', 'short');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog()).findByText('Password must be 8 to 128 characters')).toBeInTheDocument();

    type('New password', 'a new password');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password reset; the person must log in again')).toBeInTheDocument();
    const put = calls.filter((c) => c.method === 'PUT').at(-1);
    expect(put?.path).toBe('/api/admin/operator/p-1/password');
    expect(bodyOf(put)).toEqual({ password: 'a new password' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('unlocks a locked account', async () => {
    const { calls } = open('OperatorIndex', {
      rows: [salesman],
      onWrite: () => ok({ id: 's-1' }, { position: '970' }, 'Account unlocked'),
    });
    await within(grid()).findByText('李四');
    fireEvent.click(screen.getByRole('button', { name: 'Unlock 李四' }));
    expect(await screen.findByText('Account unlocked')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.path).toBe('/api/admin/operator/s-1/unlock');
  });
});

describe('supervisor', () => {
  it('lists salesmen and creates salesmen only, without the roles choice', async () => {
    const { calls } = open('OperatorIndex', { rows: [salesman] }, true);
    await within(grid()).findByText('李四');
    expect(screen.getByRole('heading', { name: 'Salesmen' })).toBeInTheDocument();
    expect(listCalls(calls)[0]?.query.get('role')).toBe('OperatorIndex');

    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    await screen.findByRole('heading', { name: 'New staff member' });
    expect(within(dialog()).queryByRole('group', { name: 'Roles' })).not.toBeInTheDocument();
    expect(field('Primary role')).toBeDisabled();
    expect(field('Primary role')).toHaveValue('OperatorIndex');
  });
});

describe('in Chinese', () => {
  it('speaks Chinese, with the spec wording for the checks', async () => {
    serve({ rows: [salesman] });
    renderWithProviders(<StaffListScreen role="OperatorIndex" />, { locale: 'cn' });
    expect(await within(grid('员工列表')).findByText('李四')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '业务员' })).toBeInTheDocument();
    expect(within(grid('员工列表')).getByText('青岛')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    await screen.findByRole('heading', { name: '新增员工' });
    fireEvent.click(within(dialog()).getByRole('button', { name: '保存' }));
    expect(within(dialog()).getByText('请输入用户昵称')).toBeInTheDocument();
    expect(within(dialog()).getByText('请选择区域')).toBeInTheDocument();
  });
});
