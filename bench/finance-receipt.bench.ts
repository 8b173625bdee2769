import { randomUUID } from 'node:crypto';
import type { SignedInClient } from '../test/support/api-client';
import { pngOf, uploadAs } from '../test/support/files';
import { percentile, progress, report, round, startBenchApi, timedPerClient } from './support';

const SALESMEN = 8;
const PER_SALESMAN = 40;

/**
 * finance.receipt: p99 and p50 of POST /api/finance/receipt (reading the contract's stream and its
 * owner, appending to the contract's money stream) with 8 salesmen at once, and of Finance's PUT
 * confirm with 2 Finance users at once, on PostgreSQL. Baseline: Finance's golden-bean recharge
 * (the other keyed money command) through the API in the same run.
 */
export async function benchFinanceReceipt(): Promise<void> {
  const bench = await startBenchApi();
  const { api } = bench;
  try {
    progress(`finance.receipt: ${SALESMEN} salesmen with a contract each`);
    const finance: SignedInClient[] = [];
    for (const name of ['bench-cash-1', 'bench-cash-2'])
      finance.push((await bench.staff('Finance', name)).client);
    const clients: SignedInClient[] = [];
    const accounts: string[] = [];
    const contracts: string[] = [];
    /** Each salesman's proof image, uploaded as himself (a proof must be a file he may use). */
    const proofs: string[] = [];
    const png = await pngOf();
    for (let s = 0; s < SALESMEN; s++) {
      const { id, client } = await bench.staff('OperatorIndex', `bench-sales-${s}`);
      clients.push(client);
      accounts.push(id);
      const uploaded = await uploadAs(api.url, client, png, 'proof.png');
      if (uploaded.body.code !== 0) throw new Error('bench set-up refused');
      proofs.push(uploaded.body.data);
      const contractId = randomUUID();
      const at = new Date().toISOString();
      // The contract as the contracts area records it once made (its own benchmark is contract.create).
      await api.infra.store.appendToStream(`contract-${contractId}`, [
        {
          type: 'ContractCreated',
          data: {
            contractId,
            number: `HT-BENCH-${s}`,
            customerId: randomUUID(),
            customerName: `Bench ${s}`,
            ownerId: id,
            ownerRole: 'OperatorIndex',
            printingType: 'digital',
            taxed: true,
            paymentTerms: 'advance30',
            currency: 'CNY',
            language: 'cn',
            lines: [],
            total: '1000000',
            by: id,
            at,
            createdAt: at,
          },
          metadata: { at },
        },
      ]);
      contracts.push(contractId);
    }
    progress(
      `finance.receipt: ${(2 * SALESMEN * PER_SALESMAN) / 2} golden-bean recharges (baseline), 2 Finance users at once`,
    );
    const recharge = await timedPerClient(finance, (SALESMEN * PER_SALESMAN) / 2, (client, c, n) =>
      client.post('/golden-bean/recharge', {
        accountId: accounts[(c + n) % SALESMEN]!,
        amount: '10',
        note: 'bench',
      }),
    );
    progress(`finance.receipt: ${SALESMEN * PER_SALESMAN} receipts recorded, ${SALESMEN} salesmen at once`);
    const receiptIds: string[] = [];
    const today = new Date().toISOString().slice(0, 10);
    const record = await timedPerClient<{ receiptId: string }>(
      clients,
      PER_SALESMAN,
      (client, s) =>
        client.post('/finance/receipt', {
          contractId: contracts[s]!,
          amount: '100.5',
          method: 'bank',
          receivedOn: today,
          proofs: proofs[s]!,
          note: 'bench',
          idempotencyKey: randomUUID(),
        }),
      (_, data) => receiptIds.push(data.receiptId),
    );
    // Finance confirms from the list: wait until the receipts read model shows them all.
    for (;;) {
      const listed = await finance[0]!.get<unknown[]>('/finance/receipt?status=pending&_size=5');
      if ((listed.body.extra as { pageInfo?: { _count: number } }).pageInfo?._count === receiptIds.length)
        break;
      await new Promise((r) => setTimeout(r, 50));
    }
    progress(`finance.receipt: ${receiptIds.length} receipts confirmed, 2 Finance users at once`);
    const half = Math.ceil(receiptIds.length / 2);
    const confirm = await timedPerClient(finance, half, (client, c, n) => {
      const id = receiptIds[c * half + n];
      return id
        ? client.put(`/finance/receipt/${id}/confirm`)
        : Promise.resolve({ body: { code: 0, msg: '', data: null } });
    });
    report({
      name: 'finance.receipt',
      value: round(percentile(record, 99)),
      unit: 'ms',
      p50: round(percentile(record, 50)),
      baseline: round(percentile(recharge, 99)),
      baseline_p50: round(percentile(recharge, 50)),
      baseline_is:
        "p99 of Finance's golden-bean recharge through the API in the same run, 2 Finance users at once",
      salesmen: SALESMEN,
      receipts: receiptIds.length,
    });
    report({
      name: 'finance.receipt_confirm',
      value: round(percentile(confirm, 99)),
      unit: 'ms',
      p50: round(percentile(confirm, 50)),
      baseline: round(percentile(recharge, 99)),
      baseline_p50: round(percentile(recharge, 50)),
      baseline_is:
        "p99 of Finance's golden-bean recharge through the API in the same run, 2 Finance users at once",
      finance_users: 2,
    });
  } finally {
    await bench.close();
  }
}
