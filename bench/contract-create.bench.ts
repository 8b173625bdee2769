import { pouchForm } from '../test/support/quotation-forms';
import { percentile, progress, report, round, seedSalesmen, startBenchApi, timedPerClient } from './support';

const SALESMEN = 8;
const PER_SALESMAN = 30;
/** Quotations per contract. */
const LINES = 2;

/**
 * contract.create: p99 and p50 latency of POST /api/contract (two approved quotations each: the
 * request's gates, its append, the contract process putting both quotations under the contract
 * and recording it created, the answer waiting for that outcome) with 8 salesmen at once, on
 * PostgreSQL. Baseline: quotation generation (also a process: a request, a bean debit, the
 * quotation, the outcome) through the API in the same run, measured while making the quotations.
 */
export async function benchContractCreate(): Promise<void> {
  const bench = await startBenchApi();
  try {
    progress(`contract.create: ${SALESMEN} salesmen with a customer and golden beans each`);
    const { client: finance } = await bench.staff('Finance', 'bench-finance');
    const salesmen = await seedSalesmen(bench, SALESMEN, finance);
    const clients = salesmen.map((s) => s.client);
    const customers = salesmen.map((s) => s.customerId);
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
    await bench.close();
  }
}
