import { loadConfig } from '@packflow/config';
import { startApi } from '../apps/api/src/bootstrap';
import { type SignedInClient, signIn } from '../test/support/api-client';
import { pouchForm } from '../test/support/quotation-forms';
import { createStaff, nextPhone } from '../test/support/staff';
import { freshDatabase, percentile, progress, report, round, timedPerClient } from './support';

const SALESMEN = 8;
const PER_SALESMAN = 30;
/** Quotations per contract. */
const LINES = 2;
const PASSWORD = 'correct-horse-1';
const ADMIN_PASSWORD = 'bench-admin-password';

/**
 * contract.create: p99 and p50 latency of POST /api/contract (two approved quotations each: the
 * request's gates, its append, the contract process putting both quotations under the contract
 * and recording it created, the answer waiting for that outcome) with 8 salesmen at once, on
 * PostgreSQL. Baseline: quotation generation (also a process: a request, a bean debit, the
 * quotation, the outcome) through the API in the same run, measured while making the quotations.
 */
export async function benchContractCreate(): Promise<void> {
  const database = await freshDatabase();
  const api = await startApi(
    loadConfig({
      DATABASE_URL: database.url,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      ADMIN_PASSWORD,
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
    }),
  );
  try {
    progress(`contract.create: ${SALESMEN} salesmen with a customer and golden beans each`);
    const admin = await signIn(api.url, 'admin', ADMIN_PASSWORD);
    await createStaff(admin, 'Finance', 'bench-finance');
    const finance = await signIn(api.url, 'bench-finance', PASSWORD);
    const clients: SignedInClient[] = [];
    const customers: string[] = [];
    for (let s = 0; s < SALESMEN; s++) {
      const id = await createStaff(admin, 'OperatorIndex', `bench-sales-${s}`);
      const client = await signIn(api.url, `bench-sales-${s}`, PASSWORD);
      const customer = await client.post<{ id: string }>('/customer', {
        name: `Bench ${s}`,
        phone: nextPhone(),
      });
      const recharge = await finance.post('/golden-bean/recharge', {
        accountId: id,
        amount: '100000',
        note: 'bench',
      });
      if (customer.body.code !== 0 || recharge.body.code !== 0) throw new Error('bench set-up refused');
      clients.push(client);
      customers.push(customer.body.data.id);
    }
    const quotations: string[][] = clients.map(() => []);
    progress(
      `contract.create: ${SALESMEN * PER_SALESMAN * LINES} quotations generated (baseline), ${SALESMEN} at once`,
    );
    const generate = await timedPerClient<{ id: string }>(
      clients,
      PER_SALESMAN * LINES,
      (client, s) =>
        client.post('/quotation', pouchForm(customers[s]!, { artworks: '2', quantity: '10000' })),
      (s, data) => quotations[s]!.push(data.id),
    );
    progress(
      `contract.create: ${SALESMEN * PER_SALESMAN} contracts of ${LINES} quotations, ${SALESMEN} at once`,
    );
    const cpu = process.cpuUsage();
    const create = await timedPerClient<{ status: string }>(
      clients,
      PER_SALESMAN,
      (client, s, n) =>
        client.post('/contract', {
          quotationIds: quotations[s]!.slice(n * LINES, (n + 1) * LINES).join(','),
          type: 'digital',
        }),
      (_s, data) => {
        if (data.status !== 'created') throw new Error(`contract not made in time: ${data.status}`);
      },
    );
    const used = process.cpuUsage(cpu);
    report({
      name: 'contract.create',
      value: round(percentile(create, 99)),
      unit: 'ms',
      p50: round(percentile(create, 50)),
      baseline: round(percentile(generate, 99)),
      baseline_p50: round(percentile(generate, 50)),
      baseline_is:
        'p99 of generating a quotation through the API in the same run (also a process), 8 salesmen at once',
      cpu_ms_per_contract: round((used.user + used.system) / 1000 / create.length),
      salesmen: SALESMEN,
      contracts: SALESMEN * PER_SALESMAN,
      quotations_per_contract: LINES,
    });
  } finally {
    await api.close();
    await database.drop();
  }
}
