import { randomUUID } from 'node:crypto';
import { fulfilment, order, shipping } from '@packflow/domain';
import type { SignedInClient } from '../test/support/api-client';
import { shipmentForm } from '../test/support/shipment-form';
import { PER_SALESMAN, SALESMEN, prepareSignableOrders, signOrders } from './order-sign.bench';
import { percentile, progress, report, round, startBenchApi, timedPerClient } from './support';

const WAREHOUSE = 8;
/** Each warehouse user ships parts of this many orders of its own… */
const ORDERS_EACH = 3;
/** …this many shipments in all, one after the other (the orders in turn). */
const SHIPMENTS_EACH = 15;
/** Each part: 10,000 ordered and released, 15 parts of 500 never complete an order. */
const PART = 500;

/**
 * shipment.ship: p99 and p50 of POST /api/shipping/:orderId/shipments (the reach check, the
 * shipping stream and Admin's settings read, the contract's balance from Finance's figures, the
 * readiness check and the append; the shipping read models, the order row and the owner's
 * notification follow) with 8 warehouse users at once, each shipping parts of its own orders, on
 * PostgreSQL. Baseline: order.sign measured in the same run as bench/order-sign.bench.ts does
 * (8 salesmen signing one order per call); the orders signed there, paid in full, are the ones
 * shipped, their good quantity released to shipping by the command the fulfilment process issues
 * once a lot passed its inspection. Goal: ratio at most 1.5.
 */
export async function benchShipmentShip(): Promise<void> {
  const bench = await startBenchApi();
  const { api } = bench;
  try {
    const signable = await prepareSignableOrders(bench);
    const sign = await signOrders(signable);

    progress(`shipment.ship: ${WAREHOUSE} warehouse users, ${ORDERS_EACH} orders each released to shipping`);
    const warehouse: SignedInClient[] = [];
    for (let w = 0; w < WAREHOUSE; w++)
      warehouse.push((await bench.staff('Warehouse', `bench-wh-${w}`)).client);
    const shippable: string[][] = [];
    for (let w = 0; w < WAREHOUSE; w++) {
      const ids = signable.orders[w % SALESMEN]!.slice(0, ORDERS_EACH);
      for (const orderId of ids) {
        const created = (await api.infra.commands.load(order.orderDecider, order.orderStream(orderId)))
          .created;
        if (!created) throw new Error(`order ${orderId} not found`);
        const at = new Date();
        await api.infra.commands.run(
          shipping.shippingDecider,
          shipping.shippingStream(orderId),
          {
            type: 'ReleaseToShip',
            data: {
              order: fulfilment.shippingFactsOf(created, at.toISOString()),
              lot: {
                lotId: `${orderId}:1`,
                quantity: created.quantity,
                concession: null,
                at: at.toISOString(),
              },
            },
          },
          { userId: fulfilment.FULFILMENT_ACTOR, role: null, at, correlationId: randomUUID() },
        );
      }
      shippable.push(ids);
    }

    progress(`shipment.ship: ${WAREHOUSE * SHIPMENTS_EACH} shipments, ${WAREHOUSE} warehouse users at once`);
    const cpu = process.cpuUsage();
    const ship = await timedPerClient<{ orderId: string }>(warehouse, SHIPMENTS_EACH, (client, w, n) => {
      return client.post(
        `/shipping/${shippable[w]![n % ORDERS_EACH]}/shipments`,
        shipmentForm(randomUUID(), PART),
      );
    });
    const used = process.cpuUsage(cpu);
    report({
      name: 'shipment.ship',
      value: round(percentile(ship, 99)),
      unit: 'ms',
      p50: round(percentile(ship, 50)),
      baseline: round(percentile(sign, 99)),
      baseline_p50: round(percentile(sign, 50)),
      baseline_is: `p99 of order.sign in the same run, ${SALESMEN} salesmen at once, ${SALESMEN * PER_SALESMAN} orders`,
      goal: 'ratio at most 1.5',
      cpu_ms_per_shipment: round((used.user + used.system) / 1000 / ship.length),
      warehouse_users: WAREHOUSE,
      shipments: ship.length,
    });
  } finally {
    await bench.close();
  }
}
