/**
 * The statistics benchmark's data, made in SQL: `bench_stat_orders` (one row per order with what
 * happened to it and when), then each statistics table's rows added up from it exactly as the
 * projectors add each event's figures (the whole and one row per grouping, by day and currency).
 * Pseudo-random but repeatable: every choice is a hash of the order's number.
 */

const h = (i: string, k: number) => `abs(hashint4(${i} * 31 + ${k}))`;
const day = (d: string) => `to_char(${d}, 'YYYY-MM-DD')`;

/** The statements, in order. */
export function STAT_BENCH_FILL(orders: number, first: string, today: string): string[] {
  const span = Math.round((Date.parse(today) - Date.parse(first)) / 864e5);
  const o = `
    CREATE UNLOGGED TABLE bench_stat_orders AS
    SELECT i,
      'bench-sales-' || (c % 100) AS owner,
      CASE WHEN c % 100 < 60 THEN 'Q' WHEN c % 100 < 95 THEN 'L' ELSE '' END AS area,
      'bench-customer-' || c AS customer,
      CASE WHEN c % 10 = 9 THEN 'USD' ELSE 'CNY' END AS currency,
      CASE WHEN ${h('i', 2)} % 3 = 0 THEN 'gravure' ELSE 'digital' END AS printing,
      (ARRAY['standUp','flat','threeSide','zipper','spout','rollFilm'])[1 + ${h('i', 3)} % 6] AS bag,
      created, sign_day,
      CASE WHEN sign_day IS NOT NULL AND ${h('i', 5)} % 100 < 3 THEN sign_day + 5 END AS cancel_day,
      qty, total, h
    FROM (
      SELECT i, ${h('i', 1)} % 20000 AS c, ${h('i', 9)} AS h,
        created,
        CASE WHEN ${h('i', 4)} % 100 < 95 THEN created + (${h('i', 6)} % 5) END AS sign_day,
        qty, round(qty * (0.1 + (${h('i', 7)} % 90) / 100.0), 2) AS total
      FROM (
        SELECT i, date '${first}' + floor(sqrt((${h('i', 8)} % 1000000) / 1e6) * ${span - 60})::int AS created,
          1000 + ${h('i', 10)} % 49000 AS qty
        FROM generate_series(1, ${orders}) AS i
      ) a
    ) b`;
  const base = `owner, area, customer, currency, printing, bag`;
  const orderRows = (table: string, period: (d: string) => string) => `
    INSERT INTO rm.${table} (period, dim, key, currency, created, created_quantity, signed, signed_amount, canceled, canceled_amount)
    SELECT ${period('ev.d')}, x.dim, x.key, ev.currency, sum(ev.created), sum(ev.qty), sum(ev.signed), sum(ev.signed_amount),
      sum(ev.canceled), sum(ev.canceled_amount)
    FROM (
      SELECT created AS d, ${base}, 1 AS created, qty, 0 AS signed, 0 AS signed_amount, 0 AS canceled, 0 AS canceled_amount FROM bench_stat_orders
      UNION ALL SELECT sign_day, ${base}, 0, 0, 1, total, 0, 0 FROM bench_stat_orders WHERE sign_day IS NOT NULL
      UNION ALL SELECT cancel_day, ${base}, 0, 0, 0, 0, 1, total FROM bench_stat_orders WHERE cancel_day IS NOT NULL
    ) ev
    CROSS JOIN LATERAL (VALUES ('', ''), ('salesman', ev.owner), ('area', ev.area), ('printingType', ev.printing),
      ('bagType', ev.bag), ('customer', ev.customer)) AS x(dim, key)
    WHERE ev.d <= date '${today}'
    GROUP BY 1, 2, 3, 4`;
  const finance = `
    INSERT INTO rm.stat_finance_days (period, dim, key, currency, collections, collection_count, reversals, refunds, refund_count)
    SELECT ${day('ev.d')}, x.dim, x.key, ev.currency, sum(ev.collections), sum(ev.n), sum(ev.reversals), sum(ev.refunds), sum(ev.r)
    FROM (
      SELECT sign_day AS d, owner, area, customer, currency, m AS method, round(total * 0.3, 2) AS collections, 1 AS n,
        0 AS reversals, 0 AS refunds, 0 AS r FROM bench_stat_orders, LATERAL (SELECT (ARRAY['bank','cash','wechat','alipay','other'])[1 + h % 5] AS m) mm
        WHERE sign_day IS NOT NULL
      UNION ALL SELECT sign_day + 10 + h % 80, owner, area, customer, currency, 'bank', total - round(total * 0.3, 2), 1, 0, 0, 0
        FROM bench_stat_orders WHERE sign_day IS NOT NULL AND cancel_day IS NULL
      UNION ALL SELECT sign_day + 11 + h % 80, owner, area, customer, currency, 'bank', 0, 0, total - round(total * 0.3, 2), 0, 0
        FROM bench_stat_orders WHERE sign_day IS NOT NULL AND cancel_day IS NULL AND h % 100 < 2
      UNION ALL SELECT cancel_day + 5, owner, area, customer, currency, '', 0, 0, 0, round(total * 0.3, 2), 1
        FROM bench_stat_orders WHERE cancel_day IS NOT NULL
    ) ev
    CROSS JOIN LATERAL (VALUES ('', ''), ('salesman', ev.owner), ('area', ev.area), ('customer', ev.customer),
      ('method', ev.method)) AS x(dim, key)
    WHERE ev.d <= date '${today}'
    GROUP BY 1, 2, 3, 4`;
  const product = `
    INSERT INTO rm.stat_product_days (period, dim, key, currency, output, waste, entries)
    SELECT ${day('ev.d')}, x.dim, x.key, '', sum(ev.output), sum(ev.waste), count(*)
    FROM (
      SELECT sign_day + s.n + 1 AS d, s.stage, 'bench-machine-' || (s.m0 + h % s.ms) AS machine,
        round(qty * s.f) AS output, round(qty * (h % 8) / 100.0) AS waste
      FROM bench_stat_orders,
        (VALUES (1, 'printing', 0, 8, 1.05), (2, 'lamination-1', 8, 6, 1.02), (3, 'bagMaking', 14, 6, 1.0)) AS s(n, stage, m0, ms, f)
      WHERE sign_day IS NOT NULL AND cancel_day IS NULL
    ) ev
    CROSS JOIN LATERAL (VALUES ('', ''), ('machine', ev.machine), ('stage', ev.stage)) AS x(dim, key)
    WHERE ev.d <= date '${today}'
    GROUP BY 1, 2, 3`;
  const inspected = `
    FROM (
      SELECT sign_day + 5 AS d, bag, printing, 'bench-qc-' || (h % 10) AS inspector,
        CASE WHEN h % 100 < 95 THEN 1 ELSE 0 END AS passed,
        CASE WHEN h % 4 = 0 THEN '' ELSE (ARRAY['print','colour','registration','lamination','seal','dimension','contamination','other'])[1 + (h / 4) % 8] END AS kind,
        h % 4 AS defects
      FROM bench_stat_orders WHERE sign_day IS NOT NULL AND cancel_day IS NULL
    ) ev`;
  const quality = `
    INSERT INTO rm.stat_quality_days (period, dim, key, currency, inspections, passed, failed, defects)
    SELECT ${day('ev.d')}, x.dim, x.key, '', count(*), sum(ev.passed), count(*) - sum(ev.passed), sum(ev.defects)
    ${inspected}
    CROSS JOIN LATERAL (VALUES ('', ''), ('bagType', ev.bag), ('printingType', ev.printing), ('inspector', ev.inspector),
      ('defectKind', ev.kind)) AS x(dim, key)
    WHERE ev.d <= date '${today}'
    GROUP BY 1, 2, 3`;
  const logistics = `
    INSERT INTO rm.stat_logistics_days (period, dim, key, currency, shipments, quantity, freight, on_time)
    SELECT ${day('ev.d')}, x.dim, x.key, ev.currency, count(*), sum(ev.qty), sum(ev.freight), sum(ev.on_time)
    FROM (
      SELECT sign_day + 7 + h % 40 AS d, currency, area, customer, qty,
        (ARRAY['SF Express','ZTO','YTO','Deppon','JD Logistics'])[1 + h % 5] AS company,
        20 + h % 300 + 0.5 AS freight, CASE WHEN 7 + h % 40 <= 30 THEN 1 ELSE 0 END AS on_time
      FROM bench_stat_orders WHERE sign_day IS NOT NULL AND cancel_day IS NULL
    ) ev
    CROSS JOIN LATERAL (VALUES ('', ''), ('logisticsCompany', ev.company), ('area', ev.area), ('customer', ev.customer)) AS x(dim, key)
    WHERE ev.d <= date '${today}'
    GROUP BY 1, 2, 3, 4`;
  return [
    o,
    orderRows('stat_order_days', day),
    orderRows('stat_order_months', (d) => `to_char(${d}, 'YYYY-MM')`),
    finance,
    product,
    quality,
    logistics,
    'DROP TABLE bench_stat_orders',
  ];
}
