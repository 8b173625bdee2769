import type { BeanBalance, BeanEntry, CatalogItem, QuotationRow } from '@packflow/contracts';
import Decimal from 'decimal.js';
import { type SignedInClient, signIn } from '../support/api-client';
import { createStaff, nextPhone } from '../support/staff';
import { POSTGRES, describeOn, useTestApi } from '../support/test-api';

const PASSWORD = 'correct-horse-1';

/**
 * Golden beans pay for quotations (domain.md): the fee is debited once per quotation, and below
 * the threshold (default 10 beans, fee 1) nothing is generated. A balance of 19 pays for exactly
 * 10 quotations (19 down to 10 are all at or above the threshold), however many are asked for at
 * the same instant.
 */
describeOn(POSTGRES, 'quotations paid for in golden beans, all at once', () => {
  // Fifty generations of one salesman are carried one after another (his fees are paid in the
  // order he asked): on a busy machine the last ones outlast the default wait and would answer
  // 'generating', which says nothing of who won. The wait here covers them all.
  const t = useTestApi(POSTGRES, { PROCESS_WAIT_MS: '60000' });
  let salesman: SignedInClient;
  let finance: SignedInClient;
  let salesmanId = '';
  let form: Record<string, string> = {};

  beforeAll(async () => {
    const admin = await t.admin();
    salesmanId = await createStaff(admin, 'OperatorIndex', 'bean-sales');
    await createStaff(admin, 'Finance', 'bean-finance');
    salesman = await signIn(t.api.url, 'bean-sales', PASSWORD);
    finance = await signIn(t.api.url, 'bean-finance', PASSWORD);
    const customer = await salesman.post<{ id: string }>('/customer', {
      name: 'Bean Foods',
      phone: nextPhone(),
    });
    expect(customer.body.code).toBe(0);
    const first = async (kind: string) => {
      const items = (await salesman.get<CatalogItem[]>(`/catalog/${kind}`)).body.data;
      const inStock = items.find((i) => !('inStock' in i) || i.inStock);
      if (!inStock) throw new Error(`no ${kind} to quote with`);
      return inStock.id;
    };
    form = {
      customerId: customer.body.data.id,
      quotation_type: 'digital',
      make: 'bag',
      bagType: 'standUp',
      maketype: 'piece',
      width: '160',
      height: '230',
      bottomGusset: '80',
      artworks: '1',
      quantity: '5000',
      materialprinting: await first('materialprinting'),
      materialinner: await first('materialinner'),
      auxhotknife: await first('auxhotknife'),
    };
    const preview = await salesman.post<{ ok: boolean; issues?: unknown[] }>('/quotation/price', form);
    expect(preview.body.data).toMatchObject({ ok: true });
  });

  it('generates exactly 10 of 50 simultaneous quotations against a balance that pays for 10', async () => {
    const recharge = await finance.post('/golden-bean/recharge', {
      accountId: salesmanId,
      amount: '19',
      note: 'test',
    });
    expect(recharge.body.code).toBe(0);

    const answers = await Promise.all(
      Array.from({ length: 50 }, () => salesman.post<{ id: string; status: string }>('/quotation', form)),
    );
    expect(answers.filter((a) => a.body.data?.status === 'generating')).toEqual([]);
    const won = answers.filter((a) => a.body.code === 0);
    const refused = answers.filter((a) => a.body.code !== 0);
    expect(won).toHaveLength(10);
    expect(new Set(won.map((a) => a.body.data.id)).size).toBe(10);
    // Every refusal is the golden-bean one, with the spec's texts; none is a lost race.
    expect(refused.map((a) => a.body.msg)).toEqual(
      Array(40).fill('Insufficient gold beans, please recharge in time'),
    );
    expect(refused[0]?.body.extra).toMatchObject({
      hint: 'Please contact the finance department to recharge',
    });

    const last = won
      .map((a) => String(a.body.extra?.position ?? '0'))
      .sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))
      .pop();
    const balance = await salesman.get<BeanBalance>(`/golden-bean/balance?_position=${last}`);
    expect(balance.body.data).toMatchObject({ balance: '9', blocked: true });
    const flow = await salesman.get<BeanEntry[]>(`/golden-bean/flow?_size=400&_position=${last}`);
    const entries = flow.body.data;
    expect(entries.filter((e) => e.kind === 'debit')).toHaveLength(10);
    // The ledger sums to the balance, and each debit names a quotation that exists.
    const sum = entries.reduce((s, e) => s.plus(e.amount), new Decimal(0));
    expect(sum.toString()).toBe('9');
    const quotations = await salesman.get<QuotationRow[]>(`/quotation?_size=400&_position=${last}`);
    expect(quotations.body.data.map((q) => q.id).sort()).toEqual(won.map((a) => a.body.data.id).sort());
    expect(
      entries
        .filter((e) => e.kind === 'debit')
        .map((e) => e.quotationId)
        .sort(),
    ).toEqual(won.map((a) => a.body.data.id).sort());
  });
});
