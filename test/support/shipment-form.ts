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
