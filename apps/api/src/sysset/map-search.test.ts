import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sysset } from '@packflow/domain';
import { ApiError } from '../http/api-exception.filter';
import { amapSignature, placeOf, searchPlaces } from './map-search';

describe('the place search asked of AMap', () => {
  it('signs as AMap documents: parameters sorted by name, then the security code, MD5', () => {
    const expected = createHash('md5').update('a=1&b=x y&key=k1code').digest('hex');
    expect(amapSignature({ key: 'k1', b: 'x y', a: '1' }, 'code')).toBe(expected);
  });

  it('reads a place: "lng,lat" location, the 6-digit area code, the district with the address', () => {
    expect(
      placeOf({
        name: 'A',
        location: '120.1,36.2',
        adcode: '370202',
        pname: 'P',
        cityname: 'C',
        adname: 'D',
        address: [],
      }),
    ).toEqual({
      name: 'A',
      area: '370202',
      city: 'C',
      province: 'P',
      address: 'D',
      latitude: 36.2,
      longitude: 120.1,
    });
    expect(placeOf({ name: 'B', location: [] })).toBeNull();
    expect(placeOf({ name: 'B', location: '120.1,36.2', adcode: 'x' })?.area).toBe('');
  });

  it('gives up after its time limit with 503, so the dialog falls back to typing', async () => {
    const sockets = new Set<import('node:net').Socket>();
    const silent = http.createServer(() => undefined);
    silent.on('connection', (s) => sockets.add(s));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const host = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const values = {
      ...sysset.defaultSysset('2026-11-24'),
      mapProvider: 'amap' as const,
      mapKey: 'k',
      mapServiceHost: host,
    };
    const started = Date.now();
    try {
      const refusal = await searchPlaces(values, { keyword: 'x' }, 200).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(ApiError);
      expect(refusal).toMatchObject({
        status: 503,
        messageKey: 'map.searchFailed',
        errorCode: 'MAP.SEARCH_FAILED',
      });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('asks nobody without a provider that searches', async () => {
    await expect(searchPlaces(sysset.defaultSysset('2026-11-24'), { keyword: 'x' })).rejects.toMatchObject({
      status: 422,
      errorCode: 'MAP.SEARCH_UNAVAILABLE',
    });
  });
});
