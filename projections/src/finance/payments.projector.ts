import { FINANCE_READ_MODELS } from '@packflow/contracts';
import { contractMoney, financePolicies } from '@packflow/domain';
import type { Projector } from '../projector';
import { commandTime } from '../rows';
import { createPaymentTables } from './payments.table';

/**
 * /FinancePayment/Audit and /FinancePayment/Reviewed: refunds to pay, and paid ones with their
 * proofs. Whoever sees the contract's money hears of its refunds live (its money card follows them).
 */
export const paymentsProjector: Projector = {
  name: FINANCE_READ_MODELS.payments,
  version: 1,
  eventTypes: ['RefundRequested', 'PaymentPaid'],
  tables: ['finance_payments'],

  createTables: createPaymentTables,

  async applyBatch(db, events) {
    const ids: string[] = [];
    const owners = new Set<string>();
    for (const event of events) {
      if (!contractMoney.contractIdOfMoneyStream(event.streamId)) continue;
      const e = { type: event.type, data: event.data } as contractMoney.ContractMoneyEvent;
      if (e.type === 'RefundRequested') {
        const d = e.data;
        await db
          .insertInto('finance_payments')
          .values({
            payment_id: d.paymentId,
            contract_id: d.contractId,
            contract_number: d.contractNumber,
            order_id: d.orderId,
            customer_name: d.customerName,
            owner_id: d.ownerId,
            amount: d.amount,
            currency: d.currency,
            reason: d.reason,
            status: 'toPay',
            requested_by: d.by,
            requested_at: d.at || commandTime(event),
            proofs: '',
            position: event.position.toString(),
          })
          .onConflict((oc) => oc.column('payment_id').doNothing())
          .execute();
        ids.push(d.paymentId);
        owners.add(d.ownerId);
      } else if (e.type === 'PaymentPaid') {
        const row = await db
          .updateTable('finance_payments')
          .set({
            status: 'paid',
            paid_by: e.data.by,
            paid_at: e.data.at || commandTime(event),
            proofs: e.data.proofs,
            position: event.position.toString(),
          })
          .where('payment_id', '=', e.data.paymentId)
          .returning('owner_id')
          .executeTakeFirst();
        ids.push(e.data.paymentId);
        if (row) owners.add(row.owner_id);
      }
    }
    // The list is Finance's own; a refund also changes the contract's money its owner follows.
    return ids.length ? { ids, audience: financePolicies.receiptAudience([...owners]) } : undefined;
  },
};
