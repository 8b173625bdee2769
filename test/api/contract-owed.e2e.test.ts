import { randomUUID } from 'node:crypto';
import type { ContractMoneyView, HomeAnswer, ReceiptRow } from '@packflow/contracts';
import { type SignedInClient, signIn } from '../support/api-client';
import { contractOf } from '../support/contracts';
import { pngOf, uploadAs } from '../support/files';
import { createStaff } from '../support/staff';
import { type Shape, PGLITE, POSTGRES, describeOn, useTestApi } from '../support/test-api';

const PASSWORD = 'correct-horse-1';

/**
 * What a contract is owed, through the API: a canceled, refunded order owes nothing; a
 * supplementary order adds its amount; Finance's pending list shows each receipt's contract figures.
 */
function suite(shape: Shape) {
  describeOn(shape, "a contract's money after cancels and supplementary orders", () => {
    const t = useTestApi(shape);
    const tag = randomUUID().slice(0, 6);
    let sales: SignedInClient;
    let boss: SignedInClient;
    let finance: SignedInClient;
    let salesId = '';
    let proof = '';
    let financeProof = '';

    beforeAll(async () => {
      const admin = await t.admin();
      salesId = await createStaff(admin, 'OperatorIndex', `cos-${tag}`);
      await createStaff(admin, 'OperatorManage', `cob-${tag}`);
      await createStaff(admin, 'Finance', `cof-${tag}`);
      sales = await signIn(t.api.url, `cos-${tag}`, PASSWORD, 'en');
      boss = await signIn(t.api.url, `cob-${tag}`, PASSWORD, 'en');
      finance = await signIn(t.api.url, `cof-${tag}`, PASSWORD, 'en');
      proof = (await uploadAs(t.api.url, sales, await pngOf(), 'proof.png')).body.data;
      financeProof = (await uploadAs(t.api.url, finance, await pngOf(), 'transfer.png')).body.data;
    }, 120_000);

    /** A receipt of `amount` recorded by the salesman; confirmed by Finance unless `pending`. */
    async function paid(contractId: string, amount: string, pending = false) {
      const recorded = await sales.post<{ receiptId: string }>('/finance/receipt', {
        contractId,
        amount,
        method: 'bank',
        receivedOn: new Date().toISOString().slice(0, 10),
        proofs: proof,
        note: '',
        idempotencyKey: randomUUID(),
      });
      expect(recorded.body.code).toBe(0);
      // Finance confirms from its list: wait until the receipt is there.
      await finance.get(`/finance/receipt?status=pending&_position=${recorded.body.extra?.position}`);
      if (!pending)
        expect(
          (await finance.put(`/finance/receipt/${recorded.body.data.receiptId}/confirm`)).body.code,
        ).toBe(0);
      return recorded;
    }
    /** `read` again until `done` says so (a reaction has followed), for up to half a minute. */
    async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
      let value = await read();
      for (let i = 0; i < 300 && !done(value); i++) {
        await new Promise((r) => setTimeout(r, 100));
        value = await read();
      }
      return value;
    }
    const moneyOf = async (contractId: string) =>
      (await sales.get<ContractMoneyView>(`/finance/contract/${contractId}/money`)).body.data;

    it('owes nothing on a signed order canceled and fully refunded: no balance to come, nothing unpaid', async () => {
      const { contractId, orderId } = await contractOf(t.api, salesId);
      await paid(contractId, '300');
      const signed = await sales.post<{ signed: string[] }>('/order/sign', { ids: orderId });
      expect(signed.body.data.signed).toEqual([orderId]);
      expect((await sales.post(`/order/${orderId}/cancel`, { reason: 'Customer withdrew' })).body.code).toBe(
        0,
      );
      const approved = await boss.put(`/operator-manage/order/${orderId}`, {
        decision: 'approve',
        reason: 'ok',
      });
      expect(approved.body.code).toBe(0);
      const refund = await finance.post<{ paymentId: string }>('/finance/payment', {
        contractId,
        orderId,
        amount: '300',
        reason: 'Order canceled',
        idempotencyKey: randomUUID(),
      });
      expect(refund.body.code).toBe(0);
      await finance.put(`/finance/payment/${refund.body.data.paymentId}/pay`, { proofs: financeProof });

      // The cancel gives the signing's clearance back (a reaction): nothing stays signed.
      const unsigned = await until(
        () => moneyOf(contractId),
        (m) => m.signed.amount === '0',
      );
      expect(unsigned.signed).toEqual({ amount: '0', orderIds: [] });
      expect(await moneyOf(contractId)).toMatchObject({
        contractTotal: '1000',
        released: '1000',
        net: '0',
        balance: '0',
        refunds: { amount: '300' },
        figures: { owed: '0', prepayment: '0', confirmed: '0', missing: '0' },
        settlement: { prepaymentStatus: 'notOwed', balanceStatus: 'notOwed' },
      });
    });

    it('names the contract and the prepayment asked when signing is refused for missing money', async () => {
      const { contractId, orderId } = await contractOf(t.api, salesId);
      await paid(contractId, '100');
      const refused = await sales.post('/order/sign', { ids: orderId });
      expect([refused.status, refused.body.extra]).toEqual([
        422,
        expect.objectContaining({
          error: 'FINANCE.PREPAYMENT_MISSING',
          contractId,
          required: '300',
          currency: 'CNY',
        }),
      ]);
    });

    it("adds a supplementary order's amount to what the contract is owed", async () => {
      const { contractId, orderId } = await contractOf(t.api, salesId);
      await paid(contractId, '300');
      expect((await sales.post('/order/sign', { ids: orderId })).body.data).toMatchObject({
        signed: [orderId],
      });
      const raised = await sales.post(`/order/${orderId}/supplementary`, {
        quantity: '400',
        reason: 'Reprint',
      });
      expect(raised.body.code).toBe(0);
      // The supplementary order is made by a reaction: wait until it counts.
      const money = await until(
        () => moneyOf(contractId),
        (m) => m.supplementary !== '0',
      );
      expect(money).toMatchObject({
        contractTotal: '1000',
        supplementary: '200',
        balance: '900',
        figures: { owed: '1200', prepayment: '360', confirmed: '300', missing: '60' },
      });
    });

    it("shows Finance each pending receipt with its contract's figures, never counting money not confirmed", async () => {
      const { contractId } = await contractOf(t.api, salesId, { paymentTerms: 'advance50' });
      await paid(contractId, '100');
      const waiting = await paid(contractId, '250', true);
      const list = await finance.get<ReceiptRow[]>(
        `/finance/receipt?status=pending&contractId=${contractId}&_position=${waiting.body.extra?.position}`,
      );
      expect(list.body.data).toEqual([
        expect.objectContaining({
          amount: '250',
          contractMoney: {
            owed: '1000',
            prepayment: '500',
            confirmed: '100',
            waiting: '250',
            missing: '400',
          },
        }),
      ]);
      // Finance's /Home sums what waits, in money's own format (the only receipt waiting here).
      const home = await finance.get<HomeAnswer>('/home');
      expect(home.body.data.tiles.find((tile) => tile.id === 'finance.receipts-waiting')).toMatchObject({
        value: '1',
        note: { en: 'In all ¥250.00', cn: '合计 ¥250.00' },
      });
    });
  });
}

suite(PGLITE);
suite(POSTGRES);
