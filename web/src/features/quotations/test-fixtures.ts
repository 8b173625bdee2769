import {
  DEFAULT_SETTINGS,
  type BeanBalance,
  type CatalogItem,
  type LoginAnswer,
  type MakeMap,
  type MaterialItem,
  type PriceResult,
  type PricingSettings,
  type QuotationComparison,
  type QuotationDetail,
  type QuotationRow,
} from '@packflow/contracts';
import { ok, type ApiCall, type Reply } from '../../testing/mock-fetch';
import { customer } from '../../testing/customer';

/** A salesman signed in (English), who owns the quotations below. */
export const salesmanLogin: LoginAnswer = {
  token: 'tok-sales',
  logintime: 1_700_000_000,
  checkcode: 'cc-sales',
  secret: 'sec-sales',
  user: { id: 's-1', role: 'OperatorIndex', nickname: 'Li Si', headimg: '', country: 'en' },
  roles: [{ role: 'OperatorIndex', title: '业务员', english_name: 'Salesman' }],
  daysLeft: 200,
  warnExpiry: false,
};

const audit = { version: 1, updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: null, updatedByName: null };

export const material = (over: Partial<MaterialItem> & Pick<MaterialItem, 'id' | 'kind'>): MaterialItem => ({
  name: '光膜PET',
  englishName: 'PET film',
  thickness: 12,
  density: 1.4,
  pricePerKg: '18.50',
  printingTypes: ['digital', 'gravure'],
  inStock: true,
  virtual: false,
  aluminised: false,
  active: true,
  ...audit,
  ...over,
});

export const MAKE_MAP: MakeMap = {
  twoSide: { name: '二边封', english_name: 'Two-side seal', digital: true, gravure: true },
  threeSide: { name: '三边封', english_name: 'Three-side seal', digital: true, gravure: true },
  quad: { name: '四边封', english_name: 'Quad seal', digital: false, gravure: true },
  flatBottom: { name: '八边封', english_name: 'Flat bottom', digital: true, gravure: true },
  standUp: { name: '自立袋', english_name: 'Stand-up pouch', digital: true, gravure: true },
  backSeal: { name: '背封袋', english_name: 'Back seal', digital: true, gravure: true },
  sideGusset: { name: '风琴袋', english_name: 'Side gusset', digital: true, gravure: true },
};

export const CATALOG: Record<string, CatalogItem[]> = {
  materialprinting: [
    material({ id: 'm-pet', kind: 'materialprinting' }),
    material({
      id: 'm-bopp',
      kind: 'materialprinting',
      name: 'BOPP',
      englishName: 'BOPP',
      printingTypes: ['gravure'],
    }),
  ],
  materialcomp: [
    material({
      id: 'm-al',
      kind: 'materialcomp',
      name: '铝箔',
      englishName: 'Aluminium foil',
      aluminised: true,
    }),
    material({ id: 'm-ny', kind: 'materialcomp', name: '尼龙', englishName: 'Nylon', inStock: false }),
  ],
  materialinner: [
    material({ id: 'm-pe', kind: 'materialinner', name: 'PE', englishName: 'PE 80', thickness: 80 }),
  ],
  auxzipper: [
    {
      id: 'z-1',
      kind: 'auxzipper',
      name: '普通拉链',
      englishName: 'Press zipper',
      unitPrice: '0.30',
      unit: 'metre',
      active: true,
      ...audit,
    },
  ],
  auxhotknife: [
    {
      id: 'k-1',
      kind: 'auxhotknife',
      name: '直刀',
      englishName: 'Straight cut',
      unitPrice: '0',
      unit: 'piece',
      active: true,
      ...audit,
    },
  ],
};

export const balance = (over: Partial<BeanBalance> = {}): BeanBalance => ({
  accountId: 's-1',
  accountName: 'Li Si',
  role: 'OperatorIndex',
  balance: '25',
  asOf: null,
  fee: '1',
  threshold: '10',
  blocked: false,
  ...over,
});

export const priceResult = (over: Partial<PriceResult> = {}): PriceResult => ({
  calculatorVersion: 'pricing-1',
  currency: 'USD',
  decimals: 4,
  price: '1234.5678',
  price_end: '1234.5678',
  price_loading: '1100.0000',
  price_unit: '0.1235',
  price_unit_end: '0.1235',
  price_unit_wight: '12.0000',
  price_unit_meter: '0.5000',
  makenumber: 420,
  coiled_countweight: '0.000',
  coiled_countlength: '0.000',
  plates: '0.0000',
  proof: '0.0000',
  tooling: '0.0000',
  ratio: '100',
  ratioOfLoading: '112.23',
  lines: [
    {
      key: 'pricing.line.material',
      group: 'material',
      params: { name: 'PET film', thickness: 12, gsm: '16.8' },
      quantity: '120.500',
      unit: 'kg',
      rate: '18.5',
      amount: '2229.250',
    },
    { key: 'pricing.line.cost', group: 'price', params: {}, unit: 'CNY', amount: '8000.000' },
  ],
  issues: [],
  ...over,
});

export const settingsSnapshot = (): PricingSettings => ({
  rates: DEFAULT_SETTINGS.rates,
  range: DEFAULT_SETTINGS.quotation,
  currency: DEFAULT_SETTINGS.currency.entries[1]!,
  bagType: null,
  materials: {
    materialprinting: CATALOG.materialprinting![0] as MaterialItem,
    materialinner: CATALOG.materialinner![0] as MaterialItem,
  },
  accessories: {},
  knifeStyle: null,
  grade: null,
});

export const quotationRow = (over: Partial<QuotationRow> = {}): QuotationRow => ({
  id: 'q-1',
  number: 'BJ20260301001',
  customerId: 'c-1',
  customerName: '青岛食品',
  ownerId: 's-1',
  ownerName: 'Li Si',
  ownerRole: 'OperatorIndex',
  quotation_type: 'digital',
  make: 'bag',
  bagType: 'standUp',
  maketype: 'piece',
  quantity: 10000,
  currency: 'USD',
  price: '1234.5678',
  price_end: '1234.5678',
  price_unit: '0.1235',
  price_unit_end: '0.1235',
  ratio: '100',
  status: 'approved',
  reviewRequired: false,
  revisionNo: 1,
  rootId: 'q-1',
  superseded: false,
  contractId: null,
  contractNumber: null,
  actions: ['copy', 'revise', 'changeRatio', 'contract'],
  paymentTerms: 'full',
  taxed: false,
  createdAt: '2026-03-01T02:00:00.000Z',
  revision: 0,
  ...over,
});

export const quotationDetail = (over: Partial<QuotationDetail> = {}): QuotationDetail => {
  const row = quotationRow(over);
  return {
    ...row,
    locale: 'en',
    input: {
      customerId: 'c-1',
      quotation_type: 'digital',
      make: 'bag',
      bagType: 'standUp',
      maketype: 'piece',
      width: 120,
      height: 180,
      bottomGusset: 70,
      irregular: false,
      materialprinting: 'm-pet',
      materialinner: 'm-pe',
      auxhotknife: 'k-1',
      bottomImage: false,
      bottomAdded: false,
      artworks: 2,
      quantity: 10000,
      matte: 'none',
      coating: 'none',
      proofMatch: 'process',
      makingDirection: 'horizontal',
      paymentTerms: 'full',
      taxed: false,
      ratio: '100',
      confirmOutOfStock: false,
    },
    settings: settingsSnapshot(),
    result: priceResult(),
    sourceId: null,
    revisionOf: null,
    revisions: [
      { id: row.id, number: row.number, revisionNo: 1, price_end: row.price_end, createdAt: row.createdAt },
    ],
    review: [],
    beanEntryId: 'b-1',
    ...over,
  };
};

export const comparison = (a: QuotationDetail, b: QuotationDetail): QuotationComparison => ({
  a,
  b,
  inputs: [{ field: 'quantity', a: 10000, b: 20000 }],
  settings: [{ path: 'materials.materialprinting.pricePerKg', a: '18.50', b: '20.00' }],
  lines: [
    {
      key: 'pricing.line.material',
      params: { name: 'PET film', thickness: 12, gsm: '16.8' },
      a: '2229.250',
      b: '4820.000',
      delta: '2590.75',
    },
    { key: 'pricing.line.cost', params: {}, a: '8000.000', b: '11000.000', delta: '3000' },
  ],
  figures: [
    { field: 'price_end', a: '1234.5678', b: '1700.0000', delta: '465.4322' },
    { field: 'price_unit_end', a: '0.1235', b: '0.0850', delta: '-0.0385' },
  ],
});

export const notFound: Reply = { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };

/** The option calls every wizard makes (make, catalogues, range, balance); undefined for the others. */
export function optionReply(call: ApiCall, beans: BeanBalance = balance()): Reply | undefined {
  if (call.method !== 'GET') return undefined;
  if (call.path === '/api/make') return ok(MAKE_MAP);
  const kind = /^\/api\/catalog\/(\w+)$/.exec(call.path)?.[1];
  if (kind) return ok(CATALOG[kind] ?? []);
  if (call.path === '/api/settings/quotation') {
    // As a salesman (the fixtures' session) is sent it: his prices outside the range go to his supervisor.
    const range = { minRatio: '94', maxRatio: '200' };
    return ok({ name: 'quotation', values: range, version: 1, reviewedBy: 'supervisor' });
  }
  if (call.path === '/api/golden-bean/balance') return ok(beans);
  if (call.path === '/api/session') return notFound;
  if (call.path === '/api/customer') {
    return ok([customer()], { pageInfo: { _page: 1, _size: 20, _count: 1, _pageSize: 1 } });
  }
  if (call.path === '/api/customer/c-1') return ok(customer());
  if (call.path === '/api/quotation')
    return ok([], { pageInfo: { _page: 1, _size: 100, _count: 0, _pageSize: 1 } });
  return undefined;
}
