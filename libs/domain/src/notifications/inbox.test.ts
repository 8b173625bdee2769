import { deciderSpec } from '../../../../test/support/decider-spec';
import { type InboxEvent, type NotificationData, inboxDecider } from './inbox';
import { type StaffDirectoryEvent, staffDirectoryDecider } from './staff-directory';

const { given } = deciderSpec(inboxDecider);

const note = (id: string): NotificationData => ({
  id,
  recipientId: 'p1',
  kind: 'quotation.approved',
  params: { number: 'BJ1', reason: '' },
  link: { kind: 'quotation', id: 'q1' },
  sourceEventId: `e-${id}`,
  at: '2026-11-24T01:00:00.000Z',
});
const sent = (id: string): InboxEvent => ({ type: 'NotificationSent', data: note(id) });
const at = '2026-11-24T02:00:00.000Z';

describe("a person's notifications", () => {
  it('sends a notification once: the same one delivered again adds nothing', () => {
    given([])
      .when({ type: 'SendNotification', data: note('n1') })
      .then([sent('n1')]);
    given([sent('n1')])
      .when({ type: 'SendNotification', data: note('n1') })
      .then([]);
  });

  it('marks one read once; an id not among the person’s own is not found', () => {
    given([sent('n1')])
      .when({ type: 'MarkNotificationRead', data: { id: 'n1', at } })
      .then([{ type: 'NotificationRead', data: { id: 'n1', at } }]);
    given([sent('n1'), { type: 'NotificationRead', data: { id: 'n1', at } }])
      .when({ type: 'MarkNotificationRead', data: { id: 'n1', at } })
      .then([]);
    given([sent('n1')])
      .when({ type: 'MarkNotificationRead', data: { id: 'someone-elses', at } })
      .thenThrows('NOTIFICATION.NOT_FOUND', 'common.notFound');
    given([])
      .when({ type: 'MarkNotificationRead', data: { id: 'toString', at } })
      .thenThrows('NOTIFICATION.NOT_FOUND');
  });

  it('marks all unread ones read, and nothing when none is unread', () => {
    const read: InboxEvent = { type: 'NotificationRead', data: { id: 'n1', at } };
    given([sent('n1'), sent('n2'), sent('n3'), read])
      .when({ type: 'MarkAllNotificationsRead', data: { at } })
      .then([{ type: 'AllNotificationsRead', data: { ids: ['n2', 'n3'], at } }]);
    given([sent('n1'), read])
      .when({ type: 'MarkAllNotificationsRead', data: { at } })
      .then([]);
  });
});

describe('the staff directory notifications are addressed from', () => {
  const { given: givenDirectory } = deciderSpec(staffDirectoryDecider);
  const entry = {
    id: 's1',
    name: 'Li',
    roles: ['OperatorIndex' as const],
    areacode: 'Q' as const,
    active: true,
  };
  const recorded: StaffDirectoryEvent = { type: 'NotificationStaffRecorded', data: entry };

  it('records a person when something that matters changed, and not otherwise', () => {
    givenDirectory([]).when({ type: 'RecordStaffMember', data: entry }).then([recorded]);
    givenDirectory([recorded]).when({ type: 'RecordStaffMember', data: entry }).then([]);
    givenDirectory([recorded])
      .when({ type: 'RecordStaffMember', data: { ...entry, active: false } })
      .then([{ type: 'NotificationStaffRecorded', data: { ...entry, active: false } }]);
  });
});
