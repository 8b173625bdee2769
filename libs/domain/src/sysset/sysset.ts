import {
  AMAP_SERVICE_HOST,
  DEFAULT_IMAGE_LIMIT,
  DEFAULT_UPLOAD_MAX_MB,
  AMAP_TILE_URL,
  type MapConfigView,
  SYSSET_FIELDS,
  type SyssetChange,
  type SyssetField,
} from '@packflow/contracts';
import { fieldChanges, withChanges } from '../catalog/settings';
import { type Decider, type DomainEvent, DomainError, assertNever } from '../shared/decider';

// ---------------------------------------------------------------- state

/** The system settings of /Sysset, every field of the change schema (app version is the product's). */
export type SyssetValues = Required<SyssetChange>;

export interface SyssetState {
  initialized: boolean;
  values: SyssetValues;
  version: number;
}

export const SYSSET_STREAM = 'sysset-system';
export { SYSSET_AUDIENCE } from './policies';

/** First-start values: a one-year licence from the day of installation. */
export function defaultSysset(today: string): SyssetValues {
  const expiry = new Date(`${today}T00:00:00Z`);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + 1);
  return {
    companyNameCn: '软包装有限公司',
    companyNameEn: 'Flexible Packaging Co., Ltd.',
    expiryDate: expiry.toISOString().slice(0, 10),
    expiryWarnDays: 30,
    showRoles: true,
    imageHost: '',
    mapProvider: 'none',
    mapTileUrl: '',
    mapKey: '',
    mapSecurityCode: '',
    mapServiceHost: '',
    uploadMaxMb: DEFAULT_UPLOAD_MAX_MB,
    imageLimit: DEFAULT_IMAGE_LIMIT,
  };
}

// ---------------------------------------------------------------- events and commands

export type FieldChange = { field: SyssetField; from: unknown; to: unknown };

export type SyssetEvent =
  | DomainEvent<'SyssetInitialized', { values: SyssetValues }>
  | DomainEvent<'SyssetChanged', { changes: FieldChange[] }>;

export type SyssetCommand =
  | { type: 'InitializeSysset'; data: { today: string } }
  | { type: 'ChangeSysset'; data: { changes: SyssetChange } };

export const SYSSET_EVENT_TYPES: SyssetEvent['type'][] = ['SyssetInitialized', 'SyssetChanged'];

// ---------------------------------------------------------------- evolve and decide

export function evolve(state: SyssetState, event: SyssetEvent): SyssetState {
  switch (event.type) {
    case 'SyssetInitialized':
      // Settings added since an installation's first start keep their defaults.
      return {
        initialized: true,
        values: { ...state.values, ...event.data.values },
        version: state.version + 1,
      };
    case 'SyssetChanged':
      return { ...state, values: withChanges(state.values, event.data.changes), version: state.version + 1 };
    default:
      return assertNever(event);
  }
}

export function decide(command: SyssetCommand, state: SyssetState): SyssetEvent[] {
  switch (command.type) {
    case 'InitializeSysset':
      return state.initialized
        ? []
        : [{ type: 'SyssetInitialized', data: { values: defaultSysset(command.data.today) } }];
    case 'ChangeSysset': {
      if (!state.initialized) throw new DomainError('SYSSET.NOT_INITIALIZED', 'common.unavailable');
      if (SYSSET_FIELDS.every((field) => command.data.changes[field] === undefined))
        throw new DomainError('VALIDATION.FAILED', 'validation.nothingToChange');
      // The settings-with-history rule, on these fields and by strict equality (texts are not numbers here).
      const changes = fieldChanges(state.values, command.data.changes, {
        fields: SYSSET_FIELDS,
        same: Object.is,
      }) as FieldChange[];
      mapSettingsRefusal(withChanges(state.values, changes));
      return changes.length ? [{ type: 'SyssetChanged', data: { changes } }] : [];
    }
    default:
      return assertNever(command);
  }
}

export const syssetDecider: Decider<SyssetState, SyssetCommand, SyssetEvent> = {
  initialState: () => ({ initialized: false, values: defaultSysset('1970-01-01'), version: 0 }),
  evolve,
  decide,
};

/**
 * The map provider needs what it draws and searches with: a tile server its tile address, AMap
 * its web-service key (the security code is optional: AMap signs only when the key asks for it).
 */
function mapSettingsRefusal(values: SyssetValues): void {
  if (values.mapProvider === 'xyz' && values.mapTileUrl === '')
    throw new DomainError('SYSSET.MAP_INCOMPLETE', 'sysset.mapTileUrlRequired', {}, 'mapTileUrl');
  if (values.mapProvider === 'amap' && values.mapKey === '')
    throw new DomainError('SYSSET.MAP_INCOMPLETE', 'sysset.mapKeyRequired', {}, 'mapKey');
}

// ---------------------------------------------------------------- rules read by the screens

/** Whole days from `today` to the expiry date; negative once expired. */
export function daysUntilExpiry(expiryDate: string, today: string): number {
  return Math.round((Date.parse(`${expiryDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 864e5);
}

/** The login page warns from `expiryWarnDays` days before expiry on, and after it. */
export function shouldWarnExpiry(
  values: Pick<SyssetValues, 'expiryDate' | 'expiryWarnDays'>,
  today: string,
): boolean {
  return daysUntilExpiry(values.expiryDate, today) <= values.expiryWarnDays;
}

/**
 * What the map dialogs of everyone signed in are told: the tiles to draw and whether the place
 * search answers (AMap with a key). The key and the security code stay on the server.
 */
export function mapConfig(values: SyssetValues): MapConfigView {
  switch (values.mapProvider) {
    case 'amap':
      return {
        provider: 'amap',
        tileUrl: AMAP_TILE_URL,
        subdomains: '1234',
        attribution: '© 高德地图 AutoNavi',
        search: values.mapKey !== '',
      };
    case 'xyz':
      return {
        provider: 'xyz',
        tileUrl: values.mapTileUrl,
        subdomains: values.mapTileUrl.includes('{s}') ? 'abc' : '',
        attribution: '',
        search: false,
      };
    default:
      return { provider: 'none', tileUrl: null, subdomains: '', attribution: '', search: false };
  }
}

/** Where the place search asks AMap: the configured web-service host, or AMap's own. */
export const amapServiceHost = (values: SyssetValues): string =>
  (values.mapServiceHost || AMAP_SERVICE_HOST).replace(/\/+$/, '');
