import { fold } from '../shared/decider';
import type { SourceEvent, StaffEntry } from '../notifications/notice';
import { rulesFor } from '../notifications/rules';
import { billDecider } from './bill';
import type { BillEvent } from './bill-events';
import { OWNER, disputed, issued, sent } from './bill-fixtures';

/** Who is told of a bill: its owner that it is ready; Finance (and the owner, if someone else recorded it) that lines were disputed. */

const STAFF: StaffEntry[] = [
  { id: 'fin', name: 'Finance one', roles: ['Finance'], areacode: null, active: true },
  { id: 'fin-2', name: 'Finance two', roles: ['Finance'], areacode: null, active: true },
  { id: 'fin-gone', name: 'Finance left', roles: ['Finance'], areacode: null, active: false },
  { id: 'ware', name: 'Warehouse', roles: ['Warehouse'], areacode: null, active: true },
];

const source = (event: BillEvent, actorId: string | null): SourceEvent => ({
  id: 'e-1',
  type: event.type,
  streamId: 'bill-c1-202610',
  data: event.data,
  actorId,
});

const noticesOf = (history: BillEvent[], event: BillEvent, actorId: string | null) =>
  rulesFor(event.type).flatMap((rule) =>
    rule.notify(source(event, actorId), {
      state: fold(billDecider, [...history, event]) as never,
      staff: STAFF,
    }),
  );

describe('bill notices', () => {
  it.each<[string, BillEvent[], BillEvent, string | null, string[]]>([
    ['issued by the close: the owner', [], issued(), 'system', [OWNER]],
    ['issued by the close with no user: the owner', [], issued(), null, [OWNER]],
    ['issued by the owner himself: nobody', [], issued(), OWNER, []],
    [
      'disputed by the owner (his customer said so): Finance, who adjusts',
      [issued(), sent()],
      disputed('e1'),
      OWNER,
      ['fin', 'fin-2'],
    ],
    [
      'disputed by Finance: the owner and the rest of Finance',
      [issued(), sent()],
      disputed('e1'),
      'fin',
      [OWNER, 'fin-2'],
    ],
  ])('%s', (_, history, event, actorId, recipients) => {
    expect(noticesOf(history, event, actorId).flatMap((n) => n.recipients)).toEqual(recipients);
  });

  it('says which bill, what is owed in its currency, and leads to the bill', () => {
    expect(noticesOf([], issued(), 'system')).toEqual([
      {
        recipients: [OWNER],
        kind: 'bills.ready',
        params: { month: '2026-10', customer: 'Harbour Tea', amount: '650.25', currency: 'CNY' },
        link: { kind: 'bill', id: 'c1-202610' },
      },
    ]);
    expect(noticesOf([issued(), sent()], disputed('e1', 'e5'), 'fin')[0]).toMatchObject({
      kind: 'bills.disputed',
      params: { month: '2026-10', customer: 'Harbour Tea', lines: '2', reason: 'no e1; no e5' },
      link: { kind: 'bill', id: 'c1-202610' },
    });
  });
});
