import type { QuotationInput } from '@packflow/contracts';
import { fold, quotation } from '@packflow/domain';
import { fixturePouch, fixtureSettings } from '../../../test/support/pricing-fixtures';
import { useProjectors } from '../../../test/support/projector-spec';
import { quotationsProjector } from './quotations.projector';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 9, minute)).toISOString();
const OWNER = { id: 'sales-1', role: 'OperatorIndex' as const };
const range = { minRatio: '94', maxRatio: '200' };

const pouch = (ratio: string): QuotationInput => fixturePouch({ ratio });

/** The events of a quotation's life, as the decider gives them, command by command. */
function life(id: string, commands: quotation.QuotationCommand[]): quotation.QuotationEvent[][] {
  const history: quotation.QuotationEvent[] = [];
  return commands.map((command) => {
    const events = quotation.quotationDecider.decide(command, fold(quotation.quotationDecider, history));
    history.push(...events);
    return events;
  });
}

const generate = (id: string, ratio: string, extra: Partial<quotation.GenerateQuotationData> = {}) => {
  const input = pouch(ratio);
  return {
    type: 'GenerateQuotation' as const,
    data: {
      id,
      owner: OWNER,
      customerId: 'cust-1',
      locale: 'cn' as const,
      input,
      settings: fixtureSettings(input, 'cn'),
      sourceId: null,
      revisionOf: null,
      rootId: id,
      revisionNo: 1,
      beanEntryId: `bean-${id}`,
      at: at(0),
      ...extra,
    },
  };
};

describe('the quotations read model', () => {
  const t = useProjectors({ projectors: [quotationsProjector] });
  const append = (stream: string, events: quotation.QuotationEvent[], userId: string) =>
    t.append(stream, events, { userId });
  const quotationRows = () => t.rm.selectFrom('quotations').selectAll().orderBy('id').execute();
  const reviews = (id: string) =>
    t.rm
      .selectFrom('quotation_reviews')
      .select(['quotation_id', 'action', 'ratio', 'reason', 'user_id'])
      .where('quotation_id', '=', id)
      .orderBy('position')
      .execute();

  it('follows a price review step by step, with who did each step', async () => {
    const steps = life('q1', [
      generate('q1', '90'),
      { type: 'RejectQuotation', data: { reason: 'too cheap', at: at(1) } },
      { type: 'ChangeQuotationRatio', data: { ratio: '92', by: OWNER.id, range, at: at(2) } },
      { type: 'ApproveQuotation', data: { reason: 'phoned', at: at(3) } },
      { type: 'ChangeQuotationRatio', data: { ratio: '120', by: OWNER.id, range, at: at(4) } },
    ]);
    const who = ['sales-1', 'boss', 'sales-1', 'boss', 'sales-1'];
    for (const [i, events] of steps.entries()) await append('quotation-q1', events, who[i]!);
    const [row] = await quotationRows();
    const last = steps[4]![0]!;
    const result = last.type === 'QuotationRatioChanged' ? last.data.result : undefined;
    expect(row).toMatchObject({
      id: 'q1',
      number: 'BJ20261122-Q1',
      owner_id: 'sales-1',
      owner_role: 'OperatorIndex',
      customer_id: 'cust-1',
      quotation_type: 'digital',
      make: 'bag',
      bag_type: 'standUp',
      maketype: 'piece',
      quantity: 10000,
      currency: 'CNY',
      ratio: '120',
      status: 'approved',
      review_required: false,
      price_end: result!.price_end,
      price_unit_end: result!.price_unit_end,
      root_id: 'q1',
      revision_no: 1,
      bean_entry_id: 'bean-q1',
      calculator_version: result!.calculatorVersion,
      superseded_by: null,
    });
    expect(row!.result).toEqual(result);
    expect(row!.input).toMatchObject({ ratio: '120', quantity: 10000 });
    expect(row!.settings).toEqual(fixtureSettings(pouch('90'), 'cn'));
    // Submitted when it went to review the second time (the resubmission).
    expect(new Date(row!.submitted_at!).toISOString()).toBe(at(2));
    expect(await reviews('q1')).toEqual([
      { quotation_id: 'q1', action: 'submitted', ratio: '90', reason: '', user_id: 'sales-1' },
      { quotation_id: 'q1', action: 'rejected', ratio: '90', reason: 'too cheap', user_id: 'boss' },
      { quotation_id: 'q1', action: 'resubmitted', ratio: '92', reason: '', user_id: 'sales-1' },
      { quotation_id: 'q1', action: 'approved', ratio: '92', reason: 'phoned', user_id: 'boss' },
      { quotation_id: 'q1', action: 'applied', ratio: '120', reason: '', user_id: 'sales-1' },
    ]);
  });

  it('tells the owner, supervisors and administrators', () => {
    const change = t.changes.find((c) => c.ids.includes('q1'))!;
    expect(change.readModel).toBe('quotations');
    expect(change.audience).toEqual({ roles: ['OperatorManage', 'Admin'], users: ['sales-1'] });
  });

  it('marks a revised quotation superseded, and current again when the revision was withdrawn', async () => {
    const [generated] = life('q2', [generate('q2', '100')]);
    await append('quotation-q2', generated!, 'sales-1');
    const supersede = { type: 'QuotationSuperseded' as const, data: { by: 'q3', byNumber: 'N3', at: at(5) } };
    await append('quotation-q2', [supersede], 'sales-1');
    expect((await quotationRows()).find((r) => r.id === 'q2')).toMatchObject({
      superseded_by: 'q3',
      status: 'approved',
    });
    await append(
      'quotation-q2',
      [{ type: 'QuotationSupersedeWithdrawn', data: { by: 'q3', at: at(6) } }],
      'sales-1',
    );
    expect((await quotationRows()).find((r) => r.id === 'q2')).toMatchObject({ superseded_by: null });
    expect((await reviews('q2')).map((r) => r.action)).toEqual(['applied']);
  });

  it('gives the same row whether the events come one by one or in one batch', async () => {
    const commands = (id: string): quotation.QuotationCommand[] => [
      generate(id, '90'),
      { type: 'ChangeQuotationRatio', data: { ratio: '300', by: OWNER.id, range, at: at(1) } },
      { type: 'RejectQuotation', data: { reason: 'no', at: at(2) } },
    ];
    for (const events of life('a1', commands('a1'))) await append('quotation-a1', events, 'sales-1');
    await append('quotation-b1', life('b1', commands('b1')).flat(), 'sales-1');
    const rows = await quotationRows();
    const strip = ({ id: _id, number: _n, root_id: _r, bean_entry_id: _b, ...rest }: (typeof rows)[number]) =>
      rest;
    const a = rows.find((r) => r.id === 'a1')!;
    const b = rows.find((r) => r.id === 'b1')!;
    expect(strip(b)).toEqual(strip(a));
    expect(a).toMatchObject({ status: 'rejected', ratio: '300', review_required: true });
    expect((await reviews('b1')).map((r) => r.action)).toEqual(['submitted', 'submitted', 'rejected']);
  });

  // README, "Quotation prices": a quotation priced before the rule reads as its shown unit price x quantity.
  it('shows a quotation priced before the pricing rule with amounts that multiply out', async () => {
    const generated = life('old1', [generate('old1', '100')])[0]![0];
    if (generated?.type !== 'QuotationGenerated') throw new Error('not generated');
    const { result } = generated.data;
    const legacy = {
      ...result,
      calculatorVersion: 'pricing-2',
      price_unit_end: '0.55',
      price_end: '5540.00',
    };
    await append(
      'quotation-old1',
      [{ ...generated, data: { ...generated.data, result: legacy } }],
      'sales-1',
    );
    const row = (await quotationRows()).find((r) => r.id === 'old1')!;
    expect([row.price_unit_end, row.price_end]).toEqual(['0.55', '5500.00']);
    expect(row.result).toMatchObject({ calculatorVersion: 'pricing-2', price_end: '5500.00' });
  });
});
