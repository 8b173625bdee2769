import type { CustomerTimelineEntry } from '@packflow/contracts';
import { i18n } from '../../lib/i18n';
import { describeEntry } from './components/customer-timeline';
import { customer } from './test-fixtures';
import { newDraft, toDraft, toPayload, withLocation } from './customer-form';

const placed = {
  region: '370202',
  detail: '港青路 1 号',
  name: '青岛港',
  latitude: 36.0671,
  longitude: 120.3826,
};

describe("a shipping address's place in the customer form", () => {
  it('takes a picked location whole: region, address, name and coordinates', () => {
    expect(
      withLocation(
        { region: '110101', detail: 'old' },
        {
          name: '青岛港',
          area: '370202',
          province: '山东省',
          city: '青岛市',
          address: '港青路 1 号',
          latitude: 36.0671,
          longitude: 120.3826,
        },
      ),
    ).toEqual(placed);
    // A location typed without a region keeps the address's own.
    expect(
      withLocation(
        { region: '370202', detail: 'x' },
        { name: '', area: '', province: '', city: '', address: 'y', latitude: null, longitude: null },
      ),
    ).toEqual({ region: '370202', detail: 'y', name: '', latitude: null, longitude: null });
  });

  it('keeps a saved place when the dialog opens, and sends it back unchanged (nothing to save)', () => {
    const view = customer({ addresses: [placed, { region: '370202', detail: 'no place' }] });
    const draft = toDraft(view);
    expect(draft.addresses).toEqual([placed, { region: '370202', detail: 'no place' }]);
    expect(toPayload(draft, draft)).toEqual({});
  });

  it('sends the place with its address, and a cleared place as no place at all', () => {
    const base = { ...newDraft(), name: 'n', phone: '13812345678', addresses: [placed] };
    const cleared = { ...base, addresses: [{ ...placed, name: '', latitude: null, longitude: null }] };
    expect(JSON.parse(String(toPayload(cleared, base).addresses))).toEqual([
      { region: '370202', detail: '港青路 1 号' },
    ]);
    expect(JSON.parse(String(toPayload(base).addresses))).toEqual([placed]);
  });
});

describe("an address's place in the customer's history", () => {
  it('shows the place picked, so an edit that only placed an address says what changed', () => {
    const edited: CustomerTimelineEntry = {
      position: '9',
      at: '2026-11-24T03:00:00.000Z',
      type: 'CustomerEdited',
      actorId: 'u-1',
      actorName: '李四',
      details: {
        changes: [
          {
            field: 'addresses',
            from: [{ region: 'Germany', detail: 'Hafen 1' }],
            to: [{ ...placed, region: 'Germany', detail: 'Hafen 1' }],
          },
        ],
      },
    };
    const { lines } = describeEntry(edited, i18n.getFixedT('en'), 'en');
    expect(lines).toEqual([
      expect.stringContaining('Germany Hafen 1 → Germany Hafen 1 (青岛港 · 36.0671, 120.3826)'),
    ]);
  });
});
