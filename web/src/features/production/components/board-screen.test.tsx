/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { BoardView } from '@packflow/contracts';
import { connectLive } from '../../../lib/live';
import { fakeSocket } from '../../../testing/fake-socket';
import { type ApiCall, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { BoardScreen } from './board-screen';
import { STAGE_PERMISSIONS, board, machine, stageCard } from './job-card.fixture';

/** The board on a live connection the test plays the server's side of; `boards` answers GET production/board in turn. */
function openBoard(boards: BoardView[], url = '/Production/Board') {
  let served = 0;
  const calls = mockFetch((call) =>
    call.path === '/api/session'
      ? ok({ permissions: STAGE_PERMISSIONS })
      : call.path === '/api/production/board'
        ? ok(boards[Math.min(served++, boards.length - 1)])
        : { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } },
  );
  const { queryClient } = renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <BoardScreen />
      <Where />
    </MemoryRouter>,
  );
  const live = fakeSocket();
  const close = connectLive(queryClient, live.socket);
  const boardCalls = () => calls.filter((c: ApiCall) => c.path === '/api/production/board');
  return { live, close, boardCalls };
}

/** The URL's query as the board left it. */
function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}
const where = () => new URLSearchParams(screen.getByTestId('where').textContent ?? '');

const badge = () => screen.getAllByRole('status').find((s) => s.classList.contains('pf-board-live'))!;

describe('the production board', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the cards in columns by stage, or by machine with the machine’s state', async () => {
    const { close } = openBoard([
      board('10', [
        stageCard({ stage: 'printing', kind: 'printing', machineId: 'm-press', machineName: 'Press 1' }),
        stageCard(),
      ]),
    ]);
    const lamination = await screen.findByRole('region', { name: 'Lamination: 1 cards' });
    expect(within(lamination).getByRole('article')).toHaveAccessibleName(
      'Lamination of order HT20261127-AB12-1',
    );
    expect(screen.getByRole('region', { name: 'Printing: 1 cards' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bag making: 0 cards' })).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'By machine' }).click());
    const laminator = screen.getByRole('region', { name: 'Laminator 1: 1 cards' });
    expect(within(laminator).getAllByLabelText('Machine state: Production · Running')).toHaveLength(1);
    // The press is not among the board's machines: its card is not lost.
    expect(screen.getByRole('region', { name: 'Not on a machine: 1 cards' })).toBeInTheDocument();
    close();
  });

  it('follows a change live, and asks again for the position it was told of when the answer is behind it (a gap)', async () => {
    const { live, close, boardCalls } = openBoard([
      board('10'),
      // The change was announced at 15, but this answer reflects only 12.
      board('12'),
      board('15', [stageCard({ state: 'paused', pausedReason: 'Glue ran out', position: '15' })]),
    ]);
    await screen.findByRole('region', { name: 'Lamination: 1 cards' });
    act(() => live.serverSays('live.ready', { role: 'Product', position: '10' }));

    // Another area's change does not touch the board.
    act(() => live.serverSays('readmodel.changed', { readModel: 'orders', ids: ['o-9'], position: '11' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
    expect(boardCalls()).toHaveLength(1);

    act(() =>
      live.serverSays('readmodel.changed', {
        readModel: 'production_stages',
        ids: ['o-1:lamination-1'],
        position: '15',
      }),
    );
    expect(await screen.findByText('Paused: Glue ran out')).toBeInTheDocument();
    const calls = boardCalls();
    expect(calls).toHaveLength(3);
    // The patch: the changed order's cards at the position announced, which answered behind it.
    expect(calls[1]!.query.get('orderIds')).toBe('o-1:lamination-1');
    expect(calls[1]!.query.get('_position')).toBe('15');
    // The gap: the whole board asked again at the position announced.
    expect(calls[2]!.query.get('orderIds')).toBeNull();
    expect(calls[2]!.query.get('_position')).toBe('15');

    // Caught up: no more asking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
    expect(boardCalls()).toHaveLength(3);
    close();
  });

  it('patches a change in: asks only for the changed order’s cards and keeps the others', async () => {
    const other = stageCard({ orderId: 'o-2', number: 'HT20261127-CD34-1', position: '10' });
    const changed = stageCard({
      orderId: 'o-1',
      state: 'paused',
      pausedReason: 'Glue ran out',
      position: '15',
    });
    const { live, close, boardCalls } = openBoard([
      { ...board('10', [stageCard({ position: '10' }), other]), columnTotals: { lamination: 2 } },
      { ...board('15', [changed]) },
    ]);
    await screen.findByRole('region', { name: 'Lamination: 2 cards' });
    act(() => live.serverSays('live.ready', { role: 'Product', position: '10' }));
    act(() =>
      live.serverSays('readmodel.changed', { readModel: 'production_jobs', ids: ['o-1'], position: '15' }),
    );
    act(() =>
      live.serverSays('readmodel.changed', { readModel: 'production_stages', ids: ['o-1'], position: '15' }),
    );
    expect(await screen.findByText('Paused: Glue ran out')).toBeInTheDocument();
    const lamination = screen.getByRole('region', { name: 'Lamination: 2 cards' });
    expect(
      within(lamination).getByRole('article', { name: 'Lamination of order HT20261127-CD34-1' }),
    ).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
    const calls = boardCalls();
    expect(calls).toHaveLength(2); // the board, then one patch for both changes
    expect(calls[1]!.query.get('orderIds')).toBe('o-1');
    expect(calls[1]!.query.get('_position')).toBe('15');
    close();
  });

  it('shows how many cards a column left out', async () => {
    const { close } = openBoard([{ ...board('10'), columnTotals: { lamination: 131 } }]);
    const lamination = await screen.findByRole('region', { name: 'Lamination: 1 cards' });
    expect(within(lamination).getByText('+130 more')).toBeInTheDocument();
    close();
  });

  it('shows "stale" after 15 s without a heartbeat, and "live" again when one comes', async () => {
    jest.useFakeTimers();
    const { live, close } = openBoard([board('10', [stageCard({ machineId: machine().id })])]);
    await screen.findByRole('region', { name: 'Lamination: 1 cards' });
    act(() => live.serverSays('live.ready', { role: 'Product', position: '10' }));
    expect(badge()).toHaveTextContent('Live');

    act(() => jest.advanceTimersByTime(10_000));
    act(() => live.serverSays('live.heartbeat', { position: '10' }));
    act(() => jest.advanceTimersByTime(14_000));
    expect(badge()).toHaveTextContent('Live'); // 14 s since the last heartbeat

    act(() => jest.advanceTimersByTime(2_000));
    expect(badge()).toHaveTextContent('Stale');
    expect(within(badge()).getByText('Stale').closest('[title]')!.getAttribute('title')).toMatch(
      /^No live heartbeat for 1[56] s: the board may be out of date$/,
    );

    act(() => live.serverSays('live.heartbeat', { position: '10' }));
    expect(badge()).toHaveTextContent('Live');
    close();
  });

  it('opens filtered as its URL asks (a home tile, a bookmark), and keeps what is chosen in the URL', async () => {
    const { close, boardCalls } = openBoard(
      [board('10', [stageCard({ machineId: 'm-lam' })])],
      '/Production/Board?groupBy=machine&machineId=m-lam&printingType=gravure&from=2026-11-27&to=2026-11-30&id=x',
    );
    // By machine, as asked: the laminator's column.
    expect(await screen.findByRole('region', { name: 'Laminator 1: 1 cards' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'By machine' })).toHaveAttribute('aria-pressed', 'true');
    const asked = boardCalls()[0]!.query;
    expect(
      Object.fromEntries(['machineId', 'printingType', 'from', 'to'].map((k) => [k, asked.get(k)])),
    ).toEqual({
      machineId: 'm-lam',
      printingType: 'gravure',
      from: '2026-11-27',
      to: '2026-11-30',
    });
    expect(screen.getByRole('combobox', { name: /^Machine/ })).toHaveValue('m-lam');

    fireEvent.change(screen.getByRole('combobox', { name: /^Printing/ }), { target: { value: 'digital' } });
    await waitFor(() => expect(where().get('printingType')).toBe('digital'));
    await waitFor(() => expect(boardCalls().at(-1)!.query.get('printingType')).toBe('digital'));

    act(() => screen.getByRole('button', { name: 'By stage' }).click());
    expect(where().get('groupBy')).toBeNull();
    expect(await screen.findByRole('region', { name: 'Lamination: 1 cards' })).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Clear filters' }).click());
    expect([...where().keys()]).toEqual(['id']); // the filters go, another parameter stays
    await waitFor(() => expect(boardCalls().at(-1)!.query.get('machineId')).toBeNull());
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
    close();
  });

  it('takes no filter it does not understand from the URL', async () => {
    const { close, boardCalls } = openBoard(
      [board('10')],
      '/Production/Board?groupBy=colour&printingType=offset&from=soon',
    );
    expect(await screen.findByRole('region', { name: 'Lamination: 1 cards' })).toBeInTheDocument();
    const asked = boardCalls()[0]!.query;
    expect([asked.get('printingType'), asked.get('from')]).toEqual([null, null]);
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
    close();
  });
});
