import { type ContractDetail, type Locale, type QuotationInput } from '@packflow/contracts';
import { contract, quotation } from '@packflow/domain';
import Decimal from 'decimal.js';
import { fixturePouch, fixtureSettings } from '../../../../../test/support/pricing-fixtures';
import { pdfLines } from '../../../../../test/support/pdf-text';
import { productText, renderContractPdf } from './contract-document.pdf';

const AT = '2026-11-27T09:00:00.000Z';
const SALES = { id: 'sales-1', role: 'OperatorIndex' as const };
const CUSTOMER = { id: 'cust-1', exists: true, name: 'Harbour Tea', ownerId: SALES.id };
/** Contract ids whose numbers' ten hex digits are all letters: the widest numbers there are. */
const CONTRACT_ID = 'abcdefab-cdef-4abc-8def-abcdefabcdef';

/** A quotation priced by the calculator and generated as the domain generates it. */
function quoted(n: number, locale: Locale, input: QuotationInput) {
  const id = `dddddddd-dddd-4ddd-8ddd-${String(n).padStart(12, 'd')}`;
  const events = quotation.quotationDecider.decide(
    {
      type: 'GenerateQuotation',
      data: {
        id,
        owner: SALES,
        customerId: CUSTOMER.id,
        locale,
        input,
        settings: fixtureSettings(input, locale),
        sourceId: null,
        revisionOf: null,
        rootId: id,
        revisionNo: 1,
        beanEntryId: null,
        at: AT,
      },
    },
    quotation.quotationDecider.initialState(),
  );
  const state = events.reduce(quotation.quotationDecider.evolve, quotation.quotationDecider.initialState());
  return { id, state };
}

/** A contract made by the domain from quotations of awkward quantities (unit prices that do not divide). */
function made(locale: Locale, inputs: QuotationInput[]): ContractDetail {
  const qs = inputs.map((input, i) => quoted(i + 1, locale, input));
  const data = contract.checkRequest({
    contractId: CONTRACT_ID,
    actor: SALES,
    quotationIds: qs.map((q) => q.id),
    quotations: qs,
    type: 'digital',
    taxed: undefined,
    customer: CUSTOMER,
    at: AT,
  });
  return {
    ...data,
    id: data.contractId,
    ownerName: 'Emma',
    quotationNumbers: data.lines.map((l) => l.quotationNumber),
    status: 'created',
    actions: ['download'],
    createdAt: AT,
    refusal: null,
  };
}

const pouches = [
  fixturePouch({ quantity: '12467' }),
  fixturePouch({ quantity: '3333', width: '100', height: '150', bottomGusset: '40' }),
  fixturePouch({ quantity: '1000' }),
];

/** "$1,538.33" or "¥0.55/个" as a decimal. */
const amount = (text: string) => new Decimal(text.replace(/[^\d.]/g, ''));

describe('the contract document', () => {
  it.each<Locale>(['cn', 'en'])(
    'adds up (%s): every line is its unit price times its quantity, the total their sum, money in cents',
    async (locale) => {
      const detail = made(locale, pouches);
      const pdf = await renderContractPdf(detail, { seller: 'Qingdao Flexible Packaging', buyer: null });
      const lines = await pdfLines(pdf);
      const symbol = locale === 'cn' ? '¥' : '$';
      // A line's row: its quantity, its unit price per unit and its amount, in that order.
      const rows = lines.filter((l) => /^[\d,]+ \S+\/\S+ \S+$/.test(l) || /\/(pc|个) /.test(l));
      expect(rows).toHaveLength(3);
      let sum = new Decimal(0);
      for (const row of rows) {
        const [quantity, unitPrice, total] = row.split(' ').slice(-3);
        expect(unitPrice!.startsWith(symbol)).toBe(true);
        expect(unitPrice!.split('/')[0]!.split('.')[1]).toHaveLength(locale === 'cn' ? 2 : 4);
        expect(total).toMatch(/^\D[\d,]+\.\d{2}$/);
        expect(
          amount(total!).eq(
            amount(quantity!)
              .times(amount(unitPrice!.split('/')[0]!))
              .toDecimalPlaces(2),
          ),
        ).toBe(true);
        sum = sum.plus(amount(total!));
      }
      const totalLine = lines.find((l) => l.includes(locale === 'cn' ? '合计' : 'Total ('))!;
      expect(totalLine).toMatch(/\d\.\d{2}$/);
      expect(amount(totalLine.split(': ')[1]!).eq(sum)).toBe(true);
      expect(lines.join('\n')).not.toContain('*');
    },
  );

  it('names each line’s bag type and size, or the roll film’s web width and core', () => {
    const [line] = made('en', [fixturePouch({ quantity: '5000' })]).lines;
    expect(productText(line!, 'en').split('\n').slice(0, 2)).toEqual([
      expect.stringMatching(/Stand-up/i),
      '120 × 200 × 60 mm',
    ]);
    expect(productText(line!, 'cn').split('\n')[1]).toBe('120 × 200 × 60 毫米');
    const roll = {
      ...line!,
      make: 'coiled' as const,
      bagType: null,
      snapshot: { ...line!.snapshot, input: { ...line!.snapshot.input, width: 300, coreDiameter: 76 } },
    };
    expect(productText(roll, 'en').split('\n').slice(0, 2)).toEqual([
      'Roll film',
      'Web width 300 mm, core 76 mm',
    ]);
  });

  it('writes each quotation number on one line, however long', async () => {
    const detail = made('cn', pouches);
    const lines = await pdfLines(await renderContractPdf(detail, { seller: '青岛软包装', buyer: null }));
    for (const number of detail.quotationNumbers) expect(lines.some((l) => l.includes(number))).toBe(true);
  });

  it('marks a line of a contract made before the rule that keeps its agreed amount', async () => {
    const detail = made('cn', [fixturePouch({ quantity: '1000' })]);
    const old = {
      ...detail,
      lines: [{ ...detail.lines[0]!, unitPrice: '0.55', total: '554.00' }],
      total: '554.00',
    };
    const text = (await pdfLines(await renderContractPdf(old, { seller: '青岛软包装', buyer: null }))).join(
      '\n',
    );
    expect(text).toContain('¥554.00 *');
    expect(text).toContain('* 金额为合同签订时按未取整单价计算的金额。');
  });
});
