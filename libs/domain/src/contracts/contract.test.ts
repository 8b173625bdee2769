import { type Locale, type QuotationInput, amountOf } from '@packflow/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { fixturePouch, fixtureSettings } from '../../../../test/support/pricing-fixtures';
import { DomainError } from '../shared/decider';
import {
  type QuotationCommand,
  type QuotationEvent,
  type QuotationState,
  quotationDecider,
} from '../quotations/quotation';
import {
  type ContractCommand,
  type ContractEvent,
  type ContractRequest,
  contractDecider,
  contractNumber,
  proofCharged,
  refusalError,
} from './contract';
import * as orderFromContract from '../orders/from-contract';
import { supplementaryOrder } from '../orders/order';

const quotations = deciderSpec(quotationDecider);
const contracts = deciderSpec(contractDecider);

const AT = '2026-11-24T08:00:00.000Z';
const CONTRACT_ID = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const SALES = { id: 'sales-1', role: 'OperatorIndex' as const };
const CUSTOMER = { id: 'cust-1', exists: true, name: 'Acme Foods', ownerId: SALES.id };

let seq = 0;
/** A quotation's state after these steps: generated (with these inputs), then whatever follows. */
function quotation(
  extra: Record<string, string> = {},
  options: { owner?: string; customerId?: string; then?: QuotationEvent[]; locale?: Locale } = {},
): { id: string; state: QuotationState } {
  seq += 1;
  const id = `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
  const input: QuotationInput = fixturePouch({ quantity: '5000', ...extra });
  const generate: QuotationCommand = {
    type: 'GenerateQuotation',
    data: {
      id,
      owner: { id: options.owner ?? SALES.id, role: 'OperatorIndex' },
      customerId: options.customerId ?? CUSTOMER.id,
      locale: options.locale ?? 'cn',
      input,
      settings: fixtureSettings(input, options.locale ?? 'cn'),
      sourceId: null,
      revisionOf: null,
      rootId: id,
      revisionNo: 1,
      beanEntryId: null,
      at: AT,
    },
  };
  const events = [...quotations.given([]).when(generate).events, ...(options.then ?? [])];
  return { id, state: quotations.stateAfter(events) };
}

function request(
  qs: { id: string; state: QuotationState }[],
  extra: Partial<ContractRequest> = {},
): ContractCommand {
  return {
    type: 'RequestContract',
    data: {
      contractId: CONTRACT_ID,
      actor: SALES,
      quotationIds: qs.map((q) => q.id),
      quotations: qs,
      type: 'digital',
      taxed: undefined,
      customer: CUSTOMER,
      at: AT,
      ...extra,
    },
  };
}

const requested = (qs: { id: string; state: QuotationState }[]): ContractEvent[] =>
  contracts.given([]).when(request(qs)).events;

describe('contract numbers', () => {
  it('are HT, the day of the request and the first ten hex digits of the id', () => {
    expect(contractNumber(CONTRACT_ID, AT)).toBe('HT20261124-7C1D2E3F4A');
  });
});

/** A quotation generated from the fixture, as its GenerateQuotation command records it. */
const generatedEvents = (extra: Record<string, string> = {}) => {
  const q = quotation(extra);
  return quotations.given([]).when({
    type: 'GenerateQuotation',
    data: {
      id: q.id,
      owner: { id: SALES.id, role: 'OperatorIndex' },
      customerId: CUSTOMER.id,
      locale: 'cn',
      input: q.state.input!,
      settings: q.state.settings!,
      sourceId: null,
      revisionOf: null,
      rootId: q.id,
      revisionNo: 1,
      beanEntryId: null,
      at: AT,
    },
  }).events;
};

describe('requesting a contract', () => {
  it('copies each quotation as a line, never priced again, and adds up the total', () => {
    const a = quotation();
    const b = quotation({ quantity: '20000' });
    const [event] = requested([a, b]);
    expect(event!.type).toBe('ContractRequested');
    const data = event!.data as Extract<ContractEvent, { type: 'ContractRequested' }>['data'];
    expect(data).toMatchObject({
      contractId: CONTRACT_ID,
      number: 'HT20261124-7C1D2E3F4A',
      customerId: 'cust-1',
      customerName: 'Acme Foods',
      ownerId: SALES.id,
      ownerRole: 'OperatorIndex',
      printingType: 'digital',
      taxed: false,
      paymentTerms: 'full',
      currency: 'CNY',
      language: 'cn',
      by: SALES.id,
      at: AT,
    });
    expect(
      data.lines.map((l) => [l.quotationId, l.quotationNumber, l.quantity, l.unitPrice, l.total]),
    ).toEqual([
      [a.id, a.state.number, 5000, a.state.result!.price_unit_end, a.state.result!.price_end],
      [b.id, b.state.number, 20000, b.state.result!.price_unit_end, b.state.result!.price_end],
    ]);
    const sum = Number(a.state.result!.price_end) + Number(b.state.result!.price_end);
    expect(Number(data.total)).toBeCloseTo(sum, 2);
    // The snapshot names the layers and the bag type as quoted, and carries no rate or cost.
    const snapshot = data.lines[0]!.snapshot;
    expect(snapshot.input).toEqual(a.state.input);
    expect(snapshot.bagType?.name).toBeTruthy();
    expect(Object.keys(snapshot.materials).length).toBeGreaterThan(0);
    expect(JSON.stringify(snapshot)).not.toMatch(/pricePerKg|price_loading|rates/);
  });

  // Issue 21: 1,000 x 0.55 was 554 (the unrounded 0.554), and a supplementary order of it 550.
  it.each<Locale>(['cn', 'en'])(
    'multiplies out (%s): each amount is the shown unit price times the quantity, the total their sum, a supplementary order the same',
    (locale) => {
      const qs = ['1000', '3333', '12467'].map((quantity) => quotation({ quantity }, { locale }));
      const data = requested(qs)[0]!.data as Extract<ContractEvent, { type: 'ContractRequested' }>['data'];
      expect(data.currency).toBe(locale === 'cn' ? 'CNY' : 'USD');
      for (const line of data.lines) {
        expect(line.unitPrice.split('.')[1]).toHaveLength(locale === 'cn' ? 2 : 4);
        expect(line.total).toBe(amountOf(line.unitPrice, line.quantity));
      }
      const sum = data.lines.reduce((cents, l) => cents + Math.round(Number(l.total) * 100), 0);
      expect(data.total).toBe((sum / 100).toFixed(2));
      const [order] = orderFromContract.ordersOfContract({ ...data, createdAt: AT }, (name) => name);
      const again = supplementaryOrder(order!, { orderId: 'b1', n: 1, quantity: order!.quantity, at: AT });
      expect(again.unitPrice).toBe(order!.unitPrice);
      expect(again.total).toBe(order!.total);
      const more = supplementaryOrder(order!, { orderId: 'b2', n: 2, quantity: 1500, at: AT });
      expect(more.total).toBe(amountOf(order!.unitPrice, 1500));
    },
  );

  it('reads a quotation priced before the rule with its amounts as its shown unit prices times the quantity', () => {
    // As pricing-2 stored it: the amount of the unrounded 0.554 beside the shown 0.55.
    const [generated] = generatedEvents({ quantity: '1000' }) as Extract<
      QuotationEvent,
      { type: 'QuotationGenerated' }
    >[];
    const legacy = { ...generated!.data.result, calculatorVersion: 'pricing-2' };
    Object.assign(legacy, {
      price: '504.00',
      price_unit: '0.50',
      price_end: '554.00',
      price_unit_end: '0.55',
    });
    const state = quotations.stateAfter([{ ...generated!, data: { ...generated!.data, result: legacy } }]);
    expect(state.result).toMatchObject({ price: '500.00', price_end: '550.00', price_unit_end: '0.55' });
    const data = requested([{ id: generated!.data.id, state }])[0]!.data as Extract<
      ContractEvent,
      { type: 'ContractRequested' }
    >['data'];
    expect([data.lines[0]!.total, data.total]).toEqual(['550.00', '550.00']);
  });

  it("marks each line sampled as the salesman chose, by default when the quotation's price charged a proof fee", () => {
    const digital = quotation();
    // The fixtures charge no proof in digital printing: a copy whose breakdown charged one.
    const result = digital.state.result!;
    const proofLine = {
      key: 'pricing.line.proof' as const,
      group: 'charge' as const,
      params: {},
      amount: '80',
    };
    const charged = {
      id: digital.id,
      state: {
        ...digital.state,
        result: {
          ...result,
          proof: '80',
          lines: [...result.lines.filter((l) => l.key !== 'pricing.line.proof'), proofLine],
        },
      },
    };
    expect(proofCharged(result)).toBe(false);
    expect(proofCharged(charged.state.result)).toBe(true);
    expect(proofCharged({ lines: [], proof: '0.00' })).toBe(false);
    const linesOf = (events: ContractEvent[]) =>
      (events[0]!.data as Extract<ContractEvent, { type: 'ContractRequested' }>['data']).lines.map(
        (l) => l.sampling,
      );
    expect(linesOf(requested([digital]))).toEqual([false]);
    const byDefault = contracts.given([]).when(request([charged])).events;
    expect(linesOf(byDefault)).toEqual([true]);
    const other = quotation({ quantity: '8000' });
    const chosen = contracts.given([]).when(request([digital, other], { sampled: [other.id] })).events;
    expect(linesOf(chosen)).toEqual([false, true]);
    const none = contracts.given([]).when(request([charged], { sampled: [] })).events;
    expect(linesOf(none)).toEqual([false]);
    // The orders carry it; a contract made before it was asked leaves it unstated.
    const created = chosen[0]!.data as Extract<ContractEvent, { type: 'ContractRequested' }>['data'];
    const orders = orderFromContract.ordersOfContract({ ...created, createdAt: AT }, (name) => name);
    expect(orders.map((o) => o.snapshot.sampling)).toEqual([false, true]);
    const old = { ...created, createdAt: AT, lines: created.lines.map(({ sampling: _, ...l }) => l) };
    expect(orderFromContract.ordersOfContract(old, (name) => name).map((o) => o.snapshot.sampling)).toEqual([
      null,
      null,
    ]);
  });

  it('refuses sampling chosen for a quotation not in the contract', () => {
    const a = quotation();
    contracts
      .given([])
      .when(request([a], { sampled: ['someone-else'] }))
      .thenThrows('CONTRACT.SAMPLING_UNKNOWN', {
        messageKey: 'contracts.samplingNotInContract',
        field: 'sampled',
      });
  });

  it('is refused without a quotation', () => {
    contracts.given([]).when(request([])).thenThrows('CONTRACT.NO_QUOTATION', {
      messageKey: 'contracts.needsQuotation',
      field: 'quotationIds',
    });
  });

  it('is refused naming the quotation whose customer, payment terms or printing type differs', () => {
    const a = quotation();
    const other = quotation({}, { customerId: 'cust-2' });
    contracts
      .given([])
      .when(request([a, other]))
      .thenThrows('CONTRACT.CUSTOMER_DIFFERS', {
        messageKey: 'contracts.customerDiffers',
        params: { number: other.state.number },
      });
    const terms = quotation({ paymentTerms: 'advance30' });
    contracts
      .given([])
      .when(request([a, terms]))
      .thenThrows('CONTRACT.PAYMENT_TERMS_DIFFER', { params: { number: terms.state.number } });
    const gravure = quotation({ quotation_type: 'gravure', colours: '4' });
    contracts
      .given([])
      .when(request([a, gravure]))
      .thenThrows('CONTRACT.PRINTING_TYPE_DIFFERS', { params: { number: gravure.state.number } });
  });

  it('is refused when the contract type or tax differs from the quotations', () => {
    const a = quotation();
    contracts
      .given([])
      .when(request([a], { type: 'gravure' }))
      .thenThrows('CONTRACT.TYPE_DIFFERS', { field: 'type' });
    contracts
      .given([])
      .when(request([a], { taxed: true }))
      .thenThrows('CONTRACT.TAX_DIFFERS', { field: 'taxed' });
    expect(requested([quotation({ taxed: 'true' })])[0]!.data).toMatchObject({ taxed: true });
  });

  it('is refused for a quotation under review, rejected, superseded or already under contract', () => {
    const pending = quotation({ ratio: '50' });
    expect(pending.state.status).toBe('pending');
    contracts
      .given([])
      .when(request([pending]))
      .thenThrows('QUOTATION.PENDING', {
        messageKey: 'contracts.quotationPending',
        params: { number: pending.state.number },
      });
    const rejected = quotation(
      { ratio: '50' },
      { then: [{ type: 'QuotationRejected', data: { reason: 'too low', at: AT } }] },
    );
    contracts
      .given([])
      .when(request([rejected]))
      .thenThrows('QUOTATION.REJECTED', 'contracts.quotationRejected');
    const superseded = quotation(
      {},
      { then: [{ type: 'QuotationSuperseded', data: { by: 'x', byNumber: 'BJ2', at: AT } }] },
    );
    contracts
      .given([])
      .when(request([superseded]))
      .thenThrows('QUOTATION.SUPERSEDED', 'contracts.quotationSuperseded');
    const taken = quotation(
      {},
      {
        then: [
          { type: 'QuotationPutUnderContract', data: { contractId: 'c-0', contractNumber: 'HT0', at: AT } },
        ],
      },
    );
    contracts
      .given([])
      .when(request([taken]))
      .thenThrows('QUOTATION.UNDER_CONTRACT', { params: { number: taken.state.number, contract: 'HT0' } });
  });

  it("is refused for someone else's quotation (as not found) or customer, and for roles that do not quote", () => {
    const theirs = quotation({}, { owner: 'sales-2' });
    contracts
      .given([])
      .when(request([theirs]))
      .thenThrows('QUOTATION.NOT_FOUND', { field: 'quotationIds' });
    const a = quotation();
    contracts
      .given([])
      .when(request([a], { customer: { ...CUSTOMER, ownerId: 'sales-2' } }))
      .thenThrows('CONTRACT.NOT_YOUR_CUSTOMER', { params: { number: a.state.number } });
    contracts
      .given([])
      .when(request([a], { customer: { ...CUSTOMER, exists: false } }))
      .thenThrows('CONTRACT.NOT_YOUR_CUSTOMER');
    contracts
      .given([])
      .when(request([a], { actor: { id: SALES.id, role: 'OperatorManage' } }))
      .thenThrows('CONTRACT.OWNERS_ONLY');
    contracts
      .given([])
      .when(request([a, a]))
      .thenThrows('CONTRACT.DUPLICATE');
  });
});

describe('the contract process', () => {
  const a = quotation();
  const req = requested([a]);

  it('confirms once: ContractCreated carries the request', () => {
    const [created] = contracts.given(req).when({ type: 'ConfirmContract', data: { at: AT } }).events;
    expect(created).toEqual({ type: 'ContractCreated', data: { ...req[0]!.data, createdAt: AT } });
    contracts
      .given([...req, created!])
      .when({ type: 'ConfirmContract', data: { at: AT } })
      .then([]);
  });

  it('is refused once, recording the reason and the quotation; a refused one never confirms', () => {
    const error = new DomainError('QUOTATION.UNDER_CONTRACT', 'contracts.quotationUnderContract', {
      number: 'BJ1',
      contract: 'HT9',
    });
    const refuse: ContractCommand = { type: 'RefuseContract', data: { error, quotationId: a.id, at: AT } };
    const [refused] = contracts.given(req).when(refuse).events;
    expect(refused).toEqual({
      type: 'ContractRefused',
      data: {
        contractId: CONTRACT_ID,
        reason: 'contracts.quotationUnderContract',
        code: 'QUOTATION.UNDER_CONTRACT',
        params: { number: 'BJ1', contract: 'HT9' },
        quotationId: a.id,
        at: AT,
      },
    });
    contracts
      .given([...req, refused!])
      .when(refuse)
      .then([]);
    contracts
      .given([...req, refused!])
      .when({ type: 'ConfirmContract', data: { at: AT } })
      .then([]);
    expect(refusalError(contracts.stateAfter([...req, refused!]))).toMatchObject({
      code: 'QUOTATION.UNDER_CONTRACT',
      messageKey: 'contracts.quotationUnderContract',
    });
  });

  it('records the same request once (a retried append), and refuses another request on the stream', () => {
    contracts
      .given(req)
      .when(request([a]))
      .then([]);
    contracts
      .given(req)
      .when(request([a], { contractId: 'other' }))
      .thenThrows('CONTRACT.EXISTS');
  });
});

describe('a quotation under contract', () => {
  const put = (contractId: string): QuotationCommand => ({
    type: 'PutUnderContract',
    data: { contractId, contractNumber: `N-${contractId}`, at: AT },
  });
  const release = (contractId: string): QuotationCommand => ({
    type: 'ReleaseFromContract',
    data: { contractId, at: AT },
  });
  const approved = generatedEvents();
  const underC1: QuotationEvent = {
    type: 'QuotationPutUnderContract',
    data: { contractId: 'c1', contractNumber: 'N-c1', at: AT },
  };

  it('is reserved by one contract, once; another contract is refused naming the holder', () => {
    quotations.given(approved).when(put('c1')).then([underC1]);
    quotations
      .given([...approved, underC1])
      .when(put('c1'))
      .then([]);
    quotations
      .given([...approved, underC1])
      .when(put('c2'))
      .thenThrows('QUOTATION.UNDER_CONTRACT', { params: { contract: 'N-c1' } });
  });

  it('is refused while pending or rejected, when superseded, and when it does not exist', () => {
    const pending = generatedEvents({ ratio: '50' });
    quotations.given(pending).when(put('c1')).thenThrows('QUOTATION.PENDING');
    quotations
      .given([...pending, { type: 'QuotationRejected', data: { reason: 'no', at: AT } }])
      .when(put('c1'))
      .thenThrows('QUOTATION.REJECTED');
    quotations
      .given([...approved, { type: 'QuotationSuperseded', data: { by: 'r', byNumber: 'BJ-R', at: AT } }])
      .when(put('c1'))
      .thenThrows('QUOTATION.SUPERSEDED');
    quotations.given([]).when(put('c1')).thenThrows('QUOTATION.NOT_FOUND');
  });

  it('is released only by the contract that holds it; a release of nothing appends nothing', () => {
    const released: QuotationEvent = {
      type: 'QuotationReleasedFromContract',
      data: { contractId: 'c1', at: AT },
    };
    quotations
      .given([...approved, underC1])
      .when(release('c1'))
      .then([released]);
    quotations
      .given([...approved, underC1])
      .when(release('c2'))
      .then([]);
    quotations
      .given([...approved, underC1, released])
      .when(release('c1'))
      .then([]);
    quotations.given([]).when(release('c1')).then([]);
    // Free again, another contract may take it.
    quotations
      .given([...approved, underC1, released])
      .when(put('c2'))
      .thenMatches([{ type: 'QuotationPutUnderContract' }]);
  });

  it('takes no ratio change or revision while under contract', () => {
    const held = [...approved, underC1];
    quotations
      .given(held)
      .when({
        type: 'ChangeQuotationRatio',
        data: { ratio: '120', by: SALES.id, range: { minRatio: '94', maxRatio: '200' }, at: AT },
      })
      .thenThrows('QUOTATION.UNDER_CONTRACT');
    quotations
      .given(held)
      .when({ type: 'SupersedeQuotation', data: { by: 'r', byNumber: 'BJ-R', ownerId: SALES.id, at: AT } })
      .thenThrows('QUOTATION.UNDER_CONTRACT');
  });
});
