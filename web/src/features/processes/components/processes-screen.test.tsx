/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ApiCall, mockFetch, ok, type Reply } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import {
  IDLE_REFRESH_MS,
  REBUILD_REFRESH_MS,
  processesQueryOptions,
  type ParkedStepView,
  type ProcessesView,
  type RebuildView,
  type RunnerView,
} from '../api/get-processes';
import { ProcessesScreen } from './processes-screen';

const runner = (over: Partial<RunnerView> & Pick<RunnerView, 'name'>): RunnerView => ({
  kind: 'projector',
  version: 1,
  state: 'live',
  active: true,
  position: '3145730',
  lastLagMs: 12,
  lastError: null,
  leaseHolder: 'api host-a:4101',
  behind: false,
  ...over,
});

const runners: RunnerView[] = [
  runner({ name: 'customers', version: 3 }),
  runner({
    name: 'quotations',
    state: 'failed',
    lastError: 'error: relation "rm.quotations" does not exist',
    behind: true,
  }),
  runner({ name: 'golden_beans', state: 'standby', active: false, leaseHolder: 'worker host-b:77' }),
  runner({ name: 'customer-creation', kind: 'reactor', state: 'catching-up', leaseHolder: null }),
];

const stuckStep: ParkedStepView = {
  id: '7',
  runner: 'customer-creation',
  position: '5242881',
  eventId: 'e-1',
  streamId: 'customer-0b6f1c2e',
  eventType: 'CustomerCreationRequested',
  correlationId: 'req-42',
  attempts: 5,
  error: 'Error: the phone is reserved by another customer',
  parkedAt: '2026-03-02T09:15:00.000Z',
  retriedAt: null,
};

const rebuildOf = (name: string, over: Partial<RebuildView> = {}): RebuildView => ({
  name,
  state: 'running',
  position: '400',
  head: '1000',
  percent: 40,
  requestedAt: '2026-03-02T10:00:00.000Z',
  startedAt: '2026-03-02T10:00:01.000Z',
  finishedAt: null,
  error: null,
  ...over,
});

/** The API: GET processes answers `state()`, writes answer `onWrite`. */
function serve(state: () => ProcessesView, onWrite: (call: ApiCall) => Reply = () => ok(null)): ApiCall[] {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/processes') return ok(state());
    if (call.method === 'POST') return onWrite(call);
    return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
  });
}

const view = (over: Partial<ProcessesView> = {}): ProcessesView => ({
  runners,
  rebuilds: [],
  parked: [],
  ...over,
});

const runnerTable = () => screen.getByRole('table', { name: 'Projections and reactors' });
const row = (name: string) => document.querySelector<HTMLElement>(`tr[data-runner="${name}"]`)!;
const cellTexts = (tr: HTMLElement) => [...tr.querySelectorAll('td')].map((td) => td.textContent);
const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST').map((c) => c.path);

describe('the processes screen', () => {
  it('lists projections and reactors with their state, where they run, how far and the last error', async () => {
    serve(() => view());
    renderWithProviders(<ProcessesScreen />);
    expect(await screen.findByRole('heading', { name: 'Processes', level: 2 })).toBeInTheDocument();
    await within(await screen.findByRole('table', { name: 'Projections and reactors' })).findByText(
      'Customers',
    );

    expect(cellTexts(row('customers'))).toEqual([
      'Customerscustomers · v3',
      'Projection',
      'Live',
      'api host-a:4101this process',
      '3145730',
      'Up to datelag 12 ms',
      '',
      'Rebuild',
    ]);
    expect(within(row('customers')).getByText('Live').closest('.bp6-tag')).toHaveClass('bp6-intent-success');
    const failed = within(row('quotations'));
    expect(failed.getByText('Failed').closest('.bp6-tag')).toHaveClass('bp6-intent-danger');
    expect(failed.getByText('error: relation "rm.quotations" does not exist')).toBeInTheDocument();
    expect(failed.getByText('Behind')).toBeInTheDocument();
    // Another process holds it: no "this process".
    expect(cellTexts(row('golden_beans')).slice(2, 4)).toEqual(['Standing by', 'worker host-b:77']);
    // A reactor: nobody runs it, and it has nothing to rebuild.
    const reactor = within(row('customer-creation'));
    expect(reactor.getByText('Reactor')).toBeInTheDocument();
    expect(reactor.getByText('Catching up')).toBeInTheDocument();
    expect(reactor.getByText('Not running anywhere').closest('.bp6-tag')).toHaveClass('bp6-intent-warning');
    expect(reactor.queryByRole('button', { name: /Rebuild/ })).not.toBeInTheDocument();
    // Projections first, then reactors.
    expect(
      [...runnerTable().querySelectorAll('tr[data-runner]')].map((tr) => tr.getAttribute('data-runner')),
    ).toEqual(['customers', 'quotations', 'golden_beans', 'customer-creation']);
    // The overview counts what needs someone.
    const summary = screen.getByRole('status', { name: 'Overview' });
    expect(summary).toHaveTextContent('1 with an error');
    expect(summary).toHaveTextContent('1 not running anywhere');
  });

  it('rebuilds a read model after confirmation and follows its progress to the end', async () => {
    let rebuilds: RebuildView[] = [rebuildOf('customers', { state: 'done', percent: 100 })];
    const calls = serve(
      () => view({ rebuilds }),
      (call) => {
        rebuilds = [rebuildOf('customers', { percent: 40 })];
        return ok(
          rebuildOf('customers', { state: 'requested', percent: 0, startedAt: null }),
          {},
          `Rebuild of ${call.path.split('/')[3]} started`,
        );
      },
    );
    renderWithProviders(<ProcessesScreen />);
    await within(await screen.findByRole('table', { name: 'Projections and reactors' })).findByText(
      'Customers',
    );
    expect(within(row('customers')).getByText(/^Rebuilt /)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Rebuild Customers' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Rebuild Customers?');
    expect(dialog).toHaveTextContent('The current tables keep answering');
    expect(posts(calls)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rebuild' }));

    expect(await screen.findByText('Rebuild of customers started')).toBeInTheDocument();
    expect(posts(calls)).toEqual(['/api/projections/customers/rebuild']);
    // Asked again after the answer: 40% read.
    const bar = await within(row('customers')).findByRole('progressbar', {
      name: 'Rebuild of Customers',
    });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'), { timeout: 3000 });
    expect(within(row('customers')).getByText('40% read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rebuild Customers' })).toBeDisabled();

    // Nobody asks for it: the screen polls every second while the rebuild runs, and sees it end.
    rebuilds = [rebuildOf('customers', { state: 'done', percent: 100, finishedAt: '2026-03-02T10:00:09Z' })];
    expect(
      await screen.findByText('Rebuild of Customers finished', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(within(row('customers')).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rebuild Customers' })).toBeEnabled();
  });

  it('asks every second while a rebuild is under way, every five seconds otherwise', () => {
    const interval = (rebuilds: RebuildView[]) => {
      const option = processesQueryOptions().refetchInterval as (query: unknown) => number;
      return option({ state: { data: view({ rebuilds }) } });
    };
    expect(interval([])).toBe(IDLE_REFRESH_MS);
    expect(interval([rebuildOf('customers', { state: 'done' })])).toBe(IDLE_REFRESH_MS);
    expect(interval([rebuildOf('customers', { state: 'requested' })])).toBe(REBUILD_REFRESH_MS);
    expect(interval([rebuildOf('customers')])).toBe(REBUILD_REFRESH_MS);
    expect([REBUILD_REFRESH_MS, IDLE_REFRESH_MS]).toEqual([1000, 5000]);
  });

  it("shows the server's message when a rebuild is already running, and that rebuild's progress", async () => {
    // Someone else's rebuild, begun after this screen last asked.
    let rebuilds: RebuildView[] = [];
    serve(
      () => view({ rebuilds }),
      () => ({
        status: 409,
        body: {
          code: 1009,
          data: null,
          msg: 'A rebuild of customers is already running (62% read)',
          extra: { error: 'PROJECTION.REBUILD_RUNNING', rebuild: rebuildOf('customers', { percent: 62 }) },
        },
      }),
    );
    renderWithProviders(<ProcessesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rebuild Customers' }));
    rebuilds = [rebuildOf('customers', { percent: 62 })];
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rebuild' }));
    expect(
      await screen.findByText('A rebuild of customers is already running (62% read)'),
    ).toBeInTheDocument();
    expect(await within(row('customers')).findByText('62% read')).toBeInTheDocument();
  });

  it('shows a failed rebuild with its error', async () => {
    serve(() =>
      view({
        rebuilds: [
          rebuildOf('customers', {
            state: 'failed',
            error: 'Error: duplicate key value violates unique constraint "customers_phone"',
          }),
        ],
      }),
    );
    renderWithProviders(<ProcessesScreen />);
    const cell = within(await screen.findByRole('table', { name: 'Projections and reactors' }));
    expect(await cell.findByText('Rebuild failed')).toBeInTheDocument();
    expect(
      cell.getByText('Error: duplicate key value violates unique constraint "customers_phone"'),
    ).toBeInTheDocument();
  });

  it('cancels a rebuild at the question without asking the server', async () => {
    const calls = serve(() => view());
    renderWithProviders(<ProcessesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rebuild Customers' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls)).toEqual([]);
  });

  it('lists stuck steps and retries one after confirmation; it then leaves the list', async () => {
    let parked = [stuckStep];
    const calls = serve(
      () => view({ parked }),
      () => {
        parked = [{ ...stuckStep, retriedAt: '2026-03-02T11:00:00.000Z' }];
        return ok({ id: '7' }, {}, 'The step went through');
      },
    );
    renderWithProviders(<ProcessesScreen />);
    const table = await screen.findByRole('table', { name: 'Stuck steps' });
    const step = table.querySelector<HTMLElement>('tr[data-step="7"]')!;
    expect(cellTexts(step).slice(0, 6)).toEqual([
      'New customerscustomer-creation',
      'CustomerCreationRequestedat position 5242881',
      'customer-0b6f1c2e',
      'req-42',
      '5',
      'Error: the phone is reserved by another customer',
    ]);
    expect(screen.getByRole('status', { name: 'Overview' })).toHaveTextContent('1 stuck step');

    fireEvent.click(
      within(step).getByRole('button', { name: 'Retry CustomerCreationRequested in New customers' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'New customers runs its step for CustomerCreationRequested on customer-0b6f1c2e again.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('The step went through')).toBeInTheDocument();
    expect(posts(calls)).toEqual(['/api/processes/parked/7/retry']);
    expect(await screen.findByText('Nothing is stuck')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Stuck steps' })).not.toBeInTheDocument();

    // The retried step is out of the way, behind a button.
    const show = screen.getByRole('button', { name: 'Show 1 retried step' });
    fireEvent.click(show);
    const retried = await screen.findByRole('table', { name: 'Retried steps' });
    expect(within(retried).getByText('req-42')).toBeInTheDocument();
    expect(within(retried).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  it('shows the error of a step that fails again, and keeps it in the list', async () => {
    let parked = [stuckStep];
    serve(
      () => view({ parked }),
      () => {
        parked = [{ ...stuckStep, attempts: 6, error: 'Error: still reserved' }];
        return {
          status: 500,
          body: { code: 1500, data: null, msg: 'Error: still reserved', extra: {} },
        };
      },
    );
    renderWithProviders(<ProcessesScreen />);
    const table = await screen.findByRole('table', { name: 'Stuck steps' });
    fireEvent.click(within(table).getByRole('button', { name: /^Retry / }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retry' }));
    // In the toast and, once asked again, in the row with the new number of attempts.
    await waitFor(() => expect(screen.getAllByText('Error: still reserved')).toHaveLength(2));
    const step = table.querySelector<HTMLElement>('tr[data-step="7"]')!;
    expect(cellTexts(step)[4]).toBe('6');
  });

  it('says so when a retried step is unknown or already retried (404)', async () => {
    serve(
      () => view({ parked: [stuckStep] }),
      () => ({
        status: 404,
        body: { code: 1004, data: null, msg: 'That stuck step is gone or was already retried', extra: {} },
      }),
    );
    renderWithProviders(<ProcessesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /^Retry / }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('That stuck step is gone or was already retried')).toBeInTheDocument();
  });

  it('says nothing is stuck when no step is, and that all is well', async () => {
    serve(() => view({ runners: [runners[0]!] }));
    renderWithProviders(<ProcessesScreen />);
    expect(await screen.findByText('Nothing is stuck')).toBeInTheDocument();
    expect(screen.getByText('Every process step has gone through.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Stuck steps' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /retried/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Overview' })).toHaveTextContent(
      'Everything is running and up to date',
    );
  });

  it('shows a long error cut short, all of it on demand', async () => {
    const long = `Error: ${'the customer book could not be read; '.repeat(4)}`.trim();
    serve(() => view({ parked: [{ ...stuckStep, error: long }] }));
    renderWithProviders(<ProcessesScreen />);
    const text = await screen.findByTitle(long);
    expect(text).toHaveClass('pf-proc-error-cut');
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(text).not.toHaveClass('pf-proc-error-cut');
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says why when the list cannot be loaded', async () => {
    mockFetch(() => ({ status: 403, body: { code: 1403, data: null, msg: 'No permission', extra: {} } }));
    renderWithProviders(<ProcessesScreen />);
    expect(await screen.findByText('Could not load: No permission')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    serve(() => view({ parked: [stuckStep] }));
    renderWithProviders(<ProcessesScreen />, { locale: 'cn' });
    expect(await screen.findByRole('heading', { name: '流程与投影', level: 2 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '投影与反应器' });
    expect(cellTexts(row('customers')).slice(0, 4)).toEqual([
      '客户customers · v3',
      '投影',
      '实时',
      'api host-a:4101本进程',
    ]);
    expect(within(table).getByText('反应器')).toBeInTheDocument();
    expect(within(table).getByText('没有进程在运行')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重建 客户' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '卡住的步骤' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: '重试 新建客户 的 CustomerCreationRequested' }),
    ).toBeInTheDocument();
  });
});
