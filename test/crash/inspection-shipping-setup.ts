import { randomUUID } from 'node:crypto';
import { inspection } from '@packflow/domain';
import { type Session, signIn } from '../support/api-client';
import { crashStaff, receiveAndConfirm, scheduledJobs, signedPouchOrders } from './factory-orders';
import { ENTRY, LOT_QUANTITY, PLANS } from './inspection-shipping-plan';
import { type CrashApi, stateOf, untilFolded } from './support';

/** The people of the inspection and shipping crash test, signed in, and its orders. */
export interface Cast {
  sales: Session;
  planner: Session;
  worker: Session;
  manager: Session;
  /** QualityTesting clients. */
  inspectors: Session[];
  /** Warehouse clients. */
  warehouse: Session[];
  /** In PLANS' order: the paying contract's, then those released on credit. */
  orderIds: string[];
}

/**
 * The inspection and shipping crash test's set-up, before any kill: its people (`clients`
 * inspectors and warehouse users); the orders of PLANS on two contracts, signed on the prepayment
 * (30 %), produced to their last stage's end with one entry a stage (lot 1 of 2100 pieces waits for
 * inspection); the balance of the paying contract received and confirmed by Finance.
 */
export async function ordersAtInspection(crash: CrashApi, clients: number): Promise<Cast> {
  const admin = await signIn(crash.url, 'admin', 'first-admin-password');
  const salesman = await crashStaff(crash, admin, 'OperatorIndex', 'ship-sales');
  const sales = salesman.session;
  const finance = (await crashStaff(crash, admin, 'Finance', 'ship-finance')).session;
  const planner = (await crashStaff(crash, admin, 'ProductManage', 'ship-planner')).session;
  const worker = (await crashStaff(crash, admin, 'Product', 'ship-worker')).session;
  const manager = (await crashStaff(crash, admin, 'OperatorManage', 'ship-manager')).session;
  const inspectors: Session[] = [];
  const warehouse: Session[] = [];
  for (let c = 0; c < clients; c++) {
    inspectors.push((await crashStaff(crash, admin, 'QualityTesting', `ship-qc-${c}`)).session);
    warehouse.push((await crashStaff(crash, admin, 'Warehouse', `ship-wh-${c}`)).session);
  }

  // The orders of a contract whose balance will be paid, and of one released on credit;
  // only the prepayment (30 %) received and confirmed when they are signed.
  const prepayment = (total: string) => (Number(total) * 0.3).toFixed(2);
  const paying = await signedPouchOrders(crash, {
    sales: salesman.client,
    salesId: salesman.id,
    finance,
    count: PLANS.filter((p) => !p.credit).length,
    paid: prepayment,
  });
  const onCredit = await signedPouchOrders(crash, {
    sales: salesman.client,
    salesId: salesman.id,
    finance,
    count: PLANS.filter((p) => p.credit).length,
    paid: prepayment,
  });
  const orderIds = [...paying.orderIds, ...onCredit.orderIds];
  const jobs = await scheduledJobs(crash, planner, orderIds);

  // Every stage run to its end with one entry: 2100 good pieces handed to inspection as lot 1.
  for (const [k, id] of orderIds.entries())
    for (const [i, stage] of jobs[k]!.stages.entries()) {
      const base = `/production/${id}/stages/${stage.key}`;
      const run = async (session: Session, path: string, body: Record<string, string | string[]> = {}) => {
        const answer = await crash.client(session).post(path, body);
        expect([path, answer.body.code, answer.body.msg]).toEqual([path, 0, answer.body.msg]);
      };
      if (jobs[k]!.stages[i - 1]?.kind === 'lamination')
        await run(planner, `${base}/cure-override`, { reason: 'Customer rush, QA agreed' });
      await run(worker, `${base}/start`, { operators: ['Li Wei', `Operator ${k}`] });
      await run(worker, `${base}/entries`, { entryId: randomUUID(), ...ENTRY[stage.kind]! });
      await run(worker, `${base}/finish`);
    }
  for (const id of orderIds) {
    const lots = await untilFolded(
      crash.reader,
      inspection.inspectionStream(id),
      (events) => stateOf(inspection.inspectionDecider, events),
      (s) => s.lots.length === 1,
    );
    expect(lots.lots[0]).toMatchObject({ n: 1, quantity: LOT_QUANTITY, status: 'waiting' });
  }
  // Finance confirms the rest of the first contract: its balance is paid.
  const rest = (Number(paying.total) - Number(prepayment(paying.total))).toFixed(2);
  await receiveAndConfirm(crash, {
    sales,
    finance,
    contractId: paying.contractId,
    amount: rest,
    on: new Date().toISOString(),
    proof: paying.proof,
  });

  return { sales, planner, worker, manager, inspectors, warehouse, orderIds };
}
