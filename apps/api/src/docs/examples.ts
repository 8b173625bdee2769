import { PAYMENT_TERMS } from '@packflow/contracts';

/**
 * Example request bodies for the API document, keyed by route as permissions name them
 * (`METHOD@path`, without /api, with `:param` placeholders). Each example is checked against the
 * schema its route validates with (test/api/openapi.e2e.test.ts), so an example never drifts
 * from what the route accepts. A route may have several (the catalogue has one per kind of item).
 */
export interface RequestExample {
  summary: string;
  value: Record<string, unknown>;
}

/** A stand-up pouch from the seeded catalogue, as the quotation wizard sends it. */
const pouch = {
  customerId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  quotation_type: 'digital',
  make: 'bag',
  bagType: 'standUp',
  maketype: 'piece',
  width: 160,
  height: 230,
  bottomGusset: 80,
  artworks: 1,
  quantity: 5000,
  materialprinting: 'pet12',
  materialinner: 'pe80',
  auxhotknife: 'knife-straight',
  matte: 'none',
  paymentTerms: 'full',
  taxed: false,
};

const rollFilm = {
  quotation_type: 'gravure',
  make: 'coiled',
  maketype: 'kg',
  width: 300,
  height: 200,
  coreDiameter: 76,
  rollDiameter: 300,
  artworks: 2,
  colours: 6,
  quantity: 500,
  materialprinting: 'pet12',
  materialinner: 'pe80',
};

const material = {
  name: '镀铝膜',
  englishName: 'Metallised PET',
  thickness: 12,
  density: 1.4,
  pricePerKg: '18.50',
  printingTypes: ['digital', 'gravure'],
  inStock: true,
  virtual: false,
  aluminised: true,
  active: true,
};

export const REQUEST_EXAMPLES: Record<string, Record<string, RequestExample>> = {
  'POST@login': {
    login: { summary: 'Sign in', value: { username: 'admin', password: 'first-admin-password' } },
  },
  'PUT@admin/operator/:id/password': {
    reset: { summary: "Reset another person's password", value: { password: 'New-passw0rd' } },
  },
  'POST@customer': {
    domestic: {
      summary: 'A domestic customer with one shipping address',
      value: {
        name: '王芳',
        gender: '女',
        email: 'wang.fang@example.cn',
        phone: '13800138000',
        enterprise: '青岛海鲜食品有限公司',
        domestic: true,
        source: '展会',
        logistics: '顺丰',
        addresses: [{ region: '370202', detail: '香港中路 8 号' }],
        responsible: '王芳',
        area: 'Q',
      },
    },
    foreign: {
      summary: 'A foreign customer (any phone with 5 to 20 digits)',
      value: {
        name: 'Anna Schmidt',
        gender: '女',
        email: 'anna@example.de',
        phone: '+49 30 1234567',
        enterprise: 'Kaffee GmbH',
        domestic: false,
        source: 'website',
        addresses: [],
      },
    },
  },
  'PUT@customer/:id': {
    edit: { summary: 'Change some fields; the others keep their values', value: { phone: '13900139000' } },
  },
  'PUT@customer/:id/owner': {
    reassign: {
      summary: 'Give the customer to another salesman',
      value: { ownerId: 'b3f5c1e2-5a9d-4f3c-9d2e-6c1a7e8f9b10' },
    },
  },
  'PUT@customer-setting': {
    change: { summary: 'Release customers after 60 days without an order', value: { releaseDays: 60 } },
  },
  'POST@quotation/price': {
    pouch: { summary: 'A stand-up pouch, digitally printed', value: pouch },
    roll: { summary: 'Gravure-printed roll film, priced by kg', value: rollFilm },
  },
  'POST@quotation': {
    pouch: { summary: 'Generate a stand-up pouch quotation', value: pouch },
    copy: {
      summary: 'A copy of an earlier quotation with another quantity',
      value: { ...pouch, quantity: 10000, sourceId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' },
    },
  },
  'PUT@quotation/:id/ratio': {
    ratio: { summary: 'Quote at 95 % of the calculated price', value: { ratio: '95' } },
  },
  'POST@quotation/:id/reject': {
    reject: { summary: 'Reject with a reason', value: { reason: 'Ratio too low for this quantity' } },
  },
  'POST@catalog/:kind': {
    materialprinting: {
      summary: 'kind materialprinting, materialcomp or materialinner: a film',
      value: material,
    },
    auxzipper: {
      summary:
        'kind auxzipper (per metre), auxhandle, auxhotknife, auxexhaust, auxsealingbar or auxsuctionnozzle',
      value: {
        name: '拉链',
        englishName: 'Press-to-close zipper',
        unitPrice: '0.35',
        unit: 'metre',
        active: true,
      },
    },
    knifestyle: {
      summary: 'kind knifestyle',
      value: { name: 'K 型底', englishName: 'K-style gusset', unitPrice: '0.02', active: true },
    },
  },
  'PUT@catalog/:kind/:id': {
    retire: { summary: 'Retire an item (it stays on earlier quotations)', value: { active: false } },
    price: { summary: 'Change a price', value: { pricePerKg: '19.20' } },
    bagtype: {
      summary: 'kind bagtype (the bag types are fixed: they are changed, never added)',
      value: { makingPrice: '0.09', widthMax: 420, gravure: true },
    },
  },
  'PUT@settings/:name': {
    quotation: {
      summary: 'name quotation: the ratios that apply without review',
      value: { minRatio: '90', maxRatio: '120' },
    },
    golden: {
      summary: 'name golden: the fee per quotation and the lowest balance',
      value: { fee: '5', threshold: '20' },
    },
    rates: { summary: 'name rates: any of the calculator rates', value: { vatPct: '13', inkGsm: '2.5' } },
    currency: {
      summary: 'name currency: both locales with a margin per payment term',
      value: {
        entries: (['cn', 'en'] as const).map((label) => ({
          label,
          currency: label === 'cn' ? 'CNY' : 'USD',
          country: '1',
          value: label === 'cn' ? '1' : '0.14',
          quotationFactor: '1',
          config: PAYMENT_TERMS.map((name) => ({ name, digital: '30', gravure: '25' })),
        })),
      },
    },
  },
  'PUT@sysset': {
    change: {
      summary: 'Rename the company and warn 45 days before expiry',
      value: { companyNameEn: 'Qingdao Flexible Pack', expiryWarnDays: 45, showRoles: false },
    },
  },
  'POST@golden-bean/recharge': {
    recharge: {
      summary: 'Add 200 golden beans to a salesman',
      value: { accountId: 'b3f5c1e2-5a9d-4f3c-9d2e-6c1a7e8f9b10', amount: '200', note: 'October bonus' },
    },
  },
};
