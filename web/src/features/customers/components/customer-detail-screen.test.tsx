/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import '../../../testing/table-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { CustomerTimelineEntry, CustomerView, LoginAnswer } from '@packflow/contracts';
import { clearSession, saveSession } from '../../../lib/session';
import { type ApiCall, mockFetch, ok, type Reply } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { formatDay } from '../format';
import { customer, highSeasCustomer } from '../test-fixtures';
import { CustomerDetailScreen } from './customer-detail-screen';
import { describeEntry, newestFirst } from './customer-timeline';
import { i18n } from '../../../lib/i18n';
import { loadRegions } from '../../../lib/regions';

const salesman: LoginAnswer = {
  token: 'tok-s',
  logintime: 1_700_000_000,
  checkcode: 'cc-s',
  secret: 'sec-s',
  user: { id: 's-1', role: 'OperatorIndex', nickname: '李四', headimg: '', country: 'en' },
  roles: [{ role: 'OperatorIndex', title: '业务员', english_name: 'Salesman' }],
  daysLeft: 200,
  warnExpiry: false,
};

const entry = (
  position: string,
  type: string,
  details: Record<string, unknown>,
  actorName: string | null = '李四',
) =>
  ({
    position,
    at: `2026-01-0${position}T02:00:00.000Z`,
    type,
    actorId: actorName ? 'u' : null,
    actorName,
    details,
  }) satisfies CustomerTimelineEntry;

const timeline: CustomerTimelineEntry[] = [
  entry('3', 'CustomerEdited', {
    changes: [
      { field: 'phone', from: '13800000000', to: '13812345678' },
      { field: 'domestic', from: false, to: true },
    ],
  }),
  entry('1', 'CustomerCreated', { owner: null }, '王经理'),
  entry('2', 'CustomerClaimed', { toName: '李四' }),
  entry('4', 'CustomerReleased', { fromName: '李四', reason: 'no-order' }, null),
  entry('5', 'CustomerReassigned', { fromName: null, toName: '王五' }, '王经理'),
  entry('6', 'CustomerGradeSet', { fromName: null, toName: 'Gold' }, '王经理'),
  entry('7', 'CustomerReleaseWarned', { ownerName: '王五', releaseOn: '2026-04-01T00:00:00.000Z' }, null),
  entry('8', 'CustomerReleased', { fromName: '王五', reason: 'supervisor' }, '王经理'),
];

function serve(
  view: () => CustomerView,
  onWrite: (call: ApiCall) => Reply = () => ok({ id: 'x' }, { position: '600' }, 'Done'),
) {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path === `/api/customer/${view().id}`) return ok(view());
    if (call.method === 'GET' && call.path === `/api/customer/${view().id}/timeline`) return ok(timeline);
    if (call.method !== 'GET') return onWrite(call);
    return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
  });
}

function ShowPath() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

function open(id: string | null) {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/Customer/Detail']}>
      <Routes>
        <Route path="/Customer/Detail" element={<CustomerDetailScreen id={id} />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <ShowPath />
    </MemoryRouter>,
  );
}

const history = () => screen.getByRole('table', { name: 'Customer history' });
const rowTexts = () =>
  within(history())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[2]?.textContent);

beforeEach(() => saveSession(salesman));
afterEach(() => clearSession());

describe('customer detail', () => {
  it('shows the fields, the owner and dates, and the timeline newest first with reasons', async () => {
    serve(() => customer({ addresses: [{ region: '370202', detail: '香港中路 1 号' }] }));
    open('c-1');
    expect(await screen.findByRole('heading', { name: 'Customer details' })).toBeInTheDocument();
    expect(await screen.findByText('Q0001')).toBeInTheDocument();
    expect(screen.getByText('青岛食品有限公司')).toBeInTheDocument();
    expect(screen.getByText('李四')).toBeInTheDocument();
    expect(screen.getByText(formatDay('2026-04-05T02:00:00.000Z', 'en'))).toBeInTheDocument();
    // The address by name, once the region data has loaded (its code until then).
    expect(await screen.findByText('山东省 青岛市 市南区 香港中路 1 号')).toBeInTheDocument();

    await within(await screen.findByRole('table', { name: 'Customer history' })).findByText(/Reassigned/);
    expect(rowTexts()).toEqual([
      'Released from 王五 to the high seasReason: released by a supervisor',
      `Release warning sent to 王五: release on ${formatDay('2026-04-01T00:00:00.000Z', 'en')}`,
      'Grade changed from No grade to Gold',
      'Reassigned from High seas to 王五',
      'Released from 李四 to the high seasReason: no signed order within the limit',
      'EditedPhone: 13800000000 → 13812345678Domestic/foreign: Foreign → Domestic',
      'Claimed by 李四',
      'Created in the high seas',
    ]);
    // The daily job has no person: "System".
    const warned = within(history())
      .getByText(/Release warning/)
      .closest('tr')!;
    expect(within(warned).getByText('System')).toBeInTheDocument();
  });

  it('offers the owner release (not claim), and goes back to the own list afterwards', async () => {
    const calls = serve(
      () => customer(),
      () => ok({ id: 'c-1' }, { position: '601' }, 'Customer released to the high seas'),
    );
    open('c-1');
    await screen.findByText('Q0001');
    expect(screen.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Release' }));
    expect(await screen.findByText(/Release 青岛食品 to the high seas\?/)).toBeVisible();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Release' }));
    expect(await screen.findByText('Customer released to the high seas')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/customer/c-1/release',
    ]);
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('/Customer/Has'));
  });

  it('claims a high-seas customer', async () => {
    const calls = serve(highSeasCustomer, () => ok({ id: 'c-2' }, { position: '602' }, 'Customer claimed'));
    open('c-2');
    await screen.findByText('L0002');
    expect(screen.getByText('High seas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Release' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    fireEvent.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Customer claimed')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/customer/c-2/claim']);
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/api/customer/c-2')
          .at(-1)
          ?.query.get('_position'),
      ).toBe('602'),
    );
  });

  it('shows why a protected customer cannot be claimed yet', async () => {
    const until = '2099-03-01T08:00:00.000Z';
    serve(() => highSeasCustomer({ protectedUntil: until }));
    open('c-2');
    await screen.findByText('L0002');
    expect(screen.getByRole('button', { name: 'Claim' })).toBeDisabled();
    expect(
      screen.getByText(`Protected until ${formatDay(until, 'en')}: nobody may claim it before then`),
    ).toBeInTheDocument();
  });

  it('says so when no customer is chosen', () => {
    serve(customer);
    open(null);
    expect(screen.getByText('No customer chosen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my customers' })).toHaveAttribute('href', '/Customer/Has');
  });
});

describe('the timeline in words', () => {
  const t = i18n.getFixedT('cn');

  it('sorts by position, also past the 53-bit numbers of JavaScript', () => {
    const big = [entry('1', 'X', {}), entry('1', 'Y', {})];
    big[0]!.position = '9007199254740993';
    big[1]!.position = '9007199254740995';
    expect(newestFirst(big).map((e) => e.type)).toEqual(['Y', 'X']);
  });

  it('speaks Chinese, with the release reasons', () => {
    const lines = (e: CustomerTimelineEntry) => {
      const { headline, lines: more } = describeEntry(e, t, 'cn');
      return [headline, ...more];
    };
    expect(lines(timeline[3]!)).toEqual(['从 李四 释放到公海', '原因：期限内未签单']);
    expect(lines(entry('9', 'CustomerReleased', { fromName: '李四', reason: 'owner' }))).toEqual([
      '从 李四 释放到公海',
      '原因：归属人主动释放',
    ]);
    expect(lines(timeline[4]!)).toEqual(['从 公海 转移给 王五']);
    expect(lines(entry('9', 'SomethingNew', {}))).toEqual(['事件：SomethingNew']);
  });

  it('names the places of changed addresses', async () => {
    const moved = entry('9', 'CustomerEdited', {
      changes: [
        {
          field: 'addresses',
          from: [{ region: '370202', detail: '香港中路 1 号' }],
          to: [{ region: '440305', detail: '科技园路 1 号' }],
        },
      ],
    });
    const { lines } = describeEntry(moved, t, 'cn', await loadRegions());
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('山东省 青岛市 市南区 香港中路 1 号');
    expect(lines[0]).toContain('广东省 深圳市 南山区 科技园路 1 号');
  });
});
