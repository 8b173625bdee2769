/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MachineView, ProductionDetail, StageCard } from '@packflow/contracts';
import { type ApiCall, type Reply, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ScheduleStagesDialog } from './schedule-stages-dialog';

const machine = (id: string, name: string, kind: MachineView['kind'], over: Partial<MachineView> = {}) =>
  ({
    id,
    name,
    kind,
    colours: null,
    maxWebWidthMm: null,
    wasteTargetPercent: 5,
    cureHours: null,
    state: 'idle',
    stateReason: 'noJob',
    stateNote: '',
    stateSince: '2026-11-27T06:00:00.000Z',
    queued: 0,
    revision: 0,
    ...over,
  }) as MachineView;

const MACHINES = [
  machine('m-d', 'HP Indigo', 'digitalPress'),
  machine('m-g1', 'Gravure 1', 'gravurePress', { state: 'problem', stateReason: 'mechanical' }),
  machine('m-g2', 'Gravure 2', 'gravurePress', { queued: 3 }),
  machine('m-l', 'Laminator 1', 'laminator'),
];

const stage = (over: Partial<StageCard>): StageCard & { entries: [] } =>
  ({
    orderId: 'o-1',
    stage: 'printing',
    kind: 'printing',
    seq: 1,
    state: 'unscheduled',
    machineId: null,
    machineName: null,
    machineState: null,
    // As the server lists them for a gravure order's printing.
    machineKinds: ['gravurePress'],
    plannedStart: null,
    queuePosition: null,
    actions: ['schedule'],
    entries: [],
    ...over,
  }) as StageCard & { entries: [] };

const job = {
  orderId: 'o-1',
  number: 'HT-1',
  printingType: 'gravure',
  stages: [
    stage({}),
    stage({
      stage: 'lamination-1',
      kind: 'lamination',
      seq: 2,
      state: 'scheduled',
      machineId: 'm-l',
      machineName: 'Laminator 1',
      machineState: 'idle',
      machineKinds: ['laminator'],
      plannedStart: '2026-11-28T08:00:00.000Z',
      queuePosition: 2,
      actions: [],
    }),
  ],
} as unknown as ProductionDetail;

function open(schedule: (call: ApiCall) => Reply = () => ok(null, { position: '5' }, 'Stage scheduled')) {
  const calls = mockFetch((call) => {
    if (call.path === '/api/production/o-1') return ok(job);
    if (call.path === '/api/machine') return ok(MACHINES);
    if (call.path === '/api/production/o-1/stages/printing/schedule') return schedule(call);
    return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
  });
  renderWithProviders(<ScheduleStagesDialog orderId="o-1" onClose={jest.fn()} />);
  return calls;
}

describe("an order's stages to schedule", () => {
  it('offers Schedule only where the server does, and only machines whose kind runs the stage', async () => {
    const calls = open();
    const table = await screen.findByRole('table', { name: 'Stages of order HT-1' });
    expect(
      within(table)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Schedule Printing of order HT-1']);
    expect(within(table).getByText('No. 2 on the queue')).toBeInTheDocument();
    fireEvent.click(within(table).getByRole('button', { name: 'Schedule Printing of order HT-1' }));
    const chooser = await screen.findByLabelText('Machine');
    await waitFor(() => expect(within(chooser).getAllByRole('option')).toHaveLength(3));
    expect(
      within(chooser)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a machine', 'Gravure 1 · Problem · Queued 0', 'Gravure 2 · Idle · Queued 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Please choose a machine')).toBeInTheDocument();

    fireEvent.change(chooser, { target: { value: 'm-g2' } });
    fireEvent.change(screen.getByLabelText('Planned start'), { target: { value: '2026-11-30T09:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const body = Object.fromEntries(calls.find((c) => c.method === 'POST')!.body!);
    expect(body).toEqual({
      machineId: 'm-g2',
      plannedStart: new Date('2026-11-30T09:30').toISOString(),
    });
  });

  it("shows the server's refusal in the form", async () => {
    open(() => ({
      status: 422,
      body: { code: 1, data: null, msg: 'This machine cannot run this stage', extra: {} },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule Printing of order HT-1' }));
    const chooser = await screen.findByLabelText('Machine');
    await waitFor(() => expect(within(chooser).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(chooser, { target: { value: 'm-g1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('This machine cannot run this stage')).toHaveAttribute('role', 'alert');
  });
});
