import type { QuotationInput } from '@packflow/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { fixturePouch, fixtureSettings } from '../../../../test/support/pricing-fixtures';
import { fold } from '../shared/decider';
import { calculatePrice } from './pricing';
import {
  type GenerateQuotationData,
  PriceRefused,
  type QuotationCommand,
  type QuotationEvent,
  quotationDecider,
  quotationNumber,
} from './quotation';

const { given } = deciderSpec(quotationDecider);

const ID = '3f2a9c1e-7b44-4d0e-9a61-0c5e2b7d8f10';
const AT = '2026-11-22T09:30:00.000Z';
const OWNER = { id: 'sales-1', role: 'OperatorIndex' as const };

const pouch = fixturePouch;

function generate(
  input: QuotationInput = pouch(),
  extra: Partial<GenerateQuotationData> = {},
): QuotationCommand {
  return {
    type: 'GenerateQuotation',
    data: {
      id: ID,
      owner: OWNER,
      customerId: 'cust-1',
      locale: 'cn',
      input,
      settings: fixtureSettings(input, 'cn'),
      sourceId: null,
      revisionOf: null,
      rootId: ID,
      revisionNo: 1,
      beanEntryId: 'bean-1',
      at: AT,
      ...extra,
    },
  };
}

const generated = (input?: QuotationInput, extra?: Partial<GenerateQuotationData>): QuotationEvent[] =>
  given([]).when(generate(input, extra)).events;

const range = { minRatio: '94', maxRatio: '200' };
const ratio = (value: string, by = OWNER.id): QuotationCommand => ({
  type: 'ChangeQuotationRatio',
  data: { ratio: value, by, range, at: AT },
});
const reject = (reason: string): QuotationCommand => ({ type: 'RejectQuotation', data: { reason, at: AT } });
const approve = (reason = ''): QuotationCommand => ({ type: 'ApproveQuotation', data: { reason, at: AT } });

describe('quotation numbers', () => {
  it('are BJ, the day of the command and the first ten hex digits of the id', () => {
    expect(quotationNumber(ID, AT)).toBe('BJ20261122-3F2A9C1E7B');
    expect(quotationNumber('00ab12ff-0000-4000-8000-000000000000', '2027-01-05T23:59:59.000Z')).toBe(
      'BJ20270105-00AB12FF00',
    );
  });
});

describe('generating a quotation', () => {
  it('stores the input, the settings snapshot, the calculator version and the price', () => {
    const input = pouch();
    const [event] = generated(input);
    expect(event!.type).toBe('QuotationGenerated');
    const data = event!.type === 'QuotationGenerated' ? event!.data : undefined;
    const settings = fixtureSettings(input, 'cn');
    const again = calculatePrice(input, settings, 'cn');
    expect(again.ok).toBe(true);
    expect(data).toMatchObject({
      id: ID,
      number: 'BJ20261122-3F2A9C1E7B',
      owner: OWNER,
      customerId: 'cust-1',
      input,
      settings,
      status: 'approved',
      reviewRequired: false,
      rootId: ID,
      revisionNo: 1,
      beanEntryId: 'bean-1',
      at: AT,
    });
    // Priced again from what it stored, the price is the same.
    expect(again.ok && again.result).toEqual(data!.result);
    expect(data!.calculatorVersion).toBe(data!.result.calculatorVersion);
  });

  it('goes to review when the ratio is outside the allowed range, on either side', () => {
    for (const r of ['93.99', '200.5']) {
      const [event] = generated(pouch({ ratio: r }));
      expect(event!.data).toMatchObject({ status: 'pending', reviewRequired: true });
    }
    for (const r of ['94', '200', '150']) {
      const [event] = generated(pouch({ ratio: r }));
      expect(event!.data).toMatchObject({ status: 'approved', reviewRequired: false });
    }
  });

  it('is refused with every blocking issue when the calculator finds errors', () => {
    const input = pouch({ width: '10' });
    const run = () => given([]).when(generate(input)).events;
    expect(run).toThrow(PriceRefused);
    try {
      run();
    } catch (error) {
      const refused = error as PriceRefused;
      expect(refused.issues.length).toBeGreaterThan(0);
      expect(refused.issues.every((i) => i.severity === 'error')).toBe(true);
      expect(refused.messageKey).toBe(refused.issues[0]!.key);
      expect(refused.issues.some((i) => i.field === 'width')).toBe(true);
    }
  });

  it('is refused for an out-of-stock material until the salesman confirms it with production', () => {
    const input = pouch({ materialcomp: 'ny15' });
    expect(given([]).when(generate(input)).refusal).toMatchObject({ messageKey: 'pricing.outOfStock' });
    const confirmed = pouch({ materialcomp: 'ny15', confirmOutOfStock: 'true' });
    const [event] = generated(confirmed);
    expect(event!.type).toBe('QuotationGenerated');
  });

  it('happens once per id: the same generation again adds nothing (a step run again after a crash)', () => {
    given(generated()).when(generate()).then([]);
  });
});

describe('changing the ratio', () => {
  it('applies at once inside the range, priced again from the stored input and settings', () => {
    const history = generated();
    const [event] = given(history).when(ratio('120')).events;
    const input = pouch({ ratio: '120' });
    const priced = calculatePrice(input, fixtureSettings(input, 'cn'), 'cn');
    expect(event).toEqual({
      type: 'QuotationRatioChanged',
      data: {
        ratio: '120',
        from: '100',
        result: priced.ok && priced.result,
        status: 'approved',
        fromStatus: 'approved',
        reviewRequired: false,
        range,
        at: AT,
      },
    });
    const state = fold(quotationDecider, [...history, event!]);
    expect(state.input?.ratio).toBe('120');
    expect(state.result?.ratio).toBe('120');
  });

  it('uses the stored settings, not what the catalogue says now', () => {
    const input = pouch();
    const dearer = { ...fixtureSettings(input, 'cn') };
    dearer.materials = {
      ...dearer.materials,
      materialprinting: { ...dearer.materials.materialprinting!, pricePerKg: '99' },
    };
    const history = generated(input, { settings: dearer });
    const [event] = given(history).when(ratio('110')).events;
    const expected = calculatePrice({ ...input, ratio: '110' }, dearer, 'cn');
    expect(event!.type === 'QuotationRatioChanged' && event!.data.result).toEqual(
      expected.ok && expected.result,
    );
  });

  it('goes to review outside the range; rejected, it is resubmitted with a new ratio, then approved', () => {
    const history = generated();
    const [toReview] = given(history).when(ratio('90')).events;
    expect(toReview!.data).toMatchObject({ status: 'pending', fromStatus: 'approved', reviewRequired: true });
    const [rejected] = given([...history, toReview!]).when(reject('  too cheap  ')).events;
    expect(rejected).toEqual({ type: 'QuotationRejected', data: { reason: 'too cheap', at: AT } });
    const [resubmitted] = given([...history, toReview!, rejected!]).when(ratio('92')).events;
    expect(resubmitted!.data).toMatchObject({ status: 'pending', fromStatus: 'rejected', ratio: '92' });
    const [approved] = given([...history, toReview!, rejected!, resubmitted!]).when(approve('phoned')).events;
    expect(approved).toEqual({ type: 'QuotationApproved', data: { reason: 'phoned', at: AT } });
    expect(fold(quotationDecider, [...history, toReview!, rejected!, resubmitted!, approved!]).status).toBe(
      'approved',
    );
  });

  it('a rejected quotation resubmitted inside the range applies at once', () => {
    const history = [...generated(pouch({ ratio: '90' }))];
    history.push(...given(history).when(reject('no')).events);
    const [event] = given(history).when(ratio('95')).events;
    expect(event!.data).toMatchObject({ status: 'approved', fromStatus: 'rejected' });
  });

  it('the same ratio changes nothing, but sends a rejected quotation back to review', () => {
    given(generated()).when(ratio('100.0')).then([]);
    const pending = generated(pouch({ ratio: '90' }));
    given(pending).when(ratio('90')).then([]);
    const rejected = [...pending, ...given(pending).when(reject('no')).events];
    expect(given(rejected).when(ratio('90')).events[0]!.data).toMatchObject({
      status: 'pending',
      fromStatus: 'rejected',
    });
  });

  it('is the owner’s only, and refused on a superseded quotation naming the newer one', () => {
    expect(given(generated()).when(ratio('120', 'someone-else')).refusal).toMatchObject({
      code: 'QUOTATION.NOT_FOUND',
    });
    const superseded: QuotationEvent = {
      type: 'QuotationSuperseded',
      data: { by: 'q2', byNumber: 'BJ20261123-ABCDEF', at: AT },
    };
    expect(given([...generated(), superseded]).when(ratio('120')).refusal).toEqual({
      code: 'QUOTATION.SUPERSEDED',
      messageKey: 'quotations.superseded',
      params: { number: 'BJ20261123-ABCDEF' },
    });
  });

  it('is refused on a quotation that does not exist', () => {
    expect(given([]).when(ratio('120')).refusal).toMatchObject({ code: 'QUOTATION.NOT_FOUND' });
  });
});

describe('price review', () => {
  const pending = () => generated(pouch({ ratio: '90' }));

  it('approves or rejects only a pending quotation', () => {
    expect(given(generated()).when(approve()).refusal).toMatchObject({
      code: 'QUOTATION.NOT_PENDING',
      messageKey: 'quotations.notPending',
    });
    const rejected = [...pending(), ...given(pending()).when(reject('no')).events];
    expect(given(rejected).when(reject('again')).refusal).toMatchObject({
      code: 'QUOTATION.NOT_PENDING',
    });
    expect(given(rejected).when(approve()).refusal).toMatchObject({ code: 'QUOTATION.NOT_PENDING' });
  });

  it('needs a reason to reject, and approves without one', () => {
    expect(given(pending()).when(reject('   ')).refusal).toEqual({
      code: 'QUOTATION.REASON_REQUIRED',
      messageKey: 'quotations.reasonRequired',
      params: {},
      field: 'reason',
    });
    given(pending())
      .when(approve())
      .then([{ type: 'QuotationApproved', data: { reason: '', at: AT } }]);
  });

  it('does not review a superseded quotation', () => {
    const history = [
      ...pending(),
      { type: 'QuotationSuperseded', data: { by: 'q2', byNumber: 'N2', at: AT } } as QuotationEvent,
    ];
    expect(given(history).when(approve()).refusal).toMatchObject({ code: 'QUOTATION.SUPERSEDED' });
  });
});

describe('revisions', () => {
  const supersede = (by: string, ownerId = OWNER.id): QuotationCommand => ({
    type: 'SupersedeQuotation',
    data: { by, byNumber: `N-${by}`, ownerId, at: AT },
  });

  it('a revision supersedes the original once; a second revision of it is refused', () => {
    const history = generated();
    const [event] = given(history).when(supersede('q2')).events;
    expect(event).toEqual({ type: 'QuotationSuperseded', data: { by: 'q2', byNumber: 'N-q2', at: AT } });
    given([...history, event!])
      .when(supersede('q2'))
      .then([]);
    expect(given([...history, event!]).when(supersede('q3')).refusal).toEqual({
      code: 'QUOTATION.SUPERSEDED',
      messageKey: 'quotations.superseded',
      params: { number: 'N-q2' },
    });
  });

  it('only the owner revises', () => {
    expect(given(generated()).when(supersede('q2', 'other')).refusal).toMatchObject({
      code: 'QUOTATION.NOT_FOUND',
    });
    expect(given([]).when(supersede('q2')).refusal).toMatchObject({ code: 'QUOTATION.NOT_FOUND' });
  });

  it('a supersede whose revision was never generated is withdrawn, and the original takes changes again', () => {
    const history = [...generated(), ...given(generated()).when(supersede('q2')).events];
    given(history)
      .when({ type: 'WithdrawSupersede', data: { by: 'q3', at: AT } })
      .then([]);
    const [withdrawn] = given(history).when({ type: 'WithdrawSupersede', data: { by: 'q2', at: AT } }).events;
    expect(withdrawn).toEqual({ type: 'QuotationSupersedeWithdrawn', data: { by: 'q2', at: AT } });
    expect(given([...history, withdrawn!]).when(ratio('120')).events).toHaveLength(1);
    expect(given([...history, withdrawn!]).when(supersede('q3')).events).toHaveLength(1);
  });
});
