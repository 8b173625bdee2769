import { machine, productionJob } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import { machineStateReactor } from '@packflow/projections';
import { AT, BAG_MAKER, PRESS, hoursAfter, machineDefined, opened } from '../support/production-fixtures';
import { salesMeta, useProcessHarness } from './support';

/**
 * A machine follows the work on it: a stage started or resumed puts its machine in production, the
 * stage finished puts it back to idle, unless someone set another state meanwhile; delivered again
 * (as after a crash), the reaction appends nothing.
 */
describe('machine state reactor', () => {
  const t = useProcessHarness();
  const meta = { ...salesMeta(AT), userId: 'pm-1', role: 'ProductManage' };
  let n = 0;
  let orderId = '';
  let jobStream = '';

  const job = (command: productionJob.ProductionCommand) =>
    t.commands.run(productionJob.productionDecider, jobStream, command, meta);
  const machineState = async (id: string) => {
    const m = await t.commands.load(machine.machineDecider, machine.machineStream(id));
    return `${m.state}:${m.reason}`;
  };

  async function react(type: string): Promise<void> {
    const event = (await t.events(jobStream)).filter((e: RecordedEvent) => e.type === type).pop();
    if (!event) throw new Error(`no ${type}`);
    await machineStateReactor.react(event, t.commands);
    const head = await t.store.headPosition();
    await machineStateReactor.react(event, t.commands);
    expect(await t.store.headPosition()).toBe(head);
  }

  beforeEach(async () => {
    n++;
    orderId = `o0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    jobStream = productionJob.productionStream(orderId);
    for (const ref of [PRESS, BAG_MAKER]) {
      const stream = machine.machineStream(ref.machineId);
      if ((await t.events(stream)).length) continue;
      const [defined] = machineDefined(ref);
      await t.store.appendToStream(stream, [defined!]);
    }
    await job({ type: 'OpenProduction', data: opened(orderId, { layers: 1 }) });
    await job({
      type: 'ReviewProduction',
      data: {
        decision: 'confirm',
        artwork: 'confirmed',
        reason: '',
        colours: ['cyan'],
        webWidthMm: 250,
        by: 'pm-1',
        at: AT,
      },
    });
    await job({
      type: 'ScheduleStage',
      data: { stage: 'printing', machine: PRESS, plannedStart: hoursAfter(1), by: 'pm-1', at: AT },
    });
    await job({
      type: 'StartStage',
      data: { stage: 'printing', operators: ['Li'], by: 'op-1', at: hoursAfter(1) },
    });
  });

  it('puts the machine in production when a stage starts on it and back to idle when it finishes', async () => {
    expect(await machineState(PRESS.machineId)).toBe('idle:noJob');
    await react('StageStarted');
    expect(await machineState(PRESS.machineId)).toBe('production:running');
    expect(await machineState(BAG_MAKER.machineId)).toBe('idle:noJob');
    await job({
      type: 'RecordStageEntry',
      data: {
        stage: 'printing',
        entryId: 'entry-0001',
        metresIn: 100,
        kgIn: 0,
        goodOut: 95,
        setupWaste: 5,
        runningWaste: 0,
        note: '',
        by: 'op-1',
        at: hoursAfter(2),
      },
    });
    await job({ type: 'FinishStage', data: { stage: 'printing', by: 'op-1', at: hoursAfter(3) } });
    await react('StageFinished');
    expect(await machineState(PRESS.machineId)).toBe('idle:noJob');
  });

  it('leaves a state set by hand when the stage finishes', async () => {
    await react('StageStarted');
    await t.commands.run(
      machine.machineDecider,
      machine.machineStream(PRESS.machineId),
      {
        type: 'ChangeMachineState',
        data: { state: 'problem', reason: 'mechanical', note: 'Doctor blade', by: 'op-1', at: hoursAfter(2) },
      },
      meta,
    );
    await job({
      type: 'RecordStageEntry',
      data: {
        stage: 'printing',
        entryId: 'entry-0002',
        metresIn: 100,
        kgIn: 0,
        goodOut: 95,
        setupWaste: 5,
        runningWaste: 0,
        note: '',
        by: 'op-1',
        at: hoursAfter(2),
      },
    });
    await job({ type: 'FinishStage', data: { stage: 'printing', by: 'op-1', at: hoursAfter(3) } });
    await react('StageFinished');
    expect(await machineState(PRESS.machineId)).toBe('problem:mechanical');
  });
});
