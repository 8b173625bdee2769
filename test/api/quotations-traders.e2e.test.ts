import {
  CATALOG_KINDS,
  LIVE_EVENTS,
  type PriceOutcome,
  type QuotationComparison,
  type QuotationDetail,
  type QuotationRow,
  type ReadModelChanged,
} from '@packflow/contracts';
import { type SignedInClient, liveSocket, signIn, socketReady } from '../support/api-client';
import { pouchForm } from '../support/quotation-forms';
import { createStaff, nextPhone } from '../support/staff';
import { PGLITE, POSTGRES, type Shape, describeOn, useTestApi } from '../support/test-api';

const PASSWORD = 'correct-horse-1';

/** Keys a trade customer is never sent, anywhere in an answer (domain rules, "Trade customers never see cost"). */
const FORBIDDEN_KEYS = new Set([
  'pricePerKg',
  'unitPrice',
  'makingPrice',
  'config',
  'price_loading',
  'price_unit_wight',
  'price_unit_meter',
  'ratioOfLoading',
  'plates',
  'proof',
  'tooling',
  'lines',
  'rates',
  'grade',
]);
/** And no key that names a cost, margin, rate, factor or per-kg / per-metre price. */
const FORBIDDEN_KEY_PATTERN = /cost|margin|rate|factor|loading|perkg|permet|priceper/i;
/** The breakdown's cost, loading and margin labels. */
const FORBIDDEN_TEXT = [
  'pricing.line.cost',
  'pricing.line.loading',
  'pricing.line.margin',
  'pricing.line.grade',
];

/** Every place in an answer that shows cost: forbidden keys, a currency entry object, known cost values. */
function costIn(value: unknown, knownCosts: ReadonlySet<string>, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => costIn(v, knownCosts, `${path}[${i}]`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) => {
      const here = `${path}.${key}`;
      const found =
        FORBIDDEN_KEYS.has(key) ||
        FORBIDDEN_KEY_PATTERN.test(key) ||
        (key === 'currency' && typeof v === 'object')
          ? [here]
          : [];
      return [...found, ...costIn(v, knownCosts, here)];
    });
  if (typeof value !== 'string') return [];
  const text = value;
  return knownCosts.has(text) || FORBIDDEN_TEXT.some((k) => text.includes(k)) ? [`${path} = ${text}`] : [];
}

function suite(shape: Shape) {
  const t = useTestApi(shape);
  let sales: SignedInClient;
  let trader: SignedInClient;
  let salesCustomer = '';
  let traderCustomer = '';

  beforeAll(async () => {
    const admin = await t.admin();
    const ids = {
      sales: await createStaff(admin, 'OperatorIndex', 'tc-sales', { areacode: 'Q' }),
      trader: await createStaff(admin, 'Traders', 'tc-trader'),
    };
    await createStaff(admin, 'Finance', 'tc-finance');
    sales = await signIn(t.api.url, 'tc-sales', PASSWORD);
    trader = await signIn(t.api.url, 'tc-trader', PASSWORD);
    const finance = await signIn(t.api.url, 'tc-finance', PASSWORD);
    for (const accountId of Object.values(ids))
      expect(
        (await finance.post('/golden-bean/recharge', { accountId, amount: '20', note: 'test' })).body.code,
      ).toBe(0);
    const customer = async (client: SignedInClient, name: string) => {
      const res = await client.post<{ id: string }>('/customer', { name, phone: nextPhone() });
      expect(res.body.code).toBe(0);
      return res.body.data.id;
    };
    salesCustomer = await customer(sales, 'Harbour Tea');
    traderCustomer = await customer(trader, 'Trade House');
  });

  it('sends a trade customer no cost, loading price, margin, rate or ratio to the loading price on any quotation or catalogue route; a salesman gets them for the same form', async () => {
    // The salesman's preview of the form: the cost figures it has, which the trader must never see.
    const salesPreview = await sales.post<PriceOutcome>('/quotation/price', pouchForm(salesCustomer));
    expect(salesPreview.body.data.ok).toBe(true);
    if (!salesPreview.body.data.ok) return;
    const full = salesPreview.body.data.result;
    expect(full.price_loading).toMatch(/^\d/);
    expect(full.ratioOfLoading).toMatch(/^\d/);
    expect(full.price_unit_wight).toMatch(/^\d/);
    expect(full.lines.some((l) => l.key === 'pricing.line.cost')).toBe(true);
    expect(full.lines.some((l) => l.key === 'pricing.line.margin')).toBe(true);
    const safe = new Set([full.price, full.price_end, full.price_unit, full.price_unit_end, full.ratio]);
    const costLines = full.lines.filter((l) =>
      [
        'pricing.line.cost',
        'pricing.line.loading',
        'pricing.line.margin',
        'pricing.line.loadingPrice',
      ].includes(l.key),
    );
    const knownCosts = new Set(
      [
        full.price_loading,
        full.ratioOfLoading,
        full.price_unit_wight,
        full.price_unit_meter,
        ...costLines.flatMap((l) => [l.amount, l.rate ?? '']),
        // Decimal figures only (a plain count such as 1 says nothing about cost).
      ].filter((v) => /^\d+\.\d+$/.test(v) && !safe.has(v) && Number(v) !== 0),
    );
    expect(knownCosts.size).toBeGreaterThan(2);

    const heard: ReadModelChanged[] = [];
    const socket = liveSocket(t.api.url, trader.session!);
    socket.on(LIVE_EVENTS.changed, (m: ReadModelChanged) => heard.push(m));
    await socketReady(socket);
    const answers: Record<string, unknown> = {};
    try {
      // The price preview: the trader's price for the same form, without cost.
      const preview = await trader.post<PriceOutcome>('/quotation/price', pouchForm(traderCustomer));
      expect(preview.body.data.ok).toBe(true);
      if (!preview.body.data.ok) return;
      expect(preview.body.data.result).toMatchObject({
        price: full.price,
        price_end: full.price_end,
        price_unit: full.price_unit,
        price_unit_end: full.price_unit_end,
        ratio: full.ratio,
        currency: full.currency,
      });
      answers.preview = preview.body;

      // Generate two (the second a revision), then every read route.
      const first = await trader.post<{ id: string }>('/quotation', pouchForm(traderCustomer));
      expect(first.body.code).toBe(0);
      answers.generate = first.body;
      const second = await trader.post<{ id: string }>(
        '/quotation',
        pouchForm(traderCustomer, { quantity: '8000', revisionOf: first.body.data.id }),
      );
      expect(second.body.code).toBe(0);
      answers.revise = second.body;
      const ratio = await trader.put(`/quotation/${second.body.data.id}/ratio`, { ratio: '110' });
      expect(ratio.body.code).toBe(0);
      answers.ratio = ratio.body;
      const lastPosition = String(ratio.body.extra?.position);

      const list = await trader.get<QuotationRow[]>(`/quotation?_position=${lastPosition}`);
      expect(list.body.data.map((r) => r.id).sort()).toEqual(
        [first.body.data.id, second.body.data.id].sort(),
      );
      answers.list = list.body;
      const detail = await trader.get<QuotationDetail>(`/quotation/${first.body.data.id}`);
      expect(detail.body.code).toBe(0);
      // The specification and terms are all there, the materials by name.
      expect(detail.body.data.input).toMatchObject({ quantity: 5000, width: 160, materialprinting: 'pet12' });
      expect(detail.body.data.settings.materials.materialprinting).toMatchObject({ id: 'pet12' });
      expect(detail.body.data.settings.range).toMatchObject({ minRatio: '94' });
      expect(detail.body.data.result.price_end).toBe(full.price_end);
      answers.detail = detail.body;
      const compare = await trader.get<QuotationComparison>(
        `/quotation/${first.body.data.id}/compare/${second.body.data.id}`,
      );
      expect(compare.body.code).toBe(0);
      expect(compare.body.data.inputs.map((i) => i.field)).toContain('quantity');
      expect(compare.body.data.figures.map((f) => f.field)).toContain('price_end');
      answers.compare = compare.body;
      // The review queue is not theirs at all.
      const queue = await trader.get('/quotation-review');
      expect(queue.status).toBe(403);

      const deadline = Date.now() + 5000;
      while (!heard.some((m) => m.readModel === 'quotations') && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
    } finally {
      socket.close();
    }
    // Live messages name the read model, the ids and the position only.
    expect(heard.some((m) => m.readModel === 'quotations')).toBe(true);
    for (const m of heard) expect(Object.keys(m).sort()).toEqual(['ids', 'position', 'readModel']);
    answers.live = heard;

    // What the wizard reads to offer choices: names and sizes, no prices; no rates, no currency factors or margins.
    for (const kind of CATALOG_KINDS) {
      const items = await trader.get<Record<string, unknown>[]>(`/catalog/${kind}`);
      expect(items.body.code).toBe(0);
      expect(items.body.data.length).toBeGreaterThan(0);
      expect(items.body.data[0]).toHaveProperty('englishName');
      answers[`catalog/${kind}`] = items.body;
    }
    for (const name of ['quotation', 'golden', 'currency']) {
      const view = await trader.get(`/settings/${name}`);
      expect(view.body.code).toBe(0);
      answers[`settings/${name}`] = view.body;
    }
    const currency = await trader.get<{ values: { entries: unknown[] } }>('/settings/currency');
    expect(currency.body.data.values.entries).toEqual([
      { label: 'cn', currency: 'CNY' },
      { label: 'en', currency: 'USD' },
    ]);
    const rates = await trader.get('/settings/rates');
    expect(rates.status).toBe(404);
    expect(rates.body.msg).toBe('Not found');

    for (const [route, answer] of Object.entries(answers))
      expect([route, costIn(answer, knownCosts)]).toEqual([route, []]);

    // The salesman's own quotation of the same form still shows him everything.
    const mine = await sales.post<{ id: string }>('/quotation', pouchForm(salesCustomer));
    const seen = await sales.get<QuotationDetail>(
      `/quotation/${mine.body.data.id}?_position=${mine.body.extra?.position}`,
    );
    expect(seen.body.data.result.price_loading).toBe(full.price_loading);
    expect(seen.body.data.settings.rates).toBeDefined();
    expect(costIn(seen.body, knownCosts).length).toBeGreaterThan(0);
    const films = await sales.get<Record<string, unknown>[]>('/catalog/materialprinting');
    expect(films.body.data[0]).toHaveProperty('pricePerKg');
    expect((await sales.get<{ values: object }>('/settings/rates')).body.data.values).toHaveProperty(
      'minMarginPct',
    );
  });
}

describeOn(POSTGRES, 'quotations as a trade customer sees them', () => suite(POSTGRES));
describeOn(PGLITE, 'quotations as a trade customer sees them', () => suite(PGLITE));
