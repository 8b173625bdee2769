import { createDb, migrate } from '@packflow/db';
import { SqlEventStore, createPostgresPool } from '@packflow/eventstore';
import { CommandRunner } from '@packflow/platform';
import {
  ProjectionRunner,
  accountsProjector,
  billLinesProjector,
  billsProjector,
  commissionLinesProjector,
  monthClosesProjector,
  runMonthClose,
} from '@packflow/projections';

/**
 * The worker of the month-close crash test, in a process of its own (the test kills it with
 * SIGKILL at random instants): the bills' read models, the commission ledger and the accounts
 * (which the close's wage part reads) kept by a projection runner and the close of
 * MONTH run against the database at DATABASE_URL, as the product's worker runs its job. Prints
 * "ready" once the read models run and "closed <bills>" when the close is done.
 */
async function main(): Promise<void> {
  const url = process.env.DATABASE_URL!;
  const month = process.env.MONTH!;
  const now = new Date(process.env.NOW!);
  const pool = createPostgresPool(url, 4);
  const store = await SqlEventStore.open(pool, { pollIntervalMs: 50 });
  const db = createDb(pool);
  await migrate(db);
  const runner = new ProjectionRunner({
    store,
    db,
    projectors: [
      billLinesProjector,
      billsProjector,
      monthClosesProjector,
      commissionLinesProjector,
      accountsProjector,
    ],
    batchSize: 50,
  });
  await runner.start();
  console.log('ready');
  const result = await runMonthClose(
    { db, commands: new CommandRunner(store), store },
    month,
    'system',
    () => now,
    // Batches of 3 customers (and salesmen): many steps, so that the kills land between and inside them.
    3,
  );
  console.log(`closed ${result.bills}`);
  await runner.stop();
  await store.close();
  await db.destroy();
  await pool.end().catch(() => undefined);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
