import type { CustomerFields } from '@packflow/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { type CustomerCommand, type CustomerEvent, customerDecider } from './customer';

const { given } = deciderSpec(customerDecider);

const fields: CustomerFields = {
  name: 'Qingdao Bags Co.',
  gender: '',
  email: '',
  phone: '13812345678',
  enterprise: '',
  domestic: true,
  source: '',
  logistics: '',
  addresses: [{ region: '370202', detail: '1 Harbour Road' }],
  responsible: '',
};
const created: CustomerEvent = {
  type: 'CustomerCreated',
  data: {
    id: 'c-1',
    code: 'Q000001',
    area: 'Q',
    fields,
    owner: { id: 's-1', role: 'OperatorIndex' },
    at: '2026-11-22T08:00:00.000Z',
  },
};
const editAddresses = (addresses: CustomerFields['addresses']): CustomerCommand => ({
  type: 'EditCustomer',
  data: { changes: { addresses } },
});
const invalid = (messageKey: string, field: string) => ({
  code: 'CUSTOMER.INVALID',
  messageKey,
  params: {},
  field,
});

describe("a shipping address's place on the map", () => {
  it('keeps a picked place: its name, latitude and longitude', () => {
    const picked = [
      { region: '370202', detail: '1 Harbour Road', name: '青岛港', latitude: 36.0671, longitude: 120.3826 },
    ];
    given([created])
      .when(editAddresses(picked))
      .then([
        {
          type: 'CustomerEdited',
          data: { changes: [{ field: 'addresses', from: fields.addresses, to: picked }] },
        },
      ]);
  });

  it('takes both coordinates or neither, on the address that has one alone', () => {
    const latOnly = [
      { region: '370202', detail: '1 Harbour Road' },
      { region: '370202', detail: '2 Harbour Road', latitude: 36.1, longitude: null },
    ];
    expect(given([created]).when(editAddresses(latOnly)).refusal).toEqual(
      invalid('customers.coordinatesPair', 'addresses.1.longitude'),
    );
    const lngOnly = [{ region: '370202', detail: '1 Harbour Road', longitude: 120.4 }];
    expect(given([created]).when(editAddresses(lngOnly)).refusal).toEqual(
      invalid('customers.coordinatesPair', 'addresses.0.latitude'),
    );
    const neither = [{ region: '370202', detail: '1 Harbour Road', latitude: null, longitude: null }];
    given([created])
      .when(editAddresses(neither))
      .thenMatches([{ type: 'CustomerEdited' }]);
  });

  it('refuses a latitude beyond ±90 or a longitude beyond ±180, whatever sent them', () => {
    expect(
      given([created]).when(
        editAddresses([{ region: '370202', detail: 'x', latitude: 90.5, longitude: 120 }]),
      ).refusal,
    ).toEqual(invalid('customers.latitudeRange', 'addresses.0.latitude'));
    expect(
      given([created]).when(
        editAddresses([{ region: '370202', detail: 'x', latitude: 36, longitude: -180.01 }]),
      ).refusal,
    ).toEqual(invalid('customers.longitudeRange', 'addresses.0.longitude'));
  });

  it('lets other edits through when an older address has no coordinates at all', () => {
    given([created])
      .when({ type: 'EditCustomer', data: { changes: { name: 'Qingdao Bags Group' } } })
      .thenMatches([{ type: 'CustomerEdited' }]);
  });
});
