import {
  BAG_TYPES,
  CATALOG_KINDS,
  type CatalogHistoryEntry,
  type CatalogItem,
  DEFAULT_SETTINGS,
  type MakeMap,
  type MaterialItem,
  type QuotationInput,
  type SettingsHistoryEntry,
  type SettingsView,
  quotationInputSchema,
} from '@packflow/contracts';
import { DEFAULT_CATALOGS } from '@packflow/domain';
import { PricingSettingsReader } from '../../apps/api/src/catalog/pricing-settings.reader';
import { type SignedInClient, signIn } from '../support/api-client';
import { createStaff } from '../support/staff';
import { PGLITE, POSTGRES, describeOn, useTestApi } from '../support/test-api';

const PASSWORD = 'correct-horse-1';

for (const shape of [POSTGRES, PGLITE]) {
  describeOn(shape, 'quotation settings through the API', () => {
    const t = useTestApi(shape);
    let salesman: SignedInClient;

    beforeAll(async () => {
      await createStaff(await t.admin(), 'OperatorIndex', 'sales-cat');
      salesman = await signIn(t.api.url, 'sales-cat', PASSWORD);
    });

    /** The number of history entries a catalogue has, to show a refusal appended nothing. */
    const historyCount = async (kind: string) =>
      (await (await t.admin()).get<CatalogHistoryEntry[]>(`/catalog/${kind}/history?_size=5`)).body.extra
        ?.pageInfo?._count;

    it('starts with every catalogue seeded and every document at its defaults', async () => {
      const admin = await t.admin();
      for (const kind of CATALOG_KINDS) {
        const res = await admin.get<CatalogItem[]>(`/catalog/${kind}`);
        expect(res.status).toBe(200);
        expect(res.body.data.map((i) => i.id)).toEqual(DEFAULT_CATALOGS[kind].map((s) => s.id));
      }
      const pet = (await admin.get<MaterialItem[]>('/catalog/materialprinting')).body.data[0]!;
      expect(pet).toMatchObject({
        id: 'pet12',
        kind: 'materialprinting',
        name: 'PET 12µm',
        thickness: 12,
        density: 1.4,
        pricePerKg: '11',
        printingTypes: ['digital', 'gravure'],
        active: true,
        version: 1,
        updatedBy: 'system',
        updatedByName: null,
      });
      expect(Date.parse(pet.updatedAt)).not.toBeNaN();
      const golden = await admin.get<SettingsView<'golden'>>('/settings/golden');
      expect(golden.body.data).toMatchObject({ name: 'golden', values: DEFAULT_SETTINGS.golden, version: 1 });
      const history = await admin.get<CatalogHistoryEntry[]>('/catalog/auxhotknife/history');
      expect(history.body.data.map((e) => [e.itemId, e.action])).toEqual([
        ['knife-straight', 'created'],
        ['knife-zigzag', 'created'],
        ['knife-round', 'created'],
      ]);
      expect(history.body.data[0]!.changes).toContainEqual({ field: 'name', from: null, to: '平口' });
    });

    it('seeds once: a restart adds nothing', async () => {
      const before = await historyCount('materialinner');
      const settings = (await (await t.admin()).get<SettingsHistoryEntry[]>('/settings/rates/history')).body
        .extra?.pageInfo?._count;
      await t.restart();
      expect(await historyCount('materialinner')).toBe(before);
      expect(
        (await (await t.admin()).get<SettingsHistoryEntry[]>('/settings/rates/history')).body.extra?.pageInfo
          ?._count,
      ).toBe(settings);
      salesman = await signIn(t.api.url, 'sales-cat', PASSWORD);
    });

    it('answers GET /api/make as a map of bag types by id', async () => {
      const res = await salesman.get<MakeMap>('/make');
      expect(res.status).toBe(200);
      expect(Object.keys(res.body.data).sort()).toEqual([...BAG_TYPES].sort());
      expect(res.body.data.standUp).toEqual({
        name: '自立袋',
        english_name: 'Stand-up pouch',
        digital: true,
        gravure: true,
      });
      expect(res.body.data.flatBottom).toMatchObject({ name: '八边封平底袋', digital: true, gravure: true });
    });

    it('lets the admin create, change, retire and restore an item, with every step in the history', async () => {
      const admin = await t.admin('en');
      const created = await admin.post<{ id: string }>('/catalog/auxzipper', {
        name: '易撕拉链',
        englishName: 'Easy-tear zipper',
        unitPrice: '0.5',
        unit: 'metre',
      });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ code: 0, msg: 'Item added' });
      const id = created.body.data.id;
      const list = await admin.get<CatalogItem<'auxzipper'>[]>(
        `/catalog/auxzipper?_position=${created.body.extra?.position}`,
      );
      expect(list.body.data.map((i) => i.id)).toEqual(['zip-standard', 'zip-child', id]);
      expect(list.body.data[2]).toMatchObject({ unitPrice: '0.5', active: true, version: 1 });

      const changed = await admin.put<{ version: number }>(`/catalog/auxzipper/${id}`, {
        unitPrice: '0.55',
        englishName: 'Easy-tear zipper',
      });
      expect(changed.body).toMatchObject({ code: 0, msg: 'Item saved', data: { id, version: 2 } });
      const retired = await admin.put(`/catalog/auxzipper/${id}`, { active: 'false' });
      expect(retired.body).toMatchObject({ msg: 'Item retired', data: { version: 3 } });
      const position = retired.body.extra?.position;

      expect(
        (await salesman.get<CatalogItem[]>(`/catalog/auxzipper?_position=${position}`)).body.data.map(
          (i) => i.id,
        ),
      ).toEqual(['zip-standard', 'zip-child']);
      const all = await admin.get<CatalogItem<'auxzipper'>[]>('/catalog/auxzipper?all=1');
      expect(all.body.data.find((i) => i.id === id)).toMatchObject({
        active: false,
        unitPrice: '0.55',
        version: 3,
        updatedByName: '管理员',
      });

      const history = await admin.get<CatalogHistoryEntry[]>(`/catalog/auxzipper/history?_size=5`);
      expect(history.body.extra?.pageInfo?._count).toBe(5);
      expect(history.body.data.slice(0, 2)).toEqual([
        expect.objectContaining({
          position,
          itemId: id,
          action: 'changed',
          changes: [{ field: 'active', from: true, to: false }],
          userName: '管理员',
          role: 'Admin',
        }),
        expect.objectContaining({
          itemId: id,
          action: 'changed',
          changes: [{ field: 'unitPrice', from: '0.5', to: '0.55' }],
          userName: '管理员',
        }),
      ]);
      const one = await admin.get<CatalogHistoryEntry[]>(`/catalog/auxzipper/history?itemId=${id}`);
      expect(one.body.data.map((e) => e.action)).toEqual(['changed', 'changed', 'created']);

      const restored = await admin.put(`/catalog/auxzipper/${id}`, { active: 'true' });
      expect(restored.body).toMatchObject({ msg: 'Item restored', data: { version: 4 } });
      // The same number written differently is no change.
      const unchanged = await admin.put(`/catalog/auxzipper/${id}`, { unit: 'metre', unitPrice: '0.550' });
      expect(unchanged.body).toMatchObject({ code: 0, msg: 'Nothing changed' });
      expect(unchanged.body.extra?.position).toBeUndefined();
    });

    it('refuses bad input with translated messages and appends nothing', async () => {
      const before = await historyCount('materialcomp');
      const en = await (
        await t.admin('en')
      ).post('/catalog/materialcomp', {
        name: '  ',
        englishName: 'Paper',
        thickness: '0',
        density: '1',
        pricePerKg: 'cheap',
        printingTypes: 'offset',
        inStock: 'true',
        virtual: 'false',
        aluminised: 'false',
      });
      expect(en.status).toBe(422);
      expect(en.body).toMatchObject({
        code: 1001,
        msg: 'Please correct the highlighted fields',
        extra: {
          error: 'VALIDATION.FAILED',
          fields: {
            name: 'This field is required',
            thickness: 'Please enter a number from 1 to 500',
            pricePerKg: 'Please enter a number',
            // zod names the list element that is wrong.
            'printingTypes.0': 'Please choose digital and/or gravure printing',
          },
        },
      });
      const cn = await (
        await t.admin('cn')
      ).post('/catalog/materialcomp', {
        name: '铝箔 7µm',
        englishName: 'AL foil 7µm, soft',
        thickness: '7',
        density: '2.7',
        pricePerKg: '39',
        printingTypes: 'digital,gravure',
        inStock: 'true',
        virtual: 'false',
        aluminised: 'true',
      });
      expect(cn.status).toBe(422);
      expect(cn.body).toMatchObject({
        msg: '名称为 铝箔 7µm 的项目已存在',
        extra: { error: 'CATALOG.NAME_TAKEN', fields: { name: '名称为 铝箔 7µm 的项目已存在' } },
      });
      const unknownField = await (await t.admin('cn')).put('/catalog/materialcomp/al7', { owner: 'x' });
      expect(unknownField.status).toBe(400);
      expect(unknownField.body.msg).toBe('未知字段：owner');
      const empty = await (await t.admin('en')).put('/catalog/materialcomp/al7', {});
      expect(empty.body.msg).toBe('Nothing to change');
      const missing = await (await t.admin('en')).put('/catalog/materialcomp/nope', { pricePerKg: '1' });
      expect(missing.status).toBe(404);
      expect(missing.body.msg).toBe('This item does not exist');
      const kind = await (await t.admin('cn')).get('/catalog/paper');
      expect(kind.status).toBe(404);
      expect(kind.body).toMatchObject({ code: 1004, msg: '未知的设置类别：paper' });

      const bag = await (await t.admin('en')).post('/catalog/bagtype', { name: '枕式袋' });
      expect(bag.status).toBe(422);
      expect(bag.body.msg).toMatch(/^Bag types cannot be added/);
      const bounds = await (await t.admin('cn')).put('/catalog/bagtype/quad', { widthMin: '250' });
      expect(bounds.status).toBe(422);
      expect(bounds.body.extra?.fields).toEqual({ widthMin: '最小值（250）不能大于最大值（200）' });

      expect(await historyCount('materialcomp')).toBe(before);
      expect((await (await t.admin()).get<MakeMap>('/make')).body.data.quad).toBeDefined();
    });

    it('tells whoever quotes who reviews their prices outside the allowed range', async () => {
      const admin = await t.admin();
      await createStaff(admin, 'Traders', 'trader-cat');
      const trader = await signIn(t.api.url, 'trader-cat', PASSWORD);
      const reviewer = async (client: SignedInClient) =>
        (await client.get<SettingsView>('/settings/quotation')).body.data.reviewedBy;
      expect(await reviewer(salesman)).toBe('supervisor');
      expect(await reviewer(trader)).toBe('administrator');
      expect(await reviewer(admin)).toBeUndefined();
    });

    it('lets a salesman read the catalogues and settings but not change them', async () => {
      expect((await salesman.get<CatalogItem[]>('/catalog/materialinner')).body.code).toBe(0);
      expect((await salesman.get<SettingsView>('/settings/quotation')).body.code).toBe(0);
      const refused = [
        await salesman.post('/catalog/auxhandle', {
          name: '绳提手',
          englishName: 'Rope handle',
          unitPrice: '1',
          unit: 'piece',
        }),
        await salesman.put('/catalog/auxhandle/handle-plastic', { unitPrice: '0.01' }),
        await salesman.get('/catalog/auxhandle/history'),
        await salesman.put('/settings/golden', { fee: '0' }),
        await salesman.get('/settings/golden/history'),
      ];
      expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
      const plastic = (await salesman.get<CatalogItem<'auxhandle'>[]>('/catalog/auxhandle')).body.data.find(
        (i) => i.id === 'handle-plastic',
      );
      expect(plastic?.unitPrice).toBe('0.15');
    });

    it('changes a settings document, keeps its history and refuses a reversed quotation range', async () => {
      const admin = await t.admin('en');
      const put = await admin.put<{ version: number }>('/settings/golden', { fee: '2', threshold: '10' });
      expect(put.body).toMatchObject({
        code: 0,
        msg: 'Settings saved',
        data: { name: 'golden', version: 2 },
      });
      const view = await admin.get<SettingsView<'golden'>>(
        `/settings/golden?_position=${put.body.extra?.position}`,
      );
      expect(view.body.data).toMatchObject({
        values: { fee: '2', threshold: '10' },
        version: 2,
        updatedByName: '管理员',
      });
      const history = await admin.get<SettingsHistoryEntry[]>('/settings/golden/history');
      expect(history.body.extra?.pageInfo?._count).toBe(2);
      expect(history.body.data[0]).toMatchObject({
        version: 2,
        changes: [{ field: 'fee', from: '1', to: '2' }],
        userName: '管理员',
        role: 'Admin',
      });

      const entries = structuredClone(DEFAULT_SETTINGS.currency.entries);
      entries[1]!.value = '0.138';
      const currency = await admin.put('/settings/currency', { entries: JSON.stringify(entries) });
      expect(currency.body.code).toBe(0);
      const currencyView = await admin.get<SettingsView<'currency'>>(
        `/settings/currency?_position=${currency.body.extra?.position}`,
      );
      expect(currencyView.body.data.values.entries[1]!.value).toBe('0.138');
      const short = await admin.put('/settings/currency', { entries: JSON.stringify(entries.slice(0, 1)) });
      expect(short.status).toBe(422);
      expect(short.body.extra?.fields).toEqual({ entries: 'Give one entry for cn and one for en' });

      const before = (await admin.get<SettingsHistoryEntry[]>('/settings/quotation/history')).body.extra
        ?.pageInfo?._count;
      const reversed = await admin.put('/settings/quotation', { minRatio: '120', maxRatio: '110' });
      expect(reversed.status).toBe(422);
      expect(reversed.body).toMatchObject({
        msg: 'The lowest ratio (120%) must not exceed the highest (110%)',
        extra: { error: 'SETTINGS.RANGE_REVERSED' },
      });
      const cn = await (await t.admin('cn')).put('/settings/quotation', { minRatio: '250' });
      expect(cn.body.msg).toBe('最低比例（250%）不能高于最高比例（200%）');
      const unknown = await (await t.admin('en')).get('/settings/wages');
      expect(unknown.status).toBe(404);
      expect(unknown.body.msg).toBe('Unknown settings: wages');
      expect(
        (await admin.get<SettingsHistoryEntry[]>('/settings/quotation/history')).body.extra?.pageInfo?._count,
      ).toBe(before);
    });

    it('refuses a settings save or an item change made on what changed since the person opened it (409)', async () => {
      const admin = await t.admin('en');
      const opened = (await admin.get<SettingsView<'golden'>>('/settings/golden')).body.data;
      expect(opened.revision).toBe(opened.version - 1);
      const ifMatch = (n: number) => ({ 'If-Match': `"${n}"` });
      const saved = await admin.call('PUT', '/settings/golden', { fee: '3' }, ifMatch(opened.revision));
      expect(saved.body).toMatchObject({ code: 0, msg: 'Settings saved' });
      const latest = (
        await admin.get<SettingsView<'golden'>>(`/settings/golden?_position=${saved.body.extra?.position}`)
      ).body.data;
      expect(latest.revision).toBe(opened.revision + 1);
      const stale = await admin.call('PUT', '/settings/golden', { fee: '4' }, ifMatch(opened.revision));
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        code: 1009,
        extra: { error: 'RECORD.CHANGED', revision: latest.revision },
      });
      expect((await admin.get<SettingsView<'golden'>>('/settings/golden')).body.data.values.fee).toBe('3');
      const back = await admin.call('PUT', '/settings/golden', { fee: '2' }, ifMatch(latest.revision));
      expect(back.body).toMatchObject({ code: 0, msg: 'Settings saved' });
      await admin.get(`/settings/golden?_position=${back.body.extra?.position}`);

      const items = (await admin.get<MaterialItem[]>('/catalog/materialinner')).body.data;
      const [item, other] = [items[0]!, items[1]!];
      const before = await historyCount('materialinner');
      // Another item of the same catalogue changing does not make this one stale.
      const elsewhere = await admin.put(`/catalog/materialinner/${other.id}`, { pricePerKg: '17.5' });
      expect(elsewhere.body.code).toBe(0);
      const first = await admin.call(
        'PUT',
        `/catalog/materialinner/${item.id}`,
        { pricePerKg: '18.25' },
        ifMatch(item.version),
      );
      expect(first.body).toMatchObject({ code: 0, data: { version: item.version + 1 } });
      const again = await admin.call(
        'PUT',
        `/catalog/materialinner/${item.id}`,
        { pricePerKg: '19' },
        ifMatch(item.version),
      );
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 1009, extra: { error: 'RECORD.CHANGED' } });
      expect(again.body.msg).toBe(stale.body.msg);
      await admin.get(`/catalog/materialinner?_position=${first.body.extra?.position}`);
      expect(await historyCount('materialinner')).toBe(Number(before) + 2);
    });

    it('gives the quotation server a snapshot of exactly the items the input names', async () => {
      const admin = await t.admin();
      const retire = await admin.put('/catalog/auxhandle/handle-punched', { active: 'false' });
      await admin.get(`/catalog/auxhandle?_position=${retire.body.extra?.position}`);
      const input: QuotationInput = quotationInputSchema.parse({
        quotation_type: 'digital',
        make: 'bag',
        bagType: 'standUp',
        maketype: 'piece',
        width: '120',
        height: '180',
        bottomGusset: '40',
        materialprinting: 'pet12',
        materialcomp: 'al7',
        materialcomp2: 'pet12c',
        materialinner: 'pe80',
        auxzipper: 'zip-standard',
        auxhandle: 'handle-punched',
        auxhotknife: 'knife-round',
        knifestyle: 'k-style',
        quantity: '10000',
        artworks: '2',
      });
      const reader = t.api.app.get(PricingSettingsReader);
      const snapshot = await reader.snapshot(input, 'en');
      expect(Object.entries(snapshot.materials).map(([f, i]) => [f, i?.id, i?.kind])).toEqual([
        ['materialprinting', 'pet12', 'materialprinting'],
        ['materialcomp', 'al7', 'materialcomp'],
        ['materialcomp2', 'pet12c', 'materialcomp'],
        ['materialinner', 'pe80', 'materialinner'],
      ]);
      // The retired handle is left out: the calculator reports it unavailable.
      expect(Object.entries(snapshot.accessories).map(([f, i]) => [f, i?.id])).toEqual([
        ['auxzipper', 'zip-standard'],
        ['auxhotknife', 'knife-round'],
      ]);
      expect(snapshot.bagType).toMatchObject({ id: 'standUp', bottomGussetMax: 120, makingPrice: '0.1' });
      expect(snapshot.knifeStyle).toMatchObject({ id: 'k-style', englishName: 'K-style' });
      expect(snapshot.materials.materialcomp).toMatchObject({ density: 2.7, aluminised: true });
      expect(snapshot.rates).toEqual(DEFAULT_SETTINGS.rates);
      expect(snapshot.range).toEqual(DEFAULT_SETTINGS.quotation);
      expect(snapshot.currency).toMatchObject({ label: 'en', currency: 'USD', value: '0.138' });
      expect(snapshot.grade).toBeNull();
      expect((await reader.snapshot(input, 'cn')).currency).toMatchObject({ label: 'cn', currency: 'CNY' });
      expect(await reader.settings('golden')).toEqual({ fee: '2', threshold: '10' });

      const roll = await reader.snapshot(
        quotationInputSchema.parse({ quotation_type: 'gravure', make: 'coiled', maketype: 'kg' }),
        'cn',
      );
      expect(roll).toMatchObject({ bagType: null, knifeStyle: null, materials: {}, accessories: {} });
    });
  });
}
