import { randomUUID } from 'node:crypto';
import type { ApiResponse, LotView, OrderDetail } from '@packflow/contracts';
import { orderFromContract } from '@packflow/domain';
import { nameBasedUuid } from '@packflow/eventstore';
import { type Answer, type SignedInClient, signedHeaders } from './api-client';
import { pngOf, uploadAs } from './files';
import { laminatedContract, laminatedPouchLine } from './production-fixtures';

/**
 * An order taken through the API from its contract to inspection, as the production test does it
 * (signed on a confirmed prepayment, artwork, review, three stages scheduled, run and finished),
 * for the inspection and shipping tests; and JSON requests (the forms with nested fields).
 */

/** A request with a JSON body, in `locale` (the test client sends forms, which cannot nest). */
export async function sendJson<T>(
  client: SignedInClient,
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
  locale: 'cn' | 'en' = 'en',
): Promise<Answer<T>> {
  const res = await fetch(`${client.baseUrl}/api${path}`, {
    method,
    headers: { Locale: locale, ...signedHeaders(client.session!), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as ApiResponse<T>, headers: res.headers };
}

/** Polls `read` until `done` holds (a reactor or projector catching up). */
export async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, what: string): Promise<T> {
  let last: T | undefined;
  for (let i = 0; i < 300; i++) {
    last = await read();
    if (done(last)) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: not reached; last ${JSON.stringify(last)?.slice(0, 600)}`);
}

export interface FulfilmentCast {
  admin: SignedInClient;
  finance: SignedInClient;
  planner: SignedInClient;
  worker: SignedInClient;
  appendContract: (contractId: string, event: ReturnType<typeof laminatedContract>) => Promise<unknown>;
}

/** A seller of the orders: his client, id and role. */
export interface Seller {
  client: SignedInClient;
  id: string;
  role: 'OperatorIndex' | 'Traders';
}

export class FulfilmentDriver {
  private machines?: { press: string; laminator: string; bagMaker: string };

  constructor(
    private readonly cast: FulfilmentCast,
    private readonly tag: string,
  ) {}

  private async machine(form: Record<string, string>): Promise<string> {
    const res = await this.cast.admin.post<{ id: string }>('/machine', form);
    if (res.body.code !== 0) throw new Error(`machine: ${res.body.msg}`);
    return res.body.data.id;
  }

  private async machinesOnce() {
    this.machines ??= {
      press: await this.machine({
        name: `Indigo ${this.tag}`,
        kind: 'digitalPress',
        colours: '7',
        maxWebWidthMm: '760',
      }),
      // No cure wait: bag making may start at once.
      laminator: await this.machine({ name: `Laminator ${this.tag}`, kind: 'laminator', cureHours: '0' }),
      bagMaker: await this.machine({ name: `Bag maker ${this.tag}`, kind: 'bagMaker' }),
    };
    return this.machines;
  }

  /** A receipt of `amount` on the contract recorded by the seller and confirmed by Finance. */
  async pay(
    seller: Seller,
    contractId: string,
    amount: string,
    receivedOn = new Date().toISOString().slice(0, 10),
  ): Promise<void> {
    const proof = (await uploadAs(seller.client.baseUrl, seller.client, await pngOf(), 'proof.png')).body
      .data;
    const recorded = await seller.client.post<{ receiptId: string }>('/finance/receipt', {
      contractId,
      amount,
      method: 'bank',
      receivedOn,
      proofs: proof,
      note: '',
      idempotencyKey: randomUUID(),
    });
    if (recorded.body.code !== 0) throw new Error(`receipt: ${recorded.body.msg}`);
    await this.cast.finance.get(
      `/finance/receipt?contractId=${contractId}&_position=${recorded.body.extra?.position}`,
    );
    const confirmed = await this.cast.finance.put(`/finance/receipt/${recorded.body.data.receiptId}/confirm`);
    if (confirmed.body.code !== 0) throw new Error(`confirm: ${confirmed.body.msg}`);
  }

  /**
   * A contract of 2000 stand-up pouches at 0.5 (1000, 30% in advance) of the seller, signed on
   * its prepayment, reviewed, run through printing, lamination and bag making (`bagged` pieces
   * out), and handed to inspection: answers when its first lot waits there.
   */
  async orderAtInspection(
    seller: Seller,
    bagged = 2000,
  ): Promise<{ contractId: string; orderId: string; number: string }> {
    const made = await this.orderBagging(seller, bagged);
    const res = await this.cast.worker.post(`/production/${made.orderId}/stages/bagMaking/finish`, {});
    if (res.body.code !== 0) throw new Error(`bagMaking finish: ${res.body.msg}`);
    await until(
      () => this.cast.planner.get<{ lots: LotView[] }>(`/inspection/${made.orderId}`),
      (r) => r.status === 200 && r.body.data.lots.some((l) => l.status === 'waiting'),
      'the first lot at inspection',
    );
    return made;
  }

  /**
   * The same order up to its last stage: printed and laminated, and bag making running with
   * `bagged` good pieces reported, not finished.
   */
  async orderBagging(
    seller: Seller,
    bagged = 2000,
  ): Promise<{ contractId: string; orderId: string; number: string }> {
    const { press, laminator, bagMaker } = await this.machinesOnce();
    const contractId = randomUUID();
    const trader = seller.role === 'Traders';
    await this.cast.appendContract(
      contractId,
      laminatedContract({
        contractId,
        number: `HT${this.tag.toUpperCase()}${contractId.slice(0, 4)}`,
        ownerId: seller.id,
        ownerRole: seller.role,
        currency: trader ? 'USD' : 'CNY',
        language: trader ? 'en' : 'cn',
        lines: [laminatedPouchLine(`${contractId}-q0`, `BJ-P-${contractId.slice(0, 4)}`)],
      }),
    );
    const orderId = nameBasedUuid(orderFromContract.orderIdName(contractId, `${contractId}-q0`));
    const made = await until(
      () => seller.client.get<OrderDetail>(`/order/${orderId}`),
      (r) => r.status === 200,
      'the order made',
    );
    await this.pay(seller, contractId, '300');
    const signed = await seller.client.post('/order/sign', { ids: orderId });
    if (signed.body.code !== 0) throw new Error(`sign: ${signed.body.msg}`);
    await until(
      () => seller.client.get<OrderDetail>(`/order/${orderId}`),
      (r) => r.body.data.status === 'signed',
      'the order signed',
    );
    const proof = (await uploadAs(seller.client.baseUrl, seller.client, await pngOf(), 'art.png')).body.data;
    await seller.client.post(`/order/${orderId}/artwork`, { files: proof });
    const { planner, worker } = this.cast;
    await until(
      () =>
        planner.post(`/production/${orderId}/review`, {
          decision: 'confirm',
          artwork: 'confirmed',
          colours: ['C', 'M', 'Y', 'K'],
          webWidthMm: '240',
        }),
      (r) => r.body.code === 0 || r.body.msg === 'This order has already been reviewed',
      'the production review',
    );
    for (const [i, [stage, machineId]] of (
      [
        ['printing', press],
        ['lamination-1', laminator],
        ['bagMaking', bagMaker],
      ] as const
    ).entries()) {
      const scheduled = await planner.post(`/production/${orderId}/stages/${stage}/schedule`, {
        machineId,
        plannedStart: new Date(Date.now() + i * 3_600_000).toISOString(),
      });
      if (scheduled.body.code !== 0) throw new Error(`schedule ${stage}: ${scheduled.body.msg}`);
    }
    const run = async (stage: string, metresIn: string, goodOut: string, finish = true) => {
      for (const [path, body] of [
        ['start', { operators: 'Li Wei' }],
        ['entries', { entryId: randomUUID(), metresIn, goodOut }],
        ...(finish ? [['finish', {}] as const] : []),
      ] as const) {
        const res = await worker.post(`/production/${orderId}/stages/${stage}/${path}`, body);
        if (res.body.code !== 0) throw new Error(`${stage} ${path}: ${res.body.msg}`);
      }
    };
    await run('printing', '400', '380');
    await run('lamination-1', '380', '370');
    await run('bagMaking', '370', String(bagged), false);
    return { contractId, orderId, number: made.body.data.number };
  }
}

/** Answers to every check of a waiting lot's template: each passes (a measured one at its norm) unless named in `failing`. */
export function answersFor(lot: LotView, failing: readonly string[] = []) {
  return (lot.template?.checks ?? []).map((c) => {
    if (c.kind === 'passFail') return { key: c.key, passed: !failing.includes(c.key) };
    const norm = c.norm || lot.sizes[c.key] || 50;
    return {
      key: c.key,
      value: failing.includes(c.key) ? norm + (c.tolerance ?? 0) + 5 : norm,
      ...(c.norm || lot.sizes[c.key] ? {} : { norm }),
    };
  });
}
