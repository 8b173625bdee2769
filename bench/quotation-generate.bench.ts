import type { QuotationInput } from '@packflow/contracts';
import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@packflow/eventstore';
import type { RunningApi } from '../apps/api/src/bootstrap';
import { percentile, progress, report, round, seedSalesmen, startBenchApi, timedPerClient } from './support';

const SALESMEN = 8;
const PER_SALESMAN = 40;
const WARM_UP = 5;

/**
 * quotation.generate: p99 latency of generating a quotation through the HTTP API (signature and
 * permission checks, customer check, settings snapshot, calculation, golden-bean debit, the
 * quotation's append) with 8 salesmen generating at once, on PostgreSQL. Baseline: the price
 * preview of the same form in the same run: the same request, checks, reads and calculation
 * without the two appends, so the ratio shows what the writes cost.
 */
export async function benchQuotationGenerate(wanted: (name: string) => boolean): Promise<void> {
  const bench = await startBenchApi();
  const { api } = bench;
  try {
    progress(`quotation.generate: ${SALESMEN} salesmen with a customer and golden beans each`);
    const { client: finance } = await bench.staff('Finance', 'bench-finance');
    const salesmen = await seedSalesmen(bench, SALESMEN, finance);
    const clients = salesmen.map((s) => s.client);
    const customers = salesmen.map((s) => s.customerId);
    const form = (salesman: number): Partial<Record<keyof QuotationInput, string>> => ({
      customerId: customers[salesman],
      quotation_type: 'digital',
      make: 'bag',
      bagType: 'standUp',
      maketype: 'piece',
      width: '160',
      height: '230',
      bottomGusset: '80',
      artworks: '2',
      quantity: '10000',
      paymentTerms: 'full',
    });
    // Seeded catalogue items (libs/domain/src/catalog/defaults.ts).
    const layers = { materialprinting: 'pet12', materialinner: 'pe80', auxhotknife: 'knife-straight' };
    const body = (salesman: number) => ({ ...form(salesman), ...layers });

    await timedPerClient(clients, WARM_UP, (client, s) => client.post('/quotation', body(s)));
    progress(`quotation.generate: ${SALESMEN * PER_SALESMAN} previews (baseline), ${SALESMEN} at once`);
    const preview = await timedPerClient(clients, PER_SALESMAN, (client, s) =>
      client.post('/quotation/price', body(s)),
    );
    progress(`quotation.generate: ${SALESMEN * PER_SALESMAN} quotations generated, ${SALESMEN} at once`);
    const cpu = process.cpuUsage();
    const generate = await timedPerClient(clients, PER_SALESMAN, (client, s) =>
      client.post('/quotation', body(s)),
    );
    const used = process.cpuUsage(cpu);
    const p99 = round(percentile(generate, 99));
    const baseline = round(percentile(preview, 99));
    if (wanted('process.generate')) await reportProcess(api, generate, SALESMEN, PER_SALESMAN);
    if (wanted('quotation.generate'))
      report({
        name: 'quotation.generate',
        value: p99,
        unit: 'ms',
        p50: round(percentile(generate, 50)),
        baseline,
        baseline_is: 'p99 of the price preview of the same form (same checks and calculation, no appends)',
        // This process's CPU time (the API, its projectors and reactors, the clients) per quotation.
        cpu_ms_per_quotation: round((used.user + used.system) / 1000 / generate.length),
        salesmen: SALESMEN,
        quotations: SALESMEN * PER_SALESMAN,
      });
  } finally {
    await bench.close();
  }
}

/**
 * process.generate: the same generation latencies (through the API, the generation process and
 * its reactor) against a direct append, from 8 writers at once, of the events one generation
 * writes: the request, the bean debit, the quotation and the outcome, each on its stream as the
 * process appends them. The ratio is what the process costs over the writes themselves.
 */
async function reportProcess(
  api: RunningApi,
  generate: number[],
  writers: number,
  perWriter: number,
): Promise<void> {
  const store = api.infra.store;
  const [request] = await store.readAll({
    filter: { eventTypes: ['QuotationGenerationRequested'] },
    maxCount: 1,
  });
  const id = (request!.data as { id: string }).id;
  const streamOf = (prefix: string, events: RecordedEvent[]) =>
    events.filter((e) => e.streamId.startsWith(prefix) && JSON.stringify(e.data).includes(id));
  const all = await store.readAll({ after: request!.position - 1n, maxCount: 200 });
  const steps = [
    streamOf('generation-', all).filter((e) => e.type === 'QuotationGenerationRequested'),
    streamOf('beans-', all).filter((e) => e.type === 'BeansDebited'),
    streamOf('quotation-', all).filter((e) => e.type === 'QuotationGenerated'),
    all.filter((e) => e.streamId === request!.streamId && e.type === 'QuotationGenerationCompleted'),
  ];
  if (steps.some((s) => s.length !== 1))
    throw new Error("process.generate: one generation's events not found");
  progress(`process.generate: ${writers * perWriter} direct appends of a generation's four steps (baseline)`);
  const direct: number[] = [];
  await Promise.all(
    Array.from({ length: writers }, async () => {
      for (let n = 0; n < perWriter; n++) {
        const started = performance.now();
        const key = randomUUID();
        for (const [event] of steps)
          await store.appendToStream(`${event!.streamId.split('-')[0]}-bench-${key}`, [
            { type: event!.type, data: event!.data, metadata: event!.metadata },
          ]);
        direct.push(performance.now() - started);
      }
    }),
  );
  direct.sort((a, b) => a - b);
  const p99 = round(percentile(generate, 99));
  const baseline = round(percentile(direct, 99));
  report({
    name: 'process.generate',
    value: p99,
    unit: 'ms',
    p50: round(percentile(generate, 50)),
    baseline,
    baseline_p50: round(percentile(direct, 50)),
    baseline_is: "p99 of appending one generation's four events directly to the store, 8 writers at once",
    salesmen: writers,
    quotations: writers * perWriter,
  });
}
