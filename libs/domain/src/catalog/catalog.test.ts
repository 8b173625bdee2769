import {
  BAG_TYPES,
  CATALOG_FORM_SCHEMAS,
  CATALOG_KINDS,
  type AccessoryItemValues,
  type MaterialItemValues,
} from '@packflow/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { fold } from '../shared/decider';
import { type CatalogEvent, catalogDecider, catalogStream, itemsOf, sameName, sameValue } from './catalog';
import { DEFAULT_CATALOGS } from './defaults';

const { given } = deciderSpec(catalogDecider);

const seeded = (kind: (typeof CATALOG_KINDS)[number]): CatalogEvent => ({
  type: 'CatalogInitialized',
  data: { kind, items: DEFAULT_CATALOGS[kind] },
});

const zipper: AccessoryItemValues = {
  name: '易撕拉链',
  englishName: 'Easy-tear zipper',
  unitPrice: '0.5',
  unit: 'metre',
  active: true,
};

describe('seed data', () => {
  it.each(CATALOG_KINDS)('every %s seed passes its form schema and has a unique id and name', (kind) => {
    const seeds = DEFAULT_CATALOGS[kind];
    expect(seeds.length).toBeGreaterThan(0);
    for (const seed of seeds) expect(CATALOG_FORM_SCHEMAS[kind].parse(seed.values)).toEqual(seed.values);
    expect(new Set(seeds.map((s) => s.id)).size).toBe(seeds.length);
    expect(new Set(seeds.map((s) => s.values.name + '|' + s.values.englishName)).size).toBe(seeds.length);
  });

  it('has every bag type of the code, with the design bounds', () => {
    const bags = Object.fromEntries(DEFAULT_CATALOGS.bagtype.map((s) => [s.id, s.values]));
    expect(Object.keys(bags).sort()).toEqual([...BAG_TYPES].sort());
    expect(bags.twoSide).toMatchObject({ name: '二边封', widthMin: 40, widthMax: 300, heightMax: 300 });
    expect(bags.standUp).toMatchObject({ bottomGussetMin: 20, bottomGussetMax: 120 });
    expect(bags.quad).toMatchObject({ widthMin: 60, widthMax: 200, sideGussetMin: 20, sideGussetMax: 180 });
    expect(bags.flatBottom).toMatchObject({ widthMin: 50, widthMax: 200 });
    expect(bags.backSeal).toMatchObject({ widthMin: 40, widthMax: 200 });
  });

  it('has one virtual laminate, aluminised films and an inner layer out of stock', () => {
    const comp = DEFAULT_CATALOGS.materialcomp.map((s) => s.values as MaterialItemValues);
    expect(comp.filter((v) => v.virtual).map((v) => v.name)).toEqual(['高阻隔纸']);
    expect(comp.filter((v) => v.aluminised).length).toBe(2);
    const inner = DEFAULT_CATALOGS.materialinner.map((s) => s.values as MaterialItemValues);
    expect(inner.some((v) => !v.inStock)).toBe(true);
    expect(DEFAULT_CATALOGS.knifestyle.map((s) => s.values.englishName)).toEqual([
      'Skirt curved gusset',
      'K-style',
      'K-style with bottom seal',
      'W-fold gusset',
      'W-fold with bottom seal',
    ]);
  });
});

describe('a catalogue', () => {
  it('is one stream per kind', () => {
    expect(catalogStream('auxzipper')).toBe('catalog-auxzipper');
  });

  it('initialises once with its seed items in order', () => {
    const events = given([]).when({ type: 'InitializeCatalog', data: { kind: 'auxhotknife' } }).events;
    expect(events).toEqual([seeded('auxhotknife')]);
    const state = fold(catalogDecider, events);
    expect(itemsOf(state).map((i) => [i.id, i.version, i.order])).toEqual([
      ['knife-straight', 1, 0],
      ['knife-zigzag', 1, 1],
      ['knife-round', 1, 2],
    ]);
    given(events)
      .when({ type: 'InitializeCatalog', data: { kind: 'auxhotknife' } })
      .then([]);
  });

  it('adds a bag type the code knows but the stream lacks, on a later start', () => {
    const older: CatalogEvent = {
      type: 'CatalogInitialized',
      data: { kind: 'bagtype', items: DEFAULT_CATALOGS.bagtype.filter((s) => s.id !== 'sideGusset') },
    };
    const events = given([older]).when({ type: 'InitializeCatalog', data: { kind: 'bagtype' } }).events;
    expect(events).toEqual([
      {
        type: 'CatalogItemCreated',
        data: {
          kind: 'bagtype',
          id: 'sideGusset',
          values: DEFAULT_CATALOGS.bagtype.find((s) => s.id === 'sideGusset')!.values,
        },
      },
    ]);
    given([older, ...events])
      .when({ type: 'InitializeCatalog', data: { kind: 'bagtype' } })
      .then([]);
  });

  it('creates an item at the end of the list', () => {
    const events = given([seeded('auxzipper')]).when({
      type: 'CreateCatalogItem',
      data: { kind: 'auxzipper', id: 'z3', values: zipper },
    }).events;
    expect(events).toEqual([
      { type: 'CatalogItemCreated', data: { kind: 'auxzipper', id: 'z3', values: zipper } },
    ]);
    const state = fold(catalogDecider, [seeded('auxzipper'), ...events]);
    expect(itemsOf(state).map((i) => i.id)).toEqual(['zip-standard', 'zip-child', 'z3']);
    expect(state.items.z3).toMatchObject({ version: 1, order: 2, values: zipper });
  });

  it('refuses a name already in the list, in either language, ignoring case and spaces', () => {
    expect(
      given([seeded('auxzipper')]).when({
        type: 'CreateCatalogItem',
        data: { kind: 'auxzipper', id: 'z3', values: { ...zipper, englishName: ' standard  ZIPPER ' } },
      }).refusal,
    ).toEqual({
      code: 'CATALOG.NAME_TAKEN',
      messageKey: 'catalog.nameTaken',
      field: 'englishName',
      params: { name: ' standard  ZIPPER ' },
    });
    expect(
      given([seeded('auxzipper')]).when({
        type: 'CreateCatalogItem',
        data: { kind: 'auxzipper', id: 'z3', values: { ...zipper, name: '普通拉链' } },
      }).refusal,
    ).toMatchObject({ code: 'CATALOG.NAME_TAKEN', field: 'name' });
  });

  it('allows the same name in another kind', () => {
    // PET 12µm is both a printing film and a laminate.
    expect(sameName('PET 12µm', 'pet 12µm')).toBe(true);
    const pet = DEFAULT_CATALOGS.materialprinting[0]!.values;
    expect(
      given([seeded('materialinner')]).when({
        type: 'CreateCatalogItem',
        data: { kind: 'materialinner', id: 'pet-inner', values: pet },
      }).events,
    ).toHaveLength(1);
  });

  it('points to a retired item of the same name instead of creating a second one', () => {
    const retired: CatalogEvent = {
      type: 'CatalogItemChanged',
      data: { kind: 'auxzipper', id: 'zip-child', changes: [{ field: 'active', from: true, to: false }] },
    };
    expect(
      given([seeded('auxzipper'), retired]).when({
        type: 'CreateCatalogItem',
        data: { kind: 'auxzipper', id: 'z3', values: { ...zipper, name: '儿童安全拉链' } },
      }).refusal,
    ).toMatchObject({ code: 'CATALOG.NAME_TAKEN', messageKey: 'catalog.nameTakenRetired', field: 'name' });
  });

  it('refuses new bag types: their set is fixed', () => {
    const values = DEFAULT_CATALOGS.bagtype[0]!.values;
    expect(
      given([seeded('bagtype')]).when({
        type: 'CreateCatalogItem',
        data: {
          kind: 'bagtype',
          id: 'pillow',
          values: { ...values, name: '枕式袋', englishName: 'Pillow' },
        },
      }).refusal,
    ).toMatchObject({ code: 'CATALOG.BAG_TYPES_FIXED', messageKey: 'catalog.bagTypesFixed' });
  });

  it('refuses an id already taken and anything before the seeds', () => {
    expect(
      given([seeded('auxzipper')]).when({
        type: 'CreateCatalogItem',
        data: { kind: 'auxzipper', id: 'zip-child', values: zipper },
      }).refusal,
    ).toMatchObject({ code: 'CATALOG.ITEM_EXISTS' });
    expect(
      given([]).when({ type: 'CreateCatalogItem', data: { kind: 'auxzipper', id: 'z', values: zipper } })
        .refusal,
    ).toMatchObject({ code: 'CATALOG.NOT_INITIALIZED', messageKey: 'common.unavailable' });
  });

  it('records only the fields that really change, with their old and new values', () => {
    const events = given([seeded('materialprinting')]).when({
      type: 'ChangeCatalogItem',
      data: {
        kind: 'materialprinting',
        id: 'pet12',
        changes: { pricePerKg: '11.8', density: 1.4, printingTypes: ['digital', 'gravure'], inStock: false },
      },
    }).events;
    expect(events).toEqual([
      {
        type: 'CatalogItemChanged',
        data: {
          kind: 'materialprinting',
          id: 'pet12',
          changes: [
            { field: 'pricePerKg', from: '11', to: '11.8' },
            { field: 'inStock', from: true, to: false },
          ],
        },
      },
    ]);
    const state = fold(catalogDecider, [seeded('materialprinting'), ...events]);
    expect(state.items.pet12).toMatchObject({ version: 2, values: { pricePerKg: '11.8', inStock: false } });
    expect(state.version).toBe(2);
  });

  it('compares list values by content', () => {
    const events = given([seeded('materialprinting')]).when({
      type: 'ChangeCatalogItem',
      data: { kind: 'materialprinting', id: 'pet12', changes: { printingTypes: ['digital'] } },
    }).events;
    expect(events[0]).toMatchObject({
      data: { changes: [{ field: 'printingTypes', from: ['digital', 'gravure'], to: ['digital'] }] },
    });
  });

  it('answers no event when nothing changes, a price written differently included', () => {
    given([seeded('auxzipper')])
      .when({
        type: 'ChangeCatalogItem',
        data: { kind: 'auxzipper', id: 'zip-standard', changes: { unitPrice: '0.350', unit: 'metre' } },
      })
      .then([]);
    expect(sameValue('0.35', '0.350')).toBe(true);
    expect(sameValue('1', '1.0001')).toBe(false);
    expect(sameValue('PET', 'pet')).toBe(false);
  });

  it('retires and restores an item by its active flag, keeping it in the list', () => {
    const retire = given([seeded('auxhandle')]).when({
      type: 'ChangeCatalogItem',
      data: { kind: 'auxhandle', id: 'handle-plastic', changes: { active: false } },
    }).events;
    expect(retire).toEqual([
      {
        type: 'CatalogItemChanged',
        data: {
          kind: 'auxhandle',
          id: 'handle-plastic',
          changes: [{ field: 'active', from: true, to: false }],
        },
      },
    ]);
    const restore = given([seeded('auxhandle'), ...retire]).when({
      type: 'ChangeCatalogItem',
      data: { kind: 'auxhandle', id: 'handle-plastic', changes: { active: true } },
    }).events;
    expect(restore[0]).toMatchObject({ data: { changes: [{ field: 'active', from: false, to: true }] } });
    const state = fold(catalogDecider, [seeded('auxhandle'), ...retire, ...restore]);
    expect(state.items['handle-plastic']).toMatchObject({ version: 3, values: { active: true } });
    expect(itemsOf(state)).toHaveLength(2);
  });

  it('refuses a change of an unknown item as not found', () => {
    expect(
      given([seeded('auxhandle')]).when({
        type: 'ChangeCatalogItem',
        data: { kind: 'auxhandle', id: 'nope', changes: { unitPrice: '1' } },
      }).refusal,
    ).toMatchObject({ code: 'CATALOG.NOT_FOUND', messageKey: 'catalog.itemNotFound' });
  });

  it('refuses renaming an item to another item name, but lets it keep its own', () => {
    expect(
      given([seeded('auxhotknife')]).when({
        type: 'ChangeCatalogItem',
        data: { kind: 'auxhotknife', id: 'knife-round', changes: { englishName: 'Zigzag cut' } },
      }).refusal,
    ).toMatchObject({ code: 'CATALOG.NAME_TAKEN', field: 'englishName' });
    expect(
      given([seeded('auxhotknife')]).when({
        type: 'ChangeCatalogItem',
        data: { kind: 'auxhotknife', id: 'knife-round', changes: { englishName: 'ROUND corners' } },
      }).events,
    ).toHaveLength(1);
  });

  it.each([
    ['widthMin', { widthMin: 301 }],
    ['heightMin', { heightMax: 39 }],
    ['bottomGussetMin', { bottomGussetMin: 130 }],
    ['sideGussetMin', { sideGussetMin: 10, sideGussetMax: 5 }],
  ])('refuses a bag type whose minimum passes its maximum (%s)', (field, changes) => {
    expect(
      given([seeded('bagtype')]).when({
        type: 'ChangeCatalogItem',
        data: { kind: 'bagtype', id: 'standUp', changes },
      }).refusal,
    ).toMatchObject({ code: 'CATALOG.BOUNDS_REVERSED', messageKey: 'catalog.boundsReversed', field });
  });

  it('changes a bag type within its bounds, including an equal minimum and maximum', () => {
    given([seeded('bagtype')])
      .when({
        type: 'ChangeCatalogItem',
        data: {
          kind: 'bagtype',
          id: 'quad',
          changes: { widthMin: 200, digital: false, makingPrice: '0.15' },
        },
      })
      .then([
        {
          type: 'CatalogItemChanged',
          data: {
            kind: 'bagtype',
            id: 'quad',
            changes: [
              { field: 'digital', from: true, to: false },
              { field: 'makingPrice', from: '0.12', to: '0.15' },
              { field: 'widthMin', from: 60, to: 200 },
            ],
          },
        },
      ]);
  });
});
