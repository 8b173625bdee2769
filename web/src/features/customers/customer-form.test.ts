import { customer } from './test-fixtures';
import { MAX_ADDRESSES, checkDraft, newDraft, toDraft, toPayload } from './customer-form';

const draft = (over: Partial<ReturnType<typeof newDraft>> = {}) => ({
  ...newDraft(),
  name: '青岛食品',
  phone: '13812345678',
  ...over,
});

describe('customer form checks', () => {
  it('needs a name and a phone', () => {
    expect(checkDraft(newDraft())).toEqual({ name: 'nameRequired', phone: 'phoneRequired' });
    expect(checkDraft(draft())).toEqual({});
  });

  it('wants a mainland mobile for a domestic customer, any phone number for a foreign one', () => {
    expect(checkDraft(draft({ phone: '12812345678' }))).toEqual({ phone: 'mobile' });
    expect(checkDraft(draft({ phone: '+44 20 7946 0958' }))).toEqual({ phone: 'mobile' });
    expect(checkDraft(draft({ phone: '+44 20 7946 0958', domestic: false }))).toEqual({});
    expect(checkDraft(draft({ phone: 'call me', domestic: false }))).toEqual({ phone: 'phone' });
  });

  it('checks the email only when there is one', () => {
    expect(checkDraft(draft({ email: 'a@b' }))).toEqual({ email: 'email' });
    expect(checkDraft(draft({ email: ' buyer@example.com ' }))).toEqual({});
  });

  it('wants a 6-digit region code and a detail per address, at most 10', () => {
    const addresses = [
      { region: '37020', detail: 'x' },
      { region: '', detail: '' },
      { region: '370202', detail: ' ' },
    ];
    expect(checkDraft(draft({ addresses }))).toEqual({
      'addresses.0.region': 'region',
      'addresses.2.detail': 'detailRequired',
    });
    const many = Array.from({ length: MAX_ADDRESSES + 1 }, () => ({ region: '370202', detail: 'x' }));
    expect(checkDraft(draft({ addresses: many }))).toEqual({ addresses: 'tooManyAddresses' });
  });
});

describe('customer payload', () => {
  it('sends every filled field when creating, addresses always', () => {
    expect(toPayload(draft({ email: ' ' }))).toEqual({
      name: '青岛食品',
      phone: '13812345678',
      domestic: 'true',
      addresses: '[]',
    });
  });

  it('sends only the changes when editing, never the area', () => {
    const base = toDraft(customer({ addresses: [{ region: '370202', detail: 'a' }] }));
    expect(toPayload({ ...base, area: 'L' }, base)).toEqual({});
    expect(toPayload({ ...base, domestic: false, enterprise: '' }, base)).toEqual({
      domestic: 'false',
      enterprise: '',
    });
  });
});
