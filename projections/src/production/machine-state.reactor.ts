import { machine, productionJob } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import { type Reactor, reaction } from '../reactor';

export const MACHINE_STATE_REACTOR = 'machine-state';
/** Who the machine's automatic state changes are recorded by. */
export const MACHINE_STATE_ACTOR = 'system:production';

/**
 * A machine follows the work on it (factory.md, "Machines and scheduling"): a stage started or
 * resumed on it puts it in production (reason 'running'), and the stage finished puts a machine
 * still in production back to idle (reason 'no job'). A pause leaves the state to the person, who
 * gives its coded reason (setup, a problem, maintenance …); so does anything set by hand meanwhile.
 */
export const machineStateReactor: Reactor = {
  name: MACHINE_STATE_REACTOR,
  eventTypes: ['StageStarted', 'StageResumed', 'StageFinished'],
  async react(event: RecordedEvent, commands) {
    const { stage, at } = event.data as { stage: string; at: string };
    const orderId = event.streamId.slice(productionJob.PRODUCTION_STREAM_PREFIX.length);
    const job = await commands.load(productionJob.productionDecider, productionJob.productionStream(orderId));
    const machineId = job.stages.find((s) => s.key === stage)?.machineId;
    if (!machineId) return;
    const stream = machine.machineStream(machineId);
    const now = await commands.load(machine.machineDecider, stream);
    if (!now.exists) return;
    const running = event.type !== 'StageFinished';
    // Finished: only a machine still shown in production goes idle (a state set by hand stays).
    if (!running && now.state !== 'production') return;
    await commands.run(
      machine.machineDecider,
      stream,
      {
        type: 'ChangeMachineState',
        data: running
          ? { state: 'production', reason: 'running', note: '', by: MACHINE_STATE_ACTOR, at }
          : { state: 'idle', reason: 'noJob', note: '', by: MACHINE_STATE_ACTOR, at },
      },
      reaction(event, `machine-state:${machineId}`),
    );
  },
};
