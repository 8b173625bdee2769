import { DEFAULT_HIGH_SEAS_SETTINGS } from '@packflow/contracts';
import { customer, customerBook, customerKeys } from '@packflow/domain';
import { SqlEventStore, StreamNotFoundError, createPostgresPool } from '@packflow/eventstore';
import { loadConfig } from '@packflow/config';
import { type Infrastructure, createInfrastructure } from '@packflow/runtime';
import {
  ClaimCustomerCommand,
  ClaimCustomerHandler,
} from '../apps/api/src/customers/handlers/claim-customer';
import { freshDatabase, progress, report, round, runConcurrently } from './support';

/** Each salesman claims his share one after the other (as a person would), all salesmen at once. */
async function perSalesman(task: (salesman: number, n: number) => Promise<void>): Promise<number> {
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SALESMEN }, async (_, salesman) => {
      for (let n = 0; n < CLAIMS / SALESMEN; n++) await task(salesman, n);
    }),
  );
  return performance.now() - started;
}

const SALESMEN = 8;
const CLAIMS = 4_000;

const readOrEmpty = (store: SqlEventStore, stream: string) =>
  store.readStream(stream).catch((error: unknown) => {
    if (error instanceof StreamNotFoundError) return [];
    throw error;
  });

/**
 * customers.claim: claims per second with 8 salesmen claiming at once (each claim reads and
 * appends to the salesman's customer book and to the customer). Baseline: the same reads and
 * appends straight on the event store, without deciders or checks, so the ratio shows what the
 * code around the store costs.
 */
export async function benchCustomerClaims(): Promise<void> {
  const database = await freshDatabase();
  const pool = createPostgresPool(database.url, SALESMEN + 4);
  const store = await SqlEventStore.open(pool);
  let infra: Infrastructure | undefined;
  try {
    const settings = {
      ...DEFAULT_HIGH_SEAS_SETTINGS,
      maxClaimsPerDay: 1_000_000,
      maxOwned: 1_000_000,
      protectionDays: 0,
    };
    await store.appendToStream(customerKeys.HIGH_SEAS_SETTINGS_STREAM, [
      { type: 'HighSeasSettingsInitialized', data: { values: settings } },
    ]);
    progress(`customers.claim: creating ${2 * CLAIMS} high-seas customers`);
    const at = new Date().toISOString();
    await runConcurrently(2 * CLAIMS, SALESMEN, async (i) => {
      const data = {
        id: `c${i}`,
        code: `Q${String(i).padStart(6, '0')}`,
        area: 'Q',
        fields: {
          name: `Customer ${i}`,
          gender: '',
          email: '',
          phone: '',
          enterprise: '',
          domestic: true,
          source: '',
          logistics: '',
          addresses: [],
          responsible: '',
        },
        owner: null,
        at,
      };
      await store.appendToStream(customer.customerStream(`c${i}`), [{ type: 'CustomerCreated', data }], {
        expectedRevision: 'no_stream',
      });
    });
    // A claim is a process: the book takes the customer, the claims reactor claims it, the request
    // waits for the outcome. So the claims run over the product's infrastructure with its runners.
    infra = await createInfrastructure(
      loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'error' }),
      () => {},
      'bench',
    );
    await infra.projections.start();
    const claims = new ClaimCustomerHandler(infra);
    const customerOf = (salesman: number, n: number) => salesman * (CLAIMS / SALESMEN) + n;
    const meta = () => ({ userId: null, role: 'OperatorIndex', at: new Date(), correlationId: 'bench' });

    progress(`customers.claim: ${CLAIMS} bare read-and-append pairs, ${SALESMEN} concurrent`);
    const baseMs = await perSalesman(async (salesman, n) => {
      const id = `c${CLAIMS + customerOf(salesman, n)}`;
      const book = customerBook.customerBookStream(`bare-${salesman}`);
      const [bookEvents, customerEvents] = await Promise.all([
        readOrEmpty(store, book),
        readOrEmpty(store, customer.customerStream(id)),
      ]);
      await store.appendToStream(
        book,
        [{ type: 'CustomerTaken', data: { customerId: id, day: 'x', via: 'claim' } }],
        {
          expectedRevision: bookEvents.length ? bookEvents.length - 1 : 'no_stream',
        },
      );
      await store.appendToStream(
        customer.customerStream(id),
        [{ type: 'CustomerClaimed', data: { owner: { id: `bare-${salesman}`, role: 'OperatorIndex' }, at } }],
        { expectedRevision: customerEvents.length - 1 },
      );
    });
    progress(`customers.claim: ${CLAIMS} claims through the customer commands, ${SALESMEN} salesmen`);
    const claimsMs = await perSalesman(async (salesman, n) => {
      await claims.execute(
        new ClaimCustomerCommand(
          { id: `salesman-${salesman}`, role: 'OperatorIndex', areacode: 'Q' },
          `c${customerOf(salesman, n)}`,
          meta(),
        ),
      );
    });
    const rate = (ms: number) => round((CLAIMS / ms) * 1000, 0);
    report({
      name: 'customers.claim',
      value: rate(claimsMs),
      unit: 'claims/s',
      baseline: rate(baseMs),
      baseline_is: 'the same stream reads and appends without deciders, processes or waiting',
      salesmen: SALESMEN,
      claims: CLAIMS,
    });
  } finally {
    await infra?.close();
    await store.close();
    await pool.end();
    await database.drop();
  }
}
