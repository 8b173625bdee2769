import type { CustomerView } from '@packflow/contracts';
import { PGLITE, describeOn, useTestApi } from '../support/test-api';

describeOn(PGLITE, "a shipping address's region", () => {
  const t = useTestApi(PGLITE);
  const head = () => t.api.infra.store.headPosition();
  const fieldsOf = (extra: unknown) => (extra as { fields?: Record<string, string> }).fields ?? {};
  const addresses = (...list: { region: string; detail: string }[]) => JSON.stringify(list);

  it('refuses a code that is not a real district, translated, on its field, appending nothing', async () => {
    const admin = await t.admin('en');
    const adminCn = await t.admin('cn');
    const before = await head();
    const refused = await admin.post('/customer', {
      name: 'Nowhere Foods',
      phone: '13822223333',
      area: 'Q',
      addresses: addresses(
        { region: '440305', detail: 'ok' },
        { region: '440300', detail: 'a city, not a district' },
      ),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(fieldsOf(refused.body.extra)).toEqual({
      'addresses.1.region': 'This region code is not a district of mainland China',
    });
    const cn = await adminCn.post('/customer', {
      name: 'Nowhere Foods',
      phone: '13822223333',
      area: 'Q',
      addresses: addresses({ region: '999999', detail: 'x' }),
    });
    expect(fieldsOf(cn.body.extra)).toEqual({ 'addresses.0.region': '该地区编码不是中国大陆的区县' });
    expect(await t.api.infra.store.readAll({ after: before })).toEqual([]);
  });

  it("takes a real district, and a foreign customer's country and region as text", async () => {
    const admin = await t.admin('en');
    const domestic = await admin.post<{ id: string }>('/customer', {
      name: 'Shenzhen Snacks',
      phone: '13822224444',
      area: 'Q',
      addresses: addresses({ region: '440305', detail: '科技园路 1 号' }),
    });
    expect(domestic.body.code).toBe(0);
    const shown = await admin.get<CustomerView>(
      `/customer/${domestic.body.data.id}?_position=${String(domestic.body.extra?.position)}`,
    );
    expect(shown.body.data.addresses).toEqual([{ region: '440305', detail: '科技园路 1 号' }]);

    const textForDomestic = await admin.post('/customer', {
      name: 'Hamburg at home',
      phone: '13822225555',
      area: 'Q',
      addresses: addresses({ region: 'Germany, Hamburg', detail: 'Hafenstraße 1' }),
    });
    expect(fieldsOf(textForDomestic.body.extra)).toEqual({
      'addresses.0.region': 'Please choose the province, city and district',
    });
    const foreign = await admin.post('/customer', {
      name: 'Hamburg Foods',
      phone: '+49 40 1234567',
      domestic: 'false',
      area: 'Q',
      addresses: addresses({ region: 'Germany, Hamburg', detail: 'Hafenstraße 1' }),
    });
    expect(foreign.body.code).toBe(0);
  });
});
