import { type Decider, type DomainEvent, assertNever } from '../shared/decider';
import type { StaffEntry } from './notice';

/**
 * The people notifications may go to, kept by the notifications reactor from the accounts'
 * events in one stream, so the rules that depend on roles and areas (who reviews a salesman's
 * price) read the event store, never a read model (processes.md).
 */

export interface StaffDirectoryState {
  entries: Record<string, StaffEntry>;
}

export const STAFF_DIRECTORY_STREAM = 'notification-staff';

export type StaffDirectoryEvent = DomainEvent<'NotificationStaffRecorded', StaffEntry>;
export type StaffDirectoryCommand = { type: 'RecordStaffMember'; data: StaffEntry };

const same = (a: StaffEntry | undefined, b: StaffEntry): boolean =>
  !!a &&
  a.name === b.name &&
  a.areacode === b.areacode &&
  a.active === b.active &&
  a.roles.join() === b.roles.join();

export function evolve(state: StaffDirectoryState, event: StaffDirectoryEvent): StaffDirectoryState {
  switch (event.type) {
    case 'NotificationStaffRecorded':
      return { entries: { ...state.entries, [event.data.id]: event.data } };
    default:
      return assertNever(event.type);
  }
}

export function decide(command: StaffDirectoryCommand, state: StaffDirectoryState): StaffDirectoryEvent[] {
  switch (command.type) {
    case 'RecordStaffMember':
      return same(state.entries[command.data.id], command.data)
        ? []
        : [{ type: 'NotificationStaffRecorded', data: command.data }];
    default:
      return assertNever(command.type);
  }
}

export const staffDirectoryDecider: Decider<StaffDirectoryState, StaffDirectoryCommand, StaffDirectoryEvent> =
  {
    initialState: () => ({ entries: {} }),
    evolve,
    decide,
  };

export const staffOf = (state: StaffDirectoryState): StaffEntry[] => Object.values(state.entries);
