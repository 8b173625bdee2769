import { type Extension, PGlite } from '@electric-sql/pglite';
import {
  type CustomerFields,
  type CustomerTimelineEntry,
  type CustomerView,
  DEFAULT_HIGH_SEAS_SETTINGS,
  type Role,
  type TraderGrade,
} from '@packflow/contracts';
import { type Database, createDb, migrate } from '@packflow/db';
import { account, customer, customerKeys } from '@packflow/domain';
import {
  type EventData,
  type SqlPool,
  SqlEventStore,
  createPglitePool,
  createPostgresPool,
} from '@packflow/eventstore';
import {
  ProjectionRunner,
  accountsProjector,
  customersProjector,
  highSeasSettingsProjector,
  releaseRunsProjector,
  traderGradesProjector,
} from '@packflow/projections';
import type { Kysely } from 'kysely';
import { customerTimeline, findCustomer } from '../../apps/api/src/customers/customer-detail.queries';
import type { CustomerList, CustomerReader } from '../../apps/api/src/customers/customer-scope';
import type { CustomerFilter } from '../../apps/api/src/customers/customer-view';
import { FEW_SHORT_MATCHES, listCustomers } from '../../apps/api/src/customers/customers.queries';
import {
  listReleaseRuns,
  listTraderGrades,
  traderGradeHistory,
} from '../../apps/api/src/customers/grades-and-runs.queries';
import {
  highSeasSettings,
  highSeasSettingsHistory,
} from '../../apps/api/src/customers/high-seas-settings.queries';
import type { Paging } from '../../apps/api/src/http/paging';
import { type SignedInClient, signIn } from '../support/api-client';
import { createTestDatabase, pgUrl } from '../support/services';
import { TEST_PG_URL } from '../support/service-urls';
import { createStaff } from '../support/staff';
import { PGLITE, POSTGRES, describeOn, useTestApi } from '../support/test-api';

// The contrib extensions are package "exports" subpaths, which this tsconfig's module resolution (node) does not read.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension };

const DAY_MS = 864e5;
const T0 = Date.UTC(2026, 0, 1);
const at = (day: number) => new Date(T0 + day * DAY_MS).toISOString();
const page = (n: number, size = 20): Paging => ({ page: n, size, offset: (n - 1) * size });

let phoneSerial = 0;
const fields = (name: string, extra: Partial<CustomerFields> = {}): CustomerFields => ({
  name,
  gender: '',
  email: '',
  phone: `137${String(10_000_000 + phoneSerial++).padStart(8, '0')}`,
  enterprise: `${name} Co.`,
  domestic: true,
  source: 'Exhibition',
  logistics: '',
  addresses: [],
  responsible: '',
  ...extra,
});

const createdEvent = (
  id: string,
  name: string,
  owner: customer.Owner | null,
  day: number,
  extra: Partial<CustomerFields> & { area?: string } = {},
): EventData => {
  const { area, ...rest } = extra;
  return {
    type: 'CustomerCreated',
    data: {
      id,
      code: `${area ?? (owner?.role === 'Traders' ? 'T' : 'Q')}${String(++codes).padStart(6, '0')}`,
      area: area ?? (owner?.role === 'Traders' ? 'T' : 'Q'),
      fields: fields(name, rest),
      owner,
      at: at(day),
    },
    metadata: { userId: owner?.id ?? 'boss', role: 'Admin', at: at(day) },
  };
};
let codes = 0;

const profile = (nickname: string, role: Role): account.AccountProfile => ({
  nickname,
  username: nickname.toLowerCase().replace(/\s/g, '-'),
  phone: '13900000000',
  sex: '女',
  role,
  roles: [role],
  areacode: role === 'OperatorIndex' ? 'Q' : null,
  country: 'cn',
  is_from: role === 'Traders' ? 'N' : null,
  wage: null,
  work_wage: null,
  headimg: '',
});

interface World {
  db: Kysely<Database>;
  /** Appends to each stream and waits until the read models show all of it. */
  append(stream: string, events: EventData[]): Promise<void>;
  appendAll(streams: [string, EventData[]][]): Promise<void>;
  close(): Promise<void>;
}

/** A database with the read models of customers, people, settings, grades and runs, projected live. */
async function openWorld(pool: SqlPool, drop?: () => Promise<void>): Promise<World> {
  const store = await SqlEventStore.open(pool, { pollIntervalMs: 50 });
  const db = createDb(pool);
  await migrate(db);
  const projectors = [
    customersProjector,
    accountsProjector,
    highSeasSettingsProjector,
    traderGradesProjector,
    releaseRunsProjector,
  ];
  const runner = new ProjectionRunner({ store, db, projectors });
  await runner.start();
  const appendAll = async (streams: [string, EventData[]][]) => {
    let last = 0n;
    for (const [stream, events] of streams) {
      const { position } = await store.appendToStream(stream, events);
      if (position > last) last = position;
    }
    if (
      !(await runner.waitFor(
        projectors.map((p) => p.name),
        last,
        20_000,
      ))
    )
      throw new Error('the read models did not catch up');
  };
  return {
    db,
    append: (stream, events) => appendAll([[stream, events]]),
    appendAll,
    async close() {
      await runner.stop();
      await store.close();
      await db.destroy();
      await pool.end();
      await drop?.();
    },
  };
}

const DATABASES: { name: string; unavailable?: string; open(): Promise<World> }[] = [
  {
    name: 'PGlite with pg_trgm',
    open: async () => openWorld(createPglitePool(new PGlite({ extensions: { pg_trgm } }))),
  },
  { name: 'PGlite without pg_trgm', open: async () => openWorld(createPglitePool(new PGlite())) },
  {
    name: 'PostgreSQL',
    unavailable: pgUrl ? undefined : `no PostgreSQL at ${TEST_PG_URL}`,
    open: async () => {
      const database = await createTestDatabase();
      return openWorld(createPostgresPool(database.url, 6), database.drop);
    },
  },
];

const reader = (id: string, role: Role): CustomerReader => ({ id, role });
const salesA = reader('sales-a', 'OperatorIndex');
const salesB = reader('sales-b', 'OperatorIndex');
const traderA = reader('trader-a', 'Traders');
const traderB = reader('trader-b', 'Traders');
const boss = reader('boss', 'OperatorManage');
const admin = reader('admin', 'Admin');
const finance = reader('money', 'Finance');

for (const database of DATABASES) {
  const title = `customer queries: object rules, keywords, filters and paging on ${database.name}`;
  if (database.unavailable) {
    describe.skip(`[skipped: ${database.unavailable}] ${title}`, () => undefined);
    continue;
  }
  describe(title, () => {
    let w: World;
    const ids = async (
      r: CustomerReader,
      list: CustomerList,
      filter: CustomerFilter = {},
      p = page(1, 400),
    ) => (await listCustomers(w.db, r, list, filter, p)).rows.map((c) => c.id);
    const visible = async (r: CustomerReader, id: string) => (await findCustomer(w.db, r, id))?.id;

    beforeAll(async () => {
      w = await database.open();
      for (const [id, nickname, role] of [
        ['sales-a', 'Salesman A', 'OperatorIndex'],
        ['sales-b', 'Salesman B', 'OperatorIndex'],
        ['trader-a', 'Trader A', 'Traders'],
        ['trader-b', 'Trader B', 'Traders'],
        ['boss', 'The Boss', 'OperatorManage'],
      ] as const)
        await w.append(account.accountStream(id), [
          { type: 'AccountRegistered', data: { id, profile: profile(nickname, role), passwordHash: 'x' } },
        ]);
      await w.append(customerKeys.traderGradeStream('gold'), [
        { type: 'TraderGradeCreated', data: { id: 'gold', name: 'Gold', factor: '0.95' } },
      ]);
      const own = (id: string) =>
        ({ id, role: id.startsWith('trader') ? 'Traders' : 'OperatorIndex' }) as const;
      const streams: [string, EventData[]][] = [
        ['a1', [createdEvent('a1', 'Alpha Client 青岛', own('sales-a'), 1, { phone: '139 1111-0001' })]],
        [
          'a2',
          [
            createdEvent('a2', 'Alpha Two Client', own('sales-a'), 2, {
              phone: '+44 20 7946 0958',
              domestic: false,
              source: 'Referral',
              area: 'L',
              enterprise: '100% Pure Foods',
            }),
          ],
        ],
        [
          'a3',
          [
            createdEvent('a3', 'Claimed Client', null, 0),
            { type: 'CustomerClaimed', data: { owner: own('sales-a'), at: at(3) } },
          ],
        ],
        ['b1', [createdEvent('b1', 'Beta Client 青岛', own('sales-b'), 4)]],
        [
          't1',
          [
            createdEvent('t1', 'Trader A Client 青岛', own('trader-a'), 5),
            { type: 'CustomerGradeSet', data: { gradeId: 'gold', from: null }, metadata: { at: at(5) } },
          ],
        ],
        ['t2', [createdEvent('t2', 'Trader B Client 青岛', own('trader-b'), 6)]],
        ['h1', [createdEvent('h1', 'Harbour Client 青岛', null, 7)]],
        [
          'h2',
          [
            createdEvent('h2', 'Returned Client', own('sales-b'), 7),
            { type: 'CustomerReleased', data: { from: 'sales-b', reason: 'owner', at: at(8) } },
          ],
        ],
      ];
      await w.appendAll(streams.map(([id, events]) => [customer.customerStream(id), events]));
    });
    afterAll(async () => {
      await w?.close();
    });

    it('shows salesmen and traders only their own customers, and supervisors every owned one', async () => {
      expect(await ids(salesA, 'own')).toEqual(['a3', 'a2', 'a1']);
      expect(await ids(salesB, 'own')).toEqual(['b1']);
      expect(await ids(traderA, 'own')).toEqual(['t1']);
      expect(await ids(traderB, 'own')).toEqual(['t2']);
      expect(await ids(boss, 'own')).toEqual(['t2', 't1', 'b1', 'a3', 'a2', 'a1']);
      expect(await ids(admin, 'own')).toEqual(['t2', 't1', 'b1', 'a3', 'a2', 'a1']);
      expect(await ids(boss, 'own', { ownerId: 'sales-b' })).toEqual(['b1']);
      // Nobody else owns customers: a role without customers sees none.
      expect(await ids(finance, 'own')).toEqual([]);
    });

    it('never lets a keyword reach past the rules, long or short, few matches or many', async () => {
      for (const keyword of ['client', 'CLIENT', '青岛', 'Cl', 'c', '1']) {
        expect(new Set(await ids(salesA, 'own', { keyword }))).toEqual(
          new Set(['a1', 'a2', 'a3'].filter((id) => keyword !== '青岛' || id === 'a1')),
        );
        for (const [r, mine] of [
          [salesB, 'b1'],
          [traderA, 't1'],
          [traderB, 't2'],
        ] as const) {
          const found = await ids(r, 'own', { keyword });
          expect(found.every((id) => id === mine)).toBe(true);
        }
        expect(await ids(traderA, 'high-seas', { keyword })).toEqual([]);
      }
      expect(await ids(traderA, 'own', { keyword: '青岛' })).toEqual(['t1']);
    });

    it('shows the high seas to salesmen, supervisors and administrators, never to traders', async () => {
      for (const r of [salesA, salesB, boss, admin]) expect(await ids(r, 'high-seas')).toEqual(['h2', 'h1']);
      for (const r of [traderA, traderB, finance]) expect(await ids(r, 'high-seas')).toEqual([]);
    });

    it('masks high-seas phones to salesmen, and finds them by the whole number only, never digit by digit', async () => {
      const whole = (await findCustomer(w.db, boss, 'h1'))!.phone;
      expect(whole).toMatch(/^137\d{8}$/);
      const masked = `${whole.slice(0, 3)}****${whole.slice(-4)}`;
      expect((await findCustomer(w.db, salesA, 'h1'))!.phone).toBe(masked);
      const [listed] = (await listCustomers(w.db, salesA, 'high-seas', {}, page(1))).rows.filter(
        (c) => c.id === 'h1',
      );
      expect(listed!.phone).toBe(masked);
      // Parts of the number find nothing for a salesman, however short or long, few matches or many
      // (only what the customers' codes hold, which everyone sees).
      const codes = await Promise.all(
        ['h2', 'h1'].map(async (id) => (await findCustomer(w.db, boss, id))!.code),
      );
      const byCode = (part: string) => ['h2', 'h1'].filter((_, i) => codes[i]!.includes(part));
      for (const part of [
        whole.slice(0, 7),
        whole.slice(-4),
        whole.slice(3, 9),
        whole.slice(0, 10),
        '7',
        '37',
      ]) {
        expect([part, await ids(salesA, 'high-seas', { keyword: part })]).toEqual([part, byCode(part)]);
        const few = await listCustomers(w.db, salesA, 'high-seas', { keyword: part }, page(1), 0);
        expect([part, few.rows.map((c) => c.id)]).toEqual([part, byCode(part)]);
        expect(await ids(boss, 'high-seas', { keyword: part })).toContain('h1');
      }
      // The whole number, however typed, finds the customer, still masked.
      for (const typed of [whole, `${whole.slice(0, 3)} ${whole.slice(3, 7)}-${whole.slice(7)}`]) {
        const found = (await listCustomers(w.db, salesA, 'high-seas', { keyword: typed }, page(1))).rows;
        expect(found.map((c) => [c.id, c.phone])).toEqual([['h1', masked]]);
      }
      // Supervisors find and see it by any part; a salesman his own customers too.
      expect(await ids(boss, 'high-seas', { keyword: whole.slice(-4) })).toEqual(['h1']);
      expect((await findCustomer(w.db, admin, 'h1'))!.phone).toBe(whole);
      expect(await ids(salesA, 'own', { keyword: '1111-00' })).toEqual(['a1']);
      expect((await findCustomer(w.db, salesA, 'a1'))!.phone).toBe('139 1111-0001');
    });

    it('opens one customer (and its timeline) for its owner, supervisors, and salesmen when in the high seas', async () => {
      const cases: [CustomerReader, string, boolean][] = [
        [salesA, 'a1', true],
        [salesA, 'b1', false],
        [salesA, 't1', false],
        [salesA, 'h1', true],
        [salesB, 'a1', false],
        [traderA, 't1', true],
        [traderA, 't2', false],
        [traderB, 't1', false],
        [traderA, 'a1', false],
        [traderA, 'h1', false],
        [boss, 't2', true],
        [boss, 'h2', true],
        [admin, 'a2', true],
        [finance, 'h1', false],
        [salesA, 'no-such-customer', false],
      ];
      for (const [r, id, sees] of cases) {
        expect([r.id, id, await visible(r, id)]).toEqual([r.id, id, sees ? id : undefined]);
        const timeline = await customerTimeline(w.db, r, id, page(1));
        expect([r.id, id, timeline !== undefined]).toEqual([r.id, id, sees]);
      }
    });

    it('answers the view with owner and grade names, and the dates from the settings', async () => {
      const a1 = (await findCustomer(w.db, boss, 'a1'))!;
      expect(a1).toMatchObject({
        ownerId: 'sales-a',
        ownerName: 'Salesman A',
        gradeId: null,
        gradeName: null,
        ownedSince: at(1),
        protectedUntil: null,
        // No settings saved yet: the domain's defaults.
        releaseOn: at(1 + DEFAULT_HIGH_SEAS_SETTINGS.releaseDays),
        createdAt: at(1),
        updatedAt: at(1),
      });
      expect(await findCustomer(w.db, boss, 't1')).toMatchObject({
        ownerName: 'Trader A',
        gradeName: 'Gold',
        releaseOn: null,
      });
      expect(await findCustomer(w.db, salesA, 'h2')).toMatchObject({
        ownerId: null,
        ownedSince: null,
        releaseOn: null,
        protectedUntil: at(8 + DEFAULT_HIGH_SEAS_SETTINGS.protectionDays),
      });
      expect((await findCustomer(w.db, salesA, 'h1'))!.protectedUntil).toBeNull();

      await w.append(customerKeys.HIGH_SEAS_SETTINGS_STREAM, [
        { type: 'HighSeasSettingsInitialized', data: { values: DEFAULT_HIGH_SEAS_SETTINGS } },
        {
          type: 'HighSeasSettingsChanged',
          data: {
            changes: [
              { field: 'releaseDays', from: 90, to: 60 },
              { field: 'protectionDays', from: 1, to: 3 },
            ],
          },
          metadata: { userId: 'boss', role: 'Admin' },
        },
      ]);
      expect((await findCustomer(w.db, boss, 'a1'))!.releaseOn).toBe(at(61));
      const [h2] = (await listCustomers(w.db, salesA, 'high-seas', { keyword: 'returned' }, page(1))).rows;
      expect(h2!.protectedUntil).toBe(at(11));
    });

    it('filters by area, source, domestic and keyword on code, name, phone and enterprise', async () => {
      expect(await ids(boss, 'own', { area: 'L' })).toEqual(['a2']);
      expect(await ids(boss, 'own', { source: 'Referral' })).toEqual(['a2']);
      expect(await ids(boss, 'own', { domestic: false })).toEqual(['a2']);
      expect(await ids(salesA, 'own', { domestic: true })).toEqual(['a3', 'a1']);
      expect(await ids(salesA, 'own', { domestic: true, keyword: 'alpha' })).toEqual(['a1']);
      // The phone as typed, without its separators, or a part of it.
      expect(await ids(salesA, 'own', { keyword: '7946 0958' })).toEqual(['a2']);
      expect(await ids(salesA, 'own', { keyword: '+442079460958' })).toEqual(['a2']);
      expect(await ids(salesA, 'own', { keyword: '1111-0001' })).toEqual(['a1']);
      const code = (await findCustomer(w.db, boss, 'a2'))!.code;
      expect(await ids(boss, 'own', { keyword: code.toLowerCase() })).toEqual(['a2']);
      expect(await ids(boss, 'own', { keyword: 'pure foods' })).toEqual(['a2']);
      // LIKE's wildcards are plain characters in a keyword.
      expect(await ids(boss, 'own', { keyword: '100%' })).toEqual(['a2']);
      expect(await ids(boss, 'own', { keyword: '%' })).toEqual(['a2']);
      expect(await ids(boss, 'own', { keyword: 'a_p' })).toEqual([]);
      expect(await ids(boss, 'own', { keyword: 'no such words' })).toEqual([]);
      // A keyword never spans two fields (a1's name ends in 青岛, its phone follows).
      expect(await ids(boss, 'own', { keyword: '青岛 co.' })).toEqual(['t2', 't1', 'b1', 'a1']);
      for (const keyword of ['青岛139', '青岛 139'])
        expect([keyword, await ids(salesA, 'own', { keyword })]).toEqual([keyword, []]);
    });

    it('pages newest updated first with the count, past the last page too', async () => {
      const pages = [];
      for (let n = 1; n <= 4; n++) pages.push(await listCustomers(w.db, boss, 'own', {}, page(n, 2)));
      expect(pages.map((p) => p.rows.map((c) => c.id))).toEqual([
        ['t2', 't1'],
        ['b1', 'a3'],
        ['a2', 'a1'],
        [],
      ]);
      expect(pages.map((p) => p.count)).toEqual([6, 6, 6, 6]);
      const keyworded = await listCustomers(w.db, boss, 'own', { keyword: 'client' }, page(2, 4));
      expect(keyworded.rows.map((c) => c.id)).toEqual(['a2', 'a1']);
      expect(keyworded.count).toBe(6);
    });

    it('pages the same way whether a keyword matches few customers or many, and counts them all', async () => {
      // Both ways: the usual thresholds (all of these are few), and a small one (they are many).
      const FEW = 40;
      const bulk = FEW + 37;
      const bulkIds = Array.from({ length: bulk }, (_, i) => `bulk-${String(i).padStart(4, '0')}`);
      // Five moments shared by many: the order falls back on the id, the same on every path.
      await w.appendAll(
        bulkIds.map((id, i) => [
          customer.customerStream(id),
          [createdEvent(id, `Bulk 黄海 ${i}`, null, 20 + (i % 5))],
        ]),
      );
      const expected = bulkIds
        .map((id, i) => ({ id, day: 20 + (i % 5) }))
        .sort((a, b) => b.day - a.day || (a.id < b.id ? 1 : -1))
        .map((c) => c.id);
      const walk = async (r: CustomerReader, keyword: string, size: number, few?: number) => {
        const seen: string[] = [];
        const counts = new Set<number>();
        for (let n = 1; ; n++) {
          const p = await listCustomers(w.db, r, 'high-seas', { keyword }, page(n, size), few);
          counts.add(p.count);
          if (p.rows.length === 0) break;
          seen.push(...p.rows.map((c) => c.id));
        }
        return { seen, counts: [...counts] };
      };
      // One run of letters (trigrams where available), two characters (grams), words (neither).
      for (const keyword of ['bulk', '黄海', 'BULK 黄', 'k 黄'])
        for (const few of [undefined, FEW]) {
          expect([keyword, few, await walk(salesA, keyword, 9, few)]).toEqual([
            keyword,
            few,
            { seen: expected, counts: [bulk] },
          ]);
        }
      // A part of them, with the same ties, page after page.
      const some = expected.filter((id) => /^bulk-00(01|1\d)$/.test(id));
      expect(some.length).toBeLessThan(FEW);
      expect(await walk(boss, '黄海 1', 4, FEW)).toEqual({ seen: some, counts: [some.length] });
      expect(await ids(traderA, 'high-seas', { keyword: 'bulk' })).toEqual([]);
      expect(await ids(salesA, 'own', { keyword: 'bulk' })).toEqual([]);
      expect(await ids(boss, 'own', { keyword: '黄海' })).toEqual([]);
    });

    it('answers the timeline newest first, with the names of the people and the grade', async () => {
      await w.append(customer.customerStream('t1'), [
        {
          type: 'CustomerReassigned',
          data: { from: 'trader-a', to: { id: 'sales-b', role: 'OperatorIndex' }, at: at(9) },
          metadata: { userId: 'boss' },
        },
      ]);
      const { rows, count } = (await customerTimeline(w.db, boss, 't1', page(1)))!;
      expect(count).toBe(3);
      expect(rows.map((e: CustomerTimelineEntry) => e.type)).toEqual([
        'CustomerReassigned',
        'CustomerGradeSet',
        'CustomerCreated',
      ]);
      expect(rows[0]).toMatchObject({
        at: at(9),
        actorId: 'boss',
        actorName: 'The Boss',
        details: { fromId: 'trader-a', toId: 'sales-b', from: 'Trader A', to: 'Salesman B' },
      });
      expect(rows[1]!.details).toMatchObject({ gradeId: 'gold', grade: 'Gold', fromGrade: null });
      expect(rows[2]).toMatchObject({ actorName: 'Trader A', details: { toId: 'trader-a', to: 'Trader A' } });
      // The trader no longer owns it: it is gone from their reach, list and timeline alike.
      expect(await visible(traderA, 't1')).toBeUndefined();
      expect(await customerTimeline(w.db, traderA, 't1', page(1))).toBeUndefined();
      expect(await ids(salesB, 'own')).toEqual(['t1', 'b1']);
    });

    it('answers the settings with their history, the grades in use with theirs, and the release runs', async () => {
      expect(await highSeasSettings(w.db)).toMatchObject({
        releaseDays: 60,
        protectionDays: 3,
        maxOwned: DEFAULT_HIGH_SEAS_SETTINGS.maxOwned,
        version: 2,
        updatedBy: 'boss',
        updatedByName: 'The Boss',
      });
      const history = await highSeasSettingsHistory(w.db, page(1));
      expect(history.count).toBe(2);
      expect(history.rows[0]).toMatchObject({
        version: 2,
        userName: 'The Boss',
        changes: [
          { field: 'releaseDays', from: 90, to: 60 },
          { field: 'protectionDays', from: 1, to: 3 },
        ],
      });

      await w.append(customerKeys.traderGradeStream('silver'), [
        { type: 'TraderGradeCreated', data: { id: 'silver', name: 'Silver', factor: '1.05' } },
        { type: 'TraderGradeDeleted', data: { id: 'silver' } },
      ]);
      await w.append(customerKeys.traderGradeStream('bronze'), [
        { type: 'TraderGradeCreated', data: { id: 'bronze', name: 'Bronze', factor: '1.1' } },
      ]);
      const grades = await listTraderGrades(w.db, page(1));
      expect(grades.rows).toEqual<TraderGrade[]>([
        { id: 'bronze', name: 'Bronze', factor: '1.1' },
        { id: 'gold', name: 'Gold', factor: '0.95' },
      ]);
      expect(grades.count).toBe(2);
      const gradeHistory = await traderGradeHistory(w.db, page(1), 'silver');
      expect(gradeHistory.rows.map((h) => [h.type, h.name])).toEqual([
        ['deleted', 'Silver'],
        ['created', 'Silver'],
      ]);
      expect((await traderGradeHistory(w.db, page(1))).count).toBe(4);

      await w.append('highseas-release-2026-02-01', [
        { type: 'HighSeasReleaseStarted', data: { day: '2026-02-01', total: 4, at: at(31) } },
        { type: 'HighSeasReleaseFinished', data: { day: '2026-02-01', released: 1, warned: 2, at: at(31) } },
      ]);
      await w.append('highseas-release-2026-02-02', [
        { type: 'HighSeasReleaseStarted', data: { day: '2026-02-02', total: 3, at: at(32) } },
      ]);
      const runs = await listReleaseRuns(w.db, page(1));
      expect(runs.rows).toEqual([
        expect.objectContaining({ day: '2026-02-02', state: 'running', total: 3, released: 0, warned: 0 }),
        expect.objectContaining({
          day: '2026-02-01',
          state: 'done',
          total: 4,
          released: 1,
          warned: 2,
          at: at(31),
        }),
      ]);
    });

    it('counts a keyword many customers hold only so far, as at least, and pages on to the last', async () => {
      // More than FEW_SHORT_MATCHES hold the pair: counted up to it, then "more than" it.
      const many = FEW_SHORT_MATCHES + 30;
      const manyIds = Array.from({ length: many }, (_, i) => `gull-${String(i).padStart(4, '0')}`);
      await w.appendAll(
        manyIds.map((id, i) => [
          customer.customerStream(id),
          [createdEvent(id, `海鸥 ${i}`, null, 40 + (i % 3))],
        ]),
      );
      const expected = manyIds
        .map((id, i) => ({ id, day: 40 + (i % 3) }))
        .sort((a, b) => b.day - a.day || (a.id < b.id ? 1 : -1))
        .map((c) => c.id);
      const seen: string[] = [];
      const counts: [number, boolean][] = [];
      for (let n = 1; n <= 6; n++) {
        const p = await listCustomers(w.db, salesA, 'high-seas', { keyword: '海鸥' }, page(n, 30));
        counts.push([p.count, p.countAtLeast === true]);
        seen.push(...p.rows.map((c) => c.id));
      }
      expect(seen).toEqual(expected);
      // At least one more than the rows so far (so a next page is asked for); exact on the last.
      expect(counts).toEqual([
        [FEW_SHORT_MATCHES + 1, true],
        [FEW_SHORT_MATCHES + 1, true],
        [FEW_SHORT_MATCHES + 1, true],
        [121, true],
        [many, false],
        [many, false],
      ]);
    });
  });
}

/** The routes themselves: permissions, 404s, validation and read-your-writes, over HTTP. */
for (const shape of [PGLITE, POSTGRES]) {
  describeOn(shape, 'customer reads through the API', () => {
    const t = useTestApi(shape);
    const who: Record<string, { id: string; client: SignedInClient }> = {};
    const person = (name: string) => {
      const p = who[name];
      if (!p) throw new Error(`no ${name}`);
      return p;
    };
    let position = '';

    /** Customers straight as events (the commands have their own tests); answers when the read models show them. */
    async function append(id: string, events: EventData[]): Promise<void> {
      const result = await t.api.infra.store.appendToStream(customer.customerStream(id), events);
      position = result.position.toString();
    }

    beforeAll(async () => {
      const admin = await t.admin();
      who.admin = { id: admin.login.user.id, client: admin };
      for (const [name, role] of [
        ['read-sales-a', 'OperatorIndex'],
        ['read-sales-b', 'OperatorIndex'],
        ['read-trader', 'Traders'],
        ['read-boss', 'OperatorManage'],
      ] as const) {
        const id = await createStaff(admin, role, name);
        who[name] = { id, client: await signIn(t.api.url, name, 'correct-horse-1') };
      }
      const owner = (name: string, role: customer.OwnerRole) => ({ id: person(name).id, role });
      await append('ra', [createdEvent('ra', 'Read Alpha 烟台', owner('read-sales-a', 'OperatorIndex'), 1)]);
      await append('rb', [createdEvent('rb', 'Read Beta 烟台', owner('read-sales-b', 'OperatorIndex'), 2)]);
      await append('rt', [createdEvent('rt', 'Read Trader 烟台', owner('read-trader', 'Traders'), 3)]);
      await append('rh', [createdEvent('rh', 'Read Harbour 烟台', null, 4)]);
    });

    const get = <T>(name: string, path: string) => person(name).client.get<T>(path);

    it('lists, with read-your-writes and the page info, only what the caller may see', async () => {
      const mine = await get<CustomerView[]>('read-sales-a', `/customer?_position=${position}&keyword=烟台`);
      expect(mine.status).toBe(200);
      expect(mine.body.extra?.stale).toBeUndefined();
      expect(mine.body.data.map((c) => c.id)).toEqual(['ra']);
      expect(mine.body.extra?.pageInfo).toEqual({ _page: 1, _size: 20, _count: 1, _pageSize: 1 });
      expect(mine.body.data[0]).toMatchObject({ ownerName: 'OperatorIndex read-sales-a', area: 'Q' });
      const seas = await get<CustomerView[]>(
        'read-sales-b',
        '/customer/high-seas?keyword=%E7%83%9F%E5%8F%B0',
      );
      expect(seas.body.data.map((c) => c.id)).toEqual(['rh']);
      const all = await get<CustomerView[]>('read-boss', '/customer?keyword=read&_size=5');
      expect(all.body.data.map((c) => c.id)).toEqual(['rt', 'rb', 'ra']);
      const one = await get<CustomerView[]>('read-boss', `/customer?ownerId=${person('read-sales-b').id}`);
      expect(one.body.data.map((c) => c.id)).toEqual(['rb']);
      const trader = await get<CustomerView[]>('read-trader', '/customer');
      expect(trader.body.data.map((c) => c.id)).toEqual(['rt']);
    });

    it('answers 404 for a customer out of reach, 403 for the high seas to a trader', async () => {
      for (const [name, id] of [
        ['read-sales-a', 'rb'],
        ['read-sales-b', 'rt'],
        ['read-trader', 'rh'],
        ['read-trader', 'ra'],
      ] as const) {
        for (const path of [`/customer/${id}`, `/customer/${id}/timeline`]) {
          const res = await get(name, path);
          expect([name, path, res.status, res.body.code, res.body.extra?.error]).toEqual([
            name,
            path,
            404,
            1004,
            'CUSTOMER.NOT_FOUND',
          ]);
        }
      }
      expect((await get<CustomerView>('read-sales-a', '/customer/rh')).body.data.id).toBe('rh');
      const timeline = await get<CustomerTimelineEntry[]>('read-trader', '/customer/rt/timeline');
      expect(timeline.body.data.map((e) => e.type)).toEqual(['CustomerCreated']);
      expect((await get('read-trader', '/customer/high-seas')).status).toBe(403);
      expect((await get('read-sales-a', '/customer-setting')).status).toBe(403);
    });

    it('refuses bad filters, and an owner filter from anyone but a supervisor', async () => {
      const other = person('read-sales-b').id;
      const refused = await get('read-sales-a', `/customer?ownerId=${other}`);
      expect(refused.status).toBe(400);
      expect(refused.body.extra?.error).toBe('CUSTOMER.FIELD_NOT_ALLOWED');
      expect((await get('read-boss', `/customer/high-seas?ownerId=${other}`)).status).toBe(400);
      const domestic = await get('read-sales-a', '/customer?domestic=maybe');
      expect(domestic.status).toBe(422);
      expect(domestic.body.extra?.fields).toEqual({ domestic: 'Please choose yes or no' });
      expect((await get('read-sales-a', '/customer?area=X')).status).toBe(422);
      expect((await get('read-sales-a', `/customer?keyword=${'x'.repeat(101)}`)).status).toBe(422);
      expect((await get('read-sales-a', '/customer?area=Q&area=L')).status).toBe(422);
    });

    it('answers the settings, their history, the grades and the runs to the administrator', async () => {
      const admin = person('admin').client;
      const settings = await admin.get<{ releaseDays: number; version: number }>('/customer-setting');
      expect(settings.body.data).toMatchObject({ releaseDays: DEFAULT_HIGH_SEAS_SETTINGS.releaseDays });
      const put = await admin.put('/customer-setting', { releaseDays: '45' });
      const after = await admin.get<{ releaseDays: number }>(
        `/customer-setting?_position=${put.body.extra?.position}`,
      );
      expect(after.body.data.releaseDays).toBe(45);
      const history = await admin.get<{ changes: unknown[] }[]>('/customer-setting/history');
      expect(history.body.data[0]!.changes).toEqual([{ field: 'releaseDays', from: 90, to: 45 }]);
      const view = await get<CustomerView>('read-sales-a', '/customer/ra');
      expect(view.body.data.releaseOn).toBe(at(1 + 45));
      for (const path of ['/customer-grade', '/customer-grade/history', '/customer-release/runs']) {
        const res = await admin.get<unknown[]>(path);
        expect([
          path,
          res.status,
          Array.isArray(res.body.data),
          typeof res.body.extra?.pageInfo?._count,
        ]).toEqual([path, 200, true, 'number']);
      }
    });
  });
}
