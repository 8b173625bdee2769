import type { Database } from '@packflow/db';
import { beanLedger, fold } from '@packflow/domain';
import type { Kysely } from 'kysely';
import { goldenBeansProjector } from './golden-beans.projector';
import { type ProjectorHarness, useProjectors } from '../../../test/support/projector-spec';

const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 0, 1 + day, hour)).toISOString();

/** Appends to `accountId`'s ledger as `userId` (in Finance) on `day` and waits until the read model has applied it. */
const append = (
  t: ProjectorHarness,
  accountId: string,
  events: beanLedger.BeanEvent[],
  day = 0,
  userId = 'finance-1',
) =>
  t.append(beanLedger.beanLedgerStream(accountId), events, {
    userId,
    role: 'Finance',
    at: at(day),
    correlationId: 'c',
  });

const recharged = (entryId: string, amount: string, note = ''): beanLedger.BeanEvent => ({
  type: 'BeansRecharged',
  data: { entryId, amount, note },
});
const debited = (entryId: string, quotationId: string, amount = '-1'): beanLedger.BeanEvent => ({
  type: 'BeansDebited',
  data: { entryId, quotationId, quotationNumber: `BJ-${quotationId}`, amount },
});
const reversed = (
  entryId: string,
  reverses: string,
  amount: string,
  reason = 'why',
): beanLedger.BeanEvent => ({
  type: 'BeanEntryReversed',
  data: { entryId, reverses, amount, reason },
});

async function snapshot(db: Kysely<Database>) {
  const rm = db.withSchema('rm');
  return {
    entries: await rm.selectFrom('bean_entries').selectAll().orderBy('position').execute(),
    balances: await rm.selectFrom('bean_balances').selectAll().orderBy('account_id').execute(),
  };
}

describe('golden bean read model on PGlite', () => {
  const t = useProjectors({ projectors: [goldenBeansProjector] });

  it('keeps each entry with the balance after it, and the balance the domain folds', async () => {
    const history = [
      recharged('e1', '19.5', 'first'),
      debited('d1', 'q1'),
      debited('d2', 'q2'),
      reversed('r1', 'd1', '1', 'not saved'),
    ];
    await append(t, 'sales-a', history.slice(0, 2), 0);
    // Separate batches, so the balance carries over from the table.
    await append(t, 'sales-a', history.slice(2, 3), 1, 'sales-a');
    await append(t, 'sales-a', history.slice(3), 2, 'system');

    const { entries, balances } = await snapshot(t.db);
    expect(entries.map((e) => [e.entry_id, e.kind, e.amount, e.balance, e.quotation_number, e.note])).toEqual(
      [
        ['e1', 'recharge', '19.5', '19.5', null, 'first'],
        ['d1', 'debit', '-1', '18.5', 'BJ-q1', ''],
        ['d2', 'debit', '-1', '17.5', 'BJ-q2', ''],
        // A reversal names the quotation of the debit it gives back.
        ['r1', 'reversal', '1', '18.5', 'BJ-q1', 'not saved'],
      ],
    );
    expect(entries.find((e) => e.entry_id === 'd1')).toMatchObject({ reversed_by: 'r1', quotation_id: 'q1' });
    expect(entries.find((e) => e.entry_id === 'r1')).toMatchObject({ reverses: 'd1', reversed_by: null });
    expect(entries[0]).toMatchObject({ account_id: 'sales-a', user_id: 'finance-1', role: 'Finance' });
    expect(entries[0]!.at).toEqual(new Date(at(0)));

    const domain = fold(beanLedger.beanLedgerDecider, history).balance;
    expect(balances).toEqual([{ account_id: 'sales-a', balance: domain, updated_at: new Date(at(2)) }]);
  });

  it('keeps accounts apart and tells the account, Finance and administrators', async () => {
    const before = t.changes.length;
    await append(t, 'trader-1', [recharged('t1', '5')]);
    const change = t.changes.slice(before).find((c) => c.readModel === 'golden_beans');
    expect(change).toMatchObject({
      ids: ['trader-1'],
      audience: { roles: ['Finance', 'Admin'], users: ['trader-1'] },
    });
    const { balances } = await snapshot(t.db);
    expect(balances.map((b) => [b.account_id, b.balance])).toEqual([
      ['sales-a', '18.5'],
      ['trader-1', '5'],
    ]);
  });

  it('rebuilds from the first event into exactly the rows it built live', async () => {
    await append(t, 'trader-1', [
      debited('t2', 'q9'),
      recharged('t3', '0.25'),
      reversed('t4', 't3', '-0.25'),
    ]);
    const live = await snapshot(t.db);
    await t.runner.rebuild('golden_beans');
    expect(await snapshot(t.db)).toEqual(live);
  });
});
