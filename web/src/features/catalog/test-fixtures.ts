import {
  DEFAULT_SETTINGS,
  type CatalogHistoryEntry,
  type CatalogItem,
  type SettingsHistoryEntry,
  type SettingsName,
  type SettingsView,
} from '@packflow/contracts';
import { type ApiCall, mockFetch, ok, type Reply } from '../../testing/mock-fetch';

const stamp = {
  version: 1,
  updatedAt: '2026-03-01T08:00:00.000Z',
  updatedBy: 'u-admin',
  updatedByName: 'Ada Admin',
};

export const pet: CatalogItem<'materialprinting'> = {
  ...stamp,
  id: 'm-pet',
  kind: 'materialprinting',
  name: '光膜PET',
  englishName: 'Gloss PET',
  thickness: 12,
  density: 1.4,
  pricePerKg: '12.5',
  printingTypes: ['digital', 'gravure'],
  inStock: true,
  virtual: false,
  aluminised: false,
  active: true,
};

export const kraft: CatalogItem<'materialprinting'> = {
  ...stamp,
  id: 'm-kraft',
  kind: 'materialprinting',
  name: '牛皮纸',
  englishName: 'Kraft paper',
  thickness: 50,
  density: 0.8,
  pricePerKg: '9',
  printingTypes: ['gravure'],
  inStock: false,
  virtual: false,
  aluminised: false,
  active: false,
};

export const standUp: CatalogItem<'bagtype'> = {
  ...stamp,
  id: 'standUp',
  kind: 'bagtype',
  name: '自立袋',
  englishName: 'Stand-up pouch',
  digital: true,
  gravure: true,
  makingPrice: '0.08',
  minInnerThickness: 50,
  widthMin: 40,
  widthMax: 300,
  heightMin: 40,
  heightMax: 300,
  bottomGussetMin: 20,
  bottomGussetMax: 120,
  sideGussetMin: 0,
  sideGussetMax: 0,
  active: true,
};

export const materialHistory: CatalogHistoryEntry[] = [
  {
    position: '903',
    itemId: 'm-kraft',
    action: 'changed',
    changes: [{ field: 'active', from: true, to: false }],
    at: '2026-03-02T08:00:00.000Z',
    userId: 'u-admin',
    userName: 'Ada Admin',
    role: 'Admin',
  },
  {
    position: '902',
    itemId: 'm-pet',
    action: 'changed',
    changes: [
      { field: 'pricePerKg', from: '12', to: '12.5' },
      { field: 'printingTypes', from: ['gravure'], to: ['digital', 'gravure'] },
    ],
    at: '2026-03-01T08:00:00.000Z',
    userId: 'u-admin',
    userName: 'Ada Admin',
    role: 'Admin',
  },
  {
    position: '901',
    itemId: 'm-kraft',
    action: 'created',
    changes: [
      { field: 'active', from: null, to: true },
      { field: 'englishName', from: null, to: 'Kraft paper' },
      { field: 'name', from: null, to: '牛皮纸' },
    ],
    at: '2026-02-01T08:00:00.000Z',
    userId: null,
    userName: null,
    role: null,
  },
];

export const settingsView = <N extends SettingsName>(
  name: N,
  values = DEFAULT_SETTINGS[name],
): SettingsView<N> => ({
  name,
  values,
  ...stamp,
  revision: stamp.version - 1,
});

export const ratesHistory: SettingsHistoryEntry[] = [
  {
    position: '950',
    version: 2,
    changes: [{ field: 'platePerColour', from: '450', to: '500' }],
    at: '2026-03-02T08:00:00.000Z',
    userId: 'u-admin',
    userName: 'Ada Admin',
    role: 'Admin',
  },
  {
    position: '10',
    version: 1,
    changes: [
      { field: 'vatPct', from: null, to: '13' },
      { field: 'inkGsm', from: null, to: '3' },
    ],
    at: '2026-01-01T08:00:00.000Z',
    userId: null,
    userName: null,
    role: null,
  },
];

const pageInfo = (count: number) => ({ pageInfo: { _page: 1, _size: 20, _count: count, _pageSize: 1 } });

/**
 * The catalogue and settings API: `catalog` items by kind and `settings` documents by name; a write
 * answers with a message (or what `refuse` says) and is recorded.
 */
export function serveCatalog({
  catalog = {},
  catalogHistory = [],
  settings = {},
  settingsHistory = [],
  refuse,
}: {
  catalog?: Record<string, CatalogItem[]>;
  catalogHistory?: CatalogHistoryEntry[];
  settings?: Partial<Record<SettingsName, SettingsView>>;
  settingsHistory?: SettingsHistoryEntry[];
  refuse?: (call: ApiCall) => Reply | undefined;
}): ApiCall[] {
  const calls = mockFetch((call) => {
    const [, , area, name, rest] = call.path.split('/');
    if (call.method === 'GET') {
      if (area === 'catalog' && rest === 'history')
        return ok(catalogHistory, pageInfo(catalogHistory.length));
      if (area === 'catalog' && name !== undefined) return ok(catalog[name] ?? []);
      if (area === 'settings' && rest === 'history')
        return ok(settingsHistory, pageInfo(settingsHistory.length));
      const view = area === 'settings' ? settings[name as SettingsName] : undefined;
      if (view) return ok(view);
      return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
    }
    return refuse?.(call) ?? ok({ id: rest ?? 'new' }, { position: String(1000 + calls.length) }, 'Saved');
  });
  return calls;
}

/** A 422 as the API answers a form it refuses. */
export const refused = (fields: Record<string, string>): Reply => ({
  status: 422,
  body: { code: 1009, data: null, msg: 'Please correct the highlighted fields', extra: { fields } },
});

export const writes = (calls: ApiCall[]) => calls.filter((c) => c.method !== 'GET');
export const bodyOf = (call: ApiCall | undefined) => Object.fromEntries(call?.body ?? []);
