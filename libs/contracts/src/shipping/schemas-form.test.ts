import { shipmentSchema, shippingSettingsSchema } from './schemas';

/** The console sends a form body: cartons, pallets, postage and the remote provinces as JSON text. */
describe('shipping forms as the console sends them', () => {
  const form = {
    shipmentId: 'abcdef0123456789',
    quantity: '400',
    waybill: 'SF1',
    company: 'SF Express',
    service: 'logistics',
    freight: '35.5',
    weight: '42',
    cartons: '{"count":"4","length":"60","width":"40","height":"40"}',
    pallets: '',
    address: 'Shenzhen',
    regionCode: '440305',
    postage: '{"mode":"charged","amount":"12"}',
  };

  it('reads a shipment whose objects travel as JSON text', () => {
    const parsed = shipmentSchema.parse(form);
    expect(parsed.cartons).toEqual({ count: 4, length: 60, width: 40, height: 40 });
    expect(parsed.pallets).toBeNull();
    expect(parsed.postage).toEqual({ mode: 'charged', amount: '12.00' });
    expect(
      shipmentSchema.parse({ ...form, pallets: '{"count":1,"length":120,"width":100,"height":150}' }).pallets,
    ).toEqual({ count: 1, length: 120, width: 100, height: 150 });
  });

  it('still refuses cartons that are not an object', () => {
    expect(shipmentSchema.safeParse({ ...form, cartons: 'four boxes' }).success).toBe(false);
  });

  it('reads the remote provinces as a JSON list', () => {
    expect(shippingSettingsSchema.parse({ tolerancePct: '8', remoteProvinces: '["65","54","65"]' })).toEqual({
      tolerancePct: 8,
      remoteProvinces: ['54', '65'],
    });
  });
});
