import { REPORTS_READ_MODELS } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { bill, contractMoney } from '@packflow/domain';
import Decimal from 'decimal.js';
import { type Insertable, type Transaction, sql } from 'kysely';
import { KeptRows } from '../bills/kept-rows';
import { money } from '../bills/money-events';
import type { Projector, ReadModelChange } from '../projector';
import { chunks } from '../rows';
import { type MoneyFlowTableRow, createMoneyFlowTables } from './reports.table';
import { reportsAudience } from './receivables.projector';

/**
 * money_flows: collections (receipts confirmed, on the day received), reversals (confirmed receipts
 * reversed, on the day reversed) and payments (refunds paid, on the day paid) added up by day,
 * owner, method and currency. The events behind a figure are the bills' lines of the same kinds.
 */

export const MONEY_FLOW_EVENT_TYPES = [
  'ReceiptRecorded',
  'ReceiptConfirmed',
  'ReceiptReversed',
  'RefundRequested',
  'PaymentPaid',
] as const;

type Delta = Insertable<MoneyFlowTableRow>;

class Deltas {
  private readonly rows = new Map<string, Delta>();

  add(day: string, owner: string, method: string, currency: string, part: Partial<Delta>) {
    const key = JSON.stringify([day, owner, method, currency]);
    const row = this.rows.get(key) ?? {
      day,
      month: day.slice(0, 7),
      owner_id: owner,
      method,
      currency,
      collections: '0',
      collection_count: 0,
      reversals: '0',
      reversal_count: 0,
      payments: '0',
      payment_count: 0,
    };
    this.rows.set(key, {
      ...row,
      collections: money(new Decimal(row.collections).plus(part.collections ?? 0)),
      collection_count: row.collection_count + (part.collection_count ?? 0),
      reversals: money(new Decimal(row.reversals).plus(part.reversals ?? 0)),
      reversal_count: row.reversal_count + (part.reversal_count ?? 0),
      payments: money(new Decimal(row.payments).plus(part.payments ?? 0)),
      payment_count: row.payment_count + (part.payment_count ?? 0),
    });
  }

  get size() {
    return this.rows.size;
  }

  async write(db: Transaction<Database>): Promise<void> {
    const add = (c: string) => sql`${sql.ref(`money_flows.${c}`)} + excluded.${sql.ref(c)}`;
    for (const part of chunks([...this.rows.values()], 200))
      await db
        .insertInto('money_flows')
        .values(part)
        .onConflict((oc) =>
          oc.columns(['day', 'owner_id', 'method', 'currency']).doUpdateSet({
            collections: add('collections'),
            collection_count: add('collection_count'),
            reversals: add('reversals'),
            reversal_count: add('reversal_count'),
            payments: add('payments'),
            payment_count: add('payment_count'),
          } as never),
        )
        .execute();
  }
}

export const moneyFlowsProjector: Projector = {
  name: REPORTS_READ_MODELS.moneyFlows,
  version: 1,
  eventTypes: MONEY_FLOW_EVENT_TYPES,
  tables: ['money_flows', 'money_receipts', 'money_payments'],
  createTables: createMoneyFlowTables,

  async applyBatch(db, events) {
    const mine = events.filter((e) => contractMoney.contractIdOfMoneyStream(e.streamId));
    const receipts = new KeptRows<'money_receipts'>('money_receipts', 'receipt_id');
    const payments = new KeptRows<'money_payments'>('money_payments', 'payment_id');
    await receipts.load(
      db,
      mine.map((e) => (e.data as { receiptId?: string }).receiptId).filter((id): id is string => !!id),
    );
    await payments.load(
      db,
      mine.map((e) => (e.data as { paymentId?: string }).paymentId).filter((id): id is string => !!id),
    );
    const deltas = new Deltas();
    for (const event of mine) {
      const e = { type: event.type, data: event.data } as contractMoney.ContractMoneyEvent;
      switch (e.type) {
        case 'ReceiptRecorded':
          if (!receipts.get(e.data.receiptId))
            receipts.set({
              receipt_id: e.data.receiptId,
              owner_id: e.data.ownerId,
              method: e.data.method,
              currency: e.data.currency,
              amount: money(e.data.amount),
              received_on: e.data.receivedOn,
              confirmed: false,
              reversed: false,
            });
          break;
        case 'ReceiptConfirmed': {
          const r = receipts.get(e.data.receiptId);
          if (!r || r.confirmed) break;
          receipts.set({ ...r, confirmed: true });
          deltas.add(r.received_on, r.owner_id, r.method, r.currency, {
            collections: r.amount,
            collection_count: 1,
          });
          break;
        }
        case 'ReceiptReversed': {
          const r = receipts.get(e.data.receiptId);
          if (!r?.confirmed || r.reversed) break;
          receipts.set({ ...r, reversed: true });
          deltas.add(bill.shanghaiDay(e.data.at), r.owner_id, r.method, r.currency, {
            reversals: r.amount,
            reversal_count: 1,
          });
          break;
        }
        case 'RefundRequested':
          if (!payments.get(e.data.paymentId))
            payments.set({
              payment_id: e.data.paymentId,
              owner_id: e.data.ownerId,
              currency: e.data.currency,
              amount: money(e.data.amount),
              paid: false,
            });
          break;
        case 'PaymentPaid': {
          const p = payments.get(e.data.paymentId);
          if (!p || p.paid) break;
          payments.set({ ...p, paid: true });
          deltas.add(bill.shanghaiDay(e.data.at), p.owner_id, '', p.currency, {
            payments: p.amount,
            payment_count: 1,
          });
          break;
        }
        default:
          break;
      }
    }
    await receipts.write(db);
    await payments.write(db);
    if (!deltas.size) return undefined;
    await deltas.write(db);
    return { ids: [], audience: reportsAudience } satisfies ReadModelChange;
  },
};
