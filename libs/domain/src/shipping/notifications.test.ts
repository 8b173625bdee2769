import type { Role } from '@packflow/contracts';
import { type Notice, type SourceEvent, type StaffEntry, rulesFor } from '../notifications';
import { fold } from '../shared/decider';
import { type ShippingEvent, shippingDecider, shippingStream } from './shipping';
import {
  ORDER,
  completed,
  decidedEvent,
  opened,
  released,
  requestedEvent,
  shipped,
} from './shipping-fixtures';

/** An order's shipping tells: its owner of each shipment and of the end, the supervisors of a request, the asker of the answer. */

const person = (id: string, roles: Role[], areacode: StaffEntry['areacode'] = null): StaffEntry => ({
  id,
  name: `${id} name`,
  roles,
  areacode,
  active: true,
});
const STAFF: StaffEntry[] = [
  person('admin', ['Admin']),
  person('wh-1', ['Warehouse']),
  person('boss-q', ['OperatorManage'], 'Q'),
  person('boss-l', ['OperatorManage'], 'L'),
  person('sales-1', ['OperatorIndex'], 'Q'),
];

function notices(events: ShippingEvent[], actorId: string | null): Notice[] {
  const event = events[events.length - 1]!;
  const source: SourceEvent = {
    id: 'e1',
    type: event.type,
    streamId: shippingStream(ORDER),
    data: event.data,
    actorId,
  };
  const state = fold(shippingDecider, events);
  return rulesFor(event.type).flatMap((rule) => rule.notify(source, { state, staff: STAFF }));
}
const link = { kind: 'order', id: ORDER };
const number = opened.number;

describe('shipping notifications', () => {
  it('a shipment tells the owner its quantity, waybill and company', () => {
    expect(notices([...released(6000), shipped('a', 4000, 1)], 'wh-1')).toEqual([
      {
        recipients: ['sales-1'],
        kind: 'shipping.shipmentRecorded',
        params: { number, quantity: '4000', waybill: 'SFa', company: 'SF Express' },
        link,
      },
    ]);
  });

  it('the last shipment tells him once: the order shipped in full, with that waybill', () => {
    const history = [...released(12000), shipped('a', 4000, 1), shipped('b', 6000, 2)];
    expect(notices(history, 'wh-1')).toEqual([]);
    expect(notices([...history, completed()], 'wh-1')).toEqual([
      {
        recipients: ['sales-1'],
        kind: 'shipping.shipped',
        params: { number, quantity: '6000', waybill: 'SFb', company: 'SF Express' },
        link,
      },
    ]);
  });

  it('a close short tells him what shipped and why', () => {
    const list = notices(
      [...released(6000), shipped('a', 4000, 1), completed('closedShort', 'Rest not needed')],
      'wh-1',
    );
    expect(list).toEqual([
      {
        recipients: ['sales-1'],
        kind: 'shipping.closedShort',
        params: { number, shipped: '4000', ordered: '10000', reason: 'Rest not needed' },
        link,
      },
    ]);
  });

  it.each<[string, ShippingEvent, string, object]>([
    [
      'an over-shipment',
      requestedEvent('o1', 'overShipment', 500),
      'shipping.overShipmentRequested',
      { number, owner: 'sales-1 name', quantity: '500', reason: 'Customer takes it' },
    ],
    [
      'a credit release',
      requestedEvent('c1', 'credit'),
      'shipping.creditRequested',
      { number, owner: 'sales-1 name', reason: 'Customer takes it' },
    ],
  ])("%s asked tells the owner's supervisors", (_, event, kind, params) => {
    expect(notices([...released(6000), event], 'sales-1')).toEqual([
      { recipients: ['boss-q'], kind, params, link },
    ]);
  });

  it.each<[string, ShippingEvent[], string, object]>([
    [
      'an over-shipment approved',
      [requestedEvent('o1', 'overShipment', 500), decidedEvent('o1', true)],
      'shipping.overShipmentApproved',
      { quantity: '500', reason: 'Agreed' },
    ],
    [
      'an over-shipment rejected',
      [requestedEvent('o1', 'overShipment', 500), decidedEvent('o1', false)],
      'shipping.overShipmentRejected',
      { quantity: '500', reason: 'Not now' },
    ],
    [
      'a credit release approved',
      [requestedEvent('c1', 'credit'), decidedEvent('c1', true)],
      'shipping.creditApproved',
      { reason: 'Agreed' },
    ],
    [
      'a credit release rejected',
      [requestedEvent('c1', 'credit'), decidedEvent('c1', false)],
      'shipping.creditRejected',
      { reason: 'Not now' },
    ],
  ])('%s: the asker is told, with the reason', (_, events, kind, params) => {
    expect(notices([...released(6000), ...events], 'boss-q')).toEqual([
      { recipients: ['sales-1'], kind, params: { number, ...params }, link },
    ]);
  });

  it('nobody is told of what he did himself', () => {
    const byOwner = [
      ...released(6000),
      requestedEvent('c1', 'credit', null, 'admin'),
      decidedEvent('c1', true, 'admin'),
    ];
    expect(notices(byOwner, 'admin')).toEqual([]);
    expect(notices([...released(6000), shipped('a', 10, 1)], 'sales-1')).toEqual([]);
  });
});
