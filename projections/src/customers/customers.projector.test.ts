import type { Extension } from '@electric-sql/pglite';
import { type CustomerFields, DEFAULT_HIGH_SEAS_SETTINGS } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { customer, customerKeys } from '@packflow/domain';
import type { EventData } from '@packflow/eventstore';
import { type Kysely, sql } from 'kysely';
import { highSeasSettingsProjector } from './high-seas-settings.projector';
import { customersProjector, searchGrams, searchText } from './customers.projector';
import { releaseRunsProjector } from './release-runs.projector';
import { traderGradesProjector } from './trader-grades.projector';
import { useProjectors } from '../../../test/support/projector-spec';

// The contrib extensions are package "exports" subpaths, which this tsconfig's module resolution (node) does not read.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension };

const PROJECTORS = [
  customersProjector,
  highSeasSettingsProjector,
  traderGradesProjector,
  releaseRunsProjector,
];

const fields = (name: string, extra: Partial<CustomerFields> = {}): CustomerFields => ({
  name,
  gender: '女',
  email: '',
  phone: '139 1234-5678',
  enterprise: `${name} Packaging Co.`,
  domestic: true,
  source: 'Exhibition',
  logistics: '',
  addresses: [{ region: '370202', detail: 'No. 1 Harbour Road' }],
  responsible: '',
  ...extra,
});

const salesman = (id: string) => ({ id, role: 'OperatorIndex' as const });
const trader = (id: string) => ({ id, role: 'Traders' as const });
const at = (day: number) => new Date(Date.UTC(2026, 0, 1) + day * 864e5).toISOString();

const created = (id: string, name: string, owner: customer.Owner | null, day = 0, extra = {}) => ({
  type: 'CustomerCreated',
  data: {
    id,
    code: `Q${id.padStart(6, '0')}`,
    area: owner?.role === 'Traders' ? 'T' : 'Q',
    fields: fields(name, extra),
    owner,
    at: at(day),
  },
});

/** Every row of every table the projectors own, in a stable order. */
async function snapshot(db: Kysely<Database>) {
  const rm = db.withSchema('rm');
  return {
    customers: await rm.selectFrom('customers').selectAll().orderBy('id').execute(),
    timeline: await rm.selectFrom('customer_timeline').selectAll().orderBy('position').execute(),
    settings: await rm.selectFrom('highseas_settings').selectAll().execute(),
    settingsHistory: await rm
      .selectFrom('highseas_settings_history')
      .selectAll()
      .orderBy('position')
      .execute(),
    grades: await rm.selectFrom('trader_grades').selectAll().orderBy('id').execute(),
    gradeHistory: await rm.selectFrom('trader_grade_history').selectAll().orderBy('position').execute(),
    runs: await rm.selectFrom('release_runs').selectAll().orderBy('day').execute(),
  };
}

describe('the search columns', () => {
  it('lower-cases code, name, phone (also without separators) and enterprise, one field apart', () => {
    const text = searchText({
      code: 'Q000001',
      name: 'Harbour 青岛',
      phone: '139 1234-5678',
      enterprise: 'ACME',
    });
    expect(text.split('\u001f')).toEqual(['q000001', 'harbour 青岛', '139 1234-5678', '13912345678', 'acme']);
  });

  it('holds every character and pair of neighbours of each field, never across fields or spaces', () => {
    const grams = searchGrams({ code: 'Q1', name: '王伟 Li', phone: '', enterprise: '青岛' });
    expect(grams).toEqual(
      expect.arrayContaining(['q', '1', 'q1', '王', '伟', '王伟', 'l', 'i', 'li', '青岛']),
    );
    expect(grams).not.toContain('伟 ');
    expect(grams).not.toContain('1王');
    expect(grams.some((g) => /\s/.test(g))).toBe(false);
  });
});

for (const withTrigrams of [true, false]) {
  describe(`customer read models on PGlite ${withTrigrams ? 'with' : 'without'} pg_trgm`, () => {
    // Appended by an administrator unless a step says who.
    const t = useProjectors({
      projectors: PROJECTORS,
      ...(withTrigrams ? { extensions: { pg_trgm } } : {}),
      metadata: { userId: 'admin', role: 'Admin', at: at(0) },
    });

    it('creates the trigram index exactly when pg_trgm can be had', async () => {
      const { rows } = await sql<{ name: string }>`
        SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'rm' AND tablename = 'customers'`.execute(
        t.db,
      );
      const names = rows.map((r) => r.name);
      expect(names).toEqual(
        expect.arrayContaining(['customers_owner', 'customers_high_seas', 'customers_grams']),
      );
      expect(names.includes('customers_search')).toBe(withTrigrams);
    });

    it('folds a customer’s events into its row exactly as the domain does, and keeps every event on its timeline', async () => {
      const stream = customer.customerStream('1');
      const events: EventData[] = [
        created('1', 'Harbour Foods', salesman('sales-a'), 0),
        {
          type: 'CustomerEdited',
          data: {
            changes: [
              { field: 'name', from: 'Harbour Foods', to: 'Harbour Foods Ltd' },
              { field: 'domestic', from: true, to: false },
            ],
          },
          metadata: { at: at(1) },
        },
        { type: 'CustomerReleaseWarned', data: { owner: 'sales-a', releaseOn: at(90), at: at(83) } },
        { type: 'CustomerReleased', data: { from: 'sales-a', reason: 'no-order', at: at(90) } },
        { type: 'CustomerClaimed', data: { owner: salesman('sales-b'), at: at(92) } },
        { type: 'CustomerReassigned', data: { from: 'sales-b', to: trader('trader-1'), at: at(95) } },
        { type: 'CustomerGradeSet', data: { gradeId: 'gold', from: null }, metadata: { at: at(96) } },
      ];
      // One event at a time, so the live path applies them in separate batches.
      for (const e of events) await t.append(stream, [e], { userId: 'boss' });

      const state = events.reduce(
        (s, e) => customer.evolve(s, e as customer.CustomerEvent),
        customer.customerDecider.initialState(),
      );
      const row = await t.db
        .withSchema('rm')
        .selectFrom('customers')
        .selectAll()
        .where('id', '=', '1')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        id: '1',
        code: 'Q000001',
        area: 'Q',
        name: 'Harbour Foods Ltd',
        domestic: false,
        phone: '139 1234-5678',
        addresses: [{ region: '370202', detail: 'No. 1 Harbour Road' }],
        owner_id: 'trader-1',
        owner_role: 'Traders',
        grade_id: 'gold',
        released_from: 'sales-a',
        warned_for: null,
        search: searchText({
          code: 'Q000001',
          name: 'Harbour Foods Ltd',
          phone: '139 1234-5678',
          enterprise: 'Harbour Foods Packaging Co.',
        }),
      });
      expect(row.owned_since).toEqual(new Date(state.ownedSince!));
      expect(row.released_at).toEqual(new Date(state.releasedAt!));
      expect(row.created_at).toEqual(new Date(at(0)));
      expect(row.updated_at).toEqual(new Date(at(96)));
      expect({ owner: state.owner, gradeId: state.gradeId, name: state.fields.name }).toEqual({
        owner: { id: row.owner_id, role: row.owner_role },
        gradeId: row.grade_id,
        name: row.name,
      });

      const timeline = await t.db
        .withSchema('rm')
        .selectFrom('customer_timeline')
        .selectAll()
        .where('customer_id', '=', '1')
        .orderBy('position')
        .execute();
      expect(timeline.map((e) => e.type)).toEqual(events.map((e) => e.type));
      expect(timeline.every((e) => e.actor_id === 'boss')).toBe(true);
      expect(timeline.map((e) => e.details)).toEqual([
        { code: 'Q000001', area: 'Q', toId: 'sales-a' },
        { changes: (events[1]!.data as { changes: unknown }).changes },
        { ownerId: 'sales-a', releaseOn: at(90) },
        { fromId: 'sales-a', reason: 'no-order' },
        { toId: 'sales-b' },
        { fromId: 'sales-b', toId: 'trader-1' },
        { gradeId: 'gold', fromGradeId: null },
      ]);
      expect(timeline[3]!.at).toEqual(new Date(at(90)));
    });

    it('tells the high seas’ readers of high-seas changes, owners of their own, traders of nothing else', async () => {
      const audienceOf = async (stream: string, events: EventData[]) => {
        const before = t.changes.length;
        await t.append(stream, events);
        const mine = t.changes.slice(before).filter((c) => c.readModel === 'customers');
        expect(mine).toHaveLength(1);
        return mine[0]!;
      };
      const unowned = await audienceOf(customer.customerStream('2'), [created('2', 'Open Sea', null)]);
      expect(unowned.ids).toEqual(['2']);
      expect(new Set(unowned.audience.roles)).toEqual(new Set(['OperatorIndex', 'OperatorManage', 'Admin']));
      expect(unowned.audience.users).toEqual([]);

      const traders = await audienceOf(customer.customerStream('3'), [
        created('3', 'Trader Client', trader('trader-1')),
      ]);
      expect(new Set(traders.audience.roles)).toEqual(new Set(['OperatorManage', 'Admin']));
      expect(traders.audience.users).toEqual(['trader-1']);

      const claimed = await audienceOf(customer.customerStream('2'), [
        { type: 'CustomerClaimed', data: { owner: salesman('sales-a'), at: at(1) } },
      ]);
      expect(claimed.audience.roles).toContain('OperatorIndex');
      expect(claimed.audience.users).toEqual(['sales-a']);

      const moved = await audienceOf(customer.customerStream('2'), [
        { type: 'CustomerReassigned', data: { from: 'sales-a', to: salesman('sales-b'), at: at(2) } },
      ]);
      expect(new Set(moved.audience.roles)).toEqual(new Set(['OperatorManage', 'Admin']));
      expect(new Set(moved.audience.users)).toEqual(new Set(['sales-a', 'sales-b']));

      const edited = await audienceOf(customer.customerStream('3'), [
        {
          type: 'CustomerEdited',
          data: { changes: [{ field: 'source', from: 'Exhibition', to: 'Referral' }] },
        },
      ]);
      expect(edited.audience).toEqual({ roles: ['OperatorManage', 'Admin'], users: ['trader-1'] });
    });

    it('keeps the high-seas settings with their history, and the trader grades with theirs', async () => {
      await t.append(customerKeys.HIGH_SEAS_SETTINGS_STREAM, [
        { type: 'HighSeasSettingsInitialized', data: { values: DEFAULT_HIGH_SEAS_SETTINGS } },
      ]);
      await t.append(customerKeys.HIGH_SEAS_SETTINGS_STREAM, [
        {
          type: 'HighSeasSettingsChanged',
          data: { changes: [{ field: 'releaseDays', from: 90, to: 60 }] },
          metadata: { at: at(5) },
        },
      ]);
      const rm = t.db.withSchema('rm');
      expect(await rm.selectFrom('highseas_settings').selectAll().executeTakeFirst()).toMatchObject({
        release_days: 60,
        max_owned: DEFAULT_HIGH_SEAS_SETTINGS.maxOwned,
        protection_days: DEFAULT_HIGH_SEAS_SETTINGS.protectionDays,
        version: 2,
        updated_by: 'admin',
      });
      const history = await rm
        .selectFrom('highseas_settings_history')
        .selectAll()
        .orderBy('position')
        .execute();
      expect(history.map((h) => h.version)).toEqual([1, 2]);
      expect(history[0]!.changes).toContainEqual({ field: 'releaseDays', from: null, to: 90 });
      expect(history[1]!.changes).toEqual([{ field: 'releaseDays', from: 90, to: 60 }]);

      const grade = customerKeys.traderGradeStream('gold');
      await t.append(grade, [
        { type: 'TraderGradeCreated', data: { id: 'gold', name: 'Gold', factor: '0.95' } },
      ]);
      await t.append(grade, [
        {
          type: 'TraderGradeChanged',
          data: { id: 'gold', name: 'Gold+', factor: '0.9', from: { name: 'Gold', factor: '0.95' } },
        },
      ]);
      const gradeChange = t.changes.filter((c) => c.readModel === 'trader_grades').at(-1)!;
      expect(gradeChange.audience.roles).not.toContain('*');
      await t.append(grade, [{ type: 'TraderGradeDeleted', data: { id: 'gold' } }]);
      expect(await rm.selectFrom('trader_grades').selectAll().executeTakeFirst()).toMatchObject({
        id: 'gold',
        name: 'Gold+',
        factor: '0.9',
        deleted: true,
      });
      const grades = await rm.selectFrom('trader_grade_history').selectAll().orderBy('position').execute();
      expect(grades.map((g) => [g.action, g.name, g.factor, g.from_name, g.from_factor])).toEqual([
        ['created', 'Gold', '0.95', null, null],
        ['changed', 'Gold+', '0.9', 'Gold', '0.95'],
        ['deleted', 'Gold+', '0.9', null, null],
      ]);
    });

    it('follows the release runs: running, then done with the counts or failed with the error', async () => {
      const stream = (day: string) => `highseas-release-${day}`;
      await t.append(stream('2026-03-01'), [
        { type: 'HighSeasReleaseStarted', data: { day: '2026-03-01', total: 12, at: at(59) } },
      ]);
      const rm = t.db.withSchema('rm');
      const run = (day: string) =>
        rm.selectFrom('release_runs').selectAll().where('day', '=', day).executeTakeFirst();
      expect(await run('2026-03-01')).toMatchObject({ state: 'running', total: 12, released: null });
      await t.append(stream('2026-03-01'), [
        { type: 'HighSeasReleaseFinished', data: { day: '2026-03-01', released: 3, warned: 4, at: at(60) } },
      ]);
      expect(await run('2026-03-01')).toMatchObject({
        state: 'done',
        total: 12,
        released: 3,
        warned: 4,
        error: null,
      });
      await t.append(stream('2026-03-02'), [
        { type: 'HighSeasReleaseStarted', data: { day: '2026-03-02', total: 5, at: at(60) } },
        { type: 'HighSeasReleaseFailed', data: { day: '2026-03-02', error: 'boom', at: at(60) } },
      ]);
      expect(await run('2026-03-02')).toMatchObject({ state: 'failed', total: 5, error: 'boom' });
      const change = t.changes.filter((c) => c.readModel === 'release_runs').at(-1)!;
      expect(new Set(change.audience?.roles)).toEqual(new Set(['Admin', 'OperatorManage']));
      expect(change.audience?.users).toBeUndefined();
    });

    it('rebuilds every read model from the first event into exactly the rows it built live', async () => {
      // Some more customers, several in one append, so live batches and the rebuild differ in shape.
      await t.append(customer.customerStream('4'), [
        created('4', '青岛王伟食品', salesman('sales-a'), 3, {
          phone: '13800000004',
          enterprise: '青岛王伟食品有限公司',
        }),
        { type: 'CustomerReleased', data: { from: 'sales-a', reason: 'owner', at: at(4) } },
      ]);
      const live = await snapshot(t.db);
      expect(live.customers.length).toBeGreaterThanOrEqual(4);
      for (const projector of PROJECTORS) await t.runner.rebuild(projector.name);
      expect(await snapshot(t.db)).toEqual(live);
    });
  });
}
