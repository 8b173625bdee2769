import { account, notifications } from '@packflow/domain';
import { type RecordedEvent, nameBasedUuid } from '@packflow/eventstore';
import { type Reactor, type ReactorCommands, reaction } from '../reactor';

const { inbox, staffDirectory, rulesFor, isNews, NOTIFYING_EVENT_TYPES } = notifications;

export const NOTIFICATIONS_REACTOR = 'notification-sender';

/** The account events that change who may be told what (roles, area, name, whether they may sign in). */
const STAFF_EVENT_TYPES: readonly string[] = [
  'AccountRegistered',
  'AccountProfileChanged',
  'AccountRolesChanged',
  'AccountDisabled',
  'AccountEnabled',
];

/** A stream's events up to and including `event`: the aggregate as the event left it, also when replayed later. */
async function historyUpTo(event: RecordedEvent, commands: ReactorCommands) {
  // A stream's first event is all of it up to there: nothing to read (a new quotation, a registration).
  if (event.revision === 0) return [{ type: event.type, data: event.data }] as never[];
  const history = await commands.history(event.streamId);
  const at = history.findIndex((e) => e.id === event.id);
  return (at < 0 ? history : history.slice(0, at + 1)).map((e) => ({ type: e.type, data: e.data }) as never);
}

/** Keeps the staff directory (the notifications' stream of who may be told) following the accounts. */
async function recordStaff(event: RecordedEvent, commands: ReactorCommands): Promise<void> {
  const id = account.accountIdOf(event.streamId);
  if (!id) return;
  const state = (await historyUpTo(event, commands)).reduce(
    account.accountDecider.evolve,
    account.accountDecider.initialState(),
  );
  if (!state.exists) return;
  const entry: notifications.StaffEntry = {
    id,
    name: state.profile.nickname || state.profile.username,
    roles: state.profile.roles,
    areacode: state.profile.areacode,
    active: state.status === '正常',
  };
  await commands.run(
    staffDirectory.staffDirectoryDecider,
    staffDirectory.STAFF_DIRECTORY_STREAM,
    { type: 'RecordStaffMember', data: entry },
    reaction(event, 'record-staff'),
  );
}

/**
 * Tells people what the areas' rules say they must hear (libs/domain/src/<area>/policies.ts,
 * `notifications`): for each rule of the event's type, the event's aggregate as the event left it
 * and, when the rule asks, the staff directory; then one notification per recipient in that
 * person's stream. A notification's id derives from the event, the rule and the recipient, so a
 * re-delivery or a replay never tells anyone twice.
 */
export const notificationsReactor: Reactor = {
  name: NOTIFICATIONS_REACTOR,
  eventTypes: [...NOTIFYING_EVENT_TYPES, ...STAFF_EVENT_TYPES],
  // One after the other, in the store's order: a salesman registered (or made a supervisor) is in
  // the directory before a review of his is notified, and a person's stream has one writer.
  partitionOf: () => NOTIFICATIONS_REACTOR,

  async react(event, commands) {
    if (STAFF_EVENT_TYPES.includes(event.type)) return recordStaff(event, commands);
    const rules = rulesFor(event.type);
    if (!rules.length || !isNews(reaction(event, 'notify').at, new Date())) return;
    const history = await historyUpTo(event, commands);
    let staff: notifications.StaffEntry[] | undefined;
    const source = {
      id: event.id,
      type: event.type,
      streamId: event.streamId,
      data: event.data,
      actorId: typeof event.metadata.userId === 'string' ? event.metadata.userId : null,
    };
    for (const rule of rules) {
      const needsStaff = typeof rule.needsStaff === 'function' ? rule.needsStaff(source) : rule.needsStaff;
      if (needsStaff && !staff)
        staff = staffDirectory.staffOf(
          await commands.load(staffDirectory.staffDirectoryDecider, staffDirectory.STAFF_DIRECTORY_STREAM),
        );
      const state = history.reduce(rule.source.evolve, rule.source.initialState());
      for (const notice of rule.notify(source, { state, staff: staff ?? [] })) {
        for (const recipientId of new Set(notice.recipients)) {
          const step = `notify:${rule.name}:${recipientId}`;
          const meta = reaction(event, step);
          await commands.run(
            inbox.inboxDecider,
            inbox.inboxStream(recipientId),
            {
              type: 'SendNotification',
              data: {
                id: nameBasedUuid(`${event.id}:${step}`),
                recipientId,
                kind: notice.kind,
                params: notice.params,
                link: notice.link,
                sourceEventId: event.id,
                at: meta.at.toISOString(),
              },
            },
            meta,
          );
        }
      }
    }
  },
};
