import { type PriceOutcome, type PriceResult, type QuotationDetail } from '@packflow/contracts';
import { type SignedInClient, signIn } from '../support/api-client';
import { createStaff, nextPhone } from '../support/staff';
import { PGLITE, POSTGRES, type Shape, describeOn, useTestApi } from '../support/test-api';
import { pouchForm } from '../support/quotation-forms';

const PASSWORD = 'correct-horse-1';

type Generated = { id: string; number: string; status: string };

/** The currency line's parameters: which entry of the currency list the price was turned with. */
const currencyLine = (result: PriceResult) => result.lines.find((l) => l.key === 'pricing.line.currency')!;

/** Price locale and currency follow the customer, not the salesman's screen language. */
function suite(shape: Shape) {
  const t = useTestApi(shape);
  let english: SignedInClient;
  let domestic = '';
  let foreign = '';

  beforeAll(async () => {
    const admin = await t.admin();
    const id = await createStaff(admin, 'OperatorIndex', 'cur-sales', { country: 'en' });
    english = await signIn(t.api.url, 'cur-sales', PASSWORD, 'en');
    const finance = await createStaff(admin, 'Finance', 'cur-finance');
    expect(finance).toBeTruthy();
    const paid = await (
      await signIn(t.api.url, 'cur-finance', PASSWORD)
    ).post('/golden-bean/recharge', { accountId: id, amount: '40', note: 'test' });
    expect(paid.body.code).toBe(0);
    const customer = async (name: string, isDomestic: boolean) => {
      const res = await english.post<{ id: string }>('/customer', {
        name,
        phone: isDomestic ? nextPhone() : '+44 20 7946 0958',
        domestic: String(isDomestic),
      });
      expect(res.body.code).toBe(0);
      return res.body.data.id;
    };
    domestic = await customer('Qingdao Tea', true);
    foreign = await customer('London Tea', false);
  });

  async function previewAndGenerate(customerId: string) {
    const priced = await english.post<PriceOutcome>('/quotation/price', pouchForm(customerId));
    expect(priced.body.code).toBe(0);
    const outcome = priced.body.data;
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
    const res = await english.post<Generated>('/quotation', pouchForm(customerId));
    if (res.body.code !== 0) throw new Error(`${res.status} ${res.body.msg}`);
    const saved = (
      await english.get<QuotationDetail>(
        `/quotation/${res.body.data.id}?_position=${res.body.extra?.position}`,
      )
    ).body.data;
    return { preview: outcome.result, saved };
  }

  it('quotes an English salesman’s domestic customer in yuan, 2 decimals, without the foreign factor', async () => {
    const { preview, saved } = await previewAndGenerate(domestic);
    expect(preview).toMatchObject({ currency: 'CNY', decimals: 2 });
    expect(currencyLine(preview).params).toMatchObject({ currency: 'CNY', country: '1', value: '1' });
    expect(preview.price_end).toMatch(/^\d+\.\d{2}$/);
    expect(saved).toMatchObject({ locale: 'cn', currency: 'CNY' });
    expect(saved.result).toMatchObject({ currency: 'CNY', decimals: 2, price_end: preview.price_end });
    expect(saved.settings.currency).toMatchObject({ label: 'cn', currency: 'CNY', country: '1' });
  });

  it('quotes a foreign customer in the en currency entry (USD), unit prices to 4 decimals, with its factor', async () => {
    const { preview, saved } = await previewAndGenerate(foreign);
    expect(preview).toMatchObject({ currency: 'USD', decimals: 4 });
    expect(currencyLine(preview).params).toMatchObject({ currency: 'USD', country: '1.1', value: '0.14' });
    // The unit price in dollars to 4 decimals; money (its amount) to 2, as in yuan.
    expect(preview.price_unit_end).toMatch(/^\d+\.\d{4}$/);
    expect(preview.price_end).toMatch(/^\d+\.\d{2}$/);
    expect(saved).toMatchObject({ locale: 'en', currency: 'USD' });
    expect(saved.result).toMatchObject({ currency: 'USD', decimals: 4, price_end: preview.price_end });
    expect(saved.settings.currency).toMatchObject({ label: 'en', currency: 'USD' });
  });

  it('previews without a customer in the salesman’s own country', async () => {
    const priced = await english.post<PriceOutcome>('/quotation/price', pouchForm(''));
    expect(priced.body.code).toBe(0);
    const outcome = priced.body.data;
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
    expect(outcome.result).toMatchObject({ currency: 'USD', decimals: 4 });
  });
}

describeOn(POSTGRES, 'the currency a quotation is priced in', () => suite(POSTGRES));
describeOn(PGLITE, 'the currency a quotation is priced in', () => suite(PGLITE));
