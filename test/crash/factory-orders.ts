import { randomUUID } from 'node:crypto';
import type { MachineView, Role } from '@packflow/contracts';
import { order, orderFromContract, productionJob } from '@packflow/domain';
import { type RecordedEvent, nameBasedUuid } from '@packflow/eventstore';
import { type Session, type SignedInClient, signIn } from '../support/api-client';
import { pngOf, uploadAs } from '../support/files';
import { laminatedContract, laminatedPouchLine } from '../support/production-fixtures';
import { eventually } from '../support/services';
import { createStaff } from '../support/staff';
import { type CrashApi, stateOf, untilFolded } from './support';

/**
 * The factory's orders for the kill -9 suites from production on: the people, a contract of
 * laminated pouch orders signed (on the prepayment or paid in full), money received and confirmed,
 * and the jobs reviewed and scheduled, all through the API before the first kill.
 */

const STAFF_PASSWORD = 'correct-horse-1';

/**
 * A new staff member of `role` made by `admin`, signed in (their first login done): the sign-in is
 * tried again until the account's registration has been carried out (under load it lags behind).
 */
export async function crashStaff(
  crash: CrashApi,
  admin: SignedInClient,
  role: Role,
  name: string,
): Promise<{ id: string; session: Session; client: SignedInClient }> {
  const id = await createStaff(admin, role, name, {}, { firstLogin: 'keep' });
  const client = await eventually(
    () => signIn(crash.url, name, STAFF_PASSWORD).catch(() => undefined),
    30_000,
  );
  return { id, session: client.session!, client };
}

/**
 * One contract of `count` laminated pouch orders of 2000 pieces (PET printed, laminated to PE:
 * printing, lamination-1, bag making) of the salesman `salesId`, appended as the contracts area
 * records it; `paid` received by the salesman and confirmed by Finance; the orders signed together
 * and each given its artwork. Answers the contract, its total, the orders' ids and the proof.
 */
export async function signedPouchOrders(
  crash: CrashApi,
  {
    sales,
    salesId,
    finance,
    count,
    paid,
  }: {
    /** Signed in on the running API (the set-up runs before any kill). */
    sales: SignedInClient;
    salesId: string;
    finance: Session;
    count: number;
    /** The money received before signing: the total, or the prepayment alone (a share of the total). */
    paid: (total: string) => string;
  },
): Promise<{ contractId: string; total: string; orderIds: string[]; proof: string }> {
  const contractId = randomUUID();
  const lines = Array.from({ length: count }, (_, i) =>
    laminatedPouchLine(`${contractId}-q${i}`, `BJ-C-${i}`),
  );
  const created = laminatedContract({
    contractId,
    number: `HTCRASH${contractId.slice(0, 4)}`,
    ownerId: salesId,
    lines,
  });
  const { at, total } = created.data;
  await crash.reader.store.appendToStream(`contract-${contractId}`, [created]);
  const orderIds = lines.map((line) =>
    nameBasedUuid(orderFromContract.orderIdName(contractId, line.quotationId)),
  );
  const orderOf = (events: RecordedEvent[]) => stateOf(order.orderDecider, events);
  for (const id of orderIds)
    await untilFolded(crash.reader, order.orderStream(id), orderOf, (s) => s.status === 'wait');

  const salesman = sales;
  const proof = (await uploadAs(crash.url, sales, await pngOf(), 'proof.png')).body.data;
  await receiveAndConfirm(crash, {
    sales: sales.session!,
    finance,
    contractId,
    amount: paid(total),
    on: at,
    proof,
  });
  expect((await salesman.post('/order/sign', { ids: orderIds.join(',') })).body.code).toBe(0);
  for (const id of orderIds) {
    await untilFolded(crash.reader, order.orderStream(id), orderOf, (s) => s.status === 'signed');
    expect((await salesman.post(`/order/${id}/artwork`, { files: proof })).body.code).toBe(0);
  }
  return { contractId, total, orderIds, proof };
}

/** `amount` received on the contract by the salesman (with the proof) and confirmed by Finance. */
export async function receiveAndConfirm(
  crash: CrashApi,
  {
    sales,
    finance,
    contractId,
    amount,
    on,
    proof,
  }: {
    sales: Session;
    finance: Session;
    contractId: string;
    amount: string;
    on: string;
    proof: string;
  },
): Promise<void> {
  const recorded = await crash.client(sales).post<{ receiptId: string }>('/finance/receipt', {
    contractId,
    amount,
    method: 'bank',
    receivedOn: on.slice(0, 10),
    proofs: proof,
    note: 'crash test',
    idempotencyKey: randomUUID(),
  });
  expect(recorded.body.code).toBe(0);
  const confirmer = crash.client(finance);
  await confirmer.get(`/finance/receipt?contractId=${contractId}&_position=${recorded.body.extra?.position}`);
  expect((await confirmer.put(`/finance/receipt/${recorded.body.data.receiptId}/confirm`)).body.code).toBe(0);
}

/** The seeded machine each stage kind runs on (one of each kind on a new plant). */
const MACHINE_KIND: Record<string, string> = {
  printing: 'digitalPress',
  lamination: 'laminator',
  bagMaking: 'bagMaker',
};

/**
 * Each signed order's job reviewed (artwork confirmed) and every stage scheduled on the plant's
 * machines by the planner, an hour apart; answers each job as the store then shows it.
 */
export async function scheduledJobs(
  crash: CrashApi,
  planner: Session,
  orderIds: readonly string[],
): Promise<productionJob.ProductionState[]> {
  const jobOf = (events: RecordedEvent[]) => stateOf(productionJob.productionDecider, events);
  const machines = (await crash.client(planner).get<MachineView[]>('/machine')).body.data;
  const machineFor = (kind: string) => machines.find((m) => m.kind === MACHINE_KIND[kind])!.id;
  const jobs: productionJob.ProductionState[] = [];
  for (const [k, id] of orderIds.entries()) {
    const job = await untilFolded(
      crash.reader,
      productionJob.productionStream(id),
      jobOf,
      (s) => s.artwork.status === 'not_confirmed',
    );
    const reviewed = await crash.client(planner).post(`/production/${id}/review`, {
      decision: 'confirm',
      artwork: 'confirmed',
      colours: ['C', 'M', 'Y', 'K'],
      webWidthMm: '240',
    });
    expect([id, reviewed.body.msg]).toEqual([id, 'Confirmed for production']);
    for (const [i, stage] of job.stages.entries()) {
      const scheduled = await crash.client(planner).post(`/production/${id}/stages/${stage.key}/schedule`, {
        machineId: machineFor(stage.kind),
        plannedStart: new Date(Date.now() + (i + k) * 3_600_000).toISOString(),
      });
      expect([id, stage.key, scheduled.body.msg]).toEqual([id, stage.key, 'Stage scheduled']);
    }
    expect(job.stages.map((s) => s.kind)).toEqual(['printing', 'lamination', 'bagMaking']);
    jobs.push(job);
  }
  return jobs;
}
