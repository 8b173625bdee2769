import type {
  ContractDetail,
  ContractMade,
  ContractRow,
  OrderDetail,
  OrderRow,
  QuotationDetail,
  QuotationRow,
} from '@packflow/contracts';
import { type SignedInClient, signIn, signedHeaders } from '../support/api-client';
import { pouchForm } from '../support/quotation-forms';
import { createStaff, nextPhone } from '../support/staff';
import { PGLITE, POSTGRES, type Shape, describeOn, useTestApi } from '../support/test-api';

const PASSWORD = 'correct-horse-1';

function suite(shape: Shape) {
  // Answers wait for the contract process; a busy test machine must not turn them into 'in progress'.
  const t = useTestApi(shape, { PROCESS_WAIT_MS: '30000' });
  let sales: SignedInClient;
  let other: SignedInClient;
  let trader: SignedInClient;
  let boss: SignedInClient;
  let salesCn: SignedInClient;
  const customers: Record<string, string> = {};

  beforeAll(async () => {
    const admin = await t.admin();
    const ids = {
      sales: await createStaff(admin, 'OperatorIndex', 'k-sales'),
      other: await createStaff(admin, 'OperatorIndex', 'k-other'),
      trader: await createStaff(admin, 'Traders', 'k-trader'),
    };
    await createStaff(admin, 'OperatorManage', 'k-boss');
    await createStaff(admin, 'Finance', 'k-finance');
    const finance = await signIn(t.api.url, 'k-finance', PASSWORD);
    for (const accountId of Object.values(ids))
      expect(
        (await finance.post('/golden-bean/recharge', { accountId, amount: '200', note: 'test' })).body.code,
      ).toBe(0);
    sales = await signIn(t.api.url, 'k-sales', PASSWORD);
    salesCn = await signIn(t.api.url, 'k-sales', PASSWORD, 'cn');
    other = await signIn(t.api.url, 'k-other', PASSWORD);
    trader = await signIn(t.api.url, 'k-trader', PASSWORD);
    boss = await signIn(t.api.url, 'k-boss', PASSWORD);
    const customer = async (client: SignedInClient, name: string) => {
      const res = await client.post<{ id: string }>('/customer', { name, phone: nextPhone() });
      expect(res.body.code).toBe(0);
      return res.body.data.id;
    };
    customers.a = await customer(sales, 'Harbour Tea');
    customers.b = await customer(sales, 'Mountain Rice');
    customers.other = await customer(other, 'Other Foods');
    customers.trade = await customer(trader, 'Trade House');
  }, 120_000);

  async function quote(client: SignedInClient, customerId: string, extra: Record<string, string> = {}) {
    const res = await client.post<{ id: string; number: string; status: string }>(
      '/quotation',
      pouchForm(customerId, extra),
    );
    expect(res.body.code).toBe(0);
    return res.body.data;
  }

  const make = (client: SignedInClient, ids: string[], extra: Record<string, string> = {}) =>
    client.post<ContractMade>('/contract', { quotationIds: ids.join(','), type: 'digital', ...extra });

  it('makes a contract from approved quotations of one customer, with its lines as quoted, and lists it', async () => {
    const q1 = await quote(sales, customers.a!);
    const q2 = await quote(sales, customers.a!, { quantity: '20000' });
    // Before the contract its owner may change its ratio, revise it and make a contract of it (and copy it).
    const before = await sales.get<QuotationRow>(`/quotation/${q1.id}`);
    expect(before.body.data.actions).toEqual(['copy', 'revise', 'changeRatio', 'contract']);
    const made = await make(sales, [q1.id, q2.id]);
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ status: 'created', number: expect.stringMatching(/^HT\d{8}-/) });
    expect(made.body.msg).toBe(`Contract ${made.body.data.number} created`);
    const position = made.body.extra?.position;
    const detail = await sales.get<ContractDetail>(`/contract/${made.body.data.id}?_position=${position}`);
    expect(detail.body.data).toMatchObject({
      number: made.body.data.number,
      customerId: customers.a,
      customerName: 'Harbour Tea',
      printingType: 'digital',
      taxed: false,
      paymentTerms: 'full',
      currency: 'CNY',
      status: 'created',
      quotationNumbers: [q1.number, q2.number],
    });
    // Made: its owner may download it and record money on it (contractActions).
    expect(detail.body.data.actions).toEqual(['recordReceipt', 'download']);
    const quotations = await Promise.all(
      [q1, q2].map(
        async (q) => (await sales.get<QuotationRow>(`/quotation/${q.id}?_position=${position}`)).body.data,
      ),
    );
    expect(detail.body.data.lines.map((l) => [l.quotationId, l.quantity, l.unitPrice, l.total])).toEqual(
      quotations.map((q) => [q.id, q.quantity, q.price_unit_end, q.price_end]),
    );
    // The quotations show the contract they are under, and take no ratio change any more.
    expect(quotations.map((q) => q.contractNumber)).toEqual([made.body.data.number, made.body.data.number]);
    // Nor are they offered (issue 21): the detail and the list offer only a copy.
    expect(quotations.map((q) => q.actions)).toEqual([['copy'], ['copy']]);
    const listed = await sales.get<QuotationRow[]>(`/quotation?keyword=${q1.number}&_position=${position}`);
    expect(listed.body.data.map((q) => q.actions)).toEqual([['copy']]);
    const ratio = await sales.put(`/quotation/${q1.id}/ratio`, { ratio: '120' });
    expect(ratio.status).toBe(422);
    const list = await sales.get<ContractRow[]>(`/contract?keyword=${q2.number}&_position=${position}`);
    expect(list.body.data.map((c) => c.id)).toEqual([made.body.data.id]);
    // A quotation already under a contract cannot go under another.
    const again = await make(sales, [q1.id]);
    expect(again.status).toBe(422);
    expect(again.body.msg).toBe(`Quotation ${q1.number} is already under contract ${made.body.data.number}`);
  });

  it('stores the sampling the salesman chose per line (by default: whether the price charged a proof fee) and the orders carry it', async () => {
    const q1 = await quote(sales, customers.b!);
    const q2 = await quote(sales, customers.b!, { quantity: '30000' });
    const q3 = await quote(sales, customers.b!, { quantity: '40000' });
    const stranger = await make(sales, [q1.id], { sampled: q3.id });
    expect(stranger.status).toBe(422);
    expect(stranger.body.msg).toBe('Sampling can only be chosen for a quotation of this contract');
    const chosen = await make(sales, [q1.id, q2.id], { sampled: q2.id });
    expect(chosen.body.data.status).toBe('created');
    const position = chosen.body.extra?.position;
    const detail = await sales.get<ContractDetail>(`/contract/${chosen.body.data.id}?_position=${position}`);
    expect(detail.body.data.lines.map((l) => [l.quotationId, l.sampling])).toEqual([
      [q1.id, false],
      [q2.id, true],
    ]);
    // The orders the contract makes carry it (list and detail).
    let orders: OrderRow[] = [];
    for (let i = 0; i < 100 && orders.length < 2; i++) {
      orders = (await sales.get<OrderRow[]>(`/order?contractId=${chosen.body.data.id}`)).body.data;
      if (orders.length < 2) await new Promise((r) => setTimeout(r, 100));
    }
    expect(orders.map((o) => [o.quotationNumber, o.sampling]).sort()).toEqual(
      [
        [q1.number, false],
        [q2.number, true],
      ].sort(),
    );
    const one = await sales.get<OrderDetail>(`/order/${orders.find((o) => o.sampling)!.id}`);
    expect(one.body.data.sampling).toBe(true);
    // Not sent: each line follows its quotation's proof fee, as the quotation list says it.
    const row = (await sales.get<QuotationDetail>(`/quotation/${q3.id}`)).body.data;
    const proofLine = row.result.lines.find((l) => l.key === 'pricing.line.proof');
    expect(row.proofCharged).toBe(Number(proofLine?.amount ?? 0) > 0);
    const byDefault = await make(sales, [q3.id]);
    const made = await sales.get<ContractDetail>(
      `/contract/${byDefault.body.data.id}?_position=${byDefault.body.extra?.position}`,
    );
    expect(made.body.data.lines.map((l) => l.sampling)).toEqual([row.proofCharged]);
  });

  it('refuses without a quotation, and names the quotation whose customer, payment terms or printing type differs', async () => {
    const none = await make(sales, []);
    expect(none.status).toBe(422);
    expect(none.body.msg).toBe('Contract generation needs at least one quotation');
    const noneCn = await salesCn.post('/contract', { quotationIds: '', type: 'digital' });
    expect(noneCn.body.msg).toBe('生成合同至少需要一份报价');
    const a = await quote(sales, customers.a!);
    const b = await quote(sales, customers.b!);
    const customer = await make(sales, [a.id, b.id]);
    expect(customer.status).toBe(422);
    expect(customer.body.msg).toContain(b.number);
    expect(customer.body.msg).toMatch(/different customers/);
    const terms = await quote(sales, customers.a!, { paymentTerms: 'advance30' });
    const differ = await make(sales, [a.id, terms.id]);
    expect(differ.body.msg).toBe(
      `Quotations with different payment terms cannot be combined: ${terms.number} differs`,
    );
    const type = await make(sales, [a.id], { type: 'gravure' });
    expect(type.status).toBe(422);
    // Nothing was reserved by the refusals: the quotation still makes a contract.
    expect((await make(sales, [a.id])).body.data.status).toBe('created');
  });

  it('refuses a quotation waiting for price review until the supervisor approves it', async () => {
    const pending = await quote(sales, customers.a!, { ratio: '50' });
    expect(pending.status).toBe('pending');
    const refused = await make(sales, [pending.id]);
    expect(refused.status).toBe(422);
    expect(refused.body.msg).toBe(`Quotation ${pending.number} is still waiting for price review`);
    expect((await boss.post(`/quotation/${pending.id}/approve`, { reason: '' })).body.code).toBe(0);
    expect((await make(sales, [pending.id])).body.data.status).toBe('created');
  });

  it('of two contracts made at once from the same quotation, makes one and refuses the other', async () => {
    const q = await quote(sales, customers.a!);
    const [x, y] = await Promise.all([make(sales, [q.id]), make(sales, [q.id])]);
    const statuses = [x.status, y.status].sort();
    expect(statuses).toEqual([200, 422]);
    const loser = x.status === 422 ? x : y;
    const winner = x.status === 422 ? y : x;
    expect(loser.body.msg).toMatch(new RegExp(`^Quotation ${q.number} is already under contract HT`));
    const list = await sales.get<ContractRow[]>(
      `/contract?keyword=${q.number}&_size=50&_position=${winner.body.extra?.position}`,
    );
    expect(list.body.data).toHaveLength(1);
  });

  it("downloads the contract as a PDF in the customer's language, for whoever may read it", async () => {
    const made = await make(sales, [(await quote(sales, customers.a!)).id]);
    const download = async (client: SignedInClient) => {
      const at = made.body.extra?.position;
      const res = await fetch(`${t.api.url}/api/contract/${made.body.data.id}/document?_position=${at}`, {
        headers: { Locale: 'en', ...signedHeaders(client.session!) },
      });
      return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
    };
    const mine = await download(sales);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(mine.bytes.slice(0, 5)).toString()).toBe('%PDF-');
    // A domestic customer: the Chinese title names the file.
    expect(mine.headers.get('content-disposition')).toContain(
      encodeURIComponent(`购销合同-${made.body.data.number}.pdf`),
    );
    expect((await download(boss)).status).toBe(200);
    expect((await download(other)).status).toBe(404);
    expect((await download(trader)).status).toBe(404);
  });

  it("never shows a salesman or trader another's contract; a supervisor sees his salesmen's, not traders'", async () => {
    const mine = await make(sales, [(await quote(sales, customers.a!)).id]);
    const theirs = await make(trader, [(await quote(trader, customers.trade!)).id]);
    expect(theirs.body.data.status).toBe('created');
    const id = mine.body.data.id;
    await other.get(`/contract?_position=${mine.body.extra?.position}`);
    expect((await other.get(`/contract/${id}`)).status).toBe(404);
    expect((await other.get<ContractRow[]>('/contract?_size=400')).body.data.map((c) => c.id)).not.toContain(
      id,
    );
    expect((await trader.get(`/contract/${id}`)).status).toBe(404);
    expect((await sales.get(`/contract/${theirs.body.data.id}`)).status).toBe(404);
    // Someone else's quotation looks like none at all.
    const foreign = await make(other, [(await quote(sales, customers.a!)).id]);
    expect(foreign.status).toBe(404);
    const bossList = await boss.get<ContractRow[]>(
      `/contract?_size=400&_position=${theirs.body.extra?.position}`,
    );
    const seen = bossList.body.data.map((c) => c.id);
    expect(seen).toContain(id);
    expect(seen).not.toContain(theirs.body.data.id);
    expect((await boss.get(`/contract/${id}`)).status).toBe(200);
    expect((await boss.post('/contract', { quotationIds: 'x', type: 'digital' })).status).toBe(403);
  });
}

describeOn(PGLITE, 'contracts', () => suite(PGLITE));
describeOn(POSTGRES, 'contracts', () => suite(POSTGRES));
