import type { Database } from '@packflow/db';
import { GOLDEN_BEAN_READ_MODELS } from '@packflow/contracts';
import { beanLedger, beanPolicies } from '@packflow/domain';
import Decimal from 'decimal.js';
import type { Insertable } from 'kysely';
import type { Projector } from '../projector';
import { chunks, commandTime } from '../rows';
import { createGoldenBeansTables } from './golden-beans.table';

type EntryRow = Insertable<Database['bean_entries']>;

/**
 * /GoldenBean/Index and /GoldenBean/FlowingWater: every ledger entry with the balance right after
 * it (so a past balance and each movement read straight off the rows), and each account's balance.
 */
export const goldenBeansProjector: Projector = {
  name: GOLDEN_BEAN_READ_MODELS.goldenBeans,
  version: 1,
  eventTypes: beanLedger.BEAN_EVENT_TYPES,
  tables: ['bean_entries', 'bean_balances'],

  createTables: createGoldenBeansTables,

  async applyBatch(db, events) {
    // The batch's accounts' balances in one read, its entries in one insert: a burst of fees
    // costs the same statements as one.
    const accountIds = [
      ...new Set(events.flatMap((e) => beanLedger.accountIdOfBeanStream(e.streamId) ?? [])),
    ];
    if (accountIds.length === 0) return undefined;
    const stored = await db
      .selectFrom('bean_balances')
      .select(['account_id', 'balance'])
      .where('account_id', 'in', accountIds)
      .execute();
    const before = new Map(stored.map((row) => [row.account_id, new Decimal(row.balance)]));
    const balances = new Map<string, { balance: Decimal; at: string }>();
    const entries = new Map<string, EntryRow>();

    for (const event of events) {
      const accountId = beanLedger.accountIdOfBeanStream(event.streamId);
      if (!accountId) continue;
      const e = { type: event.type, data: event.data } as beanLedger.BeanEvent;
      const at = commandTime(event);
      const balance = (balances.get(accountId)?.balance ?? before.get(accountId) ?? new Decimal(0)).plus(
        e.data.amount,
      );
      const row: EntryRow = {
        entry_id: e.data.entryId,
        account_id: accountId,
        position: event.position.toString(),
        kind: 'recharge',
        amount: e.data.amount,
        balance: balance.toFixed(),
        quotation_id: null,
        quotation_number: null,
        reverses: null,
        reversed_by: null,
        note: '',
        at,
        user_id: event.metadata.userId ?? null,
        role: event.metadata.role ?? null,
      };
      switch (e.type) {
        case 'BeansRecharged':
          row.note = e.data.note;
          break;
        case 'BeansDebited':
          Object.assign(row, {
            kind: 'debit',
            quotation_id: e.data.quotationId,
            quotation_number: e.data.quotationNumber,
          });
          break;
        case 'BeanEntryReversed': {
          // The reversal names the quotation of the debit it gives back (written before, or in this batch).
          const inBatch = entries.get(e.data.reverses);
          if (inBatch) inBatch.reversed_by = e.data.entryId;
          const target =
            inBatch ??
            (await db
              .updateTable('bean_entries')
              .set({ reversed_by: e.data.entryId })
              .where('entry_id', '=', e.data.reverses)
              .returning(['quotation_id', 'quotation_number'])
              .executeTakeFirst());
          Object.assign(row, {
            kind: 'reversal',
            reverses: e.data.reverses,
            note: e.data.reason,
            quotation_id: target?.quotation_id ?? null,
            quotation_number: target?.quotation_number ?? null,
          });
          break;
        }
      }
      entries.set(row.entry_id, row);
      balances.set(accountId, { balance, at });
    }

    for (const part of chunks([...entries.values()], 500))
      await db.insertInto('bean_entries').values(part).execute();
    if (balances.size === 0) return undefined;
    const rows = [...balances].map(([account_id, { balance, at }]) => ({
      account_id,
      balance: balance.toFixed(),
      updated_at: at,
    }));
    await db
      .insertInto('bean_balances')
      .values(rows)
      .onConflict((oc) =>
        oc.column('account_id').doUpdateSet((eb) => ({
          balance: eb.ref('excluded.balance'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
    const ids = [...balances.keys()];
    // The keepers (Finance, administrators) and each account's own person hear of it.
    return { ids, audience: beanPolicies.beanAudience(ids) };
  },
};
