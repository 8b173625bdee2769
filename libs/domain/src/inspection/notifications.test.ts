import type { Role } from '@packflow/contracts';
import { type Notice, type SourceEvent, type StaffEntry, rulesFor } from '../notifications';
import { fold } from '../shared/decider';
import { type InspectionEvent, inspectionDecider, inspectionStream } from './inspection';
import { ORDER, arrived, decided, disposed, failed, passed } from './inspection-fixtures';

/** An order's inspection tells: quality's manager of a failed lot, supervisors of a concession asked, the asker of the answer. */

const person = (
  id: string,
  roles: Role[],
  areacode: StaffEntry['areacode'] = null,
  active = true,
): StaffEntry => ({
  id,
  name: id,
  roles,
  areacode,
  active,
});
const STAFF: StaffEntry[] = [
  person('admin', ['Admin']),
  person('pm-1', ['ProductManage']),
  person('pm-2', ['ProductManage']),
  person('pm-gone', ['ProductManage'], null, false),
  person('qc-1', ['QualityTesting']),
  person('boss-q', ['OperatorManage'], 'Q'),
  person('boss-l', ['OperatorManage'], 'L'),
  person('boss-all', ['OperatorManage']),
  person('sales-1', ['OperatorIndex'], 'Q'),
  person('trader-1', ['Traders']),
];

/** The notices an event (the last of `events`) gives, the stream folded up to it as the reactor does. */
function notices(events: InspectionEvent[], actorId: string | null): Notice[] {
  const event = events[events.length - 1]!;
  const source: SourceEvent = {
    id: 'e1',
    type: event.type,
    streamId: inspectionStream(ORDER),
    data: event.data,
    actorId,
  };
  const state = fold(inspectionDecider, events);
  return rulesFor(event.type).flatMap((rule) => rule.notify(source, { state, staff: STAFF }));
}
const recipients = (list: Notice[]) => list.flatMap((n) => [...n.recipients]).sort();
const link = { kind: 'order', id: ORDER };

describe('inspection notifications', () => {
  it('a failed lot tells every active factory manager which order and lot; a pass tells nobody', () => {
    const list = notices([arrived(), failed()], 'qc-1');
    expect(recipients(list)).toEqual(['pm-1', 'pm-2']);
    expect(list[0]).toMatchObject({
      kind: 'inspection.lotFailed',
      params: { number: 'HT20261124001-1', lot: '1' },
      link,
    });
    expect(notices([arrived(), passed()], 'qc-1')).toEqual([]);
  });

  it.each<[string, string, string[]]>([
    ["a salesman's order: his supervisors", 'sales-1', ['boss-all', 'boss-q']],
    [
      "a trader's order (no supervisor over him): every supervisor",
      'trader-1',
      ['boss-all', 'boss-l', 'boss-q'],
    ],
    ['an owner not in the directory: every supervisor', 'sales-gone', ['boss-all', 'boss-l', 'boss-q']],
  ])('a concession asked on %s', (_, ownerId, expected) => {
    const list = notices(
      [
        arrived({ ownerId }),
        failed(),
        disposed({ kind: 'concession', quantity: 5000, reason: 'Slight colour shift' }),
      ],
      'pm-1',
    );
    expect(recipients(list)).toEqual(expected);
    expect(list[0]).toMatchObject({
      kind: 'inspection.concessionRequested',
      params: { number: 'HT20261124001-1', lot: '1', quantity: '5000', reason: 'Slight colour shift' },
      link,
    });
  });

  it('a rework or a supplementary order asks no supervisor', () => {
    expect(notices([arrived(), failed(), disposed()], 'pm-1')).toEqual([]);
    expect(
      notices(
        [arrived(), failed(), disposed({ kind: 'supplementary', supplementaryOrderId: 'o-9' })],
        'pm-1',
      ),
    ).toEqual([]);
  });

  it.each<[boolean, string]>([
    [true, 'inspection.concessionApproved'],
    [false, 'inspection.concessionRejected'],
  ])('the answer (approved %s) goes back to who asked, with the reason', (approved, kind) => {
    const asked = [arrived(), failed(), disposed({ kind: 'concession', quantity: 5000, by: 'pm-2' })];
    const list = notices([...asked, decided(approved, undefined, 'boss-q')], 'boss-q');
    expect(list).toEqual([
      {
        recipients: ['pm-2'],
        kind,
        params: { number: 'HT20261124001-1', lot: '1', reason: approved ? 'Customer agreed' : 'Too visible' },
        link,
      },
    ]);
  });
});
