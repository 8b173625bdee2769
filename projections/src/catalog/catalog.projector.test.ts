import { DEFAULT_SETTINGS } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { DEFAULT_CATALOGS, catalog, settingsDocument } from '@packflow/domain';
import type { Kysely } from 'kysely';
import { catalogProjector, settingsProjector } from './catalog.projector';
import { useProjectors } from '../../../test/support/projector-spec';

const PROJECTORS = [catalogProjector, settingsProjector];

async function snapshot(db: Kysely<Database>) {
  const rm = db.withSchema('rm');
  return {
    items: await rm.selectFrom('catalog_items').selectAll().orderBy('kind').orderBy('id').execute(),
    history: await rm
      .selectFrom('catalog_history')
      .selectAll()
      .orderBy('position')
      .orderBy('item_id')
      .execute(),
    documents: await rm.selectFrom('settings_documents').selectAll().orderBy('name').execute(),
    settingsHistory: await rm.selectFrom('settings_history').selectAll().orderBy('position').execute(),
  };
}

describe('the catalogue and settings read models', () => {
  // Appended by an administrator at a fixed time unless a step says who.
  const t = useProjectors({
    projectors: PROJECTORS,
    metadata: { userId: 'admin', role: 'Admin', at: '2026-11-22T08:00:00.000Z' },
  });
  const bySystem = { userId: 'system' };

  it('lists the seeds of a kind in their order, each with a created entry', async () => {
    const [seed] = catalog.decide(
      { type: 'InitializeCatalog', data: { kind: 'auxzipper' } },
      catalog.catalogDecider.initialState(),
    );
    await t.append(catalog.catalogStream('auxzipper'), [seed!], bySystem);
    const rows = await t.rm
      .selectFrom('catalog_items')
      .selectAll()
      .where('kind', '=', 'auxzipper')
      .orderBy('sort_order')
      .execute();
    expect(rows.map((r) => [r.id, r.sort_order, r.active, r.version, r.updated_by])).toEqual([
      ['zip-standard', 0, true, 1, 'system'],
      ['zip-child', 1, true, 1, 'system'],
    ]);
    expect(rows[0]!.values).toEqual(DEFAULT_CATALOGS.auxzipper[0]!.values);
    const history = await t.rm.selectFrom('catalog_history').selectAll().orderBy('item_id').execute();
    expect(history.map((h) => [h.item_id, h.action])).toEqual([
      ['zip-child', 'created'],
      ['zip-standard', 'created'],
    ]);
    expect(history[1]!.changes).toContainEqual({ field: 'unitPrice', from: null, to: '0.35' });
  });

  it('adds a new item last, applies changes, flags a retired one and tells the quoting roles', async () => {
    const stream = catalog.catalogStream('auxzipper');
    const values = {
      name: '易撕拉链',
      englishName: 'Easy-tear zipper',
      unitPrice: '0.5',
      unit: 'metre',
      active: true,
    };
    await t.append(stream, [{ type: 'CatalogItemCreated', data: { kind: 'auxzipper', id: 'z3', values } }]);
    const position = await t.append(stream, [
      {
        type: 'CatalogItemChanged',
        data: {
          kind: 'auxzipper',
          id: 'z3',
          changes: [{ field: 'unitPrice', from: '0.5', to: '0.55' }],
        },
      },
      {
        type: 'CatalogItemChanged',
        data: { kind: 'auxzipper', id: 'z3', changes: [{ field: 'active', from: true, to: false }] },
      },
    ]);
    const row = await t.rm
      .selectFrom('catalog_items')
      .selectAll()
      .where('kind', '=', 'auxzipper')
      .where('id', '=', 'z3')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      sort_order: 2,
      active: false,
      version: 3,
      updated_by: 'admin',
      values: { ...values, unitPrice: '0.55', active: false },
    });
    const history = await t.rm
      .selectFrom('catalog_history')
      .selectAll()
      .where('item_id', '=', 'z3')
      .orderBy('position')
      .execute();
    expect(history.map((h) => [h.action, h.changes, h.user_id, h.role])).toEqual([
      ['created', expect.arrayContaining([{ field: 'name', from: null, to: '易撕拉链' }]), 'admin', 'Admin'],
      ['changed', [{ field: 'unitPrice', from: '0.5', to: '0.55' }], 'admin', 'Admin'],
      ['changed', [{ field: 'active', from: true, to: false }], 'admin', 'Admin'],
    ]);
    const change = t.changes.find((c) => c.readModel === 'catalog' && c.position === position);
    expect(change).toMatchObject({
      ids: ['auxzipper:z3'],
      audience: { roles: ['Admin', 'OperatorIndex', 'OperatorManage', 'Traders'] },
    });
  });

  it('keeps each settings document as one row with its history', async () => {
    const stream = settingsDocument.settingsStream('golden');
    await t.append(
      stream,
      [{ type: 'SettingsInitialized', data: { name: 'golden', values: DEFAULT_SETTINGS.golden } }],
      bySystem,
    );
    const position = await t.append(stream, [
      { type: 'SettingsChanged', data: { name: 'golden', changes: [{ field: 'fee', from: '1', to: '2' }] } },
    ]);
    // The golden-bean ledger reads values.fee and values.threshold from this row.
    const row = await t.rm
      .selectFrom('settings_documents')
      .selectAll()
      .where('name', '=', 'golden')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ values: { fee: '2', threshold: '10' }, version: 2, updated_by: 'admin' });
    const history = await t.rm.selectFrom('settings_history').selectAll().orderBy('position').execute();
    expect(history.map((h) => [h.name, h.version, h.changes])).toEqual([
      [
        'golden',
        1,
        [
          { field: 'fee', from: null, to: '1' },
          { field: 'threshold', from: null, to: '10' },
        ],
      ],
      ['golden', 2, [{ field: 'fee', from: '1', to: '2' }]],
    ]);
    expect(t.changes.find((c) => c.readModel === 'settings' && c.position === position)).toMatchObject({
      ids: ['golden'],
      audience: { roles: ['Admin', 'OperatorIndex', 'OperatorManage', 'Finance', 'Traders'] },
    });
  });

  it('rebuilds from the first event into exactly the rows it built live', async () => {
    const [bags] = catalog.decide(
      { type: 'InitializeCatalog', data: { kind: 'bagtype' } },
      catalog.catalogDecider.initialState(),
    );
    await t.append(catalog.catalogStream('bagtype'), [bags!], bySystem);
    const live = await snapshot(t.db);
    for (const projector of PROJECTORS) await t.runner.rebuild(projector.name);
    expect(await snapshot(t.db)).toEqual(live);
  });
});
