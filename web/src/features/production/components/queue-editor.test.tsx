/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MachineQueueView, QueueEntry, SuggestedSequence } from '@packflow/contracts';
import { type ApiCall, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { QueueEditor } from './queue-editor';
import { canStep, moveTo, step } from './queue-order';

const job = (n: number, over: Partial<QueueEntry> = {}): QueueEntry =>
  ({
    orderId: `o-${n}`,
    stage: 'printing',
    kind: 'printing',
    number: `HT-${n}`,
    customerName: `Customer ${n}`,
    plannedStart: `2026-11-2${n}T08:00:00.000Z`,
    pinned: false,
    substrate: 'PET',
    webWidthMm: 600,
    colours: ['cyan'],
    ...over,
  }) as QueueEntry;

const queue = (jobs: QueueEntry[], suggestion: SuggestedSequence | null = null): MachineQueueView => ({
  machine: {
    id: 'm-1',
    name: 'Gravure 1',
    kind: 'gravurePress',
    colours: 8,
    maxWebWidthMm: 1200,
    wasteTargetPercent: 5,
    cureHours: null,
    state: 'production',
    stateReason: 'running',
    stateNote: '',
    stateSince: '2026-11-27T06:00:00.000Z',
    queued: jobs.length,
    revision: 4,
  },
  jobs,
  suggestion,
});

function open(view: MachineQueueView, editable = true) {
  const calls = mockFetch((call) =>
    call.method === 'PUT' && call.path === '/api/machine/m-1/queue'
      ? ok(null, { position: '12' }, 'Queue order saved')
      : { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } },
  );
  renderWithProviders(<QueueEditor queue={view} editable={editable} />);
  return calls;
}

const order = () =>
  within(screen.getByRole('list', { name: 'Queue of Gravure 1' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('data-key'));

const saved = (calls: ApiCall[]) => {
  const put = calls.filter((c) => c.method === 'PUT');
  return put.map((c) => Object.fromEntries(c.body!));
};

describe('the queue order', () => {
  const keys = ['a', 'b', 'c', 'd', 'e'];
  it('moves a free job around the pinned ones, which keep their place', () => {
    const pinned = new Set(['b']);
    expect(moveTo(keys, pinned, 'e', 'a')).toEqual(['e', 'b', 'a', 'c', 'd']);
    expect(moveTo(keys, pinned, 'a', 'c')).toEqual(['c', 'b', 'a', 'd', 'e']);
    expect(moveTo(keys, pinned, 'b', 'a')).toEqual(keys);
    expect(step(keys, pinned, 'c', -1)).toEqual(['c', 'b', 'a', 'd', 'e']);
    expect(canStep(keys, pinned, 'a', -1)).toBe(false);
    expect(canStep(keys, new Set(['a']), 'c', -1)).toBe(true);
    expect(canStep(keys, new Set(['a', 'b']), 'c', -1)).toBe(false);
  });
});

describe('a machine queue', () => {
  it('is reordered by drag and drop and saved in the new order', async () => {
    const calls = open(queue([job(1), job(2), job(3)]));
    expect(order()).toEqual(['o-1:printing', 'o-2:printing', 'o-3:printing']);
    expect(screen.getByRole('button', { name: 'Save order' })).toBeDisabled();
    const third = screen.getByRole('listitem', { name: 'HT-3 · Printing' });
    const first = screen.getByRole('listitem', { name: 'HT-1 · Printing' });
    fireEvent.dragStart(third);
    fireEvent.dragOver(first);
    fireEvent.drop(first);
    expect(order()).toEqual(['o-3:printing', 'o-1:printing', 'o-2:printing']);
    expect(screen.getByText('The new order is not saved yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save order' }));
    await waitFor(() => expect(saved(calls)).toHaveLength(1));
    expect(saved(calls)[0]).toEqual({ jobs: 'o-3:printing,o-1:printing,o-2:printing', pinned: '' });
  });

  it('is reordered with the up and down buttons, a pinned job staying in place', async () => {
    const calls = open(queue([job(1), job(2, { pinned: true }), job(3)]));
    // The pinned job neither moves nor is dragged.
    expect(screen.getByRole('button', { name: 'Move HT-2 · Printing up' })).toBeDisabled();
    expect(screen.getByRole('listitem', { name: 'HT-2 · Printing' })).toHaveAttribute('draggable', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Move HT-3 · Printing up' }));
    expect(order()).toEqual(['o-3:printing', 'o-2:printing', 'o-1:printing']);
    fireEvent.click(screen.getByRole('button', { name: 'Pin HT-1 · Printing in place' }));
    fireEvent.click(screen.getByRole('button', { name: 'Unpin HT-2 · Printing' }));
    expect(screen.getByRole('button', { name: 'Move HT-1 · Printing up' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Save order' }));
    await waitFor(() => expect(saved(calls)).toHaveLength(1));
    expect(saved(calls)[0]).toEqual({
      jobs: 'o-3:printing,o-2:printing,o-1:printing',
      pinned: 'o-1:printing',
    });
  });

  it("applies a gravure press's suggestion, each position's reason in words and the changeovers against first in, first out", async () => {
    const calls = open(
      queue([job(1, { colours: ['red'] }), job(2), job(3, { colours: ['cyan', 'black'] })], {
        jobs: [
          { key: 'o-2:printing', reason: { code: 'first', params: {} } },
          { key: 'o-3:printing', reason: { code: 'sameSubstrateWidth', params: { shared: 1, change: 1 } } },
          { key: 'o-1:printing', reason: { code: 'leastChange', params: { cost: 1 } } },
        ],
        changeovers: 2,
        fifoChangeovers: 3,
      }),
    );
    expect(screen.getByText('Changeovers: 2 with the suggestion, 3 first in, first out')).toBeInTheDocument();
    const suggested = within(screen.getByRole('list', { name: 'Suggested sequence' }));
    expect(
      suggested.getByText(/Same substrate and web width as the job before; 1 inks shared, 1 to change/),
    ).toBeInTheDocument();
    expect(suggested.getByText(/Least change from the job before \(changeover 1\)/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Apply suggestion' }));
    expect(order()).toEqual(['o-2:printing', 'o-3:printing', 'o-1:printing']);
    expect(screen.getByRole('status')).toHaveTextContent('Suggestion applied: check it, then save');
    fireEvent.click(screen.getByRole('button', { name: 'Save order' }));
    await waitFor(() => expect(saved(calls)).toHaveLength(1));
    expect(saved(calls)[0]!.jobs).toBe('o-2:printing,o-3:printing,o-1:printing');
  });

  it('is read only for a reader who may not reorder it', () => {
    open(queue([job(1), job(2)]), false);
    expect(screen.queryByRole('button', { name: 'Save order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'HT-1 · Printing' })).toHaveAttribute('draggable', 'false');
  });
});
