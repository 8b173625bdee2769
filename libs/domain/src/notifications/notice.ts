import type {
  AreaCode,
  NotificationKind,
  NotificationLink,
  NotificationParams,
  Role,
} from '@packflow/contracts';
import type { DomainEvent } from '../shared/decider';

/**
 * What an area declares so that its events tell people what they must do or what was decided:
 * a pure function from an event (and the read state the notifications reactor passes it) to the
 * people told, the kind of notice, its text parameters and the record it leads to. Each area
 * exports its rules from its policies.ts; the notifications area collects them (rules.ts).
 */

/** The event a notice follows from, as a rule sees it. */
export interface SourceEvent<Data = unknown> {
  id: string;
  type: string;
  streamId: string;
  data: Data;
  /** Who caused it (null for a job or the system). */
  actorId: string | null;
}

/** A person who may be told something: their roles, area and whether they may still sign in. */
export interface StaffEntry {
  id: string;
  name: string;
  roles: readonly Role[];
  areacode: AreaCode | null;
  active: boolean;
}

/** What the reactor reads for a rule: the source aggregate as of the event, and the staff (when asked). */
export interface NotificationReads<State> {
  state: State;
  staff: readonly StaffEntry[];
}

export interface Notice {
  recipients: readonly string[];
  kind: NotificationKind;
  params: NotificationParams;
  link: NotificationLink | null;
}

export interface NotificationRule<State = unknown> {
  /** A name of its own, stable: a notification's id derives from it, the event and the recipient. */
  name: string;
  eventTypes: readonly string[];
  /** The aggregate of the event's stream, folded up to the event (the quotation, the customer). */
  source: { initialState: () => State; evolve: (state: State, event: never) => State };
  /**
   * Whether the rule needs the staff directory (who reviews depends on roles and areas), for every
   * event or for the events it answers true for (without it, `notify` gets no staff).
   */
  needsStaff?: boolean | ((event: SourceEvent) => boolean);
  notify(event: SourceEvent, reads: NotificationReads<State>): Notice[];
}

/** A rule with its source's types checked where it is written, stored without them. */
export function notificationRule<State, Event extends DomainEvent>(rule: {
  name: string;
  eventTypes: readonly Event['type'][];
  source: { initialState: () => State; evolve: (state: State, event: Event) => State };
  needsStaff?: boolean | ((event: SourceEvent) => boolean);
  notify(event: SourceEvent, reads: NotificationReads<State>): Notice[];
}): NotificationRule {
  return rule as unknown as NotificationRule;
}

/** The active people among `staff` that `may` picks, never the one who caused the event. */
export function told(
  staff: readonly StaffEntry[],
  event: SourceEvent,
  may: (entry: StaffEntry) => boolean,
): string[] {
  return staff.filter((s) => s.active && s.id !== event.actorId && may(s)).map((s) => s.id);
}
