/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import '../../../testing/table-polyfills';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LoginLogEntry } from '@packflow/contracts';
import { type ApiCall, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LoginLogScreen } from './login-log-screen';

const AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const entries: LoginLogEntry[] = [
  {
    position: '52',
    at: '2026-03-02T09:15:00.000Z',
    accountId: 'u-1',
    username: 'wangjl',
    nickname: '王经理',
    role: 'OperatorManage',
    ip: '10.0.0.7',
    userAgent: AGENT,
    result: 'ok',
  },
  {
    position: '51',
    at: '2026-03-02T09:14:00.000Z',
    accountId: null,
    username: 'ghost',
    nickname: null,
    role: null,
    ip: '203.0.113.9',
    userAgent: 'curl/8.5',
    result: 'unknown',
  },
  {
    position: '50',
    at: '2026-03-02T09:13:00.000Z',
    accountId: 'u-2',
    username: 'lisi',
    nickname: '李四',
    role: 'OperatorIndex',
    ip: '10.0.0.8',
    userAgent: 'Safari',
    result: 'locked',
  },
];

function serve(count = entries.length) {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/login/log') {
      const [page, size] = [Number(call.query.get('_page')), Number(call.query.get('_size'))];
      return ok(entries, { pageInfo: { _page: page, _size: size, _count: count, _pageSize: 1 } });
    }
    return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
  });
}

const logCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/login/log');
const last = (calls: ApiCall[]) => logCalls(calls).at(-1)!.query;
const grid = (name = 'Login attempts') => screen.getByRole('region', { name });
const cells = (key: string) =>
  [...document.querySelectorAll(`[data-row-key="${key}"]`)].map((c) => c.textContent);

beforeEach(() => localStorage.clear());

describe('login log', () => {
  it('shows each attempt: time, who, role, address, browser and a translated result', async () => {
    const calls = serve();
    renderWithProviders(<LoginLogScreen />);
    expect(await within(grid()).findByText('王经理')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Login log' })).toBeInTheDocument();
    expect(cells('52')).toEqual(
      expect.arrayContaining(['wangjl', 'Sales supervisor', '10.0.0.7', 'Logged in']),
    );
    expect(cells('51')).toEqual(expect.arrayContaining(['ghost', 'Unknown user', 'curl/8.5']));
    expect(within(grid()).getByText('Locked').closest('.bp6-tag')).toHaveClass('bp6-intent-danger');
    expect(within(grid()).getByText('Logged in').closest('.bp6-tag')).toHaveClass('bp6-intent-success');

    const agent = within(grid()).getByTitle(AGENT);
    expect(agent.textContent).toHaveLength(40);
    expect(agent.textContent?.endsWith('…')).toBe(true);

    // Rows in the server's order: newest first.
    const order = [...document.querySelectorAll('[data-row-key]')].map((c) => c.getAttribute('data-row-key'));
    expect([...new Set(order)]).toEqual(['52', '51', '50']);
    expect([last(calls).get('_page'), last(calls).get('_size')]).toEqual(['1', '20']);
    expect(last(calls).has('result')).toBe(false);
  });

  it('filters by result and dates, each from the first page', async () => {
    const calls = serve(60);
    renderWithProviders(<LoginLogScreen />);
    await within(grid()).findByText('王经理');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(last(calls).get('_page')).toBe('2'));

    const results = screen.getByRole('combobox', { name: 'Result filter' });
    expect(
      within(results)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All results',
      'Logged in',
      'Wrong password',
      'Locked',
      'Too many attempts',
      'Disabled',
      'Unknown user',
    ]);
    fireEvent.change(results, { target: { value: 'locked' } });
    await waitFor(() => expect(last(calls).get('result')).toBe('locked'));
    expect(last(calls).get('_page')).toBe('1');

    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(last(calls).get('from')).toBe('2026-03-01'));
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2026-03-02' } });
    await waitFor(() => expect(last(calls).get('to')).toBe('2026-03-02'));
    expect([last(calls).get('result'), last(calls).get('from')]).toEqual(['locked', '2026-03-01']);
  });

  it('searches the username 300 ms after typing', async () => {
    const calls = serve();
    renderWithProviders(<LoginLogScreen />);
    await within(grid()).findByText('王经理');
    const before = logCalls(calls).length;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search username' }), {
      target: { value: 'wang' },
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(logCalls(calls)).toHaveLength(before);
    await waitFor(() => expect(last(calls).get('keyword')).toBe('wang'));
  });

  it('speaks Chinese', async () => {
    serve();
    renderWithProviders(<LoginLogScreen />, { locale: 'cn' });
    expect(await within(grid('登录记录')).findByText('王经理')).toBeInTheDocument();
    expect(within(grid('登录记录')).getByText('登录成功')).toBeInTheDocument();
    expect(within(grid('登录记录')).getByText('业务主管')).toBeInTheDocument();
    expect(document.title).toBe('登录日志 - 包装管理系统');
  });
});
