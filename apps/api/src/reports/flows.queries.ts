import type {
  BeanFlowRow,
  MoneyFlowRow,
  MoneyGroup,
  ReportCurrency,
  ReportEventLine,
} from '@packflow/contracts';
import Decimal from 'decimal.js';
import { type RawBuilder, sql } from 'kysely';
import { type Db, type EventRow, eventLine, money } from './report-rows';

/**
 * Collections and payments (rm.money_flows) and golden-bean flows (rm.bean_entries) over a period,
 * in SQL, grouped as Finance asks, and the money events behind each row.
 */

export interface MoneyFilters {
  from: string;
  to: string;
  groupBy: MoneyGroup;
  currency: ReportCurrency;
}

const MONEY_KEY: Record<MoneyGroup, RawBuilder<string>> = {
  day: sql<string>`m.day`,
  month: sql<string>`m.month`,
  owner: sql<string>`m.owner_id`,
  method: sql<string>`coalesce(m.method, '')`,
};

type MoneyFigures = Omit<MoneyFlowRow, 'key' | 'label'>;

const moneyFigures = (r: {
  collections: string | null;
  collection_count: string | null;
  reversals: string | null;
  payments: string | null;
  payment_count: string | null;
}): MoneyFigures => {
  const c = new Decimal(r.collections ?? 0);
  const rv = new Decimal(r.reversals ?? 0);
  const p = new Decimal(r.payments ?? 0);
  return {
    collections: money(c),
    collectionCount: Number(r.collection_count ?? 0),
    reversals: money(rv),
    payments: money(p),
    paymentCount: Number(r.payment_count ?? 0),
    net: c.minus(rv).minus(p).toFixed(2),
  };
};

export async function moneyFlows(db: Db, f: MoneyFilters) {
  const sums = sql`sum(m.collections)::text as collections, sum(m.collection_count)::text as collection_count,
    sum(m.reversals)::text as reversals, sum(m.payments)::text as payments, sum(m.payment_count)::text as payment_count`;
  const where = sql`m.currency = ${f.currency} and m.day >= ${f.from} and m.day <= ${f.to}`;
  const key = MONEY_KEY[f.groupBy];
  type Sums = Parameters<typeof moneyFigures>[0];
  const [rows, totals] = await Promise.all([
    sql<Sums & { key: string }>`select ${key} as key, ${sums} from rm.money_flows m where ${where}
      group by 1 order by 1`.execute(db),
    sql<Sums>`select ${sums} from rm.money_flows m where ${where}`.execute(db),
  ]);
  return {
    rows: rows.rows.map((r) => ({ key: r.key, ...moneyFigures(r) })),
    totals: moneyFigures(
      totals.rows[0] ?? {
        collections: null,
        collection_count: null,
        reversals: null,
        payments: null,
        payment_count: null,
      },
    ),
  };
}

/**
 * The money events behind a row (or the whole period without `key`): receipts confirmed (and
 * reversed) and refunds paid, from the bills' lines (each the event behind it).
 */
export async function moneyEvents(
  db: Db,
  f: MoneyFilters,
  key: string | undefined,
): Promise<ReportEventLine[]> {
  const byKey = !key
    ? sql``
    : f.groupBy === 'day'
      ? sql`and l.date = ${key}`
      : f.groupBy === 'month'
        ? sql`and l.month = ${key}`
        : f.groupBy === 'owner'
          ? sql`and l.owner_id = ${key}`
          : sql`and coalesce(l.method, '') = ${key}`;
  const rows = await sql<
    EventRow & { date: string; customer_name: string }
  >`select l.event_id, l.stream_id, l.position::text as position, l.event_type, l.date,
        l.amount::text as amount, l.customer_name, l.order_number, l.contract_number
      from rm.bill_lines l
      where l.kind in ('downPayment', 'balance', 'refund') and l.currency = ${f.currency}
        and l.date >= ${f.from} and l.date <= ${f.to} ${byKey}
      order by l.position, l.line_id`.execute(db);
  return rows.rows.map((r) => eventLine(r, r.date, r.customer_name, null));
}

// ---------------------------------------------------------------- golden beans

/** Beans recharged, spent and given back by day or month (Asia/Shanghai) over a period, from each entry. */
export async function beanFlows(db: Db, from: string, to: string, groupBy: 'day' | 'month') {
  const day = sql`to_char(e.at at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const key = groupBy === 'day' ? day : sql`substr(${day}, 1, 7)`;
  const sums = sql`coalesce(sum(e.amount) filter (where e.kind = 'recharge'), 0)::text as recharged,
      coalesce(-sum(e.amount) filter (where e.kind = 'debit'), 0)::text as spent,
      coalesce(sum(e.amount) filter (where e.kind = 'reversal'), 0)::text as returned,
      count(*)::text as count`;
  const where = sql`${day} >= ${from} and ${day} <= ${to}`;
  type Sums = { recharged: string; spent: string; returned: string; count: string };
  const [rows, totals] = await Promise.all([
    sql<
      Sums & { key: string }
    >`select ${key} as key, ${sums} from rm.bean_entries e where ${where} group by 1 order by 1`.execute(db),
    sql<Sums>`select ${sums} from rm.bean_entries e where ${where}`.execute(db),
  ]);
  const figures = (r: Sums): Omit<BeanFlowRow, 'key'> => {
    const [rc, sp, rt] = [r.recharged, r.spent, r.returned].map((v) => BigInt(new Decimal(v).toFixed(0)));
    return {
      recharged: rc!.toString(),
      spent: sp!.toString(),
      returned: rt!.toString(),
      net: (rc! - sp! + rt!).toString(),
      count: Number(r.count),
    };
  };
  return {
    rows: rows.rows.map((r) => ({ key: r.key, ...figures(r) })),
    totals: figures(totals.rows[0] ?? { recharged: '0', spent: '0', returned: '0', count: '0' }),
  };
}
