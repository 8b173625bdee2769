import { type TraderQuotationDetail, formatMoney, formatUnitPrice } from '@packflow/contracts';
import { attachment } from './quotation-document.controller';
import { quotationDocument, validityDaysOf } from './quotation-document.model';
import { renderQuotationPdf } from './quotation-document.pdf';
import { pricing, quotationPolicies } from '@packflow/domain';
import Decimal from 'decimal.js';
import { fixturePouch, fixtureSettings } from '../../../../../test/support/pricing-fixtures';
import { pdfLines, pdfPages } from '../../../../../test/support/pdf-text';

const named = (id: string, name: string, englishName: string) => ({ id, name, englishName });

/** A roll film quoted per kg for a foreign customer, as the customer-safe view holds it. */
function rollFilm(over: Partial<TraderQuotationDetail> = {}): TraderQuotationDetail {
  return {
    id: 'q-1',
    number: 'BJ20261124-ROLL',
    customerId: null,
    customerName: 'Harbour Tea',
    ownerId: 'u-1',
    ownerName: 'Emma Hill',
    ownerRole: 'OperatorIndex',
    quotation_type: 'gravure',
    make: 'coiled',
    bagType: null,
    maketype: 'kg',
    quantity: 500,
    currency: 'USD',
    price: '600.00',
    price_end: '617.30',
    price_unit: '1.2000',
    price_unit_end: '1.2346',
    ratio: '100',
    status: 'approved',
    reviewRequired: false,
    revisionNo: 1,
    rootId: 'q-1',
    superseded: false,
    contractId: null,
    contractNumber: null,
    actions: [],
    paymentTerms: 'full',
    taxed: false,
    createdAt: '2026-11-24T10:00:00.000Z',
    revision: 0,
    locale: 'en',
    input: {
      quotation_type: 'gravure',
      make: 'coiled',
      maketype: 'kg',
      width: 300,
      height: 120,
      coreDiameter: 76,
      rollDiameter: 400,
      irregular: false,
      materialprinting: 'bopp20',
      materialinner: 'cpp25',
      bottomImage: false,
      bottomAdded: false,
      artworks: 2,
      colours: 6,
      quantity: 500,
      matte: 'softTouch',
      coating: 'none',
      proofMatch: 'spot',
      makingDirection: 'horizontal',
      paymentTerms: 'advance50',
      taxed: true,
      ratio: '100',
      confirmOutOfStock: false,
    },
    settings: {
      range: { minRatio: '94', maxRatio: '200', validityDays: 10 },
      bagType: null,
      materials: {
        materialprinting: named('bopp20', '光膜BOPP 20µm', 'BOPP 20µm'),
        materialinner: named('cpp25', '流延CPP 25µm', 'CPP 25µm'),
      },
      accessories: {},
      knifeStyle: null,
    },
    result: {
      calculatorVersion: 'pricing-3',
      currency: 'USD',
      decimals: 4,
      price: '600.00',
      price_end: '617.30',
      price_unit: '1.2000',
      price_unit_end: '1.2346',
      makenumber: 0,
      coiled_countweight: '500',
      coiled_countlength: '9000',
      ratio: '100',
      issues: [],
    },
    sourceId: null,
    revisionOf: null,
    revisions: [],
    review: [],
    beanEntryId: null,
    ...over,
  };
}

const company = { companyNameCn: '青岛软包装有限公司', companyNameEn: 'Qingdao Flexible Packaging Ltd.' };

describe('the quotation document', () => {
  it('lays out a roll film in English: web width and repeat, English material names, kg, 4 decimals', () => {
    const doc = quotationDocument(rollFilm(), {
      company,
      customer: {
        name: 'Harbour Tea',
        enterprise: 'Harbour Tea Ltd',
        responsible: 'Ann Lee',
        phone: '+44 20 7946 0958',
        email: '',
      },
    });
    expect(doc.company).toBe('Qingdao Flexible Packaging Ltd.');
    expect(doc.fileName).toBe('Quotation-BJ20261124-ROLL.pdf');
    const spec = Object.fromEntries(doc.specification.map((r) => [r.label, r.value]));
    expect(spec).toMatchObject({
      'Printing type': 'Gravure',
      'Bag or roll film': 'Roll film',
      'Web width × Repeat length': '300 × 120 mm',
      'Core diameter': '76 mm',
      'Finished roll diameter': '400 mm',
      Layers: 'BOPP 20µm / CPP 25µm',
      Matte: 'Soft touch',
      'Proof match': 'Spot colour',
      'Colours per artwork': '6',
    });
    // A bag's fields stay off a roll film; "none" finishing is not listed.
    expect(spec).not.toHaveProperty('Bag type');
    expect(spec).not.toHaveProperty('Bag-making direction');
    expect(spec).not.toHaveProperty('Coating');
    expect(doc.price).toEqual([
      { label: 'Quantity', value: '500 kg' },
      { label: 'Unit price', value: '$1.2346/kg' },
      { label: 'Total', value: '$617.30' },
      { label: 'Currency', value: 'US dollar (USD)' },
    ]);
    expect(doc.terms).toEqual([
      { label: 'Payment terms', value: '50% advance' },
      { label: 'Tax', value: 'Tax included' },
      { label: 'Valid until', value: '2026-12-04' },
    ]);
    expect(doc.customer).toEqual([
      { label: 'Name', value: 'Harbour Tea' },
      { label: 'Company', value: 'Harbour Tea Ltd' },
      { label: 'Contact', value: 'Ann Lee' },
      { label: 'Phone', value: '+44 20 7946 0958' },
    ]);
  });

  it('names a Chinese customer’s materials in Chinese and prices in yuan with 2 decimals', () => {
    const doc = quotationDocument(
      rollFilm({
        locale: 'cn',
        currency: 'CNY',
        result: {
          ...rollFilm().result,
          currency: 'CNY',
          decimals: 2,
          price_unit_end: '8.77',
          price_end: '4385.00',
        },
      }),
      { company, customer: null },
    );
    expect(doc.title).toBe('报价单');
    expect(doc.company).toBe('青岛软包装有限公司');
    expect(doc.specification).toContainEqual({ label: '材料结构', value: '光膜BOPP 20µm / 流延CPP 25µm' });
    expect(doc.price).toContainEqual({ label: '单价', value: '¥8.77/公斤' });
    expect(doc.price).toContainEqual({ label: '总价', value: '¥4,385.00' });
    expect(doc.validityNote).toBe('本报价自报价日期起 10 天内有效，至 2026-12-04 止。');
  });

  it('takes the validity the quotation was made with, else today’s setting, else 30 days', () => {
    const without = rollFilm({
      settings: { ...rollFilm().settings, range: { minRatio: '94', maxRatio: '200' } },
    });
    expect(validityDaysOf(rollFilm(), 45)).toBe(10);
    expect(validityDaysOf(without, 45)).toBe(45);
    expect(validityDaysOf(without, undefined)).toBe(30);
    expect(validityDaysOf(without, 0)).toBe(30);
  });

  it('formats money on the digits, rounding half away from zero, 2 decimals in every currency', () => {
    expect(formatMoney('1234567.125', 'CNY')).toBe('¥1,234,567.13');
    expect(formatMoney('1538.3326', 'USD')).toBe('$1,538.33');
    expect(formatMoney('-2.005', 'CNY')).toBe('-¥2.01');
    expect(formatUnitPrice('0.00005', 'USD', 4)).toBe('$0.0001');
  });

  it('names the download in plain ASCII and in UTF-8', () => {
    expect(attachment('报价单-BJ1.pdf')).toBe(
      `attachment; filename="quotation-BJ1.pdf"; filename*=UTF-8''${encodeURIComponent('报价单-BJ1.pdf')}`,
    );
    expect(attachment('Quotation-BJ1.pdf')).toBe(
      `attachment; filename="Quotation-BJ1.pdf"; filename*=UTF-8''Quotation-BJ1.pdf`,
    );
  });

  it('renders an A4 PDF with the embedded font and a footer on every page', async () => {
    const doc = quotationDocument(rollFilm({ locale: 'cn' }), { company, customer: null });
    const pdf = await renderQuotationPdf(doc, new Date('2026-11-24T10:00:00Z'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/FontFile2/);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const { extractText, getDocumentProxy } = await import('unpdf');
    const proxy = await getDocumentProxy(new Uint8Array(pdf));
    expect(proxy.numPages).toBe(1);
    const { text } = await extractText(proxy, { mergePages: true });
    const squeezed = text.replace(/\s+/g, '');
    for (const expected of ['青岛软包装有限公司', '报价单', 'BJ20261124-ROLL', '卷膜', '第1页，共1页'])
      expect(squeezed).toContain(expected);
  });

  /** A quotation as the calculator prices it, as a customer is sent it. */
  function priced(locale: 'cn' | 'en', form: Record<string, string>): TraderQuotationDetail {
    const input = fixturePouch(form);
    const settings = fixtureSettings(input, locale);
    const outcome = pricing.calculatePrice(input, settings, locale);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
    const result = quotationPolicies.traderPrice(outcome.result);
    const base = rollFilm();
    return {
      ...base,
      locale,
      quotation_type: input.quotation_type,
      make: input.make,
      bagType: input.bagType ?? null,
      maketype: input.maketype,
      quantity: input.quantity!,
      currency: result.currency,
      price: result.price,
      price_end: result.price_end,
      price_unit: result.price_unit,
      price_unit_end: result.price_unit_end,
      input,
      settings: { ...settings, range: base.settings.range },
      result,
    };
  }

  const customer = {
    name: 'Harbour Tea',
    enterprise: 'Harbour Tea Trading Company Limited',
    responsible: 'Ann Lee',
    phone: '+44 20 7946 0958',
    email: 'ann.lee@harbour-tea.example',
  };
  /** A flat-bottom bag with every option the document lists. */
  const everything = {
    bagType: 'flatBottom',
    width: '150',
    height: '230',
    bottomGusset: '80',
    sideGusset: '80',
    quantity: '12467',
    artworks: '3',
    materialcomp: 'vmpet12',
    auxzipper: 'zip',
    zipperTopMm: '30',
    auxhandle: 'handle',
    auxexhaust: 'valve',
    auxhotknife: 'knife-round',
    matte: 'softTouch',
    coating: 'local',
    bottomImage: 'true',
    proofMatch: 'spot',
    taxed: 'true',
    ratio: '97',
  };

  it.each(['cn', 'en'] as const)(
    'adds up in the PDF (%s): the total is the unit price shown times the quantity, money in cents',
    async (locale) => {
      const doc = quotationDocument(priced(locale, everything), { company, customer });
      const lines = await pdfLines(await renderQuotationPdf(doc, new Date('2026-11-27T10:00:00Z')));
      // The price rows: a label, then the figure (a quantity, or money in its currency).
      const value = (label: string) =>
        lines
          .find((l) => l.startsWith(`${label} `) && /^[\d¥$]/.test(l.slice(label.length + 1)))!
          .slice(label.length + 1);
      const t = doc.texts;
      const quantity = new Decimal(value(t.quantity).split(' ')[0]!.replace(/,/g, ''));
      const unitPrice = value(t.unitPrice).split('/')[0]!;
      const total = value(t.total);
      expect(unitPrice.split('.')[1]).toHaveLength(locale === 'cn' ? 2 : 4);
      expect(total).toMatch(locale === 'cn' ? /^¥[\d,]+\.\d{2}$/ : /^\$[\d,]+\.\d{2}$/);
      const number = (text: string) => new Decimal(text.replace(/[^\d.]/g, ''));
      expect(number(total).eq(quantity.times(number(unitPrice)).toDecimalPlaces(2))).toBe(true);
    },
  );

  it.each(['cn', 'en'] as const)(
    'fits a bag with every option and a full customer on one page (%s)',
    async (locale) => {
      const doc = quotationDocument(priced(locale, everything), { company, customer });
      const pdf = await renderQuotationPdf(doc, new Date('2026-11-27T10:00:00Z'));
      expect(await pdfPages(pdf)).toBe(1);
    },
  );
});
