import type { Answer, SignedInClient } from '../test/support/api-client';
import { percentile, progress, report, round, seedSalesmen, startBenchApi, timedPerClient } from './support';

const SALESMEN = 8;
const PER_SALESMAN = 100;
const WARM_UP = 10;

/**
 * What a salesman types, one field after the other: the forms the wizard sends while a quotation
 * is filled in (bags of several types and roll film, digital and gravure, sizes and quantities
 * changing), each priced by the preview. Seeded catalogue items (libs/domain/src/catalog/defaults.ts).
 */
function typedForm(customerId: string, n: number): Record<string, string> {
  const bag = n % 3 !== 2;
  const gravure = n % 4 === 1;
  const form: Record<string, string> = {
    customerId,
    quotation_type: gravure ? 'gravure' : 'digital',
    width: String(100 + (n % 9) * 10),
    height: String(150 + (n % 7) * 10),
    artworks: String(1 + (n % 3)),
    quantity: String((gravure ? 50_000 : 3_000) + (n % 11) * 1_000),
    materialprinting: n % 2 === 0 ? 'pet12' : 'bopp20',
    materialinner: n % 5 === 0 ? 'pe40' : 'pe80',
    paymentTerms: n % 6 === 0 ? 'advance50' : 'full',
    ratio: String(95 + (n % 4) * 5),
  };
  if (gravure) form.colours = String(4 + (n % 5));
  if (bag)
    Object.assign(form, {
      make: 'bag',
      maketype: 'piece',
      bagType: n % 2 === 0 ? 'standUp' : 'threeSide',
      auxhotknife: 'knife-straight',
      ...(n % 2 === 0 ? { bottomGusset: String(60 + (n % 3) * 10) } : {}),
      ...(n % 4 === 0 ? { auxzipper: 'zip' } : {}),
    });
  else Object.assign(form, { make: 'coiled', maketype: 'meter', coreDiameter: '76', rollLength: '500' });
  return form;
}

type Call = (client: SignedInClient, salesman: number, n: number) => Promise<Answer<unknown>>;

/** The size of an answer's JSON body, bytes. */
const sizeOf = (body: unknown): number => Buffer.byteLength(JSON.stringify(body));

/**
 * quotation.preview: p99 (p50 beside it) of the wizard's live price (`POST /quotation/price`)
 * through the HTTP API with 8 salesmen typing at once, each sending previews of changing forms
 * one after the other, on PostgreSQL: the signed session check, the replay record, the customer
 * and settings reads, the calculation with its breakdown, the JSON answer. Baseline in the same
 * run: a plain authenticated GET answering about the same number of bytes (a catalogue list),
 * interleaved with the previews so both see the same load; the ratio is what pricing adds.
 * Beside them, the CPU time per call of this process (the API and the clients driving it), which
 * the load of a shared machine hardly moves.
 */
export async function benchQuotationPreview(): Promise<void> {
  const bench = await startBenchApi();
  try {
    progress(`quotation.preview: ${SALESMEN} salesmen with a customer each`);
    const salesmen = await seedSalesmen(bench, SALESMEN);
    const clients = salesmen.map((s) => s.client);
    const customers = salesmen.map((s) => s.customerId);
    const preview: Call = (client, s, n) => client.post('/quotation/price', typedForm(customers[s]!, n));

    // The baseline GET: of the catalogue lists a salesman reads, the one closest in size to a preview.
    const previewBytes: number[] = [];
    for (let n = 0; n < 24; n++) previewBytes.push(sizeOf((await preview(clients[0]!, 0, n)).body));
    const bytes = previewBytes.sort((a, b) => a - b)[previewBytes.length >> 1]!;
    let plain = { path: '', bytes: 0 };
    for (const path of [
      '/catalog/materialprinting',
      '/catalog/materialinner',
      '/catalog/materialcomp',
      '/catalog/bagtype',
      '/make',
    ]) {
      const answer = await clients[0]!.get(path);
      if ((answer.body as { code: number }).code !== 0) continue;
      const size = sizeOf(answer.body);
      if (!plain.path || Math.abs(size - bytes) < Math.abs(plain.bytes - bytes))
        plain = { path, bytes: size };
    }
    const get: Call = (client) => client.get(plain.path);

    await timedPerClient(clients, WARM_UP, (client, s, n) =>
      n % 2 ? get(client, s, n) : preview(client, s, n),
    );
    progress(
      `quotation.preview: ${SALESMEN * PER_SALESMAN} previews (~${bytes} B) and as many GET ${plain.path} ` +
        `(${plain.bytes} B), interleaved, ${SALESMEN} at once`,
    );
    const previews: number[] = [];
    const gets: number[] = [];
    // CPU time of this process (the API and its clients), per call: what the load cannot move.
    let previewCpu = 0;
    let getCpu = 0;
    const cpuOf = async (work: () => Promise<number[]>, into: number[]) => {
      const started = process.cpuUsage();
      into.push(...(await work()));
      const used = process.cpuUsage(started);
      return (used.user + used.system) / 1000;
    };
    // Alternate rounds so that the previews and the baseline share the machine's load.
    for (let turn = 0; turn < 4; turn++) {
      previewCpu += await cpuOf(
        () => timedPerClient(clients, PER_SALESMAN / 4, (c, s, n) => preview(c, s, turn * 100 + n)),
        previews,
      );
      getCpu += await cpuOf(() => timedPerClient(clients, PER_SALESMAN / 4, get), gets);
    }
    previews.sort((a, b) => a - b);
    gets.sort((a, b) => a - b);
    report({
      name: 'quotation.preview',
      value: round(percentile(previews, 99)),
      unit: 'ms',
      p50: round(percentile(previews, 50)),
      baseline: round(percentile(gets, 99)),
      baseline_p50: round(percentile(gets, 50)),
      baseline_is: `p99 of an authenticated GET ${plain.path} (${plain.bytes} B against a preview's ${bytes} B)`,
      goal: 50,
      cpu_ms_per_preview: round(previewCpu / previews.length),
      cpu_ms_per_get: round(getCpu / gets.length),
      salesmen: SALESMEN,
      previews: previews.length,
    });
  } finally {
    await bench.close();
  }
}
