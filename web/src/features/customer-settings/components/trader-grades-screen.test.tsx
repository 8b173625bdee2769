/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import '../../../testing/table-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TraderGrade } from '@packflow/contracts';
import { type ApiCall, mockFetch, ok, type Reply } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { GradeHistoryEntry } from '../api/get-grades';
import { TraderGradesScreen } from './trader-grades-screen';

const gold: TraderGrade = { id: 'g-1', name: 'Gold', factor: '0.95' };
const silver: TraderGrade = { id: 'g-2', name: 'Silver', factor: '1.05' };

const history: GradeHistoryEntry[] = [
  {
    position: '803',
    at: '2026-02-03T08:00:00.000Z',
    userName: null,
    type: 'TraderGradeDeleted',
    name: 'Bronze',
    factor: null,
  },
  {
    position: '802',
    at: '2026-02-02T08:00:00.000Z',
    userName: 'Ada Admin',
    type: 'TraderGradeChanged',
    name: 'Gold',
    factor: '0.95',
    from: { name: 'Gold', factor: '0.9' },
  },
  {
    position: '801',
    at: '2026-02-01T08:00:00.000Z',
    userName: 'Ada Admin',
    type: 'TraderGradeCreated',
    name: 'Gold',
    factor: '0.9',
  },
];

/** The grades API; writes change `grades` the way the server would and answer with a message. */
function serve(initial: TraderGrade[] = [gold, silver], refuse?: (call: ApiCall) => Reply | undefined) {
  let grades = [...initial];
  const calls = mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/customer-grade') {
      return ok(grades, { pageInfo: { _page: 1, _size: 20, _count: grades.length, _pageSize: 1 } });
    }
    if (call.method === 'GET' && call.path === '/api/customer-grade/history') {
      return ok(history, { pageInfo: { _page: 1, _size: 20, _count: 3, _pageSize: 1 } });
    }
    if (call.method === 'GET')
      return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
    const refused = refuse?.(call);
    if (refused) return refused;
    const name = call.body?.get('name') ?? '';
    const factor = call.body?.get('factor') ?? '';
    const id = call.path.split('/').pop()!;
    if (call.method === 'POST') grades = [...grades, { id: 'g-3', name, factor }];
    if (call.method === 'PUT') grades = grades.map((g) => (g.id === id ? { id, name, factor } : g));
    if (call.method === 'DELETE') grades = grades.filter((g) => g.id !== id);
    const msg = call.method === 'DELETE' ? 'Grade deleted' : 'Grade saved';
    return ok({ id }, { position: String(900 + calls.length) }, msg);
  });
  return calls;
}

const grid = () => screen.getByRole('region', { name: 'Trader grades' });
const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const writes = (calls: ApiCall[]) => calls.filter((c) => c.method !== 'GET');
const bodyOf = (call: ApiCall | undefined) => Object.fromEntries(call?.body ?? []);

beforeEach(() => localStorage.clear());

describe('trader grades', () => {
  it('lists the grades with their factors, and the history in words', async () => {
    serve();
    renderWithProviders(<TraderGradesScreen />);
    expect(await within(grid()).findByText('Gold')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Trader grades' })).toBeInTheDocument();
    expect(within(grid()).getByText('1.05')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Trader grade history' });
    expect(await within(table).findByText('Created Gold (factor 0.9)')).toBeInTheDocument();
    expect(within(table).getByText('Changed Gold (0.9) to Gold (factor 0.95)')).toBeInTheDocument();
    expect(within(table).getByText('Deleted Bronze')).toBeInTheDocument();
    expect(within(table).getByText('System')).toBeInTheDocument();
  });

  it('creates a grade, checking the factor first', async () => {
    const calls = serve();
    renderWithProviders(<TraderGradesScreen />);
    await within(grid()).findByText('Gold');
    fireEvent.click(screen.getByRole('button', { name: 'New grade' }));
    expect(await screen.findByRole('heading', { name: 'New grade' })).toBeInTheDocument();

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(within(dialog()).getByText('please enter the grade name')).toBeInTheDocument();
    expect(
      within(dialog()).getByText('Please enter a positive factor with at most 4 decimals'),
    ).toBeInTheDocument();
    type('Name', ' Platinum ');
    type('Price factor', '-1');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog()).getByText('Please enter a positive factor with at most 4 decimals'),
    ).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    type('Price factor', '0.9');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Grade saved')).toBeInTheDocument();
    const post = writes(calls)[0];
    expect(`${post?.method} ${post?.path}`).toBe('POST /api/customer-grade');
    expect(bodyOf(post)).toEqual({ name: 'Platinum', factor: '0.9' });
    expect(await within(grid()).findByText('Platinum')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/api/customer-grade')
          .at(-1)
          ?.query.get('_position'),
      ).toBeTruthy(),
    );
  });

  it('changes a grade, with the server messages under the fields', async () => {
    const calls = serve([gold, silver], (call) =>
      call.body?.get('name') === 'Silver'
        ? {
            status: 422,
            body: {
              code: 1009,
              data: null,
              msg: 'Please correct the highlighted fields',
              extra: { fields: { name: 'A grade with this name already exists' } },
            },
          }
        : undefined,
    );
    renderWithProviders(<TraderGradesScreen />);
    await within(grid()).findByText('Gold');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Gold' }));
    expect(await screen.findByRole('heading', { name: 'Edit grade' })).toBeInTheDocument();
    expect(field('Name').value).toBe('Gold');
    expect(field('Price factor').value).toBe('0.95');

    type('Name', 'Silver');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('A grade with this name already exists')).toBeInTheDocument();

    type('Name', 'Gold+');
    type('Price factor', '0.925');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(grid()).findByText('Gold+')).toBeInTheDocument();
    const put = writes(calls).at(-1);
    expect(`${put?.method} ${put?.path}`).toBe('PUT /api/customer-grade/g-1');
    expect(bodyOf(put)).toEqual({ name: 'Gold+', factor: '0.925' });
  });

  it('deletes a grade after confirming', async () => {
    const calls = serve();
    renderWithProviders(<TraderGradesScreen />);
    await within(grid()).findByText('Silver');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Silver' }));
    expect(await screen.findByText(/Delete the grade Silver\?/)).toBeVisible();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Silver' }));
    await waitFor(() => expect(screen.getByText(/Delete the grade Silver\?/)).toBeVisible());
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Grade deleted')).toBeInTheDocument();
    expect(writes(calls).map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /api/customer-grade/g-2']);
    await waitFor(() => expect(within(grid()).queryByText('Silver')).not.toBeInTheDocument());
  });

  it('speaks Chinese', async () => {
    serve();
    renderWithProviders(<TraderGradesScreen />, { locale: 'cn' });
    expect(
      await within(screen.getByRole('region', { name: '贸易商等级' })).findByText('Gold'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增等级' })).toBeInTheDocument();
    expect(await screen.findByText('新增 Gold（系数 0.9）')).toBeInTheDocument();
  });
});
