import { DEFAULT_HIGH_SEAS_SETTINGS } from '@packflow/contracts';
import { createDb, migrate } from '@packflow/db';
import { account, customer, customerKeys } from '@packflow/domain';
import { type EventData, SqlEventStore, createPostgresPool } from '@packflow/eventstore';
import {
  ProjectionRunner,
  accountsProjector,
  customersProjector,
  highSeasSettingsProjector,
  traderGradesProjector,
} from '@packflow/projections';
import { sql } from 'kysely';
import type { CustomerList, CustomerReader } from '../apps/api/src/customers/customer-scope';
import type { CustomerFilter } from '../apps/api/src/customers/customer-view';
import { listCustomers } from '../apps/api/src/customers/customers.queries';
import { freshDatabase, percentile, progress, random, report, round, runConcurrently } from './support';

const CUSTOMERS = 100_000;
const SALESMEN = 200;
/** Share of the customers in the high seas; a quarter of those were owned once and released. */
const HIGH_SEAS_SHARE = 0.4;
const ITERATIONS = 1_000;
const PAGE = { page: 1, size: 20, offset: 0 };
const CONCURRENCY = 16;

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红建文辉力';
const CITIES = [
  '青岛',
  '临沂',
  '济南',
  '烟台',
  '潍坊',
  '日照',
  '上海',
  '广州',
  '宁波',
  '苏州',
  '天津',
  '大连',
];
const TRADES = ['食品', '包装', '塑业', '印务', '彩印', '日化', '茶业', '粮油', '调味品', '宠物用品'];
const EN_FIRST = [
  'Harbour',
  'Golden',
  'Blue',
  'Sunrise',
  'Eastern',
  'Ocean',
  'Green',
  'Silver',
  'Royal',
  'Pacific',
];
const EN_LAST = [
  'Foods',
  'Snacks',
  'Tea',
  'Pickles',
  'Coffee',
  'Rice',
  'Spices',
  'Bakery',
  'Candy',
  'Pet Care',
];
const SOURCES = ['Exhibition', 'Referral', 'Website', 'Cold call', ''];

const rnd = random(20261122);
const pick = <T>(items: readonly T[] | string): T => items[Math.floor(rnd() * items.length)] as T;

interface Sample {
  code: string;
  name: string;
  phone: string;
  enterprise: string;
  domestic: boolean;
}

function sample(i: number): Sample {
  const area = i % 3 === 0 ? 'L' : 'Q';
  const code = `${area}${String(i + 1).padStart(6, '0')}`;
  // Distinct phones, scattered over the number space.
  const phone = `1${pick('3589')}${String((i * 7_919 + 12_345) % 1_000_000_000).padStart(9, '0')}`;
  if (i % 2 === 0) {
    const name = `${pick<string>(SURNAMES)}${pick<string>(GIVEN)}${rnd() < 0.5 ? pick<string>(GIVEN) : ''}`;
    return {
      code,
      name,
      phone,
      enterprise: `${pick(CITIES)}${name}${pick(TRADES)}有限公司${i}`,
      domestic: true,
    };
  }
  const name = `${pick(EN_FIRST)} ${pick(EN_LAST)} ${i}`;
  return { code, name, phone, enterprise: `${name} Packaging Co.`, domestic: i % 5 !== 1 };
}

/** What people type: part of a name, an enterprise word, some digits of a phone, part of a code. */
function keywordFor(s: Sample): string {
  const r = rnd();
  const part = (text: string, min: number, max: number) => {
    const len = Math.min(text.length, min + Math.floor(rnd() * (max - min + 1)));
    const from = Math.floor(rnd() * (text.length - len + 1));
    return text.slice(from, from + len);
  };
  if (r < 0.3) return part(s.name.replace(/ \d+$/, ''), 2, 4);
  if (r < 0.55) return part(s.phone, 4, 8);
  if (r < 0.7) return part(s.code, 4, 7);
  if (r < 0.85) return s.domestic ? part(s.enterprise, 2, 4) : pick(s.enterprise.split(' '));
  return s.name;
}

const DAY_MS = 864e5;

/**
 * customers.list: p99 and p50 ms of a page of 20 with a keyword, over 100,000 customers (200
 * salesmen, 40% in the high seas), for the high seas and for one salesman's own list, straight
 * through the query functions the API uses. Baseline: the same pages without a keyword.
 * The customers are real events (CustomerCreated, and a claim and release for some), projected by
 * the customers projector from the first event (a rebuild), not rows inserted behind its back.
 */
export async function benchCustomerList(): Promise<void> {
  const database = await freshDatabase();
  const pool = createPostgresPool(database.url, CONCURRENCY + 4);
  const store = await SqlEventStore.open(pool);
  const db = createDb(pool);
  await migrate(db);
  try {
    await store.appendToStream(customerKeys.HIGH_SEAS_SETTINGS_STREAM, [
      { type: 'HighSeasSettingsInitialized', data: { values: DEFAULT_HIGH_SEAS_SETTINGS } },
    ]);
    const salesmen = Array.from({ length: SALESMEN }, (_, i) => `salesman-${i}`);
    await runConcurrently(SALESMEN, CONCURRENCY, async (i) => {
      const profile: account.AccountProfile = {
        nickname: `业务员${i}`,
        username: `sales${i}`,
        phone: `139${String(i).padStart(8, '0')}`,
        sex: '男',
        role: 'OperatorIndex',
        roles: ['OperatorIndex'],
        areacode: 'Q',
        country: 'cn',
        is_from: null,
        wage: '3000.00',
        work_wage: '0.00',
        headimg: '',
      };
      await store.appendToStream(account.accountStream(salesmen[i]!), [
        { type: 'AccountRegistered', data: { id: salesmen[i], profile, passwordHash: 'x' } },
      ]);
    });

    progress(`customers.list: appending ${CUSTOMERS} customers' events, ${CONCURRENCY} concurrent`);
    const samples: Sample[] = [];
    let events = CUSTOMERS;
    const now = Date.now();
    const appended = await runConcurrently(CUSTOMERS, CONCURRENCY, async (i) => {
      const s = sample(i);
      samples[i] = s;
      const id = `c${i}`;
      const created = new Date(now - (CUSTOMERS - i) * 300_000).toISOString();
      const owner = inHighSeas(i) ? null : { id: salesmen[ownerOf(i)]!, role: 'OperatorIndex' as const };
      const stream: EventData[] = [
        {
          type: 'CustomerCreated',
          data: {
            id,
            code: s.code,
            area: s.code[0],
            fields: {
              name: s.name,
              gender: '',
              email: '',
              phone: s.phone,
              enterprise: s.enterprise,
              domestic: s.domestic,
              source: SOURCES[i % SOURCES.length],
              logistics: '',
              addresses: [{ region: '370202', detail: 'No. 1 Harbour Road' }],
              responsible: '',
            },
            owner,
            at: created,
          },
          metadata: { userId: owner?.id ?? 'admin', at: created },
        },
      ];
      if (inHighSeas(i) && i % 4 === 0) {
        events += 2;
        const by = salesmen[(i * 7) % SALESMEN]!;
        const claimed = new Date(Date.parse(created) + DAY_MS).toISOString();
        const released = new Date(Date.parse(created) + 30 * DAY_MS).toISOString();
        stream.push(
          { type: 'CustomerClaimed', data: { owner: { id: by, role: 'OperatorIndex' }, at: claimed } },
          { type: 'CustomerReleased', data: { from: by, reason: 'owner', at: released } },
        );
      }
      await store.appendToStream(customer.customerStream(id), stream, { expectedRevision: 'no_stream' });
    });
    progress(
      `customers.list: appended in ${round(appended.elapsedMs / 1000, 1)} s; projecting from the first event`,
    );

    const runner = new ProjectionRunner({
      store,
      db,
      projectors: [customersProjector, accountsProjector, highSeasSettingsProjector, traderGradesProjector],
    });
    const t = performance.now();
    await runner.rebuild('customers');
    const rebuildMs = performance.now() - t;
    for (const name of ['accounts', 'highseas_settings', 'trader_grades']) await runner.rebuild(name);
    await runner.stop();
    // What autovacuum does on its own after a bulk change; measured lists then use fresh statistics.
    await sql`VACUUM ANALYZE rm.customers`.execute(db);
    await sql`ANALYZE rm.accounts`.execute(db);
    const highSeasCount = Number(
      (
        await sql<{ n: string }>`SELECT count(*)::text AS n FROM rm.customers WHERE owner_id IS NULL`.execute(
          db,
        )
      ).rows[0]!.n,
    );
    progress(
      `customers.list: ${CUSTOMERS} customers projected in ${round(rebuildMs / 1000, 1)} s, ${highSeasCount} in the high seas; ${ITERATIONS} pages per case`,
    );

    /** A customer of the list being searched, so most keywords find something there. */
    const targetOf = (list: CustomerList, salesman: number): Sample => {
      if (list === 'own')
        return samples[
          10 * (salesman + SALESMEN * Math.floor(rnd() * (CUSTOMERS / 10 / SALESMEN))) +
            4 +
            Math.floor(rnd() * 6)
        ]!;
      for (;;) {
        const i = Math.floor(rnd() * CUSTOMERS);
        if (inHighSeas(i)) return samples[i]!;
      }
    };
    const measure = async (list: CustomerList, keyword: boolean) => {
      const latencies: number[] = [];
      const slowest: { ms: number; keyword: string }[] = [];
      let matched = 0;
      for (let i = 0; i < ITERATIONS; i++) {
        const salesman = Math.floor(rnd() * SALESMEN);
        const reader: CustomerReader = { id: salesmen[salesman]!, role: 'OperatorIndex' };
        const filter: CustomerFilter = keyword ? { keyword: keywordFor(targetOf(list, salesman)) } : {};
        const started = performance.now();
        const { rows } = await listCustomers(db, reader, list, filter, PAGE);
        const ms = performance.now() - started;
        latencies.push(ms);
        slowest.push({ ms: round(ms, 1), keyword: filter.keyword ?? '' });
        matched += rows.length;
      }
      slowest.sort((a, b) => b.ms - a.ms);
      progress(`  ${list}${keyword ? ' with keyword' : ''}, slowest: ${JSON.stringify(slowest.slice(0, 5))}`);
      return { latencies: latencies.sort((a, b) => a - b), matched: matched / ITERATIONS };
    };

    // Warm up the caches and the plans as a running server would have them.
    await measure('high-seas', true);
    await measure('own', true);
    const highSeas = await measure('high-seas', true);
    const own = await measure('own', true);
    const highSeasBase = await measure('high-seas', false);
    const ownBase = await measure('own', false);
    const p = (l: number[], q: number) => round(percentile(l, q), 2);
    const all = [...highSeas.latencies, ...own.latencies].sort((a, b) => a - b);
    const base = [...highSeasBase.latencies, ...ownBase.latencies].sort((a, b) => a - b);
    report({
      name: 'customers.list',
      value: Math.max(p(highSeas.latencies, 99), p(own.latencies, 99)),
      unit: 'ms p99, page of 20 with a keyword (the worse of the high seas and a salesman own list)',
      p50: p(all, 50),
      baseline: Math.max(p(highSeasBase.latencies, 99), p(ownBase.latencies, 99)),
      baseline_p50: p(base, 50),
      baseline_is: 'the same pages without a keyword',
      high_seas_p99: p(highSeas.latencies, 99),
      high_seas_p50: p(highSeas.latencies, 50),
      high_seas_rows_per_page: round(highSeas.matched, 1),
      high_seas_baseline_p99: p(highSeasBase.latencies, 99),
      high_seas_baseline_p50: p(highSeasBase.latencies, 50),
      own_p99: p(own.latencies, 99),
      own_p50: p(own.latencies, 50),
      own_rows_per_page: round(own.matched, 1),
      own_baseline_p99: p(ownBase.latencies, 99),
      own_baseline_p50: p(ownBase.latencies, 50),
      customers: CUSTOMERS,
      high_seas: highSeasCount,
      salesmen: SALESMEN,
      iterations: ITERATIONS,
      projected_events_per_s: round((events / rebuildMs) * 1000, 0),
      goal_ms: 20,
    });
  } finally {
    await store.close();
    await db.destroy();
    await pool.end();
    await database.drop();
  }
}

/** 40% of the customers, spread evenly over the sequence. */
const inHighSeas = (i: number): boolean => i % 10 < HIGH_SEAS_SHARE * 10;
/** The rest go to the salesmen in turn, ten at a time. */
const ownerOf = (i: number): number => Math.floor(i / 10) % SALESMEN;
