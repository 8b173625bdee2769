import { randomUUID } from 'node:crypto';
import type { ContractMoneyView, PaymentRow, ReceiptRow, RefundableOrderRow } from '@packflow/contracts';
import type { contract } from '@packflow/domain';
import { type SignedInClient, signIn } from '../support/api-client';
import { contractOf as makeContract } from '../support/contracts';
import { downloadAs, pngOf, uploadAs } from '../support/files';
import { createStaff } from '../support/staff';
import { type Shape, PGLITE, POSTGRES, describeOn, useTestApi } from '../support/test-api';

const PASSWORD = 'correct-horse-1';
const today = () => new Date().toISOString().slice(0, 10);

function suite(shape: Shape) {
  describeOn(shape, 'receipts through the API', () => {
    const t = useTestApi(shape);
    const people: Record<string, SignedInClient> = {};
    const ids: Record<string, string> = {};
    const proofOf: Record<string, string> = {};
    const who = (name: string): SignedInClient => {
      const client = people[name];
      if (!client) throw new Error(`no ${name}`);
      return client;
    };

    beforeAll(async () => {
      const admin = await t.admin();
      for (const [username, role] of [
        ['sales-a', 'OperatorIndex'],
        ['sales-b', 'OperatorIndex'],
        ['trader-1', 'Traders'],
        ['money', 'Finance'],
        ['money-2', 'Finance'],
        ['boss', 'OperatorManage'],
      ] as const) {
        ids[username] = await createStaff(admin, role, username);
        people[username] = await signIn(t.api.url, username, PASSWORD);
      }
      // Proofs are files of the library the recorder may use: each person's own upload.
      for (const username of ['sales-a', 'sales-b', 'money'])
        proofOf[username] = (await uploadAs(t.api.url, who(username), await pngOf(), 'proof.png')).body.data;
    }, 120_000);

    const receipt = (contractId: string, over: Record<string, string> = {}) => ({
      contractId,
      amount: '300',
      method: 'bank',
      receivedOn: today(),
      proofs: proofOf['sales-a']!,
      note: 'wire from Acme',
      idempotencyKey: randomUUID(),
      ...over,
    });

    async function record(client: SignedInClient, form: Record<string, string>) {
      return client.post<{ receiptId: string; recorded: boolean }>('/finance/receipt', form);
    }

    const listed = (client: SignedInClient, query: string) =>
      client.get<ReceiptRow[]>(`/finance/receipt?${query}`);

    it('records a receipt once per key, even when the same dialog sends it twice at once', async () => {
      const { contractId, number } = await contractOf('sales-a');
      const form = receipt(contractId);
      const [first, second] = await Promise.all([record(who('sales-a'), form), record(who('sales-a'), form)]);
      expect(first.body.code).toBe(0);
      expect(second.body.code).toBe(0);
      expect(second.body.data.receiptId).toBe(first.body.data.receiptId);
      expect([first.body.data.recorded, second.body.data.recorded].sort()).toEqual([false, true]);
      const again = await record(who('sales-a'), form);
      expect(again.body.data).toMatchObject({ receiptId: first.body.data.receiptId, recorded: false });
      const position = [first, second].map((r) => r.body.extra?.position).find(Boolean);
      const rows = await listed(who('sales-a'), `contractId=${contractId}&_position=${position}`);
      expect(rows.body.data).toHaveLength(1);
      const board = await who('money').get<{ tiles: { id: string; value: string; alert?: boolean }[] }>(
        `/home?_position=${position}`,
      );
      const waiting = board.body.data.tiles.find((tile) => tile.id === 'finance.receipts-waiting');
      expect(waiting).toMatchObject({ alert: true });
      expect(Number(waiting?.value)).toBeGreaterThanOrEqual(1);
      expect(rows.body.data[0]).toMatchObject({
        contractNumber: number,
        amount: '300',
        currency: 'CNY',
        status: 'pending',
        recordedBy: ids['sales-a'],
        proofs: proofOf['sales-a'],
      });
    });

    it('takes the request key as the Idempotency-Key header: sent twice, one receipt and a replayed answer', async () => {
      const { contractId } = await contractOf('sales-a');
      const { idempotencyKey: _inBody, ...form } = receipt(contractId);
      const key = `receipt-${randomUUID()}`;
      const send = (headers: Record<string, string>, body: Record<string, string> = form) =>
        who('sales-a').call<{ receiptId: string; recorded: boolean }>(
          'POST',
          '/finance/receipt',
          body,
          headers,
        );
      const first = await send({ 'Idempotency-Key': key });
      expect(first.status).toBe(200);
      expect(first.body.data.recorded).toBe(true);
      expect(first.headers.get('Idempotent-Replayed')).toBeNull();
      const second = await send({ 'Idempotency-Key': key });
      expect(second.status).toBe(200);
      expect(second.body.data).toMatchObject({ receiptId: first.body.data.receiptId, recorded: false });
      expect(second.headers.get('Idempotent-Replayed')).toBe('true');
      // The same key in the body field (the older way) is the same request.
      const inBody = await send({}, { ...form, idempotencyKey: key });
      expect(inBody.body.data.receiptId).toBe(first.body.data.receiptId);
      expect(inBody.headers.get('Idempotent-Replayed')).toBe('true');

      // A malformed key, two different keys, or none at all: 400, translated, nothing recorded.
      const malformed = await send({ 'Idempotency-Key': 'has a space' });
      expect([malformed.status, malformed.body.extra?.error]).toEqual([
        400,
        'FINANCE.IDEMPOTENCY_KEY_INVALID',
      ]);
      expect(malformed.body.msg).toBe('The request key must be 1 to 255 visible ASCII characters');
      const tooLong = await send({ 'Idempotency-Key': 'k'.repeat(256) });
      expect(tooLong.status).toBe(400);
      const differ = await send(
        { 'Idempotency-Key': randomUUID() },
        { ...form, idempotencyKey: randomUUID() },
      );
      expect([differ.status, differ.body.extra?.error]).toEqual([400, 'FINANCE.IDEMPOTENCY_KEY_CONFLICT']);
      const cn = await signIn(t.api.url, 'sales-a', PASSWORD, 'cn');
      const none = await cn.post('/finance/receipt', form);
      expect([none.status, none.body.extra?.error]).toEqual([400, 'FINANCE.IDEMPOTENCY_KEY_REQUIRED']);
      expect(none.body.msg).toContain('请求键');
      const rows = await listed(
        who('money'),
        `contractId=${contractId}&_position=${first.body.extra?.position}`,
      );
      expect(rows.body.data.map((r) => r.receiptId)).toEqual([first.body.data.receiptId]);
    });

    it('refuses bad money with a translated message and records nothing', async () => {
      const { contractId } = await contractOf('sales-a');
      const decimals = await record(who('sales-a'), receipt(contractId, { amount: '10.123' }));
      expect(decimals.status).toBe(422);
      expect(decimals.body.msg).toBe('Amounts in CNY have at most 2 decimals');
      const cn = await signIn(t.api.url, 'sales-a', PASSWORD, 'cn');
      const zero = await record(cn, receipt(contractId, { amount: '0' }));
      expect(zero.status).toBe(422);
      expect(zero.body.msg).toContain('金额');
      const future = await record(who('sales-a'), receipt(contractId, { receivedOn: '2999-01-01' }));
      expect(future.body.msg).toBe('The date received cannot be in the future');
      const noProof = await record(who('sales-a'), receipt(contractId, { proofs: '||' }));
      // Another person's file, or a path that names no file of the library: never a proof of mine.
      for (const proofs of [proofOf['sales-b']!, 'upload/2026/11/made-up.png']) {
        const refused = await record(who('sales-a'), receipt(contractId, { proofs }));
        const message = `Proofs: ${proofs} is not a file of the library that you may use`;
        expect([refused.status, refused.body.msg, refused.body.extra?.fields]).toEqual([
          422,
          message,
          { proofs: message },
        ]);
      }
      expect(noProof.body.msg).toBe('Please add at least one proof image');
      const otherOrder = await record(who('sales-a'), receipt(contractId, { orderId: randomUUID() }));
      expect(otherOrder.body.msg).toBe('The order is not one of this contract');
      const rows = await listed(who('money'), `contractId=${contractId}`);
      expect(rows.body.data).toHaveLength(0);
    });

    it("keeps each seller to their own contracts' receipts (404, never a glimpse)", async () => {
      const { contractId } = await contractOf('sales-a');
      const mine = await record(who('sales-a'), receipt(contractId));
      expect(mine.body.code).toBe(0);
      for (const other of ['sales-b', 'trader-1']) {
        const res = await record(who(other), receipt(contractId));
        expect(res.status).toBe(404);
        const money = await who(other).get(`/finance/contract/${contractId}/money`);
        expect(money.status).toBe(404);
        const rows = await listed(
          who(other),
          `contractId=${contractId}&_position=${mine.body.extra?.position}`,
        );
        expect(rows.body.data).toHaveLength(0);
      }
      // The supervisor of salesmen sees it; Finance sees it.
      for (const reader of ['boss', 'money']) {
        const rows = await listed(
          who(reader),
          `contractId=${contractId}&_position=${mine.body.extra?.position}`,
        );
        expect(rows.body.data).toHaveLength(1);
      }
      // Sellers do not decide receipts.
      const confirm = await who('sales-a').put(`/finance/receipt/${mine.body.data.receiptId}/confirm`);
      expect(confirm.status).toBe(403);
    });

    it("lets Finance and the seller's supervisor open a receipt's proof image, never another seller", async () => {
      const { contractId } = await contractOf('sales-a');
      const uploaded = await uploadAs(t.api.url, who('sales-a'), await pngOf(), 'transfer slip.png');
      expect(uploaded.body.code).toBe(0);
      const proof = uploaded.body.data;
      // Before any record uses it, the file is its uploader's alone.
      expect((await downloadAs(t.api.url, who('money'), proof)).status).toBe(404);
      const mine = await record(who('sales-a'), receipt(contractId, { proofs: proof }));
      expect(mine.body.code).toBe(0);
      await listed(who('money'), `contractId=${contractId}&_position=${mine.body.extra?.position}`);
      // The file-usage read model follows the receipt: Finance gets the image once it has.
      let status = 0;
      for (let i = 0; i < 50 && status !== 200; i++) {
        status = (await downloadAs(t.api.url, who('money'), proof)).status;
        if (status !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe(200);
      expect((await downloadAs(t.api.url, who('boss'), proof)).status).toBe(200);
      for (const other of ['sales-b', 'trader-1'])
        expect((await downloadAs(t.api.url, who(other), proof)).status).toBe(404);
    });

    it('two Finance users confirming at once give one confirmation; the money view shows the receipts behind each figure', async () => {
      const { contractId, orderId, number } = await contractOf('sales-a');
      const a = await record(who('sales-a'), receipt(contractId, { orderId, amount: '300' }));
      const b = await record(who('sales-a'), receipt(contractId, { amount: '50.5' }));
      const waiting = await listed(
        who('money'),
        `contractId=${contractId}&status=pending&_position=${b.body.extra?.position}`,
      );
      // Each offers Finance its decisions (receiptActions); its recorder is offered none.
      expect(waiting.body.data.map((r) => r.actions)).toEqual([
        ['confirm', 'reject'],
        ['confirm', 'reject'],
      ]);
      const own = await listed(who('sales-a'), `contractId=${contractId}&status=pending`);
      expect(own.body.data.map((r) => r.actions)).toEqual([[], []]);
      const id = a.body.data.receiptId;
      const both = await Promise.all([
        who('money').put(`/finance/receipt/${id}/confirm`),
        who('money-2').put(`/finance/receipt/${id}/confirm`),
      ]);
      expect(both.map((r) => r.body.code === 0).sort()).toEqual([false, true]);
      const refused = both.find((r) => r.body.code !== 0)!;
      expect(refused.status).toBe(422);
      expect(refused.body.msg).toBe('This receipt has already been decided');

      const noReason = await who('money').put(`/finance/receipt/${b.body.data.receiptId}/reject`, {
        reason: ' ',
      });
      expect(noReason.status).toBe(422);
      const rejected = await who('money').put(`/finance/receipt/${b.body.data.receiptId}/reject`, {
        reason: 'No such transfer on the statement',
      });
      expect(rejected.body.code).toBe(0);

      const reviewed = await listed(
        who('sales-a'),
        `contractId=${contractId}&status=rejected&_position=${rejected.body.extra?.position}`,
      );
      expect(reviewed.body.data[0]).toMatchObject({
        reason: 'No such transfer on the statement',
        status: 'rejected',
      });
      const decided = await listed(who('money'), `contractId=${contractId}&status=decided`);
      expect(decided.body.data.map((r) => r.status).sort()).toEqual(['confirmed', 'rejected']);
      // A confirmed receipt (no refunds made) may be reversed; a rejected one offers nothing.
      expect(decided.body.data.map((r) => [r.status, r.actions]).sort()).toEqual([
        ['confirmed', ['reverse']],
        ['rejected', []],
      ]);
      const pending = await listed(who('money'), `contractId=${contractId}&status=pending`);
      expect(pending.body.data).toHaveLength(0);

      // The recorder hears of both decisions (the notifications reactor runs after the command).
      const deadline = Date.now() + 15_000;
      let kinds: string[] = [];
      while (Date.now() < deadline) {
        const notes =
          await who('sales-a').get<{ kind: string; params: Record<string, string> }[]>('/notifications');
        const mine = notes.body.data.filter((n) => n.params.contract === number);
        kinds = mine.map((n) => n.kind).sort();
        if (kinds.length >= 2) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(kinds).toEqual(['receipt.confirmed', 'receipt.rejected']);

      const money = await who('sales-a').get<ContractMoneyView>(`/finance/contract/${contractId}/money`);
      expect(money.body.data).toMatchObject({
        contractTotal: '1000',
        currency: 'CNY',
        confirmed: { amount: '300', receiptIds: [id] },
        pending: { amount: '0', receiptIds: [] },
        balance: '700',
        figures: { owed: '1000', prepayment: '300', confirmed: '300', waiting: '0', missing: '0' },
        settlement: { downPaymentRequired: '300', downPaymentPaid: '300', prepaymentStatus: 'downPayment' },
      });
    });

    it("lets the supervisor approve signing on 'other' terms, and only for such a contract", async () => {
      const other = await contractOf('sales-a', 'other');
      const full = await contractOf('sales-a', 'full');
      expect(
        (await who('sales-a').post(`/finance/contract/${other.contractId}/approve-other-terms`)).status,
      ).toBe(403);
      const approved = await who('boss').post(`/finance/contract/${other.contractId}/approve-other-terms`);
      expect(approved.body.code).toBe(0);
      const refused = await who('boss').post(`/finance/contract/${full.contractId}/approve-other-terms`);
      expect(refused.status).toBe(422);
      const money = await who('boss').get<ContractMoneyView>(`/finance/contract/${other.contractId}/money`);
      expect(money.body.data.otherTermsApproved).toBe(true);
    });

    it('lets Finance refund a canceled order once and pay it with proof; nobody else', async () => {
      const { contractId, orderId, number } = await contractOf('sales-a');
      const paid = await record(who('sales-a'), receipt(contractId, { amount: '500' }));
      await listed(who('money'), `status=pending&_position=${paid.body.extra?.position}`);
      expect((await who('money').put(`/finance/receipt/${paid.body.data.receiptId}/confirm`)).body.code).toBe(
        0,
      );
      const refund = {
        contractId,
        orderId,
        amount: '200',
        reason: 'Order canceled',
        idempotencyKey: randomUUID(),
      };
      const notCanceled = await who('money').post('/finance/payment', refund);
      expect(notCanceled.body.msg).toBe('Only a canceled order is refunded');
      const at = new Date().toISOString();
      await t.api.infra.store.appendToStream(`order-${orderId}`, [
        { type: 'OrderCancelApproved', data: { by: ids.boss, at }, metadata: { at } },
      ]);
      expect((await who('sales-a').post('/finance/payment', refund)).status).toBe(403);
      const tooMuch = await who('money').post('/finance/payment', { ...refund, amount: '500.01' });
      expect(tooMuch.body.msg).toBe('A refund cannot exceed the confirmed money (¥500.00)');
      const [a, b] = await Promise.all([
        who('money').post<{ paymentId: string }>('/finance/payment', refund),
        who('money-2').post<{ paymentId: string }>('/finance/payment', refund),
      ]);
      expect(a.body.data.paymentId).toBe(b.body.data.paymentId);
      const { idempotencyKey: refundKey, ...refundForm } = refund;
      const replayed = await who('money').call<{ paymentId: string }>(
        'POST',
        '/finance/payment',
        refundForm,
        {
          'Idempotency-Key': refundKey,
        },
      );
      expect(replayed.body.data.paymentId).toBe(a.body.data.paymentId);
      expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
      const position = a.body.extra?.position ?? b.body.extra?.position;
      const toPay = await who('money').get<PaymentRow[]>(
        `/finance/payment?status=toPay&_position=${position}`,
      );
      const row = toPay.body.data.filter((p) => p.contractNumber === number);
      expect(row).toEqual([
        expect.objectContaining({ amount: '200', currency: 'CNY', status: 'toPay', orderId }),
      ]);
      const noProof = await who('money').put(`/finance/payment/${a.body.data.paymentId}/pay`, { proofs: '' });
      expect(noProof.status).toBe(422);
      const othersProof = await who('money').put(`/finance/payment/${a.body.data.paymentId}/pay`, {
        proofs: proofOf['sales-b']!,
      });
      expect([othersProof.status, othersProof.body.msg]).toEqual([
        422,
        `Proofs: ${proofOf['sales-b']} is not a file of the library that you may use`,
      ]);
      const done = await who('money').put(`/finance/payment/${a.body.data.paymentId}/pay`, {
        proofs: proofOf.money!,
      });
      expect(done.body.code).toBe(0);
      const again = await who('money').put(`/finance/payment/${a.body.data.paymentId}/pay`, {
        proofs: proofOf.money!,
      });
      expect(again.body.msg).toBe('This payment has already been paid');
      const paidList = await who('money').get<PaymentRow[]>(
        `/finance/payment?status=paid&_position=${done.body.extra?.position}`,
      );
      expect(paidList.body.data.find((p) => p.contractNumber === number)).toMatchObject({
        status: 'paid',
        proofs: proofOf.money!,
      });
      const money = await who('money').get<ContractMoneyView>(`/finance/contract/${contractId}/money`);
      expect(money.body.data).toMatchObject({
        net: '300',
        refunds: { amount: '200', paymentIds: [a.body.data.paymentId] },
      });
      expect((await who('sales-a').get('/finance/payment')).status).toBe(403);

      // A confirmed receipt found wrong: reversed with a reason, it no longer counts (not below the refunds).
      const below = await who('money').put(`/finance/receipt/${paid.body.data.receiptId}/reverse`, {
        reason: 'bounced',
      });
      expect(below.body.msg).toBe(
        'Reversing this receipt would leave less than the ¥200.00 already refunded',
      );
      const other = await record(who('sales-a'), receipt(contractId, { amount: '100' }));
      await listed(who('money'), `status=pending&_position=${other.body.extra?.position}`);
      expect(
        (await who('money').put(`/finance/receipt/${other.body.data.receiptId}/confirm`)).body.code,
      ).toBe(0);
      expect(
        (await who('sales-a').put(`/finance/receipt/${other.body.data.receiptId}/reverse`, { reason: 'x' }))
          .status,
      ).toBe(403);
      const reversed = await who('money').put(`/finance/receipt/${other.body.data.receiptId}/reverse`, {
        reason: 'bounced',
      });
      expect(reversed.body.code).toBe(0);
      const after = await who('money').get<ContractMoneyView>(`/finance/contract/${contractId}/money`);
      expect(after.body.data).toMatchObject({
        net: '300',
        reversed: { amount: '100', receiptIds: [other.body.data.receiptId] },
      });
    });

    /** A contract of `owner` with one line of 1000 and its order made (test/support/contracts). */
    const contractOf = (
      owner: string,
      paymentTerms: contract.ContractCreatedData['paymentTerms'] = 'advance30',
      currency: contract.ContractCreatedData['currency'] = 'CNY',
      customerName = `Customer of ${owner}`,
    ) =>
      makeContract(t.api, ids[owner]!, {
        ownerRole: owner.startsWith('trader') ? 'Traders' : 'OperatorIndex',
        paymentTerms,
        currency,
        customerName,
      });

    /** GET finance/refundable once it answers `n` rows for `keyword` (the projectors catch up). */
    async function refundable(keyword: string, n: number, position?: string): Promise<RefundableOrderRow[]> {
      const query = `/finance/refundable?keyword=${encodeURIComponent(keyword)}${position ? `&_position=${position}` : ''}`;
      for (let i = 0; i < 300; i++) {
        const res = await who('money').get<RefundableOrderRow[]>(query);
        expect(res.body.code).toBe(0);
        if (res.body.data.length === n) return res.body.data;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`expected ${n} refundable orders for ${keyword}`);
    }

    it('lists Finance the canceled orders with confirmed money to refund, with the amount refundable, until it is all refunded', async () => {
      const customer = `Refund Tea ${randomUUID().slice(0, 6)}`;
      const { contractId, orderId, number } = await contractOf('sales-a', 'advance30', 'CNY', customer);
      const paid = await record(who('sales-a'), receipt(contractId, { amount: '500.5', orderId }));
      expect(paid.body.code).toBe(0);
      await listed(who('money'), `status=pending&_position=${paid.body.extra?.position}`);
      expect((await who('money').put(`/finance/receipt/${paid.body.data.receiptId}/confirm`)).body.code).toBe(
        0,
      );
      // Not canceled yet: not refundable.
      expect(await refundable(customer, 0)).toEqual([]);
      const at = new Date().toISOString();
      await t.api.infra.store.appendToStream(`order-${orderId}`, [
        { type: 'OrderCancelApproved', data: { by: ids.boss, at }, metadata: { at } },
      ]);
      const [row] = await refundable(customer, 1);
      expect(row).toEqual({
        orderId,
        orderNumber: `${number}-1`,
        contractId,
        contractNumber: number,
        customerName: customer,
        currency: 'CNY',
        total: '1000',
        refunded: '0',
        refundable: '500.5',
        canceledAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      // Found by order number and contract number too; another word finds nothing.
      expect((await refundable(`${number}-1`, 1))[0]?.orderId).toBe(orderId);
      expect(await refundable(`${customer} nothing like it`, 0)).toEqual([]);
      // Only Finance finds them.
      expect((await who('sales-a').get('/finance/refundable')).status).toBe(403);
      expect((await who('boss').get('/finance/refundable')).status).toBe(403);

      const refund = (amount: string) =>
        who('money').call<{ paymentId: string }>(
          'POST',
          '/finance/payment',
          { contractId, orderId, amount, reason: 'Order canceled' },
          { 'Idempotency-Key': randomUUID() },
        );
      const tooMuch = await refund('500.51');
      expect(tooMuch.body.msg).toBe('A refund cannot exceed the confirmed money (¥500.50)');
      const first = await refund('200.25');
      expect(first.body.code).toBe(0);
      const [after] = await refundable(customer, 1, first.body.extra?.position);
      expect(after).toMatchObject({ refunded: '200.25', refundable: '300.25' });
      const rest = await refund('300.25');
      expect(rest.body.code).toBe(0);
      expect(await refundable(customer, 0, rest.body.extra?.position)).toEqual([]);
    });

    it('answers 404 for a contract that does not exist and a receipt Finance cannot find', async () => {
      expect((await who('money').get(`/finance/contract/${randomUUID()}/money`)).status).toBe(404);
      expect((await who('money').put(`/finance/receipt/${randomUUID()}/confirm`)).status).toBe(404);
      expect((await record(who('sales-a'), receipt(randomUUID()))).status).toBe(404);
    });
  });
}

suite(PGLITE);
suite(POSTGRES);
