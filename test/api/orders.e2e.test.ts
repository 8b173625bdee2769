import { randomUUID } from 'node:crypto';
import type { HomeAnswer, NotificationView, OrderDetail, OrderRow } from '@packflow/contracts';
import { type contract, contractMoney, order, orderFromContract } from '@packflow/domain';
import { nameBasedUuid } from '@packflow/eventstore';
import sharp from 'sharp';
import { type SignedInClient, signIn, signedHeaders } from '../support/api-client';
import { fixturePouch } from '../support/pricing-fixtures';
import { createStaff } from '../support/staff';
import { PGLITE, POSTGRES, type Shape, describeOn, useTestApi } from '../support/test-api';

const PASSWORD = 'correct-horse-1';

/**
 * The orders API: a created contract's orders on /Order/Wait, the lists' filters and paging, one
 * order with its whole story and as it stood on a past day, the side exits with the supervisor's
 * review, and nobody reaching another's orders (404, as if they did not exist).
 */
function ordersSuite(shape: Shape) {
  describeOn(shape, 'orders', () => {
    const t = useTestApi(shape);
    let admin: SignedInClient;
    let sales: SignedInClient;
    let other: SignedInClient;
    let trader: SignedInClient;
    let boss: SignedInClient;
    let finance: SignedInClient;
    /** An image of the salesman's library: receipts' proof and artwork. */
    let proof: string;

    async function uploadPng(client: SignedInClient): Promise<string> {
      const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3894ff' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), 'proof.png');
      const res = await fetch(`${t.api.url}/api/upload`, {
        method: 'POST',
        headers: { Locale: 'en', ...signedHeaders(client.session!) },
        body: form,
      });
      const answer = (await res.json()) as { code: number; data: string };
      expect(answer.code).toBe(0);
      return answer.data;
    }
    let salesId: string;
    let traderId: string;
    const tag = randomUUID().slice(0, 6);

    beforeAll(async () => {
      admin = await t.admin('en');
      salesId = await createStaff(admin, 'OperatorIndex', `os-${tag}`);
      await createStaff(admin, 'OperatorIndex', `oo-${tag}`);
      traderId = await createStaff(admin, 'Traders', `ot-${tag}`);
      await createStaff(admin, 'OperatorManage', `ob-${tag}`, { areacode: 'Q' });
      sales = await signIn(t.api.url, `os-${tag}`, PASSWORD, 'en');
      other = await signIn(t.api.url, `oo-${tag}`, PASSWORD, 'en');
      trader = await signIn(t.api.url, `ot-${tag}`, PASSWORD, 'cn');
      boss = await signIn(t.api.url, `ob-${tag}`, PASSWORD, 'en');
      await createStaff(admin, 'Finance', `of-${tag}`);
      finance = await signIn(t.api.url, `of-${tag}`, PASSWORD, 'en');
      proof = await uploadPng(sales);
    }, 120_000);

    let serial = 0;
    /** A created contract of `ownerId` with one order per quantity (as the contracts area records it). */
    async function contractOf(
      ownerId: string,
      ownerRole: 'OperatorIndex' | 'Traders',
      quantities: number[],
      customerName = 'Qingdao Tea',
    ): Promise<{ contractId: string; number: string; orderIds: string[] }> {
      serial++;
      const contractId = randomUUID();
      const at = new Date().toISOString();
      const number = `HT${tag.toUpperCase()}${serial}`;
      const data: contract.ContractCreatedData = {
        contractId,
        number,
        customerId: `customer-${ownerId}`,
        customerName,
        ownerId,
        ownerRole,
        printingType: 'digital',
        taxed: false,
        paymentTerms: 'advance30',
        currency: ownerRole === 'Traders' ? 'USD' : 'CNY',
        language: ownerRole === 'Traders' ? 'en' : 'cn',
        lines: quantities.map((quantity, i) => ({
          quotationId: `${contractId}-q${i}`,
          quotationNumber: `BJ-${serial}-${i}`,
          quantity,
          unit: 'piece',
          unitPrice: '0.5',
          total: String(quantity / 2),
          bagType: 'standUp',
          make: 'bag',
          snapshot: {
            input: fixturePouch({ quantity: String(quantity) }),
            materials: { materialprinting: { id: 'pet12', name: '镀铝膜', englishName: 'Metallised PET' } },
            accessories: {},
            bagType: { id: 'standUp', name: '自立袋', englishName: 'Stand-up pouch' },
            knifeStyle: null,
            makenumber: 1,
            decimals: 2,
          },
        })),
        total: String(quantities.reduce((a, b) => a + b, 0) / 2),
        by: ownerId,
        at,
        createdAt: at,
      };
      await t.api.infra.store.appendToStream(`contract-${contractId}`, [
        {
          type: 'ContractCreated',
          data,
          metadata: { userId: ownerId, role: ownerRole, at, correlationId: contractId },
        },
      ]);
      const orderIds = data.lines.map((l) =>
        nameBasedUuid(orderFromContract.orderIdName(contractId, l.quotationId)),
      );
      return { contractId, number, orderIds };
    }

    /** The list answer once it shows `n` rows (the reactor and the projector catch up). */
    async function listed(client: SignedInClient, query: string, n: number): Promise<OrderRow[]> {
      for (let i = 0; i < 100; i++) {
        const res = await client.get<OrderRow[]>(`/order?${query}`);
        expect(res.body.code).toBe(0);
        if (res.body.data.length === n) return res.body.data;
        await new Promise((r) => setTimeout(r, 100));
      }
      const res = await client.get<OrderRow[]>(`/order?${query}`);
      throw new Error(`expected ${n} rows of ${query}, got ${res.body.data.length}`);
    }

    /** The notification of `kind` about order `id` once the notifications reactor has sent it. */
    async function noticeOf(client: SignedInClient, kind: string, id: string) {
      for (let i = 0; i < 100; i++) {
        const res = await client.get<NotificationView[]>('/notifications?_size=50');
        const found = res.body.data.find((n) => n.kind === kind && n.link?.id === id);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no ${kind} notification for ${id}`);
    }

    /** Signing comes through Finance's clearance; here the order's stream takes it directly. */
    const signDirectly = (orderId: string) =>
      t.api.infra.commands.run(
        order.orderDecider,
        order.orderStream(orderId),
        { type: 'SignOrder', data: { signingId: randomUUID(), by: salesId, at: new Date().toISOString() } },
        { userId: salesId, role: 'OperatorIndex', at: new Date(), correlationId: randomUUID() },
      );

    it("lists a created contract's orders on /Order/Wait for their owner only, with the spec's fields", async () => {
      const c = await contractOf(salesId, 'OperatorIndex', [10000, 2000]);
      const rows = await listed(sales, `status=wait&contractId=${c.contractId}`, 2);
      expect(rows.map((r) => r.id).sort()).toEqual([...c.orderIds].sort());
      expect(rows.find((r) => r.quantity === 10000)).toMatchObject({
        number: `${c.number}-1`,
        contractNumber: c.number,
        quotationNumber: 'BJ-1-0',
        status: 'wait',
        type: 'normal',
        printingType: 'digital',
        paymentTerms: 'advance30',
        currency: 'CNY',
        unitPrice: '0.5',
        total: '5000',
        artworkStatus: 'none',
        cancelPending: false,
        ownerName: `OperatorIndex os-${tag}`,
        // What its owner may do now, as the domain says (issue 21).
        actions: ['sign', 'cancel', 'invalidate'],
      });
      expect((await other.get<OrderRow[]>(`/order?contractId=${c.contractId}`)).body.data).toEqual([]);
      expect((await trader.get<OrderRow[]>(`/order?contractId=${c.contractId}`)).body.data).toEqual([]);
      const own = await sales.get<OrderDetail>(`/order/${c.orderIds[0]}`);
      expect(own.status).toBe(200);
      expect(own.body.data.actions).toEqual(['sign', 'cancel', 'invalidate']);
      for (const stranger of [other, trader]) {
        const res = await stranger.get(`/order/${c.orderIds[0]}`);
        expect([res.status, res.body.code]).toEqual([404, 1004]);
      }
      // The supervisor of the salesman's area and the administrator reach it.
      expect((await boss.get(`/order/${c.orderIds[0]}`)).status).toBe(200);
      expect((await admin.get(`/order/${c.orderIds[0]}`)).status).toBe(200);
    });

    it("keeps a trader's orders from salesmen, and a salesman's from the trader", async () => {
      const c = await contractOf(traderId, 'Traders', [3000], 'Hamburg Coffee');
      const [row] = await listed(trader, `contractId=${c.contractId}`, 1);
      expect(row).toMatchObject({ currency: 'USD', ownerRole: 'Traders' });
      for (const stranger of [sales, other, boss]) {
        expect((await stranger.get(`/order/${c.orderIds[0]}`)).status).toBe(404);
      }
    });

    it('counts a list page without reading its orders, the same as the orders listed, for every reader', async () => {
      const c = await contractOf(salesId, 'OperatorIndex', [700, 800, 900, 1000, 1100, 1200], 'Weifang Nuts');
      await listed(sales, `contractId=${c.contractId}`, 6);
      for (const reader of [sales, trader, admin])
        for (const query of [
          'status=wait',
          'status=wait&type=normal',
          'status=wait&printingType=digital',
          'status=canceled',
        ]) {
          const all = await reader.get<OrderRow[]>(`/order?${query}&_size=100`);
          const firstPage = await reader.get<OrderRow[]>(`/order?${query}&_size=5`);
          expect([query, all.body.code]).toEqual([query, 0]);
          expect(all.body.data.length).toBeLessThan(100);
          // A full first page: the count comes from the kept counts, not from the page itself.
          if (reader !== trader && query !== 'status=canceled')
            expect(all.body.data.length).toBeGreaterThan(5);
          expect([query, firstPage.body.extra?.pageInfo?._count]).toEqual([query, all.body.data.length]);
        }
    });

    it("finds orders by a number's beginning (with or without its letters) or end, or part of the customer's name, the same for their owner and the administrator", async () => {
      const c = await contractOf(salesId, 'OperatorIndex', [100, 200], 'Rizhao Seaweed Works');
      const [first, second] = await listed(sales, `contractId=${c.contractId}`, 2);
      const both = [first!.id, second!.id].sort();
      const found = async (reader: SignedInClient, keyword: string) =>
        (
          await reader.get<OrderRow[]>(
            `/order?contractId=${c.contractId}&keyword=${encodeURIComponent(keyword)}`,
          )
        ).body.data
          .map((o) => o.id)
          .sort();
      /** Three characters inside the contract number that begin and end none of the orders' numbers. */
      const middleOf = (number: string, orders: OrderRow[]): string => {
        const numbers = orders
          .flatMap((o) => [o.number, o.contractNumber, o.quotationNumber])
          .map((n) => n.toLowerCase());
        for (let i = 1; i + 3 < number.length; i++) {
          const part = number.slice(i, i + 3).toLowerCase();
          const names = numbers.some(
            (n) => n.startsWith(part) || n.replace(/^[a-z]+/, '').startsWith(part) || n.endsWith(part),
          );
          if (!names && !'rizhao seaweed works'.includes(part)) return part;
        }
        throw new Error(`no middle part in ${number}`);
      };
      const cases: [string, string[]][] = [
        ['seaweed wo', both],
        ['RIZHAO', both],
        [first!.number, [first!.id]],
        [c.number.slice(0, 9), both],
        [c.number.replace(/^[A-Za-z]+/, '').slice(0, 8), both],
        [first!.number.slice(-6), [first!.id]],
        [first!.quotationNumber.slice(-6), [first!.id]],
        [first!.quotationNumber.replace(/^[A-Za-z]+/, ''), [first!.id]],
        // The middle of a number names nothing (numbers are found by their beginning or end).
        [middleOf(c.number, [first!, second!]), []],
        ['no such words', []],
      ];
      for (const [keyword, ids] of cases) {
        expect([keyword, await found(sales, keyword)]).toEqual([keyword, ids]);
        expect([keyword, await found(admin, keyword)]).toEqual([keyword, ids]);
      }
    });

    it('filters by keyword, type, dates and customer, and pages', async () => {
      const c = await contractOf(salesId, 'OperatorIndex', [100, 200, 300, 400, 500, 600], 'Linyi Snacks');
      await listed(sales, `contractId=${c.contractId}`, 6);
      const byKeyword = await sales.get<OrderRow[]>(
        `/order?keyword=${encodeURIComponent('linyi snack')}&_size=5`,
      );
      expect(byKeyword.body.data).toHaveLength(5);
      expect(byKeyword.body.extra?.pageInfo).toMatchObject({ _page: 1, _size: 5, _count: 6, _pageSize: 2 });
      const second = await sales.get<OrderRow[]>(`/order?keyword=linyi&_size=5&_page=2`);
      expect(second.body.data).toHaveLength(1);
      expect(
        (await sales.get<OrderRow[]>(`/order?keyword=${c.number.toLowerCase()}-3`)).body.data,
      ).toHaveLength(1);
      expect(
        (await sales.get<OrderRow[]>(`/order?contractId=${c.contractId}&type=supplementary`)).body.data,
      ).toEqual([]);
      const today = new Date().toISOString().slice(0, 10);
      expect(
        (await sales.get<OrderRow[]>(`/order?contractId=${c.contractId}&from=${today}&to=${today}`)).body
          .data,
      ).toHaveLength(6);
      expect(
        (await sales.get<OrderRow[]>(`/order?contractId=${c.contractId}&to=2020-01-01`)).body.data,
      ).toEqual([]);
      const bad = await sales.get('/order?status=lost&from=2026-02-30');
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.extra?.fields ?? {}).sort()).toEqual(['from', 'status']);
      const backwards = await sales.get('/order?from=2026-02-02&to=2026-01-01');
      expect(backwards.body.extra?.fields).toEqual({ from: 'The start date must not be after the end date' });
    });

    it('takes one cancel request at a time to the supervisor, who approves it: the order is canceled', async () => {
      const c = await contractOf(salesId, 'OperatorIndex', [1000]);
      const [id] = c.orderIds;
      await listed(sales, `contractId=${c.contractId}`, 1);
      const blank = await sales.post(`/order/${id}/cancel`, { reason: '  ' });
      expect(blank.status).toBe(422);
      const asked = await sales.post<{ cancelPending: boolean }>(`/order/${id}/cancel`, {
        reason: 'Design changed',
      });
      expect([asked.body.code, asked.body.msg, asked.body.data.cancelPending]).toEqual([
        0,
        'Cancel request sent to the supervisor',
        true,
      ]);
      const again = await sales.post(`/order/${id}/cancel`, { reason: 'Again' });
      expect([again.status, again.body.msg]).toEqual([422, 'Existing remarks under review']);
      const cn = await trader.post(`/order/${id}/cancel`, { reason: 'x' });
      expect(cn.status).toBe(404);
      // The salesman cannot decide his own; the supervisor's queue shows it.
      expect(
        (await sales.put(`/operator-manage/order/${id}`, { decision: 'approve', reason: '' })).status,
      ).toBe(403);
      const queue = await boss.get<OrderRow[]>(
        `/operator-manage/order?_position=${asked.body.extra?.position}`,
      );
      expect(queue.body.data.find((r) => r.id === id)).toMatchObject({
        cancelReason: 'Design changed',
        actions: ['approveCancel', 'rejectCancel'],
      });
      // Its owner is offered nothing more while it waits: no signing, no second request.
      const waiting = await sales.get<OrderDetail>(`/order/${id}?_position=${asked.body.extra?.position}`);
      expect(waiting.body.data.actions).toEqual([]);
      const bossHome = await boss.get<HomeAnswer>(`/home?_position=${asked.body.extra?.position}`);
      const tile = bossHome.body.data.tiles.find((x) => x.id === 'orders.cancels-to-review');
      expect(tile).toMatchObject({ path: '/OperatorManage/Order', alert: true });
      expect(Number(tile!.value)).toBeGreaterThanOrEqual(1);
      const salesHome = await sales.get<HomeAnswer>('/home');
      expect(
        Number(salesHome.body.data.tiles.find((x) => x.id === 'orders.to-sign')!.value),
      ).toBeGreaterThanOrEqual(1);
      const noReason = await boss.put(`/operator-manage/order/${id}`, { decision: 'reject', reason: '' });
      expect([noReason.status, noReason.body.msg]).toEqual([422, 'Please give the reason']);
      const approved = await boss.put<{ status: string }>(`/operator-manage/order/${id}`, {
        decision: 'approve',
        reason: 'ok',
      });
      expect([approved.body.msg, approved.body.data.status]).toEqual([
        'Cancel approved: the order is canceled',
        'canceled',
      ]);
      await listed(sales, `status=canceled&contractId=${c.contractId}`, 1);
      // The supervisor was told of the request, the salesman of the decision.
      expect(await noticeOf(boss, 'order.cancelRequested', id!)).toMatchObject({
        path: '/OperatorManage/Order',
      });
      expect(await noticeOf(sales, 'order.cancelApproved', id!)).toMatchObject({
        path: `/Order/Detail?id=${id}`,
      });
      const signed = await sales.post(`/order/${id}/invalidate`, { reason: 'late' });
      expect(signed.body.msg).toBe('This order has been canceled: nothing more can be done to it');
    });

    it('invalidates only from Wait; ends a signed order with its supplementary orders; takes artwork only after signing', async () => {
      const c = await contractOf(salesId, 'OperatorIndex', [1000, 2000]);
      const [a, b] = c.orderIds as [string, string];
      await listed(sales, `contractId=${c.contractId}`, 2);
      const artworkEarly = await sales.post(`/order/${a}/artwork`, { files: '/upload/x.png' });
      expect(artworkEarly.status).toBe(422);
      const invalidated = await sales.post<{ status: string; closing: string }>(`/order/${a}/invalidate`, {
        reason: 'Duplicate',
      });
      expect(invalidated.body.data).toMatchObject({ status: 'canceled', closing: 'invalidated' });
      await signDirectly(b);
      const artwork = await sales.post<{ artworkStatus: string }>(`/order/${b}/artwork`, { files: proof });
      expect([artwork.body.msg, artwork.body.data.artworkStatus]).toEqual([
        'Artwork uploaded: waiting for production to confirm it',
        'not_confirmed',
      ]);
      const notHis = await sales.post(`/order/${b}/artwork`, {
        files: proof.replace(/[0-9a-f]{8}-/, '00000000-'),
      });
      expect([notHis.status, notHis.body.extra?.fields]).toEqual([
        422,
        { files: expect.stringContaining('is not a file of the library that you may use') },
      ]);
      const wrong = await sales.post(`/order/${b}/invalidate`, { reason: 'x' });
      expect(wrong.body.msg).toBe('Only an order waiting to be signed can be invalidated');
      const sup = await sales.post<{ supplementaryId: string }>(`/order/${b}/supplementary`, {
        quantity: '300',
        reason: 'Reprint',
      });
      expect(sup.body.code).toBe(0);
      const childId = sup.body.data.supplementaryId;
      const [child] = await listed(sales, `contractId=${c.contractId}&type=supplementary`, 1);
      expect(child).toMatchObject({
        id: childId,
        parentOrderId: b,
        quantity: 300,
        total: '150.00',
        status: 'wait',
        number: `${c.number}-2-B1`,
      });
      const ended = await sales.post<{ status: string }>(`/order/${b}/end`, { reason: 'Short run' });
      expect(ended.body.data.status).toBe('shipped');
      await listed(sales, `contractId=${c.contractId}&status=shipped`, 2);
      const detail = await sales.get<OrderDetail>(`/order/${childId}`);
      expect(detail.body.data).toMatchObject({ closing: 'ended', status: 'shipped' });
    });

    it("tells an order's whole story with its money, and the order as it stood on a past day", async () => {
      const c = await contractOf(salesId, 'OperatorIndex', [1000, 400]);
      const [id, sibling] = c.orderIds as [string, string];
      await listed(sales, `contractId=${c.contractId}`, 2);
      await sales.post(`/order/${id}/cancel`, { reason: 'Customer asked' });
      await boss.put(`/operator-manage/order/${id}`, { decision: 'reject', reason: 'Already planned' });
      // The money of its contract: a receipt for this order (confirmed), one for the whole contract
      // (rejected, with the reason), and one for the other order, which is not this order's story.
      const forOrder = await receipt(sales, c.contractId, '210', true, id);
      const forContract = await receipt(sales, c.contractId, '20', { reject: 'Not on the statement' });
      await receipt(sales, c.contractId, '7', false, sibling);
      const signed = await sales.post('/order/sign', { ids: id });
      expect([signed.body.code, signed.body.msg]).toEqual([0, 'Orders signed']);
      const story = await sales.get<OrderDetail>(`/order/${id}`);
      const timeline = story.body.data.timeline;
      expect(timeline.map((s) => s.type)).toEqual([
        'OrderCreated',
        'OrderCancelRequested',
        'OrderCancelRejected',
        'ReceiptRecorded',
        'ReceiptConfirmed',
        'ReceiptRecorded',
        'ReceiptRejected',
        'SigningCleared',
        'OrderSigned',
      ]);
      expect(timeline[2]).toMatchObject({
        byName: `OperatorManage ob-${tag}`,
        role: 'OperatorManage',
        details: { reason: 'Already planned' },
      });
      // Who and when, and the receipt, amount and reason behind each money step.
      expect(timeline.slice(3, 8)).toEqual([
        expect.objectContaining({
          byName: `OperatorIndex os-${tag}`,
          role: 'OperatorIndex',
          details: expect.objectContaining({
            receiptId: forOrder,
            amount: '210',
            method: 'bank',
            forContract: false,
          }),
        }),
        expect.objectContaining({
          byName: `Finance of-${tag}`,
          role: 'Finance',
          details: { receiptId: forOrder, amount: '210' },
        }),
        expect.objectContaining({
          details: expect.objectContaining({ receiptId: forContract, forContract: true }),
        }),
        expect.objectContaining({
          byName: `Finance of-${tag}`,
          details: { receiptId: forContract, amount: '20', reason: 'Not on the statement' },
        }),
        expect.objectContaining({
          byName: `OperatorIndex os-${tag}`,
          details: expect.objectContaining({ signingId: expect.any(String) }),
        }),
      ]);
      // The clearance names the prepayment asked (30% of 500) and the money confirmed then.
      expect([Number(timeline[7]!.details.required), Number(timeline[7]!.details.confirmed)]).toEqual([
        150, 210,
      ]);
      const times = timeline.map((s) => s.at);
      expect(times).toEqual([...times].sort());
      expect(story.body.data).toMatchObject({
        status: 'signed',
        cancelPending: false,
        snapshot: { materialprintinginfo: { english_name: 'Metallised PET' } },
      });
      // The supervisor sees the same story; the other order's story has its own receipt, not these.
      expect((await boss.get<OrderDetail>(`/order/${id}`)).body.data.timeline).toHaveLength(9);
      const siblingStory = (await sales.get<OrderDetail>(`/order/${sibling}`)).body.data.timeline;
      expect(siblingStory.map((s) => [s.type, s.details.receiptId ?? null])).toEqual([
        ['OrderCreated', null],
        ['ReceiptRecorded', forContract],
        ['ReceiptRejected', forContract],
        ['ReceiptRecorded', expect.not.stringMatching(forContract)],
      ]);
      const today = new Date().toISOString().slice(0, 10);
      const asOfToday = (await sales.get<OrderDetail>(`/order/${id}?asOf=${today}`)).body.data;
      expect([asOfToday.asOf, asOfToday.timeline.length]).toEqual([today, 9]);
      // A past day's order is read, not acted on.
      expect(asOfToday.actions).toEqual([]);
      const before = await sales.get(`/order/${id}?asOf=2020-01-01`);
      expect(before.status).toBe(404);
      expect((await sales.get(`/order/${id}?asOf=yesterday`)).status).toBe(422);
    });

    /**
     * A receipt the owner records on the contract (or one order of it), which Finance confirms when
     * `confirm` (or rejects, when it is the reason).
     */
    async function receipt(
      client: SignedInClient,
      contractId: string,
      amount: string,
      confirm: boolean | { reject: string },
      orderId?: string,
    ) {
      const recorded = await client.post<{ receiptId: string }>('/finance/receipt', {
        contractId,
        ...(orderId ? { orderId } : {}),
        amount,
        method: 'bank',
        receivedOn: new Date().toISOString().slice(0, 10),
        proofs: proof,
        note: '',
        idempotencyKey: randomUUID(),
      });
      expect(recorded.body.code).toBe(0);
      const id = recorded.body.data.receiptId;
      if (confirm) {
        // Finance finds the receipt through its list (the read model has seen it).
        await finance.get(
          `/finance/receipt?contractId=${contractId}&_position=${recorded.body.extra?.position}`,
        );
        const decided =
          confirm === true
            ? await finance.put(`/finance/receipt/${id}/confirm`)
            : await finance.put(`/finance/receipt/${id}/reject`, { reason: confirm.reject });
        expect([decided.body.code, decided.body.msg]).toEqual([0, expect.any(String)]);
      }
      return id;
    }

    it('signs only on the prepayment confirmed by Finance, saying what is missing', async () => {
      const c = await contractOf(salesId, 'OperatorIndex', [10000]);
      const [id] = c.orderIds as [string];
      await listed(sales, `contractId=${c.contractId}`, 1);
      const none = await sales.post('/order/sign', { ids: '' });
      expect([none.status, none.body.extra?.fields]).toEqual([
        422,
        { ids: 'Signing needs at least one order selected' },
      ]);
      const refused = await sales.post('/order/sign', { ids: id });
      expect(refused.status).toBe(422);
      expect(refused.body.msg).toContain('¥1,500.00 missing');
      await receipt(sales, c.contractId, '1500', false);
      const pending = await sales.post('/order/sign', { ids: id });
      expect(pending.status).toBe(422);
      expect((await other.post('/order/sign', { ids: id })).status).toBe(404);
      await receipt(sales, c.contractId, '1500', true);
      const signed = await sales.post<{ signed: string[]; status: string }>('/order/sign', { ids: id });
      expect([signed.body.code, signed.body.msg, signed.body.data]).toEqual([
        0,
        'Orders signed',
        { signed: [id], status: 'signed' },
      ]);
      await listed(sales, `status=signed&contractId=${c.contractId}`, 1);
      const again = await sales.post('/order/sign', { ids: id });
      expect(again.body.msg).toBe('Only an order waiting to be signed can be signed');
      const story = await sales.get<OrderDetail>(`/order/${id}`);
      expect(story.body.data.signedAt).not.toBeNull();
    });

    it('never signs on money reversed at the same moment', async () => {
      for (let round = 0; round < 4; round++) {
        const c = await contractOf(salesId, 'OperatorIndex', [2000]);
        const [id] = c.orderIds as [string];
        await listed(sales, `contractId=${c.contractId}`, 1);
        const receiptId = await receipt(sales, c.contractId, '300', true);
        const reverse = t.api.infra.commands.run(
          contractMoney.contractMoneyDecider,
          contractMoney.contractMoneyStream(c.contractId),
          {
            type: 'ReverseReceipt',
            data: { receiptId, reason: 'Bounced', by: 'finance', at: new Date().toISOString() },
          },
          { userId: 'finance', role: 'Finance', at: new Date(), correlationId: randomUUID() },
        );
        const [sign] = await Promise.all([
          sales.post<{ signed: string[] }>('/order/sign', { ids: id }),
          reverse,
        ]);
        const money = await t.api.infra.commands.history(contractMoney.contractMoneyStream(c.contractId));
        const at = money.findIndex((e) => e.type === 'SigningCleared');
        if (at >= 0) {
          // Cleared: the money it was decided on (every event before it) covered the prepayment.
          const before = money.slice(0, at).reduce(
            (s, e) =>
              contractMoney.contractMoneyDecider.evolve(s, {
                type: e.type,
                data: e.data,
              } as contractMoney.ContractMoneyEvent),
            contractMoney.contractMoneyDecider.initialState(),
          );
          expect(contractMoney.confirmedMoney(before).gte(300)).toBe(true);
          expect(sign.body.data.signed).toEqual([id]);
        } else {
          expect(sign.status).toBe(422);
          expect((await sales.get<OrderDetail>(`/order/${id}`)).body.data.status).toBe('wait');
        }
      }
    });
  });
}

ordersSuite(PGLITE);
ordersSuite(POSTGRES);
