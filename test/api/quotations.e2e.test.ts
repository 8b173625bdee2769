import { randomUUID } from 'node:crypto';
import {
  type BeanBalance,
  type BeanEntry,
  LIVE_EVENTS,
  type PriceIssue,
  type PriceOutcome,
  type QuotationComparison,
  type QuotationDetail,
  type QuotationReviewRow,
  type QuotationRow,
  type ReadModelChanged,
  ResultCode,
  translate,
} from '@packflow/contracts';
import { DomainError, beanLedger, pricing } from '@packflow/domain';
import Decimal from 'decimal.js';
import { type SignedInClient, liveSocket, signIn, socketReady } from '../support/api-client';
import { createStaff, nextPhone } from '../support/staff';
import { PGLITE, POSTGRES, type Shape, describeOn, useTestApi } from '../support/test-api';
import { pouchForm } from '../support/quotation-forms';

const PASSWORD = 'correct-horse-1';

/** A stand-up pouch from the seeded catalogue, as the wizard sends it. */
const pouch = pouchForm;

type Generated = { id: string; number: string; status: string };

function suite(shape: Shape) {
  const t = useTestApi(shape);
  const ids: Record<string, string> = {};
  let sales: SignedInClient;
  let salesCn: SignedInClient;
  let other: SignedInClient;
  let boss: SignedInClient;
  let poor: SignedInClient;
  let customerId = '';
  let otherCustomerId = '';

  beforeAll(async () => {
    const admin = await t.admin();
    ids.sales = await createStaff(admin, 'OperatorIndex', 'q-sales', { areacode: 'Q' });
    ids.other = await createStaff(admin, 'OperatorIndex', 'q-other', { areacode: 'Q' });
    ids.poor = await createStaff(admin, 'OperatorIndex', 'q-poor', { areacode: 'Q' });
    ids.boss = await createStaff(admin, 'OperatorManage', 'q-boss');
    await createStaff(admin, 'Finance', 'q-finance');
    sales = await signIn(t.api.url, 'q-sales', PASSWORD);
    salesCn = await signIn(t.api.url, 'q-sales', PASSWORD, 'cn');
    other = await signIn(t.api.url, 'q-other', PASSWORD);
    poor = await signIn(t.api.url, 'q-poor', PASSWORD);
    boss = await signIn(t.api.url, 'q-boss', PASSWORD);
    const finance = await signIn(t.api.url, 'q-finance', PASSWORD);
    for (const who of ['sales', 'other']) {
      const paid = await finance.post('/golden-bean/recharge', {
        accountId: ids[who]!,
        amount: '40',
        note: 'test',
      });
      expect(paid.body.code).toBe(0);
    }
    const customer = async (client: SignedInClient, name: string) => {
      const res = await client.post<{ id: string }>('/customer', { name, phone: nextPhone() });
      expect(res.body.code).toBe(0);
      return res.body.data.id;
    };
    customerId = await customer(sales, 'Harbour Tea');
    otherCustomerId = await customer(other, 'Hill Coffee');
  });

  async function generate(
    client: SignedInClient,
    form: Record<string, string>,
  ): Promise<Generated & { position: string }> {
    const res = await client.post<Generated>('/quotation', form);
    if (res.body.code !== 0)
      throw new Error(`${res.status} ${res.body.msg} ${JSON.stringify(res.body.extra)}`);
    return { ...res.body.data, position: String(res.body.extra?.position) };
  }

  const detail = async (client: SignedInClient, id: string, position = '') =>
    client.get<QuotationDetail>(`/quotation/${id}${position ? `?_position=${position}` : ''}`);
  const balance = async (client: SignedInClient, position = '') =>
    (await client.get<BeanBalance>(`/golden-bean/balance${position ? `?_position=${position}` : ''}`)).body
      .data.balance;
  /** Every event appended after `position` to a quotation stream. */
  const quotationEventsAfter = async (position: bigint) =>
    (await t.api.infra.store.readAll({ after: position })).filter((e) => e.streamId.startsWith('quotation-'));

  it('prices a form without saving it or spending a bean, and says what is wrong with a bad one', async () => {
    // Every runner past the head first: no commit of an earlier request is still open.
    const infra = t.api.infra;
    await infra.projections.waitFor(
      infra.projections.status().map((s) => s.name),
      await infra.store.headPosition(),
      5000,
    );
    const before = await infra.store.headPosition();
    const beans = await balance(sales);
    const priced = await sales.post<PriceOutcome>('/quotation/price', pouch(customerId));
    expect(priced.body.code).toBe(0);
    const outcome = priced.body.data;
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.result).toMatchObject({
      currency: 'CNY',
      decimals: 2,
      calculatorVersion: pricing.CALCULATOR_VERSION,
    });
    expect(outcome.result.lines.length).toBeGreaterThan(5);
    expect(new Decimal(outcome.result.price_end).gt(0)).toBe(true);

    const bad = await sales.post<PriceOutcome>('/quotation/price', pouch(customerId, { width: '10' }));
    expect(bad.body.code).toBe(0);
    expect(bad.body.data.ok).toBe(false);
    const issues = bad.body.data.ok ? [] : bad.body.data.issues;
    expect(issues.some((i) => i.field === 'width' && i.severity === 'error')).toBe(true);

    expect((await infra.store.readAll({ after: before })).map((e) => `${e.type} ${e.streamId}`)).toEqual([]);
    expect(await balance(sales)).toBe(beans);
  });

  it('generates a quotation for one bean, storing its inputs, settings snapshot and calculator version', async () => {
    const beans = await balance(sales);
    const res = await sales.post<Generated>('/quotation', pouch(customerId));
    expect(res.body).toMatchObject({
      code: 0,
      msg: 'Quotation generated',
    });
    const { id, number, status } = res.body.data;
    const position = String(res.body.extra?.position);
    expect(status).toBe('approved');
    expect(number).toBe(
      `BJ${new Date().toISOString().slice(0, 10).replace(/-/g, '')}-${id.replace(/-/g, '').slice(0, 10).toUpperCase()}`,
    );
    expect(new Decimal(beans).minus(await balance(sales, position)).toString()).toBe('1');

    const q = (await detail(sales, id, position)).body.data;
    expect(q).toMatchObject({
      id,
      number,
      customerId,
      customerName: 'Harbour Tea',
      ownerId: ids.sales,
      ownerRole: 'OperatorIndex',
      locale: 'cn',
      status: 'approved',
      revisionNo: 1,
      rootId: id,
      sourceId: null,
      revisionOf: null,
      superseded: false,
      review: [expect.objectContaining({ action: 'applied', ratio: '100' })],
    });
    expect(q.input).toMatchObject({ quantity: 5000, width: 160, materialprinting: 'pet12' });
    expect(q.settings.materials.materialprinting).toMatchObject({ id: 'pet12', pricePerKg: '11' });
    expect(q.result.calculatorVersion).toBe(pricing.CALCULATOR_VERSION);
    // Priced again from what it stored, the price is exactly the same.
    const again = pricing.calculatePrice(q.input, q.settings, q.locale);
    expect(again).toEqual({ ok: true, result: q.result });

    // The bean debit names this quotation and is the entry the quotation keeps.
    const flow = await sales.get<BeanEntry[]>(`/golden-bean/flow?_position=${position}&_size=50`);
    const debits = flow.body.data.filter((e) => e.quotationId === id);
    expect(debits).toHaveLength(1);
    expect(debits[0]).toMatchObject({
      kind: 'debit',
      amount: '-1',
      entryId: q.beanEntryId,
      quotationNumber: number,
    });

    const list = await sales.get<QuotationRow[]>(`/quotation?_position=${position}`);
    expect(list.body.data.map((r) => r.id)).toContain(id);
  });

  it('sends a ratio outside the range to the supervisor, who rejects with a reason; resubmitted, it is approved, and the salesman hears of it', async () => {
    const q = await generate(sales, pouch(customerId, { ratio: '90' }));
    expect(q.status).toBe('pending');
    const queue = await boss.get<QuotationReviewRow[]>(`/quotation-review?_position=${q.position}`);
    const row = queue.body.data.find((r) => r.id === q.id);
    expect(row).toMatchObject({
      ratio: '90',
      status: 'pending',
      ownerName: 'OperatorIndex q-sales',
      customerName: 'Harbour Tea',
      range: { minRatio: '94', maxRatio: '200' },
      reviewRequired: true,
    });
    // The money the supervisor judges by: the calculated (list), loading and final prices and
    // the final price's ratio to the loading price, as the quotation's own result has them.
    const { result } = (await detail(boss, q.id, q.position)).body.data;
    expect(row).toMatchObject({
      price: result.price,
      price_loading: result.price_loading,
      price_end: result.price_end,
      ratioOfLoading: result.ratioOfLoading,
      decimals: result.decimals,
    });
    expect(row!.price_loading).toMatch(/^\d+\.\d+$/);
    expect(row!.ratioOfLoading).toMatch(/^\d+\.\d{2}$/);
    expect(queue.body.data[0]!.id).toBe(q.id);

    const blank = await boss.post(`/quotation/${q.id}/reject`, { reason: '  ' });
    expect(blank.status).toBe(422);
    expect(blank.body.msg).toBe('Please give the reason for the rejection');

    const socket = liveSocket(t.api.url, sales.session!);
    const heard: ReadModelChanged[] = [];
    socket.on(LIVE_EVENTS.changed, (m: ReadModelChanged) => heard.push(m));
    await socketReady(socket);
    try {
      const rejected = await boss.post<{ status: string }>(`/quotation/${q.id}/reject`, {
        reason: 'Too cheap for 5000',
      });
      expect(rejected.body).toMatchObject({
        code: 0,
        msg: 'Price adjustment rejected',
        data: { status: 'rejected' },
      });
      // The salesman is told at once that the quotation changed.
      const deadline = Date.now() + 5000;
      while (
        !heard.some((m) => m.readModel === 'quotations' && m.ids.includes(q.id)) &&
        Date.now() < deadline
      )
        await new Promise((r) => setTimeout(r, 20));
      expect(heard.some((m) => m.readModel === 'quotations' && m.ids.includes(q.id))).toBe(true);
    } finally {
      socket.close();
    }

    const resubmitted = await sales.put<{ status: string }>(`/quotation/${q.id}/ratio`, { ratio: '92' });
    expect(resubmitted.body).toMatchObject({
      code: 0,
      msg: 'The price ratio is outside the allowed range: it has been sent to the supervisor for review',
      data: { status: 'pending' },
    });
    const approved = await boss.post(`/quotation/${q.id}/approve`, { reason: 'Agreed by phone' });
    expect(approved.body).toMatchObject({
      code: 0,
      msg: 'Price adjustment approved',
      data: { status: 'approved' },
    });
    const again = await boss.post(`/quotation/${q.id}/approve`, {});
    expect(again.status).toBe(422);
    expect(again.body.msg).toBe('Only a quotation waiting for price review can be approved or rejected');

    const seen = (await detail(sales, q.id, String(approved.body.extra?.position))).body.data;
    expect(seen.status).toBe('approved');
    expect(seen.ratio).toBe('92');
    expect(seen.review.map((s) => [s.action, s.ratio, s.reason, s.userName])).toEqual([
      ['submitted', '90', '', 'OperatorIndex q-sales'],
      ['rejected', '90', 'Too cheap for 5000', 'OperatorManage q-boss'],
      ['resubmitted', '92', '', 'OperatorIndex q-sales'],
      ['approved', '92', 'Agreed by phone', 'OperatorManage q-boss'],
    ]);
    // The re-priced result is the stored input and settings priced with the new ratio.
    expect(pricing.calculatePrice(seen.input, seen.settings, seen.locale)).toEqual({
      ok: true,
      result: seen.result,
    });

    const inside = await sales.put<{ status: string }>(`/quotation/${q.id}/ratio`, { ratio: '120' });
    expect(inside.body).toMatchObject({ msg: 'The new price ratio applies', data: { status: 'approved' } });
    const pending = await boss.get<QuotationReviewRow[]>(
      `/quotation-review?_position=${inside.body.extra?.position}`,
    );
    expect(pending.body.data.map((r) => r.id)).not.toContain(q.id);
    const all = await boss.get<QuotationReviewRow[]>('/quotation-review?status=all');
    expect(all.body.data.find((r) => r.id === q.id)).toMatchObject({ status: 'approved', ratio: '120' });
  });

  it('keeps a salesman away from another salesman’s quotations (404) and customers', async () => {
    const mine = await generate(sales, pouch(customerId));
    await detail(other, mine.id, mine.position);
    expect((await detail(other, mine.id)).status).toBe(404);
    expect((await other.put(`/quotation/${mine.id}/ratio`, { ratio: '120' })).status).toBe(404);
    const theirs = await generate(other, pouch(otherCustomerId));
    expect((await other.get(`/quotation/${theirs.id}/compare/${mine.id}`)).status).toBe(404);
    expect((await other.post('/quotation', pouch(otherCustomerId, { sourceId: mine.id }))).status).toBe(404);
    expect((await other.post('/quotation', pouch(otherCustomerId, { revisionOf: mine.id }))).status).toBe(
      404,
    );
    const notYours = await other.post('/quotation', pouch(customerId));
    expect(notYours.status).toBe(422);
    expect(notYours.body.msg).toBe('This customer is not yours');
    const list = await other.get<QuotationRow[]>(`/quotation?_position=${theirs.position}&_size=400`);
    expect(list.body.data.every((r) => r.ownerId === ids.other)).toBe(true);
    // A salesman does not review.
    expect((await sales.post(`/quotation/${mine.id}/approve`, {})).status).toBe(403);
    // The supervisor sees both salesmen's.
    const all = await boss.get<QuotationRow[]>(`/quotation?_size=400&_position=${theirs.position}`);
    expect(all.body.data.map((r) => r.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });

  it('copies a quotation keeping its source, and revises one keeping the lineage', async () => {
    const first = await generate(sales, pouch(customerId));
    const copy = await generate(sales, pouch(customerId, { sourceId: first.id, quantity: '8000' }));
    expect((await detail(sales, copy.id, copy.position)).body.data).toMatchObject({
      sourceId: first.id,
      revisionOf: null,
      rootId: copy.id,
      revisionNo: 1,
    });

    const beans = await balance(sales, copy.position);
    const revision = await generate(sales, pouch(customerId, { revisionOf: first.id, quantity: '10000' }));
    const r = (await detail(sales, revision.id, revision.position)).body.data;
    expect(r).toMatchObject({ revisionOf: first.id, rootId: first.id, revisionNo: 2, superseded: false });
    expect(r.revisions.map((x) => [x.id, x.revisionNo])).toEqual([
      [first.id, 1],
      [revision.id, 2],
    ]);
    const original = (await detail(sales, first.id, revision.position)).body.data;
    expect(original.superseded).toBe(true);
    expect(original.revisions).toEqual(r.revisions);

    // The original takes no second revision and no new ratio: both name the newer quotation.
    const head = await t.api.infra.store.headPosition();
    const second = await sales.post('/quotation', pouch(customerId, { revisionOf: first.id }));
    expect(second.status).toBe(422);
    expect(second.body.msg).toBe(
      `This quotation has been revised: please work on the newer one, ${revision.number}`,
    );
    const ratio = await sales.put(`/quotation/${first.id}/ratio`, { ratio: '120' });
    expect(ratio.status).toBe(422);
    expect(ratio.body.msg).toContain(revision.number);
    expect(await quotationEventsAfter(head)).toEqual([]);
    expect(new Decimal(beans).minus(await balance(sales)).toString()).toBe('1');

    // The revision itself can be revised.
    const third = await generate(sales, pouch(customerId, { revisionOf: revision.id }));
    expect((await detail(sales, third.id, third.position)).body.data).toMatchObject({
      rootId: first.id,
      revisionNo: 3,
    });
  });

  it('compares two quotations: the inputs that changed and how each line of the price moved', async () => {
    const a = await generate(sales, pouch(customerId));
    const b = await generate(sales, pouch(customerId, { quantity: '10000', ratio: '110' }));
    const res = await sales.get<QuotationComparison>(
      `/quotation/${a.id}/compare/${b.id}?_position=${b.position}`,
    );
    expect(res.body.code).toBe(0);
    const c = res.body.data;
    expect(c.a.id).toBe(a.id);
    expect(c.b.id).toBe(b.id);
    expect(c.inputs).toEqual([
      { field: 'quantity', a: 5000, b: 10000 },
      { field: 'ratio', a: '100', b: '110' },
    ]);
    expect(c.settings).toEqual([]);
    const end = c.figures.find((f) => f.field === 'price_end')!;
    expect(end.delta).toBe(new Decimal(c.b.result.price_end).minus(c.a.result.price_end).toString());
    for (const line of c.lines)
      expect(line.delta).toBe(new Decimal(line.b ?? 0).minus(line.a ?? 0).toString());
    expect(c.lines.some((l) => !new Decimal(l.delta).isZero())).toBe(true);
  });

  it('refuses an unconfirmed out-of-stock material, in Chinese and English, until it is confirmed', async () => {
    const head = await t.api.infra.store.headPosition();
    const beans = await balance(sales);
    const form = pouch(customerId, { materialinner: 'rcpp50' });
    const en = await sales.post('/quotation', form);
    const cn = await salesCn.post('/quotation', form);
    for (const [res, locale] of [
      [en, 'en'],
      [cn, 'cn'],
    ] as const) {
      expect(res.status).toBe(422);
      const issues = res.body.extra?.issues as PriceIssue[];
      expect(issues).toEqual([
        expect.objectContaining({ key: 'pricing.outOfStock', confirm: 'confirmOutOfStock' }),
      ]);
      expect(res.body.msg).toBe(translate(locale, 'pricing.outOfStock', issues[0]!.params));
    }
    expect(en.body.msg).toContain('out of stock');
    expect(cn.body.msg).not.toBe(en.body.msg);
    expect(await quotationEventsAfter(head)).toEqual([]);
    expect(await balance(sales)).toBe(beans);

    const confirmed = await generate(sales, { ...form, confirmOutOfStock: 'true' });
    expect(confirmed.status).toBe('approved');
  });

  it('refuses without beans with the spec’s message, appending nothing to any quotation', async () => {
    const customer = await poor.post<{ id: string }>('/customer', { name: 'Poor Co', phone: nextPhone() });
    const head = await t.api.infra.store.headPosition();
    const res = await poor.post('/quotation', pouch(customer.body.data.id));
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe('Insufficient gold beans, please recharge in time');
    expect(res.body.extra).toMatchObject({ hint: 'Please contact the finance department to recharge' });
    expect(await quotationEventsAfter(head)).toEqual([]);
    const list = await poor.get<QuotationRow[]>('/quotation');
    expect(list.body.data).toEqual([]);
  });

  it('prices a trader’s graded customer in English with the grade factor, and only the administrator reviews a trader', async () => {
    const admin = await t.admin();
    ids.trader = await createStaff(admin, 'Traders', 'q-trader');
    const trader = await signIn(t.api.url, 'q-trader', PASSWORD);
    const finance = await signIn(t.api.url, 'q-finance', PASSWORD);
    await finance.post('/golden-bean/recharge', { accountId: ids.trader, amount: '20', note: 'test' });
    const client = await trader.post<{ id: string }>('/customer', {
      name: 'Trade Client',
      phone: nextPhone(),
      // A foreign customer: quoted in English (the locale follows the customer).
      domestic: 'false',
    });
    const grade = await admin.post<{ id: string }>('/customer-grade', { name: 'Silver', factor: '0.9' });
    const graded = await admin.put(`/customer/${client.body.data.id}/grade`, { gradeId: grade.body.data.id });
    expect(graded.body.code).toBe(0);

    const q = await generate(trader, pouch(client.body.data.id, { ratio: '50' }));
    const seen = (await detail(trader, q.id, q.position)).body.data;
    expect(seen).toMatchObject({ locale: 'en', currency: 'USD', ownerRole: 'Traders', status: 'pending' });
    expect(seen.result.decimals).toBe(4);
    // The trader is sent no cost: neither the grade factor nor the breakdown; the administrator sees both.
    expect(seen.settings).not.toHaveProperty('grade');
    expect(seen.result).not.toHaveProperty('lines');
    const whole = (await detail(admin, q.id, q.position)).body.data;
    expect(whole.settings.grade).toEqual({ id: grade.body.data.id, name: 'Silver', factor: '0.9' });
    expect(whole.result.lines.some((l) => l.key === 'pricing.line.grade')).toBe(true);
    // The preview prices the same form the same way.
    const preview = await trader.post<PriceOutcome>(
      '/quotation/price',
      pouch(client.body.data.id, { ratio: '50' }),
    );
    expect(preview.body.data).toEqual({ ok: true, result: seen.result });

    // A sales supervisor manages salesmen, not trade customers; the administrator reviews them.
    expect((await boss.post(`/quotation/${q.id}/approve`, {})).status).toBe(404);
    expect((await detail(boss, q.id)).status).toBe(404);
    const approved = await admin.post(`/quotation/${q.id}/approve`, {});
    expect(approved.body).toMatchObject({ code: 0, data: { status: 'approved' } });
  });

  it('keeps a supervisor of another area away from a salesman’s quotations', async () => {
    const admin = await t.admin();
    await createStaff(admin, 'OperatorManage', 'q-boss-l', { areacode: 'L' });
    const bossL = await signIn(t.api.url, 'q-boss-l', PASSWORD);
    const q = await generate(sales, pouch(customerId, { ratio: '60' }));
    await detail(sales, q.id, q.position);
    expect((await detail(bossL, q.id)).status).toBe(404);
    const queue = await bossL.get<QuotationReviewRow[]>('/quotation-review');
    expect(queue.body.data.map((r) => r.id)).not.toContain(q.id);
    const outOfReach = await bossL.post(`/quotation/${q.id}/reject`, { reason: 'no' });
    expect(outOfReach.status).toBe(404);
    // Out of reach looks the same as not existing.
    const unknown = await bossL.post(`/quotation/${randomUUID()}/reject`, { reason: 'no' });
    expect(outOfReach.body).toEqual(unknown.body);
    // The supervisor of the salesman's area (here: of every area) reviews it.
    expect((await boss.post(`/quotation/${q.id}/reject`, { reason: 'no' })).body.code).toBe(0);
  });

  /** Makes the generation reactor's save step fail with `error` the next `times` times. */
  const failSaves = (error: () => Error, times: number) => {
    const commands = t.api.infra.commands;
    let left = times;
    // The save starts the quotation's stream (create), or runs on it when it is there after all (run).
    const spies = (['run', 'create'] as const).map((method) => {
      const original = commands[method].bind(commands);
      return jest.spyOn(commands, method).mockImplementation((decider, stream, command, metadata) => {
        if ((command as { type?: string }).type === 'GenerateQuotation' && left > 0) {
          left--;
          return Promise.reject(error());
        }
        return original(decider, stream, command, metadata);
      });
    });
    return { mockRestore: () => spies.forEach((spy) => spy.mockRestore()) };
  };

  it('retries a save that failed for a reason of its own (the disk, the network) until it goes through, paying once', async () => {
    const beans = await balance(sales);
    const spy = failSaves(() => new Error('disk full'), 2);
    let answer;
    try {
      answer = await sales.post<{ id: string; status: string }>('/quotation', pouch(customerId));
    } finally {
      spy.mockRestore();
    }
    expect(answer.body).toMatchObject({ code: 0, msg: 'Quotation generated' });
    const saved = (await detail(sales, answer.body.data.id, answer.body.extra?.position as string)).body.data;
    expect(saved.id).toBe(answer.body.data.id);
    expect(Number(await balance(sales, answer.body.extra?.position as string))).toBe(Number(beans) - 1);
  });

  it('gives the bean back and withdraws the supersede when the save is refused after paying', async () => {
    const original = await generate(sales, pouch(customerId));
    const beans = await balance(sales, original.position);
    const spy = failSaves(() => new DomainError('QUOTATION.EXISTS', 'common.conflict'), 1);
    // The fee is given back after the failure is recorded: slowed down, it must still come first.
    const store = t.api.infra.store;
    const append = store.appendToStream.bind(store);
    const slowRefund = jest
      .spyOn(store, 'appendToStream')
      .mockImplementation(async (stream, events, options) => {
        if (events.some((e) => e.type === 'BeanEntryReversed')) await new Promise((r) => setTimeout(r, 300));
        return append(stream, events, options);
      });
    let failed;
    try {
      failed = await sales.post('/quotation', pouch(customerId, { revisionOf: original.id }));
    } finally {
      spy.mockRestore();
      slowRefund.mockRestore();
    }
    expect(failed.status).toBe(422);
    // Whoever is told it failed finds the fee given back already, in the ledger itself.
    const ledger = await t.api.infra.store.readStream(beanLedger.beanLedgerStream(ids.sales!));
    expect(ledger.slice(-2).map((e) => e.type)).toEqual(['BeansDebited', 'BeanEntryReversed']);
    // Debited and given back: the balance is as before, with both movements in the flow.
    const head = await t.api.infra.store.headPosition();
    const flow = await sales.get<BeanEntry[]>(`/golden-bean/flow?_size=5&_position=${head}`);
    expect(flow.body.data.slice(0, 2).map((e) => e.kind)).toEqual(['reversal', 'debit']);
    expect(await balance(sales)).toBe(beans);
    // The original is current again: it can be revised.
    const revision = await generate(sales, pouch(customerId, { revisionOf: original.id }));
    expect((await detail(sales, revision.id, revision.position)).body.data).toMatchObject({ revisionNo: 2 });
  });

  it('refuses a review or a ratio change of a quotation changed since it was opened (409), changing nothing', async () => {
    const q = await generate(sales, pouch(customerId, { ratio: '90' }));
    const opened = (await detail(boss, q.id, q.position)).body.data;
    expect(opened.status).toBe('pending');
    const queue = await boss.get<QuotationReviewRow[]>(`/quotation-review?_position=${q.position}&_size=400`);
    expect(queue.body.data.find((r) => r.id === q.id)?.revision).toBe(opened.revision);
    const ifMatch = (revision: number) => ({ 'If-Match': `"${revision}"` });

    // The salesman, who opened it at the same revision, changes the ratio first.
    const changed = await sales.call<{ status: string }>(
      'PUT',
      `/quotation/${q.id}/ratio`,
      { ratio: '91' },
      ifMatch(opened.revision),
    );
    expect(changed.body).toMatchObject({ code: 0, data: { status: 'pending' } });

    // The supervisor's decision on what they saw (90%) is refused, and nothing is appended (once the
    // reactors have done with the change: the review it asks for is notified to the reviewers).
    const infra = t.api.infra;
    await infra.projections.waitFor(
      infra.projections.status().map((s) => s.name),
      await infra.store.headPosition(),
      5000,
    );
    const head = await infra.store.headPosition();
    for (const decision of ['approve', 'reject']) {
      const stale = await boss.call(
        'POST',
        `/quotation/${q.id}/${decision}`,
        { reason: 'ok' },
        ifMatch(opened.revision),
      );
      expect([stale.status, stale.body.code, stale.body.data]).toEqual([409, ResultCode.CONFLICT, null]);
      expect(stale.body.extra).toMatchObject({ error: 'RECORD.CHANGED', revision: opened.revision + 1 });
      expect(stale.body.msg).toBe(translate('en', 'common.changedSinceOpened'));
    }
    const staleRatio = await sales.call(
      'PUT',
      `/quotation/${q.id}/ratio`,
      { ratio: '95' },
      ifMatch(opened.revision),
    );
    expect(staleRatio.status).toBe(409);
    expect(await t.api.infra.store.headPosition()).toBe(head);

    // Opened again, it shows the new ratio and its revision, and the decision goes through.
    const fresh = (await detail(boss, q.id, String(changed.body.extra?.position))).body.data;
    expect([fresh.ratio, fresh.revision]).toEqual(['91', opened.revision + 1]);
    const approved = await boss.call('POST', `/quotation/${q.id}/approve`, {}, ifMatch(fresh.revision));
    expect(approved.body).toMatchObject({ code: 0, data: { status: 'approved' } });
    // Without If-Match a command is judged on the quotation as it is (the API's earlier behaviour).
    const unchanged = await sales.put(`/quotation/${q.id}/ratio`, { ratio: '120' });
    expect(unchanged.body.code).toBe(0);
  });

  it('filters the list by status, printing type, customer, keyword and dates', async () => {
    const pending = await generate(sales, pouch(customerId, { ratio: '80' }));
    const p = `_position=${pending.position}&_size=400`;
    const byStatus = await sales.get<QuotationRow[]>(`/quotation?${p}&status=pending`);
    expect(byStatus.body.data.map((r) => r.id)).toContain(pending.id);
    expect(byStatus.body.data.every((r) => r.status === 'pending')).toBe(true);
    const gravure = await sales.get<QuotationRow[]>(`/quotation?${p}&quotation_type=gravure`);
    expect(gravure.body.data).toEqual([]);
    const byNumber = await sales.get<QuotationRow[]>(
      `/quotation?${p}&keyword=${pending.number.slice(-6).toLowerCase()}`,
    );
    expect(byNumber.body.data.map((r) => r.id)).toEqual([pending.id]);
    const byName = await sales.get<QuotationRow[]>(`/quotation?${p}&keyword=harbour`);
    expect(byName.body.data.length).toBeGreaterThan(1);
    const byCustomer = await sales.get<QuotationRow[]>(`/quotation?${p}&customerId=${otherCustomerId}`);
    expect(byCustomer.body.data).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await sales.get<QuotationRow[]>(`/quotation?${p}&from=${today}&to=${today}`);
    expect(dated.body.data.map((r) => r.id)).toContain(pending.id);
    const later = await sales.get<QuotationRow[]>(`/quotation?${p}&from=2999-01-01`);
    expect(later.body.data).toEqual([]);
    const backwards = await sales.get(`/quotation?from=2026-02-01&to=2026-01-01`);
    expect(backwards.status).toBe(422);
    expect((await sales.get(`/quotation?status=unknown`)).status).toBe(422);
    // The smallest page is 5 (spec section 9).
    const paged = await sales.get<QuotationRow[]>(`/quotation?${p.replace('_size=400', '_size=5')}`);
    expect(paged.body.data).toHaveLength(Math.min(5, byName.body.data.length));
    expect(paged.body.extra?.pageInfo).toMatchObject({ _size: 5, _count: byName.body.data.length });
  });
}

describeOn(POSTGRES, 'quotations through the API', () => suite(POSTGRES));
describeOn(PGLITE, 'quotations through the API', () => suite(PGLITE));
