import type { OrderRow } from '@packflow/contracts';
import { pngOf, uploadAs } from '../test/support/files';
import { pouchForm } from '../test/support/quotation-forms';
import type { SignedInClient } from '../test/support/api-client';
import {
  type BenchApi,
  percentile,
  progress,
  report,
  round,
  seedSalesmen,
  startBenchApi,
  timedPerClient,
} from './support';

export const SALESMEN = 8;
export const PER_SALESMAN = 15;

/** Orders waiting to be signed, one list per salesman, with the quotation generation that made them. */
export interface SignableOrders {
  clients: SignedInClient[];
  /** Each salesman's orders, PER_SALESMAN of them, in one contract each, paid in full and confirmed. */
  orders: string[][];
  /** ms per quotation generated (sorted): order.sign's baseline. */
  generate: number[];
}

/**
 * order.sign's set-up on a running bench API: 8 salesmen with a customer, golden beans and a proof
 * image each; 15 quotations each generated (timed: the baseline), a contract each, paid in full
 * (received and confirmed by Finance); answers when every order waits to be signed.
 */
export async function prepareSignableOrders(bench: BenchApi): Promise<SignableOrders> {
  const { api } = bench;
  progress(`order.sign: ${SALESMEN} salesmen with a customer, golden beans and a proof image each`);
  const { client: finance } = await bench.staff('Finance', 'bench-finance');
  const salesmen = await seedSalesmen(bench, SALESMEN, finance);
  const clients = salesmen.map((s) => s.client);
  const customers = salesmen.map((s) => s.customerId);
  const proofs: string[] = [];
  const png = await pngOf();
  for (const client of clients) {
    const uploaded = await uploadAs(api.url, client, png, 'proof.png');
    if (uploaded.body.code !== 0) throw new Error('bench set-up refused');
    proofs.push(uploaded.body.data);
  }
  progress(`order.sign: ${SALESMEN * PER_SALESMAN} quotations generated (baseline), contracts and receipts`);
  const quotations: string[][] = clients.map(() => []);
  const generate = await timedPerClient<{ id: string }>(
    clients,
    PER_SALESMAN,
    (client, s) => client.post('/quotation', pouchForm(customers[s]!, { artworks: '2', quantity: '10000' })),
    (s, data) => quotations[s]!.push(data.id),
  );
  const contracts: { id: string }[][] = clients.map(() => []);
  await timedPerClient<{ id: string; status: string }>(
    clients,
    PER_SALESMAN,
    (client, s, n) => client.post('/contract', { quotationIds: quotations[s]![n]!, type: 'digital' }),
    (s, data) => contracts[s]!.push(data),
  );
  // Full payment received and confirmed on every contract (more than any total here).
  const receipts: string[] = [];
  await timedPerClient<{ receiptId: string }>(
    clients,
    PER_SALESMAN,
    (client, s, n) =>
      client.post('/finance/receipt', {
        contractId: contracts[s]![n]!.id,
        amount: '1000000',
        method: 'bank',
        receivedOn: new Date().toISOString().slice(0, 10),
        proofs: proofs[s]!,
        note: 'bench',
        idempotencyKey: `bench-${s}-${n}`,
      }),
    (_s, data) => receipts.push(data.receiptId),
  );
  await finance.get(`/finance/receipt?_size=5`);
  for (const id of receipts) {
    for (let tries = 0; ; tries++) {
      const confirmed = await finance.put(`/finance/receipt/${id}/confirm`);
      if (confirmed.body.code === 0) break;
      if (tries > 50) throw new Error(`confirm refused: ${confirmed.body.msg}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const orders: string[][] = [];
  for (const client of clients) {
    for (let tries = 0; ; tries++) {
      const list = await client.get<OrderRow[]>('/order?status=wait&_size=100');
      if (list.body.data.length === PER_SALESMAN) {
        orders.push(list.body.data.map((r) => r.id));
        break;
      }
      if (tries > 100) throw new Error('orders not made in time');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { clients, orders, generate };
}

/** Every order signed one per call, the salesmen at once: ms per signing (sorted). */
export async function signOrders({ clients, orders }: SignableOrders): Promise<number[]> {
  progress(`order.sign: ${SALESMEN * PER_SALESMAN} orders signed one per call, ${SALESMEN} salesmen at once`);
  return timedPerClient<{ signed: string[]; status: string }>(
    clients,
    PER_SALESMAN,
    (client, s, n) => client.post('/order/sign', { ids: orders[s]![n]! }),
    (_s, data) => {
      if (data.status !== 'signed' || data.signed.length !== 1)
        throw new Error(`not signed in time: ${data.status}`);
    },
  );
}

/**
 * order.sign: p99 and p50 of POST /api/order/sign (one order each: the reach and step checks, the
 * finance clearance appended to the contract's money ledger on the confirmed prepayment, the
 * signing reaction and the answer waiting for it) with 8 salesmen at once, on PostgreSQL.
 * Baseline: generating a quotation through the API in the same run (also a request answered after
 * a reaction), measured while making the quotations.
 */
export async function benchOrderSign(): Promise<void> {
  const bench = await startBenchApi();
  try {
    const signable = await prepareSignableOrders(bench);
    const { generate } = signable;
    const cpu = process.cpuUsage();
    const sign = await signOrders(signable);
    const used = process.cpuUsage(cpu);
    report({
      name: 'order.sign',
      value: round(percentile(sign, 99)),
      unit: 'ms',
      p50: round(percentile(sign, 50)),
      baseline: round(percentile(generate, 99)),
      baseline_p50: round(percentile(generate, 50)),
      baseline_is: 'p99 of generating a quotation through the API in the same run, 8 salesmen at once',
      cpu_ms_per_signing: round((used.user + used.system) / 1000 / sign.length),
      salesmen: SALESMEN,
      orders: SALESMEN * PER_SALESMAN,
    });
  } finally {
    await bench.close();
  }
}
