import { randomUUID } from 'node:crypto';
import { inspection, rework, shipping } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import type { Answer, Session } from '../support/api-client';
import { describeWithPostgres } from '../support/services';
import { checkFulfilment } from './inspection-shipping-invariants';
import { shipmentForm } from '../support/shipment-form';
import { PLANS, REWORK_WASTE, disposeForm, inspectForm } from './inspection-shipping-plan';
import { ordersAtInspection } from './inspection-shipping-setup';
import { stateOf, streams, useCrashApi } from './support';

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
const MAX_ROUNDS = 40;

type Status = 'planned' | 'cut' | 'ok';
export interface PlannedShipment {
  orderId: string;
  quantity: number;
  client: number;
  status: Status;
  /** Sent again after a kill cut it off. */
  resent: boolean;
  /** Kept for a round of its own, once nothing else is left to do. */
  held: boolean;
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
  /** Shipments of more than was released, tried to be refused, and the answers that were not that refusal. */
  const overShipments: string[] = [];
  const wrongAnswers: string[] = [];
  /** Shipments a kill cut off since the last check (one per time one was cut off). */
  const justCut: string[] = [];
  const figures = { rounds: 0, requests: 0, cut: 0, refusedConnections: 0, cutRecorded: 0, cutLost: 0 };

  beforeAll(async () => {
    const cast = await ordersAtInspection(crash, CLIENTS);
    ({ sales, planner, worker, manager } = cast);
    inspectors.push(...cast.inspectors);
    warehouse.push(...cast.warehouse);
    orderIds.push(...cast.orderIds);
    for (const [k, id] of orderIds.entries())
      PLANS[k]!.shipments.forEach((quantity, j) =>
        shipments.set(randomUUID(), {
          orderId: id,
          quantity,
          client: (j + k) % CLIENTS,
          status: 'planned',
          resent: false,
          held: j >= PLANS[k]!.shipments.length - PLANS[k]!.held,
        }),
      );
  }, 180_000);

  it('loses no inspection or shipment, records none twice, ships no more than released', async () => {
    let down = false;
    async function send(
      session: Session,
      path: string,
      body: Record<string, string | string[]>,
      refusalExpected = false,
    ) {
      figures.requests++;
      const sent: Sent = await crash
        .client(session)
        .call('POST', path, body, { 'X-Request-Id': randomUUID() })
        .then(
          (answer) => ({ answer }),
          (error: { cause?: { code?: string } }) => ({
            lost: error.cause?.code === 'ECONNREFUSED' ? ('refused' as const) : ('cut' as const),
          }),
        );
      if ('lost' in sent) {
        down = true;
        if (sent.lost === 'cut') figures.cut++;
        else figures.refusedConnections++;
      } else if (sent.answer.body.code !== 0 && !refusalExpected)
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

    /**
     * A warehouse user tries to ship one more than all the order's good quantity released: the
     * readiness check must refuse it (above the inspected, and closed once shipped), whatever was
     * recorded or cut off around it; true once answered.
     */
    async function overShip(k: number, orderId: string, released: number): Promise<boolean> {
      if (down) return false;
      const shipmentId = randomUUID();
      overShipments.push(shipmentId);
      const path = `/shipping/${orderId}/shipments`;
      const sent = await send(warehouse[k % CLIENTS]!, path, shipmentForm(shipmentId, released + 1), true);
      if ('lost' in sent) return false;
      const blocks = (sent.answer.body.extra as { blocks?: string[] } | undefined)?.blocks ?? [];
      if (sent.answer.status !== 422 || !blocks.includes('aboveInspected'))
        wrongAnswers.push(
          `${path} ${released + 1}: ${sent.answer.status} ${JSON.stringify(sent.answer.body)}`,
        );
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
      // A lot's steps one after the other on its stream: inspected, disposed of when it failed, its
      // concession approved (a rework waits for the process to open it).
      for (const lot of lots.lots) {
        const failing = plan.failing.includes(lot.n);
        const inspect = () => step(qc, `${lotPath(lot.n)}/inspect`, inspectForm(lots, lot, plan));
        const dispose = () => step(planner, `${lotPath(lot.n)}/dispose`, disposeForm(lot, plan));
        const concede = () =>
          step(manager, `${lotPath(lot.n)}/concession`, { decision: 'approve', reason: 'Sample agreed' });
        const steps = {
          waiting: [inspect, ...(failing ? [dispose] : [])],
          failed: [dispose],
          concessionPending: [concede],
        }[lot.status as string];
        if (!steps) continue;
        if (plan.disposition === 'concession' && lot.status !== 'concessionPending' && failing)
          steps.push(concede);
        work.push(
          (async () => {
            for (const next of steps) if (!(await next())) return false;
            return true;
          })(),
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
      // Those cut off sent again first, then the next ones planned at once by the warehouse users
      // (not those held for the rounds of one shipment alone), beside one above what was released.
      const mine = [...shipments.entries()].filter(([, s]) => s.orderId === orderId);
      const due = [
        ...mine.filter(([, s]) => s.status === 'cut'),
        ...mine.filter(([, s]) => s.status === 'planned' && !s.held).slice(0, CLIENTS),
      ];
      if (!due.length) return work;
      work.push(overShip(k, orderId, standing.inspected));
      for (const [shipmentId] of due) work.push(ship(shipmentId));
      return work;
    }

    for (;;) {
      const all = await streams(crash.reader);
      const open = orderIds.filter(
        (id) => stateOf(shipping.shippingDecider, all.get(shipping.shippingStream(id))).status !== 'shipped',
      );
      const cutOff = [...shipments.values()].filter((s) => s.status === 'cut');
      if (!open.length && !cutOff.length) break;
      expect(figures.rounds).toBeLessThan(MAX_ROUNDS);
      figures.rounds++;
      down = false;
      const inFlight = orderIds.flatMap((id, k) => work(k, id, all));
      // Nothing else to do: a held shipment alone, the kill some 10 ms after it is sent (so that
      // some shipment is surely cut off and sent again with its id, however the rounds went).
      const held = [...shipments.entries()].find(([, s]) => s.held && s.status === 'planned');
      if (!inFlight.length && held) held[1].held = false;
      // The last held shipment, when none was cut off yet, is killed at once: it cannot be
      // answered, so one shipment is always sent again.
      const lastHeld = !!held && ![...shipments.values()].some((s) => s.held && s.status === 'planned');
      const noneCut = ![...shipments.values()].some((s) => s.resent || s.status === 'cut');
      await crash.killAndRestart(
        inFlight.length || !held ? inFlight : [ship(held[0])],
        inFlight.length ? 1200 : lastHeld && noneCut ? 0 : 10,
      );
      const cut = await checkFulfilment(crash, { orderIds, shipments, justCut });
      figures.cutRecorded += cut.recorded;
      figures.cutLost += cut.lost;
      justCut.length = 0;
    }

    // Every shipment was sent and answered 'ok' in the end, and no request was refused on the way.
    expect(refusals).toEqual([]);
    // Every shipment above what was released was refused by the readiness check (and none recorded, as checked).
    expect(wrongAnswers).toEqual([]);
    expect(overShipments.length).toBeGreaterThan(0);
    expect([...shipments.values()].filter((s) => s.status !== 'ok')).toEqual([]);
    // The kills did land in the middle of the work, shipments among what they cut off.
    expect(figures.cut).toBeGreaterThan(0);
    expect(figures.cut).toBeLessThan(figures.requests);
    const resent = [...shipments.values()].filter((s) => s.resent).length;
    expect(resent).toBeGreaterThan(0);
    process.stdout.write(
      `inspection and shipping crash test: ${figures.rounds} rounds and kills, ${figures.requests} requests, ` +
        `${figures.cut} cut off (${figures.refusedConnections} more refused by the dead API), ` +
        `${shipments.size} shipments, ${overShipments.length} more than released tried and refused, ${resent} sent again (cut off: ${figures.cutRecorded} times recorded ` +
        `before the kill, ${figures.cutLost} times not)\n`,
    );
  }, 600_000);
});
