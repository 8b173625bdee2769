import { randomUUID } from 'node:crypto';

/**
 * A shipment of `quantity` by ordinary express, postage charged, to a non-remote address, as the
 * console sends it: a form, the cartons and postage as JSON text (the crash test and the bench).
 */
export function shipmentForm(shipmentId: string, quantity: number): Record<string, string> {
  return {
    shipmentId,
    quantity: String(quantity),
    waybill: `SF${shipmentId.slice(0, 8).toUpperCase()}`,
    company: 'SF Express',
    service: 'ordinaryExpress',
    freight: '35.50',
    weight: '12.5',
    cartons: JSON.stringify({ count: 4, length: 40, width: 30, height: 30 }),
    pallets: '',
    address: 'No. 1 Tea Road, Qingdao',
    regionCode: '370200',
    postage: JSON.stringify({ mode: 'charged', amount: '35.50' }),
  };
}

/**
 * A shipment of `quantity` by logistics, freight 35.5, postage charged 20, to Qingdao, as the API
 * takes it in JSON; `over` replaces any of its fields.
 */
export const shipmentJson = (quantity: number, waybill: string, over: Record<string, unknown> = {}) => ({
  shipmentId: randomUUID(),
  quantity,
  waybill,
  company: 'SF Express',
  service: 'logistics',
  freight: '35.5',
  weight: 12.5,
  cartons: { count: 4, length: 60, width: 40, height: 40 },
  pallets: null,
  address: 'No. 1 Harbour Road, Qingdao',
  regionCode: '370202',
  postage: { mode: 'charged', amount: '20' },
  ...over,
});
