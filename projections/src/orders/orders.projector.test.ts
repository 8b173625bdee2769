import type { OrderType } from '@packflow/contracts';
import { order } from '@packflow/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { useProjectors } from '../../../test/support/projector-spec';
import { ordersProjector } from './orders.projector';

const AT = '2026-11-24T08:00:00.000Z';
const OWNERS = ['sales-1', 'sales-2', 'trader-1'] as const;

const created = (
  id: string,
  owner: string,
  type: OrderType,
  printingType: 'digital' | 'gravure',
): order.OrderEvent => ({
  type: 'OrderCreated',
  data: {
    orderId: id,
    number: `HT20261124-${id}`,
    contractId: `k-${id}`,
    contractNumber: 'HT20261124',
    quotationId: `q-${id}`,
    quotationNumber: `BJ20261120-${id}`,
    customerId: 'customer-1',
    customerName: 'Qingdao Tea',
    ownerId: owner,
    ownerRole: owner.startsWith('trader') ? 'Traders' : 'OperatorIndex',
    printingType,
    taxed: true,
    paymentTerms: 'advance30',
    currency: 'CNY',
    quantity: 1000,
    unit: 'piece',
    unitPrice: '0.5',
    total: '500.00',
    type,
    parentOrderId: null,
    snapshot: {
      quotation_type: printingType,
      make: 'bag',
      bagType: 'standUp',
      maketype: 'piece',
      sampling: false,
      artworkCount: 1,
      ratio: '100',
      sizes: { width: 120, length: 200 },
      materialprintinginfo: null,
      materialcompinfo: null,
      materialcomp2info: null,
      materialcomp3info: null,
      materialinnerinfo: null,
      auxzipper_name: null,
      auxhandle_name: null,
      auxexhaust_name: null,
      auxsealingbar_name: null,
    },
    at: AT,
  },
});

const act = { by: 'sales-1', at: AT };
/** What may follow a new order, as paths through its steps. */
const PATHS: order.OrderEvent[][] = [
  [],
  [{ type: 'OrderSigned', data: { signingId: 's-1', ...act } }],
  [{ type: 'OrderInvalidated', data: { reason: 'Duplicate', ...act } }],
  [
    { type: 'OrderCancelRequested', data: { reason: 'Changed design', ...act } },
    { type: 'OrderCancelApproved', data: act },
  ],
  [
    { type: 'OrderSigned', data: { signingId: 's-1', ...act } },
    { type: 'OrderEnded', data: { reason: 'Short run', ...act } },
  ],
  [
    { type: 'OrderSigned', data: { signingId: 's-1', ...act } },
    { type: 'OrderAdvanced', data: { status: 'product', step: 'productionStarted', ...act } },
    { type: 'OrderAdvanced', data: { status: 'inspection', step: 'lotHandedOver', ...act } },
  ],
];

/**
 * The kept counts (`order_counts`) always equal counting the rows: orders of several owners, types
 * and printing types are created and moved through their steps, their events appended in any
 * interleaving and batch size.
 */
describe('the orders read model', () => {
  const t = useProjectors({ projectors: [ordersProjector] });
  let run = 0;

  it('keeps per owner, status, type and printing type the number of orders its rows hold', async () => {
    const anOrder = fc.record({
      owner: fc.constantFrom(...OWNERS),
      type: fc.constantFrom<OrderType>('normal', 'supplementary'),
      printingType: fc.constantFrom<'digital' | 'gravure'>('digital', 'gravure'),
      path: fc.nat(PATHS.length - 1),
      /** How many of its later events are appended in the first round (the rest in the second). */
      early: fc.nat(3),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(anOrder, { minLength: 1, maxLength: 8 }), async (orders) => {
        run += 1;
        const later: [string, order.OrderEvent[]][] = [];
        for (const [i, o] of orders.entries()) {
          const id = `o-${run}-${i}`;
          const path = PATHS[o.path]!;
          await t.append(`${order.ORDER_STREAM_PREFIX}${id}`, [
            created(id, o.owner, o.type, o.printingType),
            ...path.slice(0, o.early),
          ]);
          later.push([id, path.slice(o.early)]);
        }
        for (const [id, rest] of later.reverse())
          if (rest.length) await t.append(`${order.ORDER_STREAM_PREFIX}${id}`, rest);
        const { rows: counted } = await sql<{ key: string; n: number }>`
          SELECT owner_id || '/' || status || '/' || type || '/' || printing_type AS key, n
          FROM rm.order_counts WHERE n <> 0 ORDER BY key`.execute(t.db);
        const { rows: actual } = await sql<{ key: string; n: number }>`
          SELECT owner_id || '/' || status || '/' || type || '/' || printing_type AS key, count(*)::int AS n
          FROM rm.orders GROUP BY 1 ORDER BY key`.execute(t.db);
        expect(counted).toEqual(actual);
      }),
      { numRuns: 15 },
    );
  });

  it('moves an order on as its fulfilment advances it, and counts it where it now stands', async () => {
    const id = 'o-advanced';
    await t.append(`${order.ORDER_STREAM_PREFIX}${id}`, [
      created(id, 'sales-2', 'normal', 'gravure'),
      ...PATHS[PATHS.length - 1]!,
    ]);
    const row = await t.rm
      .selectFrom('orders')
      .select(['status', 'stream_revision'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'inspection', stream_revision: 3 });
    const counted = await t.rm
      .selectFrom('order_counts')
      .select(['status', 'n'])
      .where('owner_id', '=', 'sales-2')
      .where('type', '=', 'normal')
      .where('printing_type', '=', 'gravure')
      .where('status', 'in', ['signed', 'product', 'inspection'])
      .execute();
    const actual = await t.rm
      .selectFrom('orders')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('owner_id', '=', 'sales-2')
      .where('type', '=', 'normal')
      .where('printing_type', '=', 'gravure')
      .where('status', 'in', ['signed', 'product', 'inspection'])
      .groupBy('status')
      .execute();
    const asMap = (rows: { status: string; n: number | string }[]) =>
      Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]).filter(([, n]) => n !== 0));
    expect(asMap(counted)).toEqual(asMap(actual));
    expect(asMap(counted).inspection).toBeGreaterThanOrEqual(1);
  });
});
