import { randomUUID } from 'node:crypto';
import type { CustomerView, ExportColumn, LoginLogEntry, OrderRow } from '@packflow/contracts';
import { type contract, orderFromContract } from '@packflow/domain';
import { nameBasedUuid } from '@packflow/eventstore';
import ExcelJS from 'exceljs';
import { EXPORT_PAGE_SIZE, exportReading } from '../../apps/api/src/http/xlsx-export.interceptor';
import { type SignedInClient, signIn, signedHeaders } from '../support/api-client';
import { fixturePouch } from '../support/pricing-fixtures';
import { createStaff, nextPhone } from '../support/staff';
import { POSTGRES, describeOn, useTestApi } from '../support/test-api';

const PASSWORD = 'correct-horse-1';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Enough orders for three pages of 400. */
const MANY = 850;

interface Exported {
  status: number;
  type: string | null;
  fileName: string | undefined;
  /** Each line's cells (the header first), as exceljs reads them back. */
  lines: unknown[][];
  /** Each line's number formats. */
  formats: (string | undefined)[][];
  /** The envelope of a refusal. */
  body?: { code: number; msg: string; extra: { fields?: Record<string, string> } };
}

/** GET `path` with the export's parameters, signed, the file opened back with exceljs. */
async function exportOf(
  client: SignedInClient,
  path: string,
  columns: unknown,
  fileName?: string,
  locale: 'cn' | 'en' = 'en',
): Promise<Exported> {
  const params = new URLSearchParams({
    _format: 'xlsx',
    _columns: typeof columns === 'string' ? columns : JSON.stringify(columns),
    ...(fileName ? { _filename: fileName } : {}),
  });
  const res = await fetch(`${client.baseUrl}/api${path}${path.includes('?') ? '&' : '?'}${params}`, {
    headers: { Locale: locale, ...signedHeaders(client.session!) },
  });
  const type = res.headers.get('content-type');
  if (!type?.startsWith(XLSX))
    return { status: res.status, type, fileName: undefined, lines: [], formats: [], body: await res.json() };
  const disposition = res.headers.get('content-disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const sheet = book.worksheets[0]!;
  const lines: unknown[][] = [];
  const formats: (string | undefined)[][] = [];
  // columnCount scans every row: read it once.
  const width = sheet.columnCount;
  sheet.eachRow((row) => {
    const cells: unknown[] = [];
    const fmts: (string | undefined)[] = [];
    for (let i = 1; i <= width; i++) {
      const cell = row.getCell(i);
      cells.push(cell.value ?? null);
      fmts.push(cell.numFmt || undefined);
    }
    lines.push(cells);
    formats.push(fmts);
  });
  return { status: res.status, type, fileName: utf8 && decodeURIComponent(utf8), lines, formats };
}

/** Every page of a list as JSON, in order. */
async function allPages<T>(client: SignedInClient, path: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const res = await client.get<T[]>(`${path}${path.includes('?') ? '&' : '?'}_page=${page}&_size=400`);
    expect(res.body.code).toBe(0);
    rows.push(...res.body.data);
    if (res.body.data.length < 400) return rows;
  }
}

const shanghaiDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);
const dayOf = (cell: unknown) => (cell instanceof Date ? cell.toISOString().slice(0, 10) : cell);

/**
 * Excel everywhere (issue 25): any paged list answers its whole selection as an .xlsx file with
 * `_format=xlsx`, on its own route, filters and permission, in the console's columns and words.
 */
describeOn(POSTGRES, 'lists exported to Excel', () => {
  const t = useTestApi(POSTGRES);
  const tag = randomUUID().slice(0, 6);
  let admin: SignedInClient;
  let sales: SignedInClient;
  let other: SignedInClient;
  let warehouse: SignedInClient;
  let salesId: string;
  let otherId: string;
  let many: { contractId: string; number: string };
  let few: { contractId: string; number: string };

  /** A created contract of a salesman's with one order per quantity, appended as the contracts area records it. */
  async function contractOf(ownerId: string, quantities: number[], customerName: string) {
    const contractId = randomUUID();
    const at = new Date().toISOString();
    const number = `HT${tag.toUpperCase()}${quantities.length}`;
    const data: contract.ContractCreatedData = {
      contractId,
      number,
      customerId: `customer-${ownerId}`,
      customerName,
      ownerId,
      ownerRole: 'OperatorIndex',
      printingType: 'digital',
      taxed: false,
      paymentTerms: 'advance30',
      currency: 'CNY',
      language: 'cn',
      lines: quantities.map((quantity, i) => ({
        quotationId: `${contractId}-q${i}`,
        quotationNumber: `BJ-${tag}-${i}`,
        quantity,
        unit: 'piece',
        unitPrice: '0.5',
        total: String(quantity / 2),
        bagType: 'standUp',
        make: 'bag',
        snapshot: {
          input: fixturePouch({ quantity: String(quantity) }),
          materials: { materialprinting: { id: 'pet12', name: '镀铝膜', englishName: 'Metallised PET' } },
          accessories: {},
          bagType: { id: 'standUp', name: '自立袋', englishName: 'Stand-up pouch' },
          knifeStyle: null,
          makenumber: 1,
          decimals: 2,
        },
      })),
      total: String(quantities.reduce((a, b) => a + b, 0) / 2),
      by: ownerId,
      at,
      createdAt: at,
    };
    await t.api.infra.store.appendToStream(`contract-${contractId}`, [
      {
        type: 'ContractCreated',
        data,
        metadata: { userId: ownerId, role: 'OperatorIndex', at, correlationId: contractId },
      },
    ]);
    const orderIds = data.lines.map((l) =>
      nameBasedUuid(orderFromContract.orderIdName(contractId, l.quotationId)),
    );
    return { contractId, number, orderIds };
  }

  /** Waits until the list shows `n` rows (the reactor and the projector catch up). */
  async function until(client: SignedInClient, path: string, n: number): Promise<void> {
    for (let i = 0; i < 600; i++) {
      const res = await client.get<unknown[]>(`${path}&_size=5`);
      if (res.body.extra?.pageInfo?._count === n) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${path} never showed ${n} rows`);
  }

  beforeAll(async () => {
    admin = await t.admin('en');
    salesId = await createStaff(admin, 'OperatorIndex', `xs-${tag}`);
    otherId = await createStaff(admin, 'OperatorIndex', `xo-${tag}`);
    await createStaff(admin, 'Warehouse', `xw-${tag}`);
    sales = await signIn(t.api.url, `xs-${tag}`, PASSWORD, 'en');
    other = await signIn(t.api.url, `xo-${tag}`, PASSWORD, 'cn');
    warehouse = await signIn(t.api.url, `xw-${tag}`, PASSWORD, 'en');
    many = await contractOf(
      salesId,
      Array.from({ length: MANY }, (_, i) => 1000 + i),
      'Qingdao Tea',
    );
    few = await contractOf(otherId, [3000, 4001, 5000], '青岛茶叶');
    await until(admin, `/order?contractId=${many.contractId}`, MANY);
    await until(admin, `/order?contractId=${few.contractId}`, 3);
  }, 180_000);

  afterEach(() => {
    exportReading.pageSize = EXPORT_PAGE_SIZE;
  });

  const orderColumns: ExportColumn[] = [
    { title: 'Order number', field: 'number' },
    { title: 'Customer', field: 'customerName' },
    {
      title: 'Product',
      fields: ['bagType', 'printingType'],
      labels: { standUp: 'Stand-up pouch', digital: 'Digital' },
    },
    { title: 'Quantity', field: 'quantity', kind: 'number' },
    { title: 'Total', field: 'total', kind: 'money' },
    { title: 'Status', field: 'status', labels: { wait: 'Waiting to sign', signed: 'Signed' } },
    { title: 'Created', field: 'createdAt', kind: 'date' },
  ];

  it("writes a salesman's whole list over several pages, in the list's order, his own rows only", async () => {
    // Read 400 at a time (as a screen's largest page), so the 850 take three pages.
    exportReading.pageSize = 400;
    const json = await allPages<OrderRow>(sales, '/order?status=wait');
    const file = await exportOf(sales, '/order?status=wait', orderColumns, 'Orders waiting');
    expect([file.status, file.type, file.fileName]).toEqual([200, XLSX, 'Orders waiting.xlsx']);
    expect(json).toHaveLength(MANY);
    expect(json.every((r) => r.ownerId === salesId)).toBe(true);
    const [header, ...rows] = file.lines;
    expect(header).toEqual(orderColumns.map((c) => c.title));
    expect(rows).toHaveLength(MANY);
    // Cell by cell: the JSON pages in the same order, in the console's words and kinds.
    rows.forEach((cells, i) => {
      const r = json[i]!;
      expect(cells).toEqual([
        r.number,
        'Qingdao Tea',
        'Stand-up pouch Digital',
        r.quantity,
        Number(r.total),
        'Waiting to sign',
        expect.any(Date),
      ]);
      expect(dayOf(cells[6])).toBe(shanghaiDay(r.createdAt));
    });
    expect(new Set(rows.map((r) => r[0])).size).toBe(MANY);
    // Money is a number formatted with 2 decimals, the day a date.
    expect(file.formats[1]![4]).toBe('0.00');
    expect(file.formats[1]![6]).toBe('yyyy-mm-dd');
    expect(rows.find((r) => r[3] === 1001)![4]).toBe(500.5);
    // Nothing of the other salesman's.
    expect(rows.some((r) => String(r[0]).startsWith(few.number))).toBe(false);
    // Read in one page of 10,000, the same file.
    exportReading.pageSize = EXPORT_PAGE_SIZE;
    const whole = await exportOf(sales, '/order?status=wait', orderColumns, 'Orders waiting');
    expect(whole.lines).toEqual(file.lines);
  });

  it("respects the list's filters, and writes Chinese titles, words and file names", async () => {
    const columns: ExportColumn[] = [
      { title: '订单编号', field: 'number' },
      { title: '客户', field: 'customerName' },
      { title: '金额', field: 'total', kind: 'money' },
      { title: '状态', field: 'status', labels: { wait: '待签约' } },
    ];
    const file = await exportOf(
      admin,
      `/order?contractId=${few.contractId}&keyword=${few.number}`,
      columns,
      '待签约订单',
    );
    expect([file.status, file.fileName]).toEqual([200, '待签约订单.xlsx']);
    expect(file.lines[0]).toEqual(['订单编号', '客户', '金额', '状态']);
    const rows = file.lines.slice(1);
    expect(rows.map((r) => r.slice(1))).toEqual(
      expect.arrayContaining([
        ['青岛茶叶', 1500, '待签约'],
        ['青岛茶叶', 2000.5, '待签约'],
        ['青岛茶叶', 2500, '待签约'],
      ]),
    );
    expect(rows).toHaveLength(3);
    // The other salesman's own export holds his three, not the 850 of the first.
    const own = await exportOf(other, '/order', columns, '订单');
    expect(own.lines.slice(1).map((r) => r[1])).toEqual(['青岛茶叶', '青岛茶叶', '青岛茶叶']);
    // A filter the list refuses is the list's own 422, before any file.
    const bad = await exportOf(admin, '/order?from=2026-13-01', columns);
    expect([bad.status, bad.body?.code, Object.keys(bad.body?.extra.fields ?? {})]).toEqual([
      422,
      1001,
      ['from'],
    ]);
  });

  it("exports the customers and the login log (other areas), each in its reader's scope", async () => {
    for (const [client, name] of [
      [sales, `Export Foods ${tag}`],
      [other, `导出食品 ${tag}`],
    ] as const) {
      const made = await client.post<{ id: string }>('/customer', { name, phone: nextPhone() });
      expect(made.body.code).toBe(0);
    }
    const columns: ExportColumn[] = [
      { title: 'Name', field: 'name' },
      { title: 'Owner', field: 'ownerName' },
      { title: 'Domestic', field: 'domestic', labels: { true: 'Yes', false: 'No' } },
      { title: 'Created', field: 'createdAt', kind: 'datetime' },
    ];
    const mine = await exportOf(sales, `/customer?keyword=${tag}`, columns, 'customers');
    const json = await allPages<CustomerView>(sales, `/customer?keyword=${tag}`);
    expect(mine.lines.slice(1).map((r) => r.slice(0, 3))).toEqual(
      json.map((c) => [c.name, c.ownerName, c.domestic ? 'Yes' : 'No']),
    );
    expect(mine.lines.slice(1).map((r) => r[0])).toEqual([`Export Foods ${tag}`]);
    expect(mine.formats[1]![3]).toBe('yyyy-mm-dd hh:mm');
    const everyone = await exportOf(admin, `/customer?keyword=${tag}`, columns, 'customers');
    expect(
      everyone.lines
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual([`Export Foods ${tag}`, `导出食品 ${tag}`].sort());

    const log = await exportOf(
      admin,
      `/login/log?keyword=xs-${tag}&result=ok`,
      [
        { title: 'Username', field: 'username' },
        { title: 'Result', field: 'result', labels: { ok: 'Signed in', failed: 'Wrong password' } },
        { title: 'At', field: 'at', kind: 'datetime' },
      ],
      'login log',
    );
    const logJson = await allPages<LoginLogEntry>(admin, `/login/log?keyword=xs-${tag}&result=ok`);
    expect(logJson.length).toBeGreaterThan(0);
    expect(log.lines.slice(1).map((r) => r.slice(0, 2))).toEqual(
      logJson.map((e) => [e.username, 'Signed in']),
    );
    // The route's own permission: the warehouse reads no customers, as a file neither.
    expect((await exportOf(warehouse, '/customer', columns)).status).toBe(403);
  });

  it('writes a list that is not paged in one go', async () => {
    const file = await exportOf(admin, '/catalog/materialprinting', [
      { title: 'Id', field: 'id' },
      { title: 'Name', field: 'name' },
    ]);
    const json = await admin.get<{ id: string; name: string }[]>('/catalog/materialprinting');
    expect(file.status).toBe(200);
    expect(file.lines.slice(1)).toEqual(json.body.data.map((m) => [m.id, m.name]));
  });

  it("writes a catalogue in the console's columns: retired items marked, measures, money, words", async () => {
    // The columns the materials screen sends (catalog-export.ts), retired items included (all=1).
    const columns: ExportColumn[] = [
      { title: 'Name', fields: ['name', 'active'], labels: { true: '', false: '(Retired)' } },
      { title: 'Thickness (μm)', field: 'thickness', kind: 'number' },
      { title: 'Price (CNY/kg)', field: 'pricePerKg', kind: 'money' },
      { title: 'Printing', field: 'printingTypes', labels: { digital: 'Digital', gravure: 'Gravure' } },
      { title: 'In stock', field: 'inStock', labels: { true: 'Yes', false: 'No' } },
    ];
    const file = await exportOf(admin, '/catalog/materialprinting?all=1', columns, 'Printing films');
    const json = await admin.get<Record<string, unknown>[]>('/catalog/materialprinting?all=1');
    expect([file.status, file.fileName]).toEqual([200, 'Printing films.xlsx']);
    expect(json.body.data.length).toBeGreaterThan(0);
    const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
    const words: Record<string, string> = { digital: 'Digital', gravure: 'Gravure' };
    expect(file.lines[0]).toEqual(columns.map((c) => c.title));
    expect(file.lines.slice(1)).toEqual(
      json.body.data.map((m) => [
        m.active ? m.name : `${String(m.name)} (Retired)`,
        num(m.thickness),
        num(m.pricePerKg),
        (m.printingTypes as string[]).map((p) => words[p]).join(', ') || null,
        m.inStock ? 'Yes' : 'No',
      ]),
    );
    // Money shows 2 decimals; measures are plain numbers.
    expect(file.formats[1]!.slice(1, 3)).toEqual([undefined, '0.00']);
  });

  it('refuses bad columns with a translated 422, and leaves a normal request as it was', async () => {
    const cases: [unknown, string][] = [
      ['not json', '_columns'],
      [[], '_columns'],
      [[{ title: 'No field' }], '_columns.0'],
      [[{ title: 'Bad path', field: 'a..b' }], '_columns.0.field'],
      [[{ title: 'Proto', field: '__proto__.x' }], '_columns.0.field'],
      [[{ title: 'Kind', field: 'number', kind: 'percent' }], '_columns.0.kind'],
    ];
    for (const [columns, field] of cases) {
      const bad = await exportOf(sales, '/order', columns);
      expect([bad.status, bad.body?.code, Object.keys(bad.body?.extra.fields ?? {})]).toEqual([
        422,
        1001,
        [field],
      ]);
    }
    const en = await exportOf(sales, '/order', []);
    expect(en.body?.extra.fields?._columns).toBe(
      'The columns to export must be a list of 1 to 60 columns, each with a title and a field (or fields)',
    );
    const cn = await exportOf(other, '/order', [], undefined, 'cn');
    expect(cn.body?.extra.fields?._columns).toBe('导出的列须为 1 到 60 列，每列有标题和字段');
    const format = await fetch(`${t.api.url}/api/order?_format=csv`, {
      headers: { Locale: 'en', ...signedHeaders(sales.session!) },
    });
    expect(format.status).toBe(422);
    // One record is no list.
    const one = await exportOf(
      sales,
      `/order/${(await allPages<OrderRow>(sales, '/order'))[0]!.id}`,
      orderColumns,
    );
    expect([one.status, one.body?.msg]).toEqual([422, 'Only a list can be exported to Excel']);
    // Without _format the list ignores the export's parameters and answers its page.
    const page = await sales.get<OrderRow[]>(`/order?status=wait&_columns=x&_filename=y&_size=5`);
    expect([page.status, page.body.data.length, page.body.extra?.pageInfo?._count]).toEqual([200, 5, MANY]);
  });
});
