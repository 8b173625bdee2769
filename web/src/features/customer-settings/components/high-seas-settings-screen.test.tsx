/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReleaseRunView } from '@packflow/contracts';
import { type ApiCall, mockFetch, ok, type Reply } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { HighSeasHistoryEntry } from '../api/get-highseas-history';
import type { HighSeasSettingsView } from '../api/get-highseas-settings';
import { HighSeasSettingsScreen } from './high-seas-settings-screen';

const view: HighSeasSettingsView = {
  releaseDays: 90,
  maxOwned: 200,
  maxClaimsPerDay: 10,
  protectionDays: 1,
  cooldownDays: 30,
  warnDaysBefore: 7,
  version: 3,
  updatedAt: '2026-02-01T08:30:00.000Z',
  updatedByName: '王经理',
};

const history: HighSeasHistoryEntry[] = [
  {
    position: '700',
    at: '2026-02-01T08:30:00.000Z',
    userName: '王经理',
    changes: [{ field: 'releaseDays', from: 60, to: 90 }],
  },
];

const doneRun: ReleaseRunView = {
  day: '2026-02-02',
  released: 3,
  warned: 5,
  state: 'done',
  at: '2026-02-02T00:10:05.000Z',
};

interface Server {
  settings?: () => HighSeasSettingsView;
  runs?: () => ReleaseRunView[];
  onWrite?: (call: ApiCall) => Reply;
}

function serve({ settings = () => view, runs = () => [doneRun], onWrite }: Server = {}) {
  return mockFetch((call) => {
    if (call.method === 'GET') {
      if (call.path === '/api/customer-setting') return ok(settings());
      if (call.path === '/api/customer-setting/history') {
        return ok(history, { pageInfo: { _page: 1, _size: 20, _count: 1, _pageSize: 1 } });
      }
      if (call.path === '/api/customer-release/runs') return ok(runs());
      return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
    }
    return onWrite?.(call) ?? ok(null, { position: '710' }, 'High-seas settings saved');
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('high-seas settings', () => {
  it('shows the six settings with their units, and who last changed them', async () => {
    serve();
    renderWithProviders(<HighSeasSettingsScreen />);
    expect(await screen.findByDisplayValue('90')).toBe(field('Release after no signed order for'));
    expect(field('Most customers one salesman may own').value).toBe('200');
    expect(field('Most claims per salesman per day').value).toBe('10');
    expect(field('Protection period after a release').value).toBe('1');
    expect(field('Cool-down before the previous owner may claim it back').value).toBe('30');
    expect(field('Warn the owner before a release').value).toBe('7');
    expect(screen.getAllByText('days')).toHaveLength(4);
    expect(screen.getByText('customers')).toBeInTheDocument();
    expect(screen.getByText('claims per day')).toBeInTheDocument();
    expect(screen.getByText(/^Last changed .* by 王经理$/)).toBeInTheDocument();
    expect(document.title).toBe('High-seas settings - Packflow');
    expect(saveButton()).toBeDisabled();

    const historyTable = await screen.findByRole('table', { name: 'High-seas settings history' });
    expect(within(historyTable).getByText('Release after no signed order for: 60 → 90')).toBeInTheDocument();
  });

  it('saves only the changed fields, then reads its own write', async () => {
    let current = view;
    const calls = serve({
      settings: () => current,
      onWrite: (call) => {
        current = { ...current, maxOwned: Number(call.body?.get('maxOwned')), version: 4 };
        return ok(current, { position: '711' }, 'High-seas settings saved');
      },
    });
    renderWithProviders(<HighSeasSettingsScreen />);
    await screen.findByDisplayValue('90');
    fireEvent.change(field('Most customers one salesman may own'), { target: { value: '250' } });
    fireEvent.change(field('Cool-down before the previous owner may claim it back'), {
      target: { value: '31' },
    });
    fireEvent.change(field('Cool-down before the previous owner may claim it back'), {
      target: { value: '30' },
    });
    fireEvent.click(saveButton());

    expect(await screen.findByText('High-seas settings saved')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/customer-setting');
    expect(put?.body?.toString()).toBe('maxOwned=250'); // the cool-down went back: not sent
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(field('Most customers one salesman may own').value).toBe('250');
    const reread = calls.filter((c) => c.method === 'GET' && c.path === '/api/customer-setting').at(-1);
    expect(reread?.query.get('_position')).toBe('711');
  });

  it('sends the revision it shows; refused because someone saved first, it shows their values and says so', async () => {
    let current: HighSeasSettingsView = { ...view, revision: 2 };
    const calls = serve({
      settings: () => current,
      onWrite: () => {
        current = { ...current, maxOwned: 180, version: 4, revision: 3 };
        return {
          status: 409,
          body: {
            code: 1009,
            data: null,
            msg: 'Changed since you opened it',
            extra: { error: 'RECORD.CHANGED' },
          },
        };
      },
    });
    renderWithProviders(<HighSeasSettingsScreen />);
    await screen.findByDisplayValue('90');
    fireEvent.change(field('Release after no signed order for'), { target: { value: '60' } });
    fireEvent.click(saveButton());

    expect(await screen.findByText('Changed since you opened it')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.headers['If-Match']).toBe('"2"');
    await waitFor(() => expect(field('Most customers one salesman may own').value).toBe('180'));
    expect(field('Release after no signed order for').value).toBe('90');
    expect(saveButton()).toBeDisabled();
  });

  it("shows the server's message under the field it concerns", async () => {
    serve({
      onWrite: () => ({
        status: 422,
        body: {
          code: 1001,
          data: null,
          msg: 'Please correct the highlighted fields',
          extra: { fields: { releaseDays: 'Must be longer than the warning period' } },
        },
      }),
    });
    renderWithProviders(<HighSeasSettingsScreen />);
    await screen.findByDisplayValue('90');
    fireEvent.change(field('Release after no signed order for'), { target: { value: '5' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Must be longer than the warning period')).toBeInTheDocument();
    expect(field('Release after no signed order for').value).toBe('5');
  });

  it('checks the bounds before sending', async () => {
    const calls = serve();
    renderWithProviders(<HighSeasSettingsScreen />);
    await screen.findByDisplayValue('90');
    fireEvent.change(field('Release after no signed order for'), { target: { value: '0' } });
    fireEvent.change(field('Most claims per salesman per day'), { target: { value: '' } });
    fireEvent.click(saveButton());
    expect(screen.getByText('Please enter a whole number from 1 to 3650')).toBeInTheDocument();
    expect(screen.getByText('Please enter a whole number from 1 to 10000')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    fireEvent.change(field('Release after no signed order for'), { target: { value: '60' } });
    expect(screen.queryByText('Please enter a whole number from 1 to 3650')).not.toBeInTheDocument();
  });

  it('lists the release runs, runs one now, and follows them live', async () => {
    let runs = [doneRun];
    const calls = serve({
      runs: () => runs,
      onWrite: () => ok({ day: '2026-02-03' }, {}, 'The high-seas release has started'),
    });
    const { queryClient } = renderWithProviders(<HighSeasSettingsScreen />);
    const table = await screen.findByRole('table', { name: 'Release runs' });
    const row = (await within(table).findByText('2026-02-02')).closest('tr')!;
    expect([...row.querySelectorAll('td')].slice(0, 4).map((c) => c.textContent)).toEqual([
      '2026-02-02',
      'Done',
      '3',
      '5',
    ]);

    runs = [
      { day: '2026-02-03', released: 0, warned: 0, state: 'running', at: '2026-02-03T09:00:00.000Z' },
      doneRun,
    ];
    fireEvent.click(screen.getByRole('button', { name: 'Run now' }));
    expect(await screen.findByText('The high-seas release has started')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/customer-release/run',
    ]);
    expect(await within(table).findByText('Running')).toBeInTheDocument();

    runs = [{ ...runs[0]!, state: 'done', released: 2, warned: 1 }, doneRun];
    // What lib/live does with a 'readmodel.changed' event for 'release_runs'.
    await act(() => queryClient.invalidateQueries({ queryKey: ['release_runs'] }));
    await waitFor(() => expect(within(table).queryByText('Running')).not.toBeInTheDocument());
    expect(within(table).getAllByText('Done')).toHaveLength(2);
  });

  it('follows a change made elsewhere (live: highseas_settings)', async () => {
    let current = view;
    serve({ settings: () => current });
    const { queryClient } = renderWithProviders(<HighSeasSettingsScreen />);
    await screen.findByDisplayValue('90');
    current = { ...current, releaseDays: 120, version: 4 };
    await act(() => queryClient.invalidateQueries({ queryKey: ['highseas_settings'] }));
    expect(await screen.findByDisplayValue('120')).toBe(field('Release after no signed order for'));
  });

  it('speaks Chinese', async () => {
    serve();
    renderWithProviders(<HighSeasSettingsScreen />, { locale: 'cn' });
    expect(await screen.findByDisplayValue('90')).toBe(screen.getByLabelText('未签单自动释放天数'));
    expect(screen.getAllByText('天')).toHaveLength(4);
    expect(screen.getByRole('button', { name: '立即运行' })).toBeInTheDocument();
    expect(await screen.findByText('已完成')).toBeInTheDocument();
  });
});
