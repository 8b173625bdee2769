import { machine } from '@packflow/domain';
import { AT, LAMINATOR, PRESS, hoursAfter, machineDefined } from '../../../test/support/production-fixtures';
import { useProjectors } from '../../../test/support/projector-spec';
import { machinesProjector } from './machines.projector';

const iso = (v: Date | string) => new Date(v).toISOString();

/** The machines read model from the machine events: settings, state with its reason, the queue's order. */
describe('the machines read model', () => {
  const t = useProjectors({
    projectors: [machinesProjector],
    metadata: { userId: 'admin', role: 'Admin', at: AT },
  });
  const row = (id: string) =>
    t.rm.selectFrom('machines').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('shows a machine as defined, changed, in each state and with its queue', async () => {
    const stream = machine.machineStream(PRESS.machineId);
    await t.append(stream, machineDefined(PRESS));
    expect(await row(PRESS.machineId)).toMatchObject({
      name: 'Gravure 1',
      kind: 'gravurePress',
      colours: 8,
      max_web_width_mm: 1050,
      waste_target: 5,
      cure_hours: null,
      state: 'idle',
      state_reason: 'noJob',
      queue: [],
      pinned: [],
      stream_revision: 0,
    });
    await t.append(stream, [
      {
        type: 'MachineChanged',
        data: {
          name: 'Gravure 1 (8 colours)',
          kind: 'gravurePress',
          colours: 8,
          maxWebWidthMm: 1250,
          wasteTargetPercent: 4.5,
          cureHours: null,
          by: 'admin',
          at: hoursAfter(1),
        },
      },
      {
        type: 'MachineStateChanged',
        data: { state: 'problem', reason: 'mechanical', note: 'Doctor blade', by: 'op-1', at: hoursAfter(2) },
      },
      {
        type: 'MachineQueueOrdered',
        data: {
          jobs: ['o-2:printing', 'o-1:printing'],
          pinned: ['o-2:printing'],
          by: 'pm-1',
          at: hoursAfter(3),
        },
      },
    ]);
    const changed = await row(PRESS.machineId);
    expect(changed).toMatchObject({
      name: 'Gravure 1 (8 colours)',
      max_web_width_mm: 1250,
      waste_target: 4.5,
      state: 'problem',
      state_reason: 'mechanical',
      state_note: 'Doctor blade',
      queue: ['o-2:printing', 'o-1:printing'],
      pinned: ['o-2:printing'],
      stream_revision: 3,
    });
    expect(iso(changed.state_since)).toBe(hoursAfter(2));
    expect(iso(changed.updated_at)).toBe(hoursAfter(3));
    expect(BigInt(changed.position)).toBeGreaterThan(0n);
    const change = t.changes.filter((c) => c.ids.includes(PRESS.machineId)).pop()!;
    // The factory and Admin hear of it; no seller.
    expect(change.audience).toEqual({ roles: ['Admin', 'ProductManage', 'Product'] });
  });

  it('keeps a laminator’s cure time and leaves other machines as they are', async () => {
    await t.append(machine.machineStream(LAMINATOR.machineId), machineDefined(LAMINATOR));
    expect(await row(LAMINATOR.machineId)).toMatchObject({
      kind: 'laminator',
      cure_hours: 24,
      colours: null,
    });
    expect(await row(PRESS.machineId)).toMatchObject({ state: 'problem' });
    expect(await t.rm.selectFrom('machines').select('id').orderBy('id').execute()).toEqual([
      { id: 'lam-1' },
      { id: 'press-1' },
    ]);
  });
});
