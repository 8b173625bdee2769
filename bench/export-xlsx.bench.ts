import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { ExportColumn } from '@packflow/contracts';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { signedHeaders } from '../test/support/api-client';
import { type BenchApi, progress, report, round, startBenchApi } from './support';

/** The figure is measured at 100,000 rows (BENCH_EXPORT_ROWS for a quicker look). */
const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const LOAD_CHUNK = 50_000;
const MB = 1024 * 1024;

/** The columns /Order/Shipped sends, as the console words them (English). */
const COLUMNS: ExportColumn[] = [
  { title: 'Order number', field: 'number' },
  { title: 'Customer', field: 'customerName' },
  {
    title: 'Product',
    fields: ['bagType', 'printingType'],
    labels: { standUp: 'Stand-up pouch', digital: 'Digital', gravure: 'Gravure' },
  },
  { title: 'Type', field: 'type', labels: { normal: 'Normal', supplementary: 'Supplementary' } },
  { title: 'Quantity', field: 'quantity', kind: 'number' },
  { title: 'Unit price', field: 'unitPrice', kind: 'money' },
  { title: 'Total', field: 'total', kind: 'money' },
  { title: 'Payment terms', field: 'paymentTerms', labels: { advance30: '30% in advance' } },
  { title: 'Contract', field: 'contractNumber' },
  { title: 'Status', field: 'status', labels: { shipped: 'Shipped' } },
  { title: 'Owner', field: 'ownerName' },
  { title: 'Created', field: 'createdAt', kind: 'date' },
];

const gc = (globalThis as { gc?: () => void }).gc;

/**
 * Peak RSS and heap while `task` runs (sampled every 10 ms), above what they were when it began.
 * With `live` (node --expose-gc), each sample, every 250 ms, follows a full collection: the heap
 * the export holds, not the garbage a collection has not yet taken.
 */
async function measured<T>(
  task: () => Promise<T>,
  live = false,
): Promise<{ result: T; seconds: number; rssMb: number; heapMb: number; peakRssMb: number }> {
  gc?.();
  const start = process.memoryUsage();
  let peak = { rss: start.rss, heap: start.heapUsed };
  const sample = () => {
    if (live) gc?.();
    const m = process.memoryUsage();
    peak = { rss: Math.max(peak.rss, m.rss), heap: Math.max(peak.heap, m.heapUsed) };
  };
  const timer = setInterval(sample, live ? 250 : 10);
  const began = performance.now();
  try {
    const result = await task();
    sample();
    return {
      result,
      seconds: round((performance.now() - began) / 1000, 2),
      rssMb: round((peak.rss - start.rss) / MB, 1),
      heapMb: round((peak.heap - start.heapUsed) / MB, 1),
      peakRssMb: round(peak.rss / MB, 1),
    };
  } finally {
    clearInterval(timer);
  }
}

/** `ROWS` shipped orders straight into the read model (as the projector writes them), newest first by id. */
async function loadOrders(bench: BenchApi): Promise<void> {
  const db = bench.api.infra.db;
  const now = Date.now();
  for (let first = 1; first <= ROWS; first += LOAD_CHUNK) {
    const last = Math.min(ROWS, first + LOAD_CHUNK - 1);
    await sql`
      INSERT INTO rm.orders (id, number, contract_id, contract_number, quotation_id, quotation_number,
        customer_id, customer_name, owner_id, owner_role, printing_type, taxed, payment_terms, currency,
        make, bag_type, unit, sampling, type, parent_order_id, quantity, unit_price, total, ratio, status,
        closing, signed_at, artwork_count, artwork_status, artwork_files, inspected_quantity,
        shipped_quantity, cancel_pending, search, snapshot, stream_revision, created_at, updated_at)
      SELECT
        'o' || i, 'HT' || to_char(created, 'YYYYMMDD') || '-' || lpad(to_hex(i), 10, '0') || '-1',
        'c' || (i / 2), 'HT' || to_char(created, 'YYYYMMDD') || '-' || lpad(to_hex(i), 10, '0'),
        'q' || i, 'BJ' || to_char(created, 'YYYYMMDD') || '-' || lpad(to_hex(i * 7), 10, '0'),
        'customer-' || (i % 5000), 'Customer ' || (i % 5000) || ' Foods',
        'salesman-' || (i % 100), 'OperatorIndex',
        CASE WHEN i % 3 = 0 THEN 'gravure' ELSE 'digital' END, i % 2 = 0,
        'advance30', 'CNY', 'bag', 'standUp', 'piece', true,
        CASE WHEN i % 20 = 0 THEN 'supplementary' ELSE 'normal' END, NULL,
        10000 + i % 1000, '0.4500', (4500 + i % 1000 * 0.45)::numeric(12, 2)::text, '100',
        'shipped', NULL, created, 1, 'confirmed', '', 10000, 10000, false, '', '{}'::jsonb, 5, created, created
      FROM (
        SELECT i, to_timestamp(${now / 1000} - (${ROWS} - i) * 600.0) AS created
        FROM generate_series(${first}::int, ${last}::int) AS i
      ) g`.execute(db);
  }
  await sql`
    INSERT INTO rm.order_counts (owner_id, status, type, printing_type, n)
    SELECT owner_id, status, type, printing_type, count(*) FROM rm.orders GROUP BY 1, 2, 3, 4`.execute(db);
  await sql`VACUUM ANALYZE rm.orders`.execute(db);
}

/**
 * export.xlsx: seconds to stream 100,000 order rows (/Order/Shipped, an administrator's, 12
 * columns as the console sends them: money, numbers, a date, words for stored values) to an .xlsx
 * file through the API's generic export (GET order?status=shipped&_format=xlsx&_columns=…), the
 * file read by a client as it comes, with the API process's peak memory (RSS and heap above their
 * level before) beside it, and the same for an export of 5,000 rows: memory is flat when the two
 * peaks are alike. Baseline: the same rows read as JSON pages of 400 (GET order?_page=…).
 * Goal: under 10 s, memory flat.
 */
export async function benchExportXlsx(): Promise<void> {
  const bench = await startBenchApi();
  const file = path.join(os.tmpdir(), `packflow-export-${process.pid}.xlsx`);
  try {
    progress(`export.xlsx: loading ${ROWS} orders into rm.orders`);
    await loadOrders(bench);
    const { admin } = bench;
    const exportTo = async (filter: string) => {
      const query = new URLSearchParams({
        _format: 'xlsx',
        _columns: JSON.stringify(COLUMNS),
        _filename: 'Shipped orders',
      });
      const res = await fetch(`${admin.baseUrl}/api/order?${filter}&${query}`, {
        headers: { Locale: 'en', ...signedHeaders(admin.session!) },
      });
      if (res.status !== 200 || !res.body)
        throw new Error(`export refused: ${res.status} ${await res.text()}`);
      // Written to a file as it comes: the client holds no more than the server does.
      await pipeline(Readable.fromWeb(res.body as WebReadableStream), fs.createWriteStream(file));
      return fs.statSync(file).size;
    };
    const jsonPages = async () => {
      let rows = 0;
      for (let page = 1; ; page++) {
        const res = await admin.get<unknown[]>(`/order?status=shipped&_page=${page}&_size=400`);
        if (res.body.code !== 0) throw new Error(`list refused: ${res.body.msg}`);
        rows += res.body.data.length;
        if (res.body.data.length < 400) return rows;
      }
    };
    // Warm up the plans and the code paths.
    await exportTo('status=shipped&type=supplementary');
    await jsonPages();

    progress('export.xlsx: measuring');
    const small = await measured(() => exportTo('status=shipped&type=supplementary'));
    const json = await measured(jsonPages);
    // The heap the exports hold (collected before each sample; not timed).
    const smallLive = gc
      ? await measured(() => exportTo('status=shipped&type=supplementary'), true)
      : undefined;
    const bigLive = gc ? await measured(() => exportTo('status=shipped'), true) : undefined;
    // The figure: the whole list, timed (its file is the one checked below).
    const big = await measured(() => exportTo('status=shipped'));
    // The figure counts only if the file is whole: every row, in order, money as numbers.
    let lines = 0;
    let firstNumber: unknown;
    let lastNumber: unknown;
    let total: unknown;
    let totalFormat: string | undefined;
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {});
    for await (const sheet of reader)
      for await (const row of sheet) {
        lines++;
        if (lines === 2) {
          firstNumber = row.getCell(1).value;
          total = row.getCell(7).value;
          totalFormat = row.getCell(7).numFmt;
        }
        lastNumber = row.getCell(1).value;
      }
    const [newest] = (
      await sql<{
        number: string;
      }>`SELECT number FROM rm.orders ORDER BY created_at DESC, id DESC LIMIT 1`.execute(bench.api.infra.db)
    ).rows;
    if (
      lines !== ROWS + 1 ||
      json.result !== ROWS ||
      firstNumber !== newest?.number ||
      typeof total !== 'number'
    )
      throw new Error(
        `export.xlsx: the file has ${lines - 1} rows (JSON ${json.result}), first ${String(firstNumber)}, total ${String(total)}`,
      );
    progress(`export.xlsx: ${lines - 1} rows, last ${String(lastNumber)}, total format ${totalFormat}`);
    report({
      name: 'export.xlsx',
      value: big.seconds,
      unit: `s to stream ${ROWS} order rows to .xlsx through the API (12 columns, read by the client as it comes)`,
      baseline: json.seconds,
      baseline_is: `the same ${ROWS} rows read as JSON pages of 400 (GET order?status=shipped&_page=…)`,
      goal: 'under 10 s, memory flat',
      rows: ROWS,
      file_mb: round(big.result / MB, 1),
      peak_rss_mb: big.peakRssMb,
      rss_growth_mb: big.rssMb,
      heap_growth_mb: big.heapMb,
      small_rows: Math.round(ROWS / 20),
      small_seconds: small.seconds,
      small_rss_growth_mb: small.rssMb,
      small_heap_growth_mb: small.heapMb,
      baseline_rss_growth_mb: json.rssMb,
      baseline_heap_growth_mb: json.heapMb,
      rows_per_s: Math.round(ROWS / big.seconds),
      live_heap_mb: bigLive?.heapMb,
      small_live_heap_mb: smallLive?.heapMb,
      live_heap_is:
        'the peak heap the export holds above its start, sampled after a full collection every 250 ms (node --expose-gc)',
      load_average: os.loadavg().map((l) => round(l, 1)),
    });
  } finally {
    fs.rmSync(file, { force: true });
    await bench.close();
  }
}
