import type { ContractMoneyFigures } from '@packflow/contracts';
import type { Database } from '@packflow/db';
import { financeMoney, moneyView } from '@packflow/domain';
import Decimal from 'decimal.js';
import { type Kysely, sql } from 'kysely';

/** A contract's money as the receipt lists read it. */
export interface ListedContractMoney {
  /** Confirmed receipts less refunds (known from the ledger's rows alone). */
  net: string;
  /** The receipt loop's figures; null while the contract's orders are not in the read model yet. */
  figures: ContractMoneyFigures | null;
  /** The balance's settlement (shipping's readiness reads it); null with the figures. */
  balanceStatus: 'unpaid' | 'paid' | 'notOwed' | null;
}

/**
 * The money of these contracts, summed from the read models (their receipts, refunds and orders)
 * and settled by the domain's rules: what each is owed, its prepayment, confirmed, waiting and
 * missing money.
 */
export async function contractMoneyOf(
  db: Kysely<Database>,
  contractIds: readonly string[],
): Promise<Map<string, ListedContractMoney>> {
  if (contractIds.length === 0) return new Map();
  const ids = [...contractIds];
  const [orders, receipts, refunds] = await Promise.all([
    db
      .withSchema('rm')
      .selectFrom('orders')
      .where('contract_id', 'in', ids)
      .select(['contract_id', 'total', 'type', 'closing', 'payment_terms', 'currency'])
      .execute(),
    db
      .withSchema('rm')
      .selectFrom('finance_receipts')
      .where('contract_id', 'in', ids)
      .where('status', 'in', ['confirmed', 'pending'])
      .groupBy(['contract_id', 'status'])
      .select(['contract_id', 'status', sql<string>`sum(amount)`.as('amount')])
      .execute(),
    db
      .withSchema('rm')
      .selectFrom('finance_payments')
      .where('contract_id', 'in', ids)
      .groupBy('contract_id')
      .select(['contract_id', sql<string>`sum(amount)`.as('amount')])
      .execute(),
  ]);
  const money = new Map<string, ListedContractMoney>();
  for (const id of ids) {
    const received = (status: string) =>
      String(receipts.find((r) => r.contract_id === id && r.status === status)?.amount ?? '0');
    const refunded = String(refunds.find((r) => r.contract_id === id)?.amount ?? '0');
    const mine = orders.filter((o) => o.contract_id === id);
    const first = mine[0];
    const net = financeMoney.money(new Decimal(received('confirmed')).minus(refunded));
    if (!first) {
      money.set(id, { net, figures: null, balanceStatus: null });
      continue;
    }
    const { owed } = moneyView.owedOf(
      null,
      mine.map((o) => ({
        total: o.total,
        supplementary: o.type === 'supplementary',
        owes: moneyView.owesAfter(o.closing),
      })),
    );
    const { settlement, ...figures } = moneyView.moneyFigures({
      owed,
      confirmed: received('confirmed'),
      refunds: refunded,
      waiting: received('pending'),
      paymentTerms: first.payment_terms as financeMoney.PaymentTerms,
      currency: first.currency as financeMoney.Currency,
    });
    money.set(id, { net: figures.confirmed, figures, balanceStatus: settlement.balanceStatus });
  }
  return money;
}
