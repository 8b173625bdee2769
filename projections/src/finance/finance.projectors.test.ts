import { contractMoney } from '@packflow/domain';
import { paymentsProjector } from './payments.projector';
import { receiptsProjector } from './receipts.projector';
import { useProjectors } from '../../../test/support/projector-spec';

const AT = '2026-03-10T08:00:00.000Z';
const LATER = '2026-03-11T09:30:00.000Z';

const recorded = (receiptId: string, amount: string): contractMoney.ContractMoneyEvent => ({
  type: 'ReceiptRecorded',
  data: {
    receiptId,
    idempotencyKey: `k-${receiptId}`,
    contractId: 'c1',
    contractNumber: 'HT1',
    customerId: 'cu1',
    customerName: 'Acme',
    ownerId: 'emma',
    orderId: null,
    amount,
    currency: 'CNY',
    method: 'bank',
    receivedOn: '2026-03-09',
    proofs: 'upload/a.png',
    note: 'wire',
    by: 'emma',
    at: AT,
  },
});

describe('the finance read models', () => {
  const t = useProjectors({ projectors: [receiptsProjector, paymentsProjector] });
  const append = (events: contractMoney.ContractMoneyEvent[]) =>
    t.append(contractMoney.contractMoneyStream('c1'), events, { userId: 'emma', at: AT, correlationId: 'c' });

  it('lists each receipt once with its contract and owner, then Finance’s decision', async () => {
    await append([recorded('r1', '300'), recorded('r2', '50.5')]);
    await append([
      { type: 'ReceiptConfirmed', data: { receiptId: 'r1', by: 'cash', at: LATER } },
      { type: 'ReceiptRejected', data: { receiptId: 'r2', by: 'cash', at: LATER, reason: 'not there' } },
    ]);
    const rows = await t.rm
      .selectFrom('finance_receipts')
      .select(['receipt_id', 'contract_number', 'owner_id', 'amount', 'status', 'decided_by', 'reason'])
      .orderBy('receipt_id')
      .execute();
    expect(rows.map((r) => ({ ...r, amount: String(Number(r.amount)) }))).toEqual([
      {
        receipt_id: 'r1',
        contract_number: 'HT1',
        owner_id: 'emma',
        amount: '300',
        status: 'confirmed',
        decided_by: 'cash',
        reason: null,
      },
      {
        receipt_id: 'r2',
        contract_number: 'HT1',
        owner_id: 'emma',
        amount: '50.5',
        status: 'rejected',
        decided_by: 'cash',
        reason: 'not there',
      },
    ]);
    await append([
      { type: 'ReceiptReversed', data: { receiptId: 'r1', by: 'cash', at: LATER, reason: 'bounced' } },
    ]);
    const r1 = await t.rm
      .selectFrom('finance_receipts')
      .select(['status', 'reason'])
      .where('receipt_id', '=', 'r1')
      .executeTakeFirstOrThrow();
    expect(r1).toEqual({ status: 'reversed', reason: 'bounced' });
  });

  it('lists a refund to pay, then paid with its proofs', async () => {
    await append([
      {
        type: 'RefundRequested',
        data: {
          paymentId: 'p1',
          orderId: 'o1',
          amount: '100',
          reason: 'canceled',
          contractId: 'c1',
          contractNumber: 'HT1',
          customerName: 'Acme',
          ownerId: 'emma',
          currency: 'CNY',
          by: 'cash',
          at: AT,
        },
      },
    ]);
    expect(await t.rm.selectFrom('finance_payments').select(['status', 'proofs']).execute()).toEqual([
      { status: 'toPay', proofs: '' },
    ]);
    // The contract's owner hears of the refund live: their money card follows it.
    expect(t.changes.at(-1)).toMatchObject({
      readModel: 'finance_payments',
      audience: { users: ['emma'], roles: expect.arrayContaining(['Finance']) },
    });
    await append([
      { type: 'PaymentPaid', data: { paymentId: 'p1', proofs: 'upload/t.png', by: 'cash', at: LATER } },
    ]);
    expect(
      await t.rm.selectFrom('finance_payments').select(['status', 'proofs', 'paid_by']).execute(),
    ).toEqual([{ status: 'paid', proofs: 'upload/t.png', paid_by: 'cash' }]);
    expect(t.changes.at(-1)).toMatchObject({ readModel: 'finance_payments', audience: { users: ['emma'] } });
  });
});
