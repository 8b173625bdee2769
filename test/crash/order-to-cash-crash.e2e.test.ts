import { randomUUID } from 'node:crypto';
import {
  contract,
  contractMoney,
  customer,
  financeMoney,
  order,
  orderFromContract,
  quotation,
} from '@packflow/domain';
import { type RecordedEvent, nameBasedUuid } from '@packflow/eventstore';
import Decimal from 'decimal.js';
import { type ApiClient, type Session, signIn } from '../support/api-client';
import { pngOf, uploadAs } from '../support/files';
import { pouchForm } from '../support/quotation-forms';
import { describeWithPostgres } from '../support/services';
import { createStaff, nextPhone } from '../support/staff';
import { stateOf, streams, useCrashApi } from './support';

/**
 * Kill -9 at random instants in the middle of the order-to-cash work, on real PostgreSQL: several
 * salesmen make contracts from overlapping quotations (so some are refused), record receipts on
 * their contracts (a receipt cut off by a kill is sent again with the same key), Finance confirms
 * them, and the salesmen sign their orders, one order and the rest of a contract at once. After
 * each restart and once the processes have settled, the event store must show every process done
 * or undone, never half: every contract made or refused, each quotation under at most one contract
 * (the made one that lists it), one order per line of a made contract and none of a refused one,
 * every clearance followed by its orders signed (or given back), every signing cleared on money
 * Finance had confirmed by then, and no receipt counted twice.
 */
const ROUNDS = 10;
const SALESMEN = 3;
const PASSWORD = 'correct-horse-1';
/** Salesmen take turns with the terms: the whole price before signing, or 30 per cent. */
const TERMS = ['full', 'advance30'] as const;

const CONTRACT_STREAM = /^contract-[0-9a-f-]{36}$/;
const ORDER_STREAM = /^order-[0-9a-f-]{36}$/;
const QUOTATION_STREAM = /^quotation-[0-9a-f-]{36}$/;

const today = () => new Date().toISOString().slice(0, 10);

describeWithPostgres('kill -9 in the middle of contracts, receipts and signing', () => {
  const crash = useCrashApi({ PROCESS_WAIT_MS: '5000' });
  const sessions = new Map<string, Session>();
  const salesmen: string[] = [];
  /** Each salesman's customer, the one his quotations are for. */
  const customers = new Map<string, string>();
  const proofOf = new Map<string, string>();
  let financeId = '';
  /** Receipt forms per contract; a form stays here until an answer says it was recorded. */
  const receiptForms = new Map<
    string,
    { owner: string; form: Record<string, string>; answered: boolean }[]
  >();

  const client = (id: string): ApiClient => crash.client(sessions.get(id));

  beforeAll(async () => {
    const admin = await signIn(crash.url, 'admin', 'first-admin-password');
    sessions.set('admin', admin.session!);
    financeId = await createStaff(admin, 'Finance', 'cash-finance');
    sessions.set(financeId, (await signIn(crash.url, 'cash-finance', PASSWORD)).session!);
    for (let i = 0; i < SALESMEN; i++) {
      const id = await createStaff(admin, 'OperatorIndex', `cash-sales-${i}`);
      salesmen.push(id);
      const seller = await signIn(crash.url, `cash-sales-${i}`, PASSWORD);
      sessions.set(id, seller.session!);
      // His proof image: a receipt's proofs are files the recorder may use.
      const uploaded = await uploadAs(crash.url, seller, await pngOf(), 'proof.png');
      expect(uploaded.body.code).toBe(0);
      proofOf.set(id, uploaded.body.data);
      const recharge = await admin.post('/golden-bean/recharge', {
        accountId: id,
        amount: '500',
        note: 'crash test',
      });
      expect(recharge.body.code).toBe(0);
      const own = await client(id).post<{ id: string }>('/customer', {
        name: `Cash ${i}`,
        phone: nextPhone(),
      });
      expect(own.body.code).toBe(0);
      customers.set(id, own.body.data.id);
    }
  }, 120_000);

  /** Three quotations of one salesman for his customer, answered before the burst that uses them. */
  async function quotations(salesman: string, terms: string): Promise<string[]> {
    const ids: string[] = [];
    for (let q = 0; q < 3; q++) {
      const res = await client(salesman).post<{ id: string; status: string }>(
        '/quotation',
        pouchForm(customers.get(salesman)!, { paymentTerms: terms, quantity: String(5000 + 1000 * q) }),
      );
      expect(res.body.code).toBe(0);
      ids.push(res.body.data.id);
    }
    return ids;
  }

  /** The two receipts that pay a contract in full: about half, then the rest. */
  function planReceipts(owner: string, made: contract.ContractCreatedData) {
    const total = new Decimal(made.total);
    const first = total.div(2).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    const form = (amount: Decimal) => ({
      contractId: made.contractId,
      amount: amount.toFixed(2),
      method: 'bank',
      receivedOn: today(),
      proofs: proofOf.get(owner)!,
      note: 'crash test',
      idempotencyKey: randomUUID(),
    });
    receiptForms.set(
      made.contractId,
      [first, total.minus(first)].map((amount) => ({ owner, form: form(amount), answered: false })),
    );
  }

  /** Every request of one round, from what the store shows now. */
  async function burst(all: Map<string, RecordedEvent[]>, fresh: Map<string, string[]>) {
    // Resolves true when answered, false when the process died first.
    const send = (who: string, method: 'POST' | 'PUT', path: string, body: Record<string, string>) =>
      client(who)
        .call<unknown>(method, path, body, { 'X-Request-Id': randomUUID() })
        .then(
          (answer) => answer,
          () => null,
        );
    const requests: Promise<boolean>[] = [];
    const track = <T>(answer: Promise<T | null>) => requests.push(answer.then((a) => a !== null));

    // New contracts from overlapping quotations: [a, b], [b, c] and [c] race for b and c.
    for (const [salesman, [a, b, c]] of fresh)
      for (const ids of [[a!, b!], [b!, c!], [c!]])
        track(send(salesman, 'POST', '/contract', { quotationIds: ids.join(','), type: 'digital' }));

    const made = [...all.entries()]
      .filter(([id]) => CONTRACT_STREAM.test(id))
      .map(
        ([, events]) =>
          events.find((e) => e.type === 'ContractCreated')?.data as contract.ContractCreatedData,
      )
      .filter(Boolean);
    for (const created of made) {
      // Receipts: planned once per made contract, sent until one answer says it was recorded.
      if (!receiptForms.has(created.contractId)) planReceipts(created.ownerId, created);
      for (const planned of receiptForms.get(created.contractId)!)
        if (!planned.answered)
          track(
            send(planned.owner, 'POST', '/finance/receipt', planned.form).then((answer) => {
              if ((answer?.body as { code?: number } | undefined)?.code === 0) planned.answered = true;
              return answer;
            }),
          );
      // Finance confirms what waits for it.
      const money = stateOf(
        contractMoney.contractMoneyDecider,
        all.get(contractMoney.contractMoneyStream(created.contractId)),
      );
      for (const receipt of Object.values(money.receipts))
        if (receipt.status === 'pending')
          track(send(financeId, 'PUT', `/finance/receipt/${receipt.receiptId}/confirm`, {}));
      // Signing, at the same moment: the first waiting order alone, the others together.
      const waiting = created.lines
        .map((line) => nameBasedUuid(orderFromContract.orderIdName(created.contractId, line.quotationId)))
        .filter((id) => stateOf(order.orderDecider, all.get(order.orderStream(id))).status === 'wait');
      if (waiting.length) track(send(created.ownerId, 'POST', '/order/sign', { ids: waiting[0]! }));
      if (waiting.length > 1)
        track(send(created.ownerId, 'POST', '/order/sign', { ids: waiting.slice(1).join(',') }));
    }
    return requests;
  }

  it('leaves nothing half-done, round after round', async () => {
    let sent = 0;
    let unanswered = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const fresh = new Map<string, string[]>();
      for (const [i, salesman] of salesmen.entries())
        fresh.set(salesman, await quotations(salesman, TERMS[i % TERMS.length]!));
      const inFlight = await burst(await streams(crash.reader), fresh);
      const cut = await crash.killAndRestart(inFlight);
      unanswered += cut.unanswered;
      sent += cut.sent;
      await checkInvariants();
    }
    // The kills did land in the middle of work: some requests never got their answer.
    expect(unanswered).toBeGreaterThan(0);
    expect(unanswered).toBeLessThan(sent);
    // And the work was done as well as cut: contracts made and refused, money confirmed, orders signed.
    const all = await streams(crash.reader);
    const types = [...all.values()].flat().map((e) => e.type);
    for (const type of [
      'ContractCreated',
      'ContractRefused',
      'ReceiptConfirmed',
      'SigningCleared',
      'OrderSigned',
    ])
      expect([type, types.includes(type)]).toEqual([type, true]);
  }, 600_000);

  async function checkInvariants() {
    const all = await streams(crash.reader);
    const matching = (pattern: RegExp) => [...all.entries()].filter(([id]) => pattern.test(id));
    const contracts = new Map(
      matching(CONTRACT_STREAM).map(([id, events]) => [
        id.slice('contract-'.length),
        stateOf(contract.contractDecider, events),
      ]),
    );
    const orders = matching(ORDER_STREAM).map(([id, events]) => ({
      id,
      events,
      state: stateOf(order.orderDecider, events),
    }));

    // No step was given up on and left for an administrator to retry.
    const health = await crash.client().get<{ parkedSteps: number }>('/health');
    expect(health.body.data.parkedSteps).toBe(0);

    // Every started contract ends made or refused once its process has settled.
    for (const [id, state] of contracts)
      expect([id, state.status]).toEqual([id, expect.stringMatching(/^(created|refused)$/)]);

    // Each quotation is under the made contract that lists it, or under none; a refusal gave back all it took.
    const holders = new Map<string, string>();
    for (const [id, state] of contracts)
      if (state.status === 'created')
        for (const line of state.request!.lines) {
          expect([line.quotationId, holders.get(line.quotationId)]).toEqual([line.quotationId, undefined]);
          holders.set(line.quotationId, id);
        }
    for (const [stream, events] of matching(QUOTATION_STREAM)) {
      const id = stream.slice('quotation-'.length);
      const state = stateOf(quotation.quotationDecider, events);
      expect([id, state.contract?.id ?? null]).toEqual([id, holders.get(id) ?? null]);
      for (const e of events.filter((x) => x.type === 'QuotationPutUnderContract')) {
        const { contractId } = e.data as { contractId: string };
        const taker = contracts.get(contractId);
        const freed = events.some(
          (x) =>
            x.position > e.position &&
            x.type === 'QuotationReleasedFromContract' &&
            (x.data as { contractId: string }).contractId === contractId,
        );
        // Taken by a made contract and kept, or by a refused one and given back.
        expect([id, contractId, taker?.status, freed]).toEqual([
          id,
          contractId,
          taker?.status === 'created' ? 'created' : 'refused',
          taker?.status !== 'created',
        ]);
      }
    }
    for (const [id] of holders) expect([id, all.has(quotation.quotationStream(id))]).toEqual([id, true]);

    // One order per line of a made contract, made once, under the id the contract's reaction gives it; none of a refused one.
    const ordersOf = new Map<string, string[]>();
    for (const o of orders) {
      expect([o.id, o.events.filter((e) => e.type === 'OrderCreated').length]).toEqual([o.id, 1]);
      const created = o.state.created!;
      ordersOf.set(created.contractId, [...(ordersOf.get(created.contractId) ?? []), created.quotationId]);
      expect([o.id, contracts.get(created.contractId)?.status]).toEqual([o.id, 'created']);
      expect(o.id).toBe(
        order.orderStream(
          nameBasedUuid(orderFromContract.orderIdName(created.contractId, created.quotationId)),
        ),
      );
    }
    for (const [id, state] of contracts)
      expect([id, (ordersOf.get(id) ?? []).sort()]).toEqual([
        id,
        state.status === 'created' ? state.request!.lines.map((l) => l.quotationId).sort() : [],
      ]);

    // Money: every receipt recorded once per key, decided once; the ledger counts exactly the confirmed ones.
    const signedBy = new Map<string, string>();
    for (const o of orders) if (o.state.signingId) signedBy.set(o.state.created!.orderId, o.state.signingId);
    for (const [contractId, state] of contracts) {
      const events = all.get(contractMoney.contractMoneyStream(contractId)) ?? [];
      if (state.status !== 'created') {
        expect([contractId, events.length]).toEqual([contractId, 0]);
        continue;
      }
      const recorded = events
        .filter((e) => e.type === 'ReceiptRecorded')
        .map((e) => e.data as contractMoney.ReceiptData);
      const keys = recorded.map((r) => r.idempotencyKey);
      expect([contractId, new Set(keys).size]).toEqual([contractId, keys.length]);
      expect([contractId, new Set(recorded.map((r) => r.receiptId)).size]).toEqual([
        contractId,
        recorded.length,
      ]);
      for (const planned of receiptForms.get(contractId) ?? [])
        if (planned.answered)
          expect([contractId, keys.filter((k) => k === planned.form.idempotencyKey).length]).toEqual([
            contractId,
            1,
          ]);
      const decisions = events.filter((e) =>
        ['ReceiptConfirmed', 'ReceiptRejected', 'ReceiptReversed'].includes(e.type),
      );
      const decided = decisions.map((e) => (e.data as { receiptId: string }).receiptId);
      expect([contractId, new Set(decided).size]).toEqual([contractId, decided.length]);
      const confirmedSum = decisions
        .filter((e) => e.type === 'ReceiptConfirmed')
        .map((e) => recorded.find((r) => r.receiptId === (e.data as { receiptId: string }).receiptId)!.amount)
        .reduce((sum, amount) => sum.plus(amount), new Decimal(0));
      const money = stateOf(contractMoney.contractMoneyDecider, events);
      expect([contractId, contractMoney.confirmedMoney(money).toFixed(2)]).toEqual([
        contractId,
        confirmedSum.toFixed(2),
      ]);
      expect(new Decimal(confirmedSum).lte(state.request!.total)).toBe(true);

      // Every clearance was decided on the money confirmed at that moment, and led to its orders signed (or given back).
      for (const [i, e] of events.entries()) {
        if (e.type !== 'SigningCleared') continue;
        const cleared = e.data as contractMoney.SigningData;
        const before = stateOf(contractMoney.contractMoneyDecider, events.slice(0, i));
        const { required: _required, confirmed, ...request } = cleared;
        const decidedAgain = contractMoney.decideSigningClearance(before, request);
        expect([cleared.signingId, decidedAgain.map((x) => x.data)]).toEqual([cleared.signingId, [cleared]]);
        expect(
          new Decimal(confirmed).gte(
            financeMoney.prepaymentOf(
              contractMoney
                .clearedTotal(before)
                .plus(Object.values(cleared.orderTotals).reduce((s, t) => s.plus(t), new Decimal(0))),
              cleared.paymentTerms,
              cleared.currency,
            ),
          ),
        ).toBe(true);
        for (const orderId of cleared.orderIds) {
          const givenBack = events.some(
            (x) =>
              x.type === 'SigningClearanceReleased' &&
              (x.data as { signingId: string; orderId: string }).signingId === cleared.signingId &&
              (x.data as { orderId: string }).orderId === orderId,
          );
          expect([orderId, signedBy.get(orderId) === cleared.signingId || givenBack]).toEqual([
            orderId,
            true,
          ]);
        }
      }
    }

    // Every signed order was signed once, by a clearance on its contract's money that names it,
    // and restarted its customer's clock.
    for (const o of orders) {
      const signings = o.events.filter((e) => e.type === 'OrderSigned');
      expect([o.id, signings.length]).toEqual([o.id, o.state.signingId ? 1 : 0]);
      if (!o.state.signingId) continue;
      const created = o.state.created!;
      const money = stateOf(
        contractMoney.contractMoneyDecider,
        all.get(contractMoney.contractMoneyStream(created.contractId)),
      );
      expect([o.id, money.signings[o.state.signingId]?.includes(created.orderId)]).toEqual([o.id, true]);
      expect([o.id, money.cleared[created.orderId]?.signingId]).toEqual([o.id, o.state.signingId]);
      const client = stateOf(customer.customerDecider, all.get(customer.customerStream(created.customerId)));
      expect([o.id, client.ownedSince !== null && client.ownedSince >= o.state.signedAt!]).toEqual([
        o.id,
        true,
      ]);
    }
  }
});
