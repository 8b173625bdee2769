import type {
  ApprovalDecidedData,
  ApprovalRequestedData,
  RecordShipmentData,
  ShipmentRecordedData,
  ShippableAddedData,
  ShippingCommand,
  ShippingEvent,
  ShippingOpenedData,
} from './shipping';

/**
 * An order's shipping for the tests: 10 000 pouches ordered, 10 % tolerance (limit 11 000), the
 * warehouse shipping to a Qingdao address (not remote) with the balance confirmed unless told.
 */

export const AT = '2026-11-29T08:00:00.000Z';
export const ORDER = 'order-1';

export const opened: ShippingOpenedData = {
  orderId: ORDER,
  number: 'HT20261124001-1',
  contractId: 'contract-1',
  customerId: 'customer-1',
  customerName: 'Qingdao Tea',
  ownerId: 'sales-1',
  ownerRole: 'OperatorIndex',
  currency: 'CNY',
  ordered: 10000,
  unit: 'piece',
  ratio: '100',
  at: AT,
};

export const lot = (n: number, quantity: number, concession: string | null = null): ShippableAddedData => ({
  lotId: `${ORDER}:${n}`,
  quantity,
  concession,
  at: AT,
});

export const release = (n: number, quantity: number, concession: string | null = null): ShippingCommand => ({
  type: 'ReleaseToShip',
  data: { order: opened, lot: lot(n, quantity, concession) },
});

export const openedEvent: ShippingEvent = { type: 'ShippingOpened', data: opened };
export const added = (n: number, quantity: number, concession: string | null = null): ShippingEvent => ({
  type: 'ShippableAdded',
  data: lot(n, quantity, concession),
});
/** Shipping opened with `quantity` released from lot 1. */
export const released = (quantity: number): ShippingEvent[] => [openedEvent, added(1, quantity)];

export interface ShipmentOptions extends Partial<Omit<RecordShipmentData, 'facts'>> {
  balanceConfirmed?: boolean;
  remote?: boolean;
  tolerancePct?: number;
}

export function shipment(id: string, quantity: number, o: ShipmentOptions = {}): RecordShipmentData {
  const { balanceConfirmed = true, remote = false, tolerancePct = 10, ...over } = o;
  return {
    shipmentId: id,
    quantity,
    waybill: `SF${id}`,
    company: 'SF Express',
    service: 'ordinaryExpress',
    freight: '35.00',
    weight: 42.5,
    cartons: { count: 10, length: 60, width: 40, height: 40 },
    pallets: null,
    address: 'No. 1 Hong Kong Road, Qingdao',
    regionCode: '370202',
    postage: { mode: 'charged', amount: '35.00' },
    by: 'wh-1',
    at: AT,
    facts: { balanceConfirmed, tolerancePct, remote },
    ...over,
  };
}

export const ship = (id: string, quantity: number, o: ShipmentOptions = {}): ShippingCommand => ({
  type: 'RecordShipment',
  data: shipment(id, quantity, o),
});

/** The event a shipment records (its facts stay with the command), numbered n. */
export function shipped(id: string, quantity: number, n: number, o: ShipmentOptions = {}): ShippingEvent {
  const { facts: _facts, ...data } = shipment(id, quantity, o);
  const recorded: ShipmentRecordedData = { ...data, n };
  return { type: 'ShipmentRecorded', data: recorded };
}

export const completed = (
  outcome: 'shipped' | 'closedShort' = 'shipped',
  reason: string | null = null,
  by = 'wh-1',
): ShippingEvent => ({ type: 'ShippingCompleted', data: { outcome, reason, by, at: AT } });

export const ended: ShippingEvent = { type: 'ShippingEnded', data: { reason: 'Canceled', at: AT } };

export const asked = (
  approvalId: string,
  kind: ApprovalRequestedData['kind'],
  quantity: number | null = null,
  by = 'sales-1',
): ApprovalRequestedData => ({ approvalId, kind, quantity, reason: 'Customer takes it', by, at: AT });

export const answer = (approvalId: string, approved: boolean, by = 'boss-1'): ApprovalDecidedData => ({
  approvalId,
  approved,
  reason: approved ? 'Agreed' : 'Not now',
  by,
  at: AT,
});

export const requestedEvent = (...args: Parameters<typeof asked>): ShippingEvent => ({
  type: 'ShipApprovalRequested',
  data: asked(...args),
});
export const decidedEvent = (...args: Parameters<typeof answer>): ShippingEvent => ({
  type: 'ShipApprovalDecided',
  data: answer(...args),
});
