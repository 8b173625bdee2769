import { randomUUID } from 'node:crypto';
import { inspection, rework, shipping } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import { type Answer, type Session, signIn, signedHeaders } from '../support/api-client';
import { describeWithPostgres } from '../support/services';
import { checkFulfilment } from './inspection-shipping-invariants';
import {
  ENTRY,
  LOT_QUANTITY,
  PLANS,
  REWORK_WASTE,
  disposeForm,
  inspectForm,
  shipmentForm,
} from './inspection-shipping-plan';
import {
  crashStaff,
  receiveAndConfirm,
  scheduledJobs,
  signedPouchOrders,
  stateOf,
  streams,
  untilFolded,
  useCrashApi,
} from './support';

/**
 * Kill -9 at random instants while quality inspects and the warehouse ships, on real PostgreSQL:
 * seven orders made (their last stage finished: the first lot handed to inspection), five of one
 * contract whose balance Finance confirms, two of another released on credit by OperatorManage
 * (inspection-shipping-plan.ts says what each goes through).
 * Then, round after round, several clients at once inspect lots (some failing: reworked and the
 * rework finished, or released under a concession OperatorManage approves) and record shipments
 * (each with the shipment id its client made; one cut off by a kill is sent again with the same id
 * after the restart), and the API is killed in the middle. After each restart, once settled: every
 * shipment answered 'ok' is in its order's shipping stream exactly once and none twice; shipped
 * never passes the good quantity released nor the limit; each lot is inspected at most once; the
 * read models equal the streams folded; an order that shipped what was ordered is Shipped. Until
 * every order is shipped.
 */
const CLIENTS = 3;
/** Rounds enough for every order to be shipped even when every kill undoes a round. */
const MAX_ROUNDS = 24;

type Status = 'planned' | 'cut' | 'ok';
export interface PlannedShipment {
  orderId: string;
  quantity: number;
  client: number;
  status: Status;
  /** Sent again after a kill cut it off. */
  resent: boolean;
}

/** Whether a request was answered (and how), or cut off by the kill, or never reached the dead API. */
type Sent = { answer: Answer<unknown> } | { lost: 'cut' | 'refused' };

describeWithPostgres('kill -9 while quality inspects and the warehouse ships', () => {
  const crash = useCrashApi({ PROCESS_WAIT_MS: '5000' });
  let sales: Session;
  let planner: Session;
  let worker: Session;
  let manager: Session;
  const inspectors: Session[] = [];
  const warehouse: Session[] = [];
  const orderIds: string[] = [];
  const shipments = new Map<string, PlannedShipment>();
  /** Every answer that refused a request the plan expects to pass. */
  const refusals: string[] = [];
  /** Shipments a kill cut off since the last check (one per time one was cut off). */
  const justCut: string[] = [];
  const figures = { rounds: 0, requests: 0, cut: 0, refusedConnections: 0, cutRecorded: 0, cutLost: 0 };

  beforeAll(async () => {
    const admin = await signIn(crash.url, 'admin', 'first-admin-password');
    const salesman = await crashStaff(crash, admin, 'OperatorIndex', 'ship-sales');
    sales = salesman.session;
    const finance = (await crashStaff(crash, admin, 'Finance', 'ship-finance')).session;
    planner = (await crashStaff(crash, admin, 'ProductManage', 'ship-planner')).session;
    worker = (await crashStaff(crash, admin, 'Product', 'ship-worker')).session;
    manager = (await crashStaff(crash, admin, 'OperatorManage', 'ship-manager')).session;
    for (let c = 0; c < CLIENTS; c++) {
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
    orderIds.push(...paying.orderIds, ...onCredit.orderIds);
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

    for (const [k, id] of orderIds.entries())
      PLANS[k]!.shipments.forEach((quantity, j) =>
        shipments.set(randomUUID(), {
          orderId: id,
          quantity,
          client: (j + k) % CLIENTS,
          status: 'planned',
          resent: false,
        }),
      );
  }, 180_000);

  it('loses no inspection or shipment, records none twice, ships no more than released', async () => {
    let down = false;
    /** A POST, as a form (or as JSON when the body has objects in it: a shipment's cartons and postage). */
    const post = async (session: Session, path: string, body: Record<string, unknown>, json: boolean) => {
      if (!json)
        return crash
          .client(session)
          .call('POST', path, body as Record<string, string>, { 'X-Request-Id': randomUUID() });
      const res = await fetch(`${crash.url}/api${path}`, {
        method: 'POST',
        headers: {
          Locale: 'en',
          'Content-Type': 'application/json',
          'X-Request-Id': randomUUID(),
          ...signedHeaders(session),
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json(), headers: res.headers } as Answer<unknown>;
    };
    async function send(session: Session, path: string, body: Record<string, unknown>, json = false) {
      figures.requests++;
      const sent: Sent = await post(session, path, body, json).then(
        (answer) => ({ answer }),
        (error: { cause?: { code?: string } }) => ({
          lost: error.cause?.code === 'ECONNREFUSED' ? ('refused' as const) : ('cut' as const),
        }),
      );
      if ('lost' in sent) {
        down = true;
        if (sent.lost === 'cut') figures.cut++;
        else figures.refusedConnections++;
      } else if (sent.answer.body.code !== 0)
        refusals.push(
          `${path}: ${sent.answer.status} ${sent.answer.body.msg} ${JSON.stringify(sent.answer.body.extra ?? {})}`,
        );
      return sent;
    }
    /** A step of an order: true once answered 'ok'. */
    const step = async (session: Session, path: string, body: Record<string, string | string[]> = {}) => {
      if (down) return false;
      const sent = await send(session, path, body);
      return 'answer' in sent && sent.answer.body.code === 0;
    };

    /** A planned shipment sent (again); true once answered 'ok'. */
    async function ship(shipmentId: string): Promise<boolean> {
      const planned = shipments.get(shipmentId)!;
      if (down) return false;
      const again = planned.status === 'cut';
      const sent = await send(
        warehouse[planned.client]!,
        `/shipping/${planned.orderId}/shipments`,
        shipmentForm(shipmentId, planned.quantity),
        true,
      );
      if (again) planned.resent = true;
      if ('lost' in sent) {
        planned.status = 'cut';
        justCut.push(shipmentId);
        return false;
      }
      if (sent.answer.body.code !== 0) return false;
      planned.status = 'ok';
      return true;
    }

    /** One order's work of the round, from its streams as the store shows them. */
    function work(k: number, orderId: string, all: Map<string, RecordedEvent[]>): Promise<boolean>[] {
      const plan = PLANS[k]!;
      const lots = stateOf(inspection.inspectionDecider, all.get(inspection.inspectionStream(orderId)));
      const reworks = stateOf(rework.reworkDecider, all.get(rework.reworkStream(orderId)));
      const ships = stateOf(shipping.shippingDecider, all.get(shipping.shippingStream(orderId)));
      const work: Promise<boolean>[] = [];
      const qc = inspectors[k % CLIENTS]!;
      const lotPath = (n: number) => `/inspection/${orderId}/lots/${n}`;
      // Quality's next step on the order's lots (the next one waits for the process to carry this one).
      for (const lot of lots.lots) {
        if (lot.status === 'waiting')
          work.push(step(qc, `${lotPath(lot.n)}/inspect`, inspectForm(lots, lot, plan)));
        if (lot.status === 'failed')
          work.push(step(planner, `${lotPath(lot.n)}/dispose`, disposeForm(lot, plan)));
        if (lot.status === 'concessionPending')
          work.push(
            step(manager, `${lotPath(lot.n)}/concession`, { decision: 'approve', reason: 'Sample agreed' }),
          );
      }
      for (const item of reworks.items.filter((i) => !i.finished))
        work.push(
          step(worker, `/production/${orderId}/rework/${item.reworkId.split(':').pop()}/finish`, {
            goodQuantity: String(item.quantity - REWORK_WASTE),
            waste: String(REWORK_WASTE),
            note: 'Resealed',
          }),
        );
      if (!ships.exists) return work;
      const standing = shipping.standingOf(ships);
      // The salesman asks for the release on credit and OperatorManage approves it, once.
      if (plan.credit && !standing.creditReleased) {
        const approvalId = `credit-${orderId}`;
        const asked = ships.approvals.some((a) => a.approvalId === approvalId);
        work.push(
          (async () => {
            if (
              !asked &&
              !(await step(sales, `/shipping/${orderId}/approvals`, {
                approvalId,
                kind: 'credit',
                reason: 'Pays within the month',
              }))
            )
              return false;
            return step(manager, `/shipping/${orderId}/approvals/${approvalId}/decide`, {
              decision: 'approve',
              reason: 'Good payer',
            });
          })(),
        );
        return work;
      }
      // Those cut off sent again first, then the next ones planned at once by the warehouse users.
      const mine = [...shipments.entries()].filter(([, s]) => s.orderId === orderId);
      const due = [
        ...mine.filter(([, s]) => s.status === 'cut'),
        ...mine.filter(([, s]) => s.status === 'planned').slice(0, CLIENTS),
      ];
      for (const [shipmentId] of due) work.push(ship(shipmentId));
      return work;
    }

    for (;;) {
      const all = await streams(crash.reader.store);
      const open = orderIds.filter(
        (id) => stateOf(shipping.shippingDecider, all.get(shipping.shippingStream(id))).status !== 'shipped',
      );
      if (!open.length) break;
      expect(figures.rounds).toBeLessThan(MAX_ROUNDS);
      figures.rounds++;
      down = false;
      const inFlight = orderIds.flatMap((id, k) => work(k, id, all));
      await crash.killAndRestart(inFlight);
      const cut = await checkFulfilment(crash, { orderIds, shipments, justCut });
      figures.cutRecorded += cut.recorded;
      figures.cutLost += cut.lost;
      justCut.length = 0;
    }

    // Every shipment was sent and answered 'ok' in the end, and no request was refused on the way.
    expect(refusals).toEqual([]);
    expect([...shipments.values()].filter((s) => s.status !== 'ok')).toEqual([]);
    // The kills did land in the middle of the work, shipments among what they cut off.
    expect(figures.cut).toBeGreaterThan(0);
    expect(figures.cut).toBeLessThan(figures.requests);
    const resent = [...shipments.values()].filter((s) => s.resent).length;
    expect(resent).toBeGreaterThan(0);
    process.stdout.write(
      `inspection and shipping crash test: ${figures.rounds} rounds and kills, ${figures.requests} requests, ` +
        `${figures.cut} cut off (${figures.refusedConnections} more refused by the dead API), ` +
        `${shipments.size} shipments, ${resent} sent again (cut off: ${figures.cutRecorded} times recorded ` +
        `before the kill, ${figures.cutLost} times not)\n`,
    );
  }, 600_000);
});
