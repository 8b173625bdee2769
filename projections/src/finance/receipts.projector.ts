import { FINANCE_READ_MODELS } from '@packflow/contracts';
import { contractMoney, financePolicies } from '@packflow/domain';
import type { Projector } from '../projector';
import { commandTime } from '../rows';
import { createReceiptTables } from './receipts.table';

const RECEIPT_EVENTS = ['ReceiptRecorded', 'ReceiptConfirmed', 'ReceiptRejected', 'ReceiptReversed'] as const;

/**
 * /FinanceRecord/Audit and /FinanceRecord/Reviewed, and the receipts on the contract and order
 * screens: every receipt with its contract, customer and owner as recorded, and Finance's decision.
 */
export const receiptsProjector: Projector = {
  name: FINANCE_READ_MODELS.receipts,
  version: 1,
  eventTypes: [...RECEIPT_EVENTS],
  tables: ['finance_receipts'],

  createTables: createReceiptTables,

  async applyBatch(db, events) {
    const ids = new Set<string>();
    const owners = new Set<string>();
    for (const event of events) {
      if (!contractMoney.contractIdOfMoneyStream(event.streamId)) continue;
      const e = { type: event.type, data: event.data } as contractMoney.ContractMoneyEvent;
      switch (e.type) {
        case 'ReceiptRecorded': {
          const d = e.data;
          await db
            .insertInto('finance_receipts')
            .values({
              receipt_id: d.receiptId,
              contract_id: d.contractId,
              contract_number: d.contractNumber,
              order_id: d.orderId,
              customer_id: d.customerId,
              customer_name: d.customerName,
              owner_id: d.ownerId,
              amount: d.amount,
              currency: d.currency,
              method: d.method,
              received_on: d.receivedOn,
              proofs: d.proofs,
              note: d.note,
              status: 'pending',
              recorded_by: d.by,
              recorded_at: d.at || commandTime(event),
              position: event.position.toString(),
            })
            .onConflict((oc) => oc.column('receipt_id').doNothing())
            .execute();
          ids.add(d.receiptId);
          owners.add(d.ownerId);
          break;
        }
        case 'ReceiptConfirmed':
        case 'ReceiptRejected':
        case 'ReceiptReversed': {
          const status =
            e.type === 'ReceiptConfirmed'
              ? 'confirmed'
              : e.type === 'ReceiptRejected'
                ? 'rejected'
                : 'reversed';
          const row = await db
            .updateTable('finance_receipts')
            .set({
              status,
              decided_by: e.data.by,
              decided_at: e.data.at || commandTime(event),
              reason: 'reason' in e.data ? e.data.reason : null,
              position: event.position.toString(),
            })
            .where('receipt_id', '=', e.data.receiptId)
            .returning('owner_id')
            .executeTakeFirst();
          ids.add(e.data.receiptId);
          if (row) owners.add(row.owner_id);
          break;
        }
        default:
          break;
      }
    }
    if (ids.size === 0) return undefined;
    return { ids: [...ids], audience: financePolicies.receiptAudience([...owners]) };
  },
};
