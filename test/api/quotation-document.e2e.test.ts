import type { QuotationDetail, SettingsView } from '@packflow/contracts';
import { type SignedInClient, signIn, signedHeaders } from '../support/api-client';
import { pouchForm } from '../support/quotation-forms';
import { createStaff, nextPhone } from '../support/staff';
import { POSTGRES, describeOn, useTestApi } from '../support/test-api';

const PASSWORD = 'correct-horse-1';
const DAY_MS = 86_400_000;

type Generated = { id: string; number: string };

/** The PDF's text, read back the way a customer's viewer reads it. */
async function pdfText(pdf: Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text;
}

/** Text compared without spaces or line breaks (a viewer splits runs as it likes). */
const squeeze = (text: string) => text.replace(/\s+/g, '');

/** Decimal text with thousands separators and `decimals` places, as the document prints money. */
function grouped(text: string, decimals: number): string {
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const digits = BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals)).toString();
  const padded = digits.padStart(decimals + 1, '0');
  const integer = padded.slice(0, padded.length - decimals).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals ? `${integer}.${padded.slice(-decimals)}` : integer;
}

const dayAfter = (iso: string, days: number) =>
  new Date(new Date(iso).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The quotation document a customer is given (domain rules; issue 13, must-fix 7): a PDF in the
 * customer's language with the company, customer, specification, quantity, prices, terms and a
 * validity date, for whoever may read the quotation, and never a cost figure.
 */
function suite() {
  const t = useTestApi(POSTGRES);
  let sales: SignedInClient;
  let other: SignedInClient;
  let boss: SignedInClient;
  let trader: SignedInClient;
  let domestic = '';
  let foreign = '';
  let traderCustomer = '';

  beforeAll(async () => {
    const admin = await t.admin();
    const ids = {
      sales: await createStaff(admin, 'OperatorIndex', 'doc-sales', { areacode: 'Q' }),
      trader: await createStaff(admin, 'Traders', 'doc-trader'),
    };
    await createStaff(admin, 'OperatorIndex', 'doc-other', { areacode: 'Q' });
    await createStaff(admin, 'OperatorManage', 'doc-boss');
    await createStaff(admin, 'Finance', 'doc-finance');
    sales = await signIn(t.api.url, 'doc-sales', PASSWORD, 'en');
    other = await signIn(t.api.url, 'doc-other', PASSWORD);
    boss = await signIn(t.api.url, 'doc-boss', PASSWORD);
    trader = await signIn(t.api.url, 'doc-trader', PASSWORD, 'cn');
    const finance = await signIn(t.api.url, 'doc-finance', PASSWORD);
    for (const accountId of Object.values(ids))
      expect(
        (await finance.post('/golden-bean/recharge', { accountId, amount: '30', note: 'test' })).body.code,
      ).toBe(0);
    const customer = async (client: SignedInClient, form: Record<string, string>) => {
      const res = await client.post<{ id: string }>('/customer', form);
      expect(res.body.code).toBe(0);
      return res.body.data.id;
    };
    domestic = await customer(sales, {
      name: '青岛茶叶有限公司',
      phone: nextPhone(),
      email: 'buyer@qingdao-tea.example',
      responsible: '王经理',
      domestic: 'true',
    });
    foreign = await customer(sales, { name: 'London Tea Ltd', phone: '+44 20 7946 0958', domestic: 'false' });
    traderCustomer = await customer(trader, { name: 'Trade House', phone: nextPhone(), domestic: 'true' });
  });

  async function generate(client: SignedInClient, customerId: string, extra: Record<string, string> = {}) {
    const res = await client.post<Generated>('/quotation', pouchForm(customerId, extra));
    if (res.body.code !== 0) throw new Error(`${res.status} ${res.body.msg}`);
    const detail = await client.get<QuotationDetail>(
      `/quotation/${res.body.data.id}?_position=${res.body.extra?.position}`,
    );
    expect(detail.body.code).toBe(0);
    return detail.body.data;
  }

  async function download(client: SignedInClient, id: string) {
    const res = await fetch(`${t.api.url}/api/quotation/${id}/document`, {
      headers: { Locale: 'en', ...signedHeaders(client.session!) },
    });
    const bytes = new Uint8Array(await res.arrayBuffer());
    return { status: res.status, headers: res.headers, bytes };
  }

  /**
   * Every cost figure the quotation holds (the company's own view of it), as the document would
   * print it: the loading price, per-kg and per-metre prices, one-off charges, the ratio to the
   * loading price and the breakdown's cost, margin and loading lines. Figures that equal a price
   * the customer may see are left out (they would prove nothing).
   */
  function costFigures(q: QuotationDetail): string[] {
    const r = q.result;
    // Money prints with 2 decimals, unit prices with the quotation's (the pricing rule).
    const safe = new Set([
      ...[r.price, r.price_end].map((v) => grouped(v, 2)),
      ...[r.price_unit, r.price_unit_end].map((v) => grouped(v, r.decimals)),
    ]);
    const lineAmounts = r.lines
      .filter((l) => /cost|margin|loading/i.test(l.key))
      .flatMap((l) => [l.amount, l.rate ?? ''])
      .filter(Boolean);
    const money = [r.price_loading, r.plates, r.proof, r.tooling].filter((v) => v && Number(v) !== 0);
    const perUnit = [r.price_unit_wight, r.price_unit_meter, ...lineAmounts].filter(
      (v) => v && Number(v) !== 0,
    );
    const figures = [
      ...money.map((v) => grouped(v, 2)),
      ...perUnit.map((v) => grouped(v, r.decimals)),
    ].filter((v) => !safe.has(v));
    expect(figures.length).toBeGreaterThan(2);
    return [...new Set(figures)];
  }

  it('gives a domestic customer a Chinese document in yuan (2 decimals) valid 30 days, without any cost figure', async () => {
    const q = await generate(sales, domestic, { taxed: 'true', paymentTerms: 'advance30' });
    expect(q).toMatchObject({ locale: 'cn', currency: 'CNY' });
    const res = await download(sales, q.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(`报价单-${q.number}.pdf`)}`,
    );
    expect(Buffer.from(res.bytes.slice(0, 5)).toString()).toBe('%PDF-');
    // Only the glyphs used are embedded, not the whole 10 MB font.
    expect(res.bytes.length).toBeLessThan(400_000);

    const text = squeeze(await pdfText(res.bytes));
    for (const expected of [
      '软包装有限公司',
      '报价单',
      q.number,
      '青岛茶叶有限公司',
      'buyer@qingdao-tea.example',
      '联系人王经理',
      '产品规格',
      '自立袋',
      '数码印刷',
      '160×230毫米',
      '5,000个',
      `¥${grouped(q.result.price_unit_end, 2)}/个`,
      `¥${grouped(q.result.price_end, 2)}`,
      '付款方式预付30%',
      '含税',
      `有效期至${dayAfter(q.createdAt, 30)}`,
      '30天内有效',
    ])
      expect(text).toContain(squeeze(expected));
    expect(text).not.toContain('Quotation');
    for (const figure of costFigures(q)) expect(text).not.toContain(figure);
  });

  it('gives a foreign customer an English document in dollars (unit price to 4 decimals, money to 2)', async () => {
    const q = await generate(sales, foreign);
    expect(q).toMatchObject({ locale: 'en', currency: 'USD' });
    const res = await download(sales, q.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`filename="Quotation-${q.number}.pdf"`);
    const text = squeeze(await pdfText(res.bytes));
    for (const expected of [
      'Flexible Packaging Co., Ltd.',
      'Quotation',
      q.number,
      'London Tea Ltd',
      'Specification',
      'Stand-up pouch',
      '160 × 230 mm',
      '5,000 pcs',
      `$${grouped(q.result.price_unit_end, 4)}/pc`,
      `$${grouped(q.result.price_end, 2)}`,
      'Payment termsFull payment',
      'Tax not included',
      `Valid until${dayAfter(q.createdAt, 30)}`,
    ])
      expect(text).toContain(squeeze(expected));
    expect(text).not.toContain('报价单');
    expect(text).not.toContain('¥');
    for (const figure of costFigures(q)) expect(text).not.toContain(figure);
  });

  it('dates the validity by the admin setting in force when the quotation was made', async () => {
    const admin = await t.admin('en');
    const before = await generate(sales, domestic);

    for (const wrong of ['0', '366', '2.5', 'soon']) {
      const refused = await admin.put('/settings/quotation', { validityDays: wrong });
      expect(refused.status).toBe(422);
      expect(refused.body.extra?.fields?.validityDays).toMatch(/whole number|from 1 to 365/);
    }
    expect(
      (await admin.get<SettingsView<'quotation'>>('/settings/quotation')).body.data.values,
    ).toMatchObject({
      validityDays: 30,
    });

    const saved = await admin.put('/settings/quotation', { validityDays: '45' });
    expect(saved.body.code).toBe(0);
    const view = await admin.get<SettingsView<'quotation'>>(
      `/settings/quotation?_position=${saved.body.extra?.position}`,
    );
    expect(view.body.data.values.validityDays).toBe(45);
    const history = await admin.get<{ changes: { field: string; from: unknown; to: unknown }[] }[]>(
      '/settings/quotation/history',
    );
    expect(history.body.data[0]!.changes).toEqual([{ field: 'validityDays', from: 30, to: 45 }]);

    const after = await generate(sales, domestic);
    const newText = squeeze(await pdfText((await download(sales, after.id)).bytes));
    expect(newText).toContain(squeeze(`有效期至${dayAfter(after.createdAt, 45)}`));
    expect(newText).toContain('45天内有效');
    // A quotation already made keeps the validity it was made with.
    const oldText = squeeze(await pdfText((await download(sales, before.id)).bytes));
    expect(oldText).toContain(squeeze(`有效期至${dayAfter(before.createdAt, 30)}`));

    expect((await admin.put('/settings/quotation', { validityDays: '30' })).body.code).toBe(0);
  });

  it('lets whoever may read the quotation download it, and no one else (404)', async () => {
    const own = await generate(sales, domestic);
    const traders = await generate(trader, traderCustomer);

    expect((await download(boss, own.id)).status).toBe(200);
    const otherSalesman = await download(other, own.id);
    expect(otherSalesman.status).toBe(404);
    expect(otherSalesman.headers.get('content-type')).toContain('application/json');
    expect((await download(trader, own.id)).status).toBe(404);
    expect((await download(sales, traders.id)).status).toBe(404);
    expect((await download(sales, '00000000-0000-4000-8000-000000000000')).status).toBe(404);

    const mine = await download(trader, traders.id);
    expect(mine.status).toBe(200);
    const text = squeeze(await pdfText(mine.bytes));
    expect(text).toContain(traders.number);
    expect(text).toContain('TradeHouse');
    // The trader's own read of the quotation carries no cost; the company's does: none of it is printed.
    const full = await (await t.admin()).get<QuotationDetail>(`/quotation/${traders.id}`);
    expect(full.body.code).toBe(0);
    for (const figure of costFigures(full.body.data)) expect(text).not.toContain(figure);
  });

  it('is described in the API document as a PDF answer', async () => {
    const res = await fetch(`${t.api.url}/api/docs/openapi.json`);
    const doc = (await res.json()) as {
      paths: Record<string, Record<string, { 'x-permission'?: string; responses: Record<string, unknown> }>>;
    };
    const op = doc.paths['/api/quotation/{id}/document']?.get;
    expect(op?.['x-permission']).toBe('GET@quotation/:id/document');
    expect(op?.responses['200']).toMatchObject({
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
      headers: { 'Content-Disposition': expect.any(Object) },
    });
  });

  it('refuses an unsigned download (401)', async () => {
    const res = await fetch(`${t.api.url}/api/quotation/${domestic}/document`);
    expect(res.status).toBe(401);
  });
}

describeOn(POSTGRES, 'the quotation document', suite);
