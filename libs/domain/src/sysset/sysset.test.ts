import { deciderSpec } from '../../../../test/support/decider-spec';
import { DomainError, fold } from '../shared/decider';
import {
  type SyssetEvent,
  amapServiceHost,
  daysUntilExpiry,
  defaultSysset,
  mapConfig,
  shouldWarnExpiry,
  syssetDecider,
} from './sysset';

const { given } = deciderSpec(syssetDecider);
const initialized: SyssetEvent = { type: 'SyssetInitialized', data: { values: defaultSysset('2026-11-22') } };

describe('system settings', () => {
  it('initialises once with a one-year licence from the given day', () => {
    given([])
      .when({ type: 'InitializeSysset', data: { today: '2026-11-22' } })
      .then([
        {
          type: 'SyssetInitialized',
          data: { values: expect.objectContaining({ expiryDate: '2027-11-22', expiryWarnDays: 30 }) },
        },
      ]);
    given([initialized])
      .when({ type: 'InitializeSysset', data: { today: '2027-01-01' } })
      .then([]);
  });

  it('records only the fields that really change, with their old and new values', () => {
    const events = given([initialized]).when({
      type: 'ChangeSysset',
      data: { changes: { companyNameEn: 'Qingdao Pack', expiryWarnDays: 30, showRoles: false } },
    }).events;
    expect(events).toEqual([
      {
        type: 'SyssetChanged',
        data: {
          changes: [
            { field: 'companyNameEn', from: 'Flexible Packaging Co., Ltd.', to: 'Qingdao Pack' },
            { field: 'showRoles', from: true, to: false },
          ],
        },
      },
    ]);
  });

  it('answers no event when nothing changes', () => {
    given([initialized])
      .when({ type: 'ChangeSysset', data: { changes: { expiryWarnDays: 30 } } })
      .then([]);
  });

  it('folds changes into the state and counts versions', () => {
    const changed: SyssetEvent = {
      type: 'SyssetChanged',
      data: { changes: [{ field: 'imageHost', from: '', to: 'https://img.example.com' }] },
    };
    const state = fold(syssetDecider, [initialized, changed]);
    expect(state.values.imageHost).toBe('https://img.example.com');
    expect(state.version).toBe(2);
  });

  it('refuses changes before the settings exist', () => {
    expect(
      () => given([]).when({ type: 'ChangeSysset', data: { changes: { showRoles: false } } }).events,
    ).toThrow(DomainError);
  });

  it.each([
    ['2026-12-22', '2026-11-22', 30, true],
    ['2026-12-23', '2026-11-22', 30, false],
    ['2026-11-01', '2026-11-22', 0, true],
  ])('expiry %s seen on %s with %i warning days: warn=%s', (expiryDate, today, expiryWarnDays, warn) => {
    expect(shouldWarnExpiry({ expiryDate, expiryWarnDays }, today)).toBe(warn);
  });

  it('counts whole days to expiry, negative after it', () => {
    expect(daysUntilExpiry('2026-11-30', '2026-11-22')).toBe(8);
    expect(daysUntilExpiry('2026-11-20', '2026-11-22')).toBe(-2);
  });
});

describe('the map provider of /Sysset', () => {
  const change = (changes: Record<string, string>) =>
    given([initialized]).when({ type: 'ChangeSysset', data: { changes } });

  it('starts with no map: the dialogs offer typed fields, nothing is searched', () => {
    expect(defaultSysset('2026-11-22')).toMatchObject({ mapProvider: 'none', mapKey: '', mapTileUrl: '' });
    expect(mapConfig(defaultSysset('2026-11-22'))).toEqual({
      provider: 'none',
      tileUrl: null,
      subdomains: '',
      attribution: '',
      search: false,
    });
  });

  it('wants a tile address for a tile server and a key for AMap, on the field to fill in', () => {
    expect(change({ mapProvider: 'xyz' }).refusal).toMatchObject({
      code: 'SYSSET.MAP_INCOMPLETE',
      messageKey: 'sysset.mapTileUrlRequired',
      field: 'mapTileUrl',
    });
    expect(change({ mapProvider: 'amap' }).refusal).toMatchObject({
      messageKey: 'sysset.mapKeyRequired',
      field: 'mapKey',
    });
    change({ mapProvider: 'amap', mapKey: 'k-123' }).thenMatches([{ type: 'SyssetChanged' }]);
  });

  it('tells the dialogs the tiles and whether search answers, never the key nor the security code', () => {
    const values = {
      ...defaultSysset('2026-11-22'),
      mapProvider: 'amap' as const,
      mapKey: 'secret-key',
      mapSecurityCode: 'secret-code',
    };
    const config = mapConfig(values);
    expect(config).toMatchObject({ provider: 'amap', subdomains: '1234', search: true });
    expect(config.tileUrl).toContain('autonavi.com');
    expect(JSON.stringify(config)).not.toMatch(/secret/);
    const tiles = {
      ...values,
      mapProvider: 'xyz' as const,
      mapTileUrl: 'https://{s}.tile.example/{z}/{x}/{y}.png',
    };
    expect(mapConfig(tiles)).toMatchObject({ provider: 'xyz', subdomains: 'abc', search: false });
    expect(amapServiceHost({ ...values, mapServiceHost: 'http://127.0.0.1:9/' })).toBe('http://127.0.0.1:9');
    expect(amapServiceHost(values)).toBe('https://restapi.amap.com');
  });

  it('keeps the map defaults when an older installation initialised without them', () => {
    const {
      mapProvider: _p,
      mapKey: _k,
      mapTileUrl: _t,
      mapSecurityCode: _c,
      mapServiceHost: _h,
      ...older
    } = defaultSysset('2026-11-22');
    const state = fold(syssetDecider, [
      { type: 'SyssetInitialized', data: { values: older } } as SyssetEvent,
    ]);
    expect(state.values).toMatchObject({ mapProvider: 'none', mapKey: '', mapServiceHost: '' });
  });
});
