import type { MachineForm } from '@packflow/contracts';
import { machine } from '@packflow/domain';
import { nameBasedUuid } from '@packflow/eventstore';
import type { CommandMetadata } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';

/** One machine of each kind, as a new plant starts with them (Admin changes or adds to them). */
export const SEED_MACHINES: readonly ({ key: string } & MachineForm)[] = [
  {
    key: 'indigo-20000',
    name: 'HP Indigo 20000',
    kind: 'digitalPress',
    colours: 7,
    maxWebWidthMm: 760,
    wasteTargetPercent: 5,
    cureHours: null,
  },
  {
    key: 'gravure-1',
    name: 'Gravure press 1',
    kind: 'gravurePress',
    colours: 10,
    maxWebWidthMm: 1250,
    wasteTargetPercent: 5,
    cureHours: null,
  },
  {
    key: 'laminator-1',
    name: 'Laminator 1',
    kind: 'laminator',
    colours: null,
    maxWebWidthMm: null,
    wasteTargetPercent: 3,
    cureHours: 48,
  },
  {
    key: 'slitter-1',
    name: 'Slitter 1',
    kind: 'slitter',
    colours: null,
    maxWebWidthMm: null,
    wasteTargetPercent: 3,
    cureHours: null,
  },
  {
    key: 'bag-maker-1',
    name: 'Bag maker 1',
    kind: 'bagMaker',
    colours: null,
    maxWebWidthMm: null,
    wasteTargetPercent: 5,
    cureHours: null,
  },
];

/**
 * On a new installation the plant gets one machine of each kind, once: their ids are derived
 * from their keys and defining an existing machine records nothing, so a later start (or a
 * machine renamed since) is left as it is.
 */
export async function initializeMachines(infra: Infrastructure, metadata: CommandMetadata): Promise<void> {
  const at = metadata.at.toISOString();
  for (const { key, ...settings } of SEED_MACHINES) {
    const machineId = nameBasedUuid(`seed-machine:${key}`);
    await infra.commands.run(
      machine.machineDecider,
      machine.machineStream(machineId),
      { type: 'DefineMachine', data: { machineId, ...settings, by: 'system', at } },
      metadata,
    );
  }
}
