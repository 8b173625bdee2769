import { type RegionNode, regionBook } from '@packflow/contracts';
import {
  checkLocation,
  draftPoint,
  toLocationDraft,
  toLocationResult,
  withPlace,
  withPoint,
} from './location-draft';

const book = regionBook([
  {
    code: '37',
    name: '山东省',
    children: [{ code: '3702', name: '青岛市', children: [{ code: '370202', name: '市南区' }] }],
  },
] as RegionNode[]);

describe('the location fields', () => {
  it('start from an address being edited, coordinates as text', () => {
    expect(
      toLocationDraft({ area: '370202', address: '港青路 1 号', latitude: 36.0671, longitude: null }),
    ).toEqual({
      name: '',
      area: '370202',
      address: '港青路 1 号',
      latitude: '36.0671',
      longitude: '',
    });
  });

  it('want an address, and coordinates both or neither, each a number in bounds', () => {
    const draft = toLocationDraft({ address: 'x' });
    expect(checkLocation(draft)).toEqual({});
    expect(checkLocation({ ...draft, address: ' ' })).toEqual({ address: 'addressRequired' });
    expect(checkLocation({ ...draft, latitude: '36.1' })).toEqual({ longitude: 'pair' });
    expect(checkLocation({ ...draft, latitude: '91', longitude: '120' })).toEqual({
      latitude: 'latitudeRange',
    });
    expect(checkLocation({ ...draft, latitude: '36', longitude: '200' })).toEqual({
      longitude: 'longitudeRange',
    });
    expect(checkLocation({ ...draft, latitude: '北纬36', longitude: '120' })).toEqual({
      latitude: 'notANumber',
    });
  });

  it('take a clicked point, rounded to 7 decimals', () => {
    const draft = withPoint(toLocationDraft(), { lat: 36.067123456789, lng: 120.38 });
    expect(draft).toMatchObject({ latitude: '36.0671235', longitude: '120.38' });
    expect(draftPoint(draft)).toEqual({ lat: 36.0671235, lng: 120.38 });
    expect(draftPoint({ ...draft, longitude: '' })).toBeNull();
  });

  it('take a search result whole, keeping the region when the result names an unknown one', () => {
    const place = {
      name: '青岛港',
      area: '370202',
      city: '青岛市',
      province: '山东省',
      address: '市南区 港青路 1 号',
      latitude: 36.0671,
      longitude: 120.3826,
    };
    expect(withPlace(toLocationDraft({ area: '110101' }), place, book)).toEqual({
      name: '青岛港',
      area: '370202',
      address: '市南区 港青路 1 号',
      latitude: '36.0671',
      longitude: '120.3826',
    });
    expect(withPlace(toLocationDraft({ area: '370202' }), { ...place, area: '999999' }, book).area).toBe(
      '370202',
    );
  });

  it('answer a location result with the province and city named from the region data', () => {
    const draft = {
      name: ' 青岛港 ',
      area: '370202',
      address: ' 港青路 1 号 ',
      latitude: '36.0671',
      longitude: '120.3826',
    };
    expect(toLocationResult(draft, book)).toEqual({
      name: '青岛港',
      area: '370202',
      province: '山东省',
      city: '青岛市',
      address: '港青路 1 号',
      latitude: 36.0671,
      longitude: 120.3826,
    });
    expect(
      toLocationResult({ ...draft, area: 'Germany, Hamburg', latitude: '', longitude: '' }, book),
    ).toMatchObject({
      area: 'Germany, Hamburg',
      province: '',
      city: '',
      latitude: null,
      longitude: null,
    });
  });
});
