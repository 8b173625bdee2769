import { inspection, order, productionJob, shipping } from '@packflow/domain';
import type { EventStore, RecordedEvent } from '@packflow/eventstore';
import {
  fulfilmentReactor,
  inspectionLotsProjector,
  ordersProjector,
  productionReworksProjector,
  shipmentsProjector,
  shippingOrdersProjector,
} from '@packflow/projections';
import { type ProjectorHarness, useProjectors } from '../support/projector-spec';
import {
  AT,
  BAG_MAKER,
  LAMINATOR,
  PRESS,
  confirmReview,
  hoursAfter,
  orderCreated,
  stageEntry,
} from '../support/production-fixtures';
import { inspectLot } from './inspection-shipping-fixtures';
import { type ProcessHarness, salesMeta } from './support';

/**
 * The steps of an order's fulfilment as the inspection and shipping process tests take them: the
 * domain's commands issued as the people would, each reaction of the fulfilment process delivered
 * twice (as after a crash), the second appending nothing. Call inside describe(), after
 * useProcessHarness.
 */
export function fulfilmentSteps(t: ProcessHarness) {
  const meta = salesMeta(AT);
  const as = (userId: string, role: string, at: string) => ({ ...meta, userId, role, at: new Date(at) });
  let n = 0;

  const orderStream = order.orderStream;
  const jobStream = productionJob.productionStream;
  const lotsStream = inspection.inspectionStream;
  const shipStream = shipping.shippingStream;

  async function last(stream: string, type: string): Promise<RecordedEvent> {
    const found = (await t.events(stream)).filter((e) => e.type === type).pop();
    if (!found) throw new Error(`no ${type} on ${stream}`);
    return found;
  }

  /** Reacts to the event, then again (a re-delivery), which must append nothing. */
  async function react(event: RecordedEvent, reactor = fulfilmentReactor): Promise<void> {
    await reactor.react(event, t.commands);
    const head = await t.store.headPosition();
    await reactor.react(event, t.commands);
    expect(await t.store.headPosition()).toBe(head);
  }

  /** Reacts to the last `type` event of `stream`. */
  const reactTo = async (stream: string, type: string) => react(await last(stream, type));

  const status = async (id: string) => (await t.commands.load(order.orderDecider, orderStream(id))).status;
  const lots = (id: string) => t.commands.load(inspection.inspectionDecider, lotsStream(id));
  const shippingOf = (id: string) => t.commands.load(shipping.shippingDecider, shipStream(id));

  const job = (id: string, command: productionJob.ProductionCommand, at: string) =>
    t.commands.run(productionJob.productionDecider, jobStream(id), command, as('op-1', 'Product', at));
  const inspect = (id: string, command: inspection.InspectionCommand, by: string, role: string, at: string) =>
    t.commands.run(inspection.inspectionDecider, lotsStream(id), command, as(by, role, at));
  const ship = (id: string, command: shipping.ShippingCommand, at: string) =>
    t.commands.run(shipping.shippingDecider, shipStream(id), command, as('wh-1', 'Warehouse', at));

  /**
   * A signed 1000-piece pouch order produced through its three stages (1450 good bags at bag
   * making) and its last stage's finish carried to inspection: lot 1 waits there. Answers its id.
   */
  async function producedOrder(): Promise<string> {
    n++;
    const id = `o0000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
    await t.commands.run(
      order.orderDecider,
      orderStream(id),
      { type: 'CreateOrder', data: orderCreated(id) },
      meta,
    );
    await t.commands.run(
      order.orderDecider,
      orderStream(id),
      { type: 'SignOrder', data: { signingId: `signing-${id}`, by: 'finance-1', at: AT } },
      meta,
    );
    await t.commands.run(
      order.orderDecider,
      orderStream(id),
      { type: 'UploadArtwork', data: { files: 'art/a.pdf', by: 'sales-1', at: AT } },
      meta,
    );
    await reactTo(orderStream(id), 'OrderSigned');
    await job(id, confirmReview(hoursAfter(1)), hoursAfter(1));
    const stages = [
      ['printing', PRESS, 200, 190, 2],
      ['lamination-1', LAMINATOR, 190, 185, 4],
      ['bagMaking', BAG_MAKER, 180, 1450, 30],
    ] as const;
    for (const [stage, machine] of stages)
      await job(
        id,
        {
          type: 'ScheduleStage',
          data: { stage, machine, plannedStart: hoursAfter(2), by: 'pm-1', at: hoursAfter(1) },
        },
        hoursAfter(1),
      );
    for (const [stage, , metresIn, goodOut, h] of stages) {
      await job(
        id,
        { type: 'StartStage', data: { stage, operators: ['Li'], by: 'op-1', at: hoursAfter(h) } },
        hoursAfter(h),
      );
      if (stage === 'printing') await reactTo(jobStream(id), 'StageStarted');
      await job(id, stageEntry(stage, metresIn, goodOut, hoursAfter(h + 1)), hoursAfter(h + 1));
      await job(
        id,
        { type: 'FinishStage', data: { stage, by: 'op-1', at: hoursAfter(h + 1) } },
        hoursAfter(h + 1),
      );
    }
    await reactTo(jobStream(id), 'ProductionFinished');
    return id;
  }

  /** QualityTesting's inspection of lot `n`, carried by the process. */
  async function inspected(
    id: string,
    lot: number,
    quantity: number,
    result: 'passed' | 'failed',
    at: string,
    good?: number,
  ) {
    await inspect(
      id,
      { type: 'InspectLot', data: inspectLot(`${id}:${lot}`, quantity, result, at, good) },
      'qc-1',
      'QualityTesting',
      at,
    );
    await reactTo(lotsStream(id), 'LotInspected');
  }

  /** ProductManage's decision for a failed lot, carried by the process. */
  async function disposed(id: string, lot: number, data: Partial<inspection.LotDisposedData>, at: string) {
    await inspect(
      id,
      {
        type: 'DisposeLot',
        data: {
          lotId: `${id}:${lot}`,
          kind: 'rework',
          stage: null,
          quantity: 1000,
          reason: 'Colour off',
          supplementaryOrderId: null,
          by: 'pm-1',
          at,
          ...data,
        },
      },
      'pm-1',
      'ProductManage',
      at,
    );
    await reactTo(lotsStream(id), 'LotDisposed');
  }

  return {
    meta,
    as,
    last,
    react,
    reactTo,
    status,
    lots,
    shippingOf,
    inspect,
    ship,
    producedOrder,
    inspected,
    disposed,
  };
}

/**
 * The read models the inspection and shipping stories are checked on (the lists everyone
 * follows), fed the process's events at the end by projectAll. Call inside describe().
 */
export const useFulfilmentReadModels = (): ProjectorHarness =>
  useProjectors({
    projectors: [
      ordersProjector,
      inspectionLotsProjector,
      shippingOrdersProjector,
      shipmentsProjector,
      productionReworksProjector,
    ],
  });

/** Every event of the process's store, in its order, appended to the read models' store; waits until they have applied them. */
export async function projectAll(from: EventStore, rm: ProjectorHarness): Promise<void> {
  const events = await from.readAll({ maxCount: 100_000 });
  let position = 0n;
  for (const e of events)
    ({ position } = await rm.store.appendToStream(e.streamId, [
      { type: e.type, data: e.data, metadata: e.metadata },
    ]));
  await rm.caughtUp(position);
}
