import { fulfilment, order, productionJob } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import { fulfilmentReactor } from '@packflow/projections';
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
import { salesMeta, useProcessHarness } from './support';

/**
 * The order-fulfilment reactor as a process: given a signed order in the store, each trigger (the
 * signing, artwork, the first stage started, the last stage finished, the order closed) records
 * its milestone and issues its commands; delivered again (as after a crash) it appends nothing.
 */
describe('order fulfilment reactor', () => {
  const t = useProcessHarness();
  const meta = salesMeta(AT);
  const factory = (at: string) => ({ ...meta, userId: 'pm-1', role: 'ProductManage', at: new Date(at) });
  let n = 0;

  const orderStream = order.orderStream;
  const jobStream = productionJob.productionStream;
  const processStream = fulfilment.fulfilmentStream;

  /** The last event of type `type` on `stream`. */
  async function last(stream: string, type: string): Promise<RecordedEvent> {
    const found = (await t.events(stream)).filter((e) => e.type === type).pop();
    if (!found) throw new Error(`no ${type} on ${stream}`);
    return found;
  }

  /** Reacts to the event, then again (a re-delivery), which must append nothing. */
  async function react(event: RecordedEvent): Promise<void> {
    await fulfilmentReactor.react(event, t.commands);
    const head = await t.store.headPosition();
    await fulfilmentReactor.react(event, t.commands);
    expect(await t.store.headPosition()).toBe(head);
  }

  /** An order created in Wait; answers its id. */
  async function anOrder(): Promise<string> {
    n++;
    const id = `o0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    await t.commands.run(
      order.orderDecider,
      orderStream(id),
      { type: 'CreateOrder', data: orderCreated(id) },
      meta,
    );
    return id;
  }

  const upload = (id: string, files: string, at = AT) =>
    t.commands.run(
      order.orderDecider,
      orderStream(id),
      { type: 'UploadArtwork', data: { files, by: 'sales-1', at } },
      meta,
    );

  /** Signs the order (and uploads its artwork right after, before the reactor hears of the signing); answers the signing. */
  async function sign(id: string, artwork: string | null = 'art/a.pdf'): Promise<RecordedEvent> {
    await t.commands.run(
      order.orderDecider,
      orderStream(id),
      { type: 'SignOrder', data: { signingId: `signing-${id}`, by: 'finance-1', at: AT } },
      meta,
    );
    if (artwork) await upload(id, artwork);
    return last(orderStream(id), 'OrderSigned');
  }

  const job = (id: string, command: productionJob.ProductionCommand, at = AT) =>
    t.commands.run(productionJob.productionDecider, jobStream(id), command, factory(at));

  const status = async (id: string) => (await t.commands.load(order.orderDecider, orderStream(id))).status;

  it('opens a signed order’s production job with the stages its specification needs, once', async () => {
    const id = await anOrder();
    await react(await sign(id));
    expect(await t.types(processStream(id))).toEqual(['FulfilmentStarted']);
    const events = await t.events(jobStream(id));
    expect(events.map((e) => e.type)).toEqual(['ProductionOpened']);
    const opened = events[0]!.data as productionJob.ProductionOpenedData;
    expect(opened).toMatchObject({
      orderId: id,
      quantity: 1000,
      unit: 'piece',
      pitchMm: 120,
      artworkFiles: 'art/a.pdf',
      signedAt: AT,
    });
    expect(opened.stages.map((s) => s.key)).toEqual(['printing', 'lamination-1', 'bagMaking']);
    expect(events[0]!.metadata).toMatchObject({ correlationId: 'req-1' });
  });

  it('passes artwork uploaded after signing to the review; the same files again change nothing', async () => {
    const id = await anOrder();
    await react(await sign(id, null));
    expect((await t.events(jobStream(id)))[0]!.data).toMatchObject({ artworkFiles: '' });
    await upload(id, 'art/b.pdf', hoursAfter(1));
    await react(await last(orderStream(id), 'ArtworkUploaded'));
    expect(await t.types(jobStream(id))).toEqual(['ProductionOpened', 'ProductionArtworkReceived']);
    const state = await t.commands.load(productionJob.productionDecider, jobStream(id));
    expect(state.artwork).toEqual({ files: 'art/b.pdf', status: 'not_confirmed' });
  });

  it('moves the order to Product at the first stage started and to Inspection when the last stage finishes', async () => {
    const id = await anOrder();
    await react(await sign(id));
    // Its artwork came before the reactor heard of the signing: the job has it already.
    await react(await last(orderStream(id), 'ArtworkUploaded'));
    expect(await t.types(jobStream(id))).toEqual(['ProductionOpened']);
    await job(id, confirmReview(hoursAfter(1)));
    for (const [stage, machine] of [
      ['printing', PRESS],
      ['lamination-1', LAMINATOR],
      ['bagMaking', BAG_MAKER],
    ] as const)
      await job(id, {
        type: 'ScheduleStage',
        data: { stage, machine, plannedStart: hoursAfter(2), by: 'pm-1', at: hoursAfter(1) },
      });
    expect(await status(id)).toBe('signed');

    await job(id, {
      type: 'StartStage',
      data: { stage: 'printing', operators: ['Li'], by: 'op-1', at: hoursAfter(2) },
    });
    await react(await last(jobStream(id), 'StageStarted'));
    expect(await status(id)).toBe('product');
    expect(await t.types(processStream(id))).toEqual(['FulfilmentStarted', 'FulfilmentProductionStarted']);
    const advanced = await last(orderStream(id), 'OrderAdvanced');
    expect(advanced.data).toMatchObject({
      status: 'product',
      step: 'productionStarted',
      by: fulfilment.FULFILMENT_ACTOR,
    });

    // Every stage through: entries, finish; the lamination's cure waited out.
    const entry = (stage: string, metresIn: number, goodOut: number, at: string) =>
      job(id, stageEntry(stage, metresIn, goodOut, at));
    await entry('printing', 200, 190, hoursAfter(3));
    await job(id, { type: 'FinishStage', data: { stage: 'printing', by: 'op-1', at: hoursAfter(3) } });
    await job(id, {
      type: 'StartStage',
      data: { stage: 'lamination-1', operators: ['Li'], by: 'op-1', at: hoursAfter(4) },
    });
    // A later stage's start moves nothing further (the order is in Product already).
    await react(await last(jobStream(id), 'StageStarted'));
    expect((await t.types(orderStream(id))).filter((type) => type === 'OrderAdvanced')).toHaveLength(1);
    await entry('lamination-1', 190, 185, hoursAfter(5));
    await job(id, { type: 'FinishStage', data: { stage: 'lamination-1', by: 'op-1', at: hoursAfter(5) } });
    await job(id, {
      type: 'StartStage',
      data: { stage: 'bagMaking', operators: ['Wang'], by: 'op-1', at: hoursAfter(30) },
    });
    await entry('bagMaking', 180, 1450, hoursAfter(31));
    await job(id, { type: 'FinishStage', data: { stage: 'bagMaking', by: 'op-1', at: hoursAfter(32) } });
    expect(await status(id)).toBe('product');

    await react(await last(jobStream(id), 'ProductionFinished'));
    expect(await status(id)).toBe('inspection');
    const handedOver = await last(processStream(id), 'LotHandedOver');
    expect(handedOver.data).toEqual({
      orderId: id,
      lotId: `${id}:1`,
      quantity: 1450,
      unit: 'piece',
      sourceKey: 'final',
      at: hoursAfter(32),
    });
    expect(await t.types(processStream(id))).toEqual([
      'FulfilmentStarted',
      'FulfilmentProductionStarted',
      'LotHandedOver',
    ]);
  });

  it('closes the job of an order canceled before production', async () => {
    const id = await anOrder();
    await react(await sign(id));
    await t.commands.run(
      order.orderDecider,
      orderStream(id),
      { type: 'RequestOrderCancel', data: { reason: 'Design changed', by: 'sales-1', at: hoursAfter(1) } },
      meta,
    );
    await t.commands.run(
      order.orderDecider,
      orderStream(id),
      {
        type: 'ReviewOrderCancel',
        data: { decision: 'approve', reason: '', by: 'boss-1', at: hoursAfter(2) },
      },
      meta,
    );
    await react(await last(orderStream(id), 'OrderCancelApproved'));
    expect(await t.types(processStream(id))).toEqual(['FulfilmentStarted', 'FulfilmentClosed']);
    expect(await t.types(jobStream(id))).toEqual(['ProductionOpened', 'ProductionClosed']);
    expect((await last(jobStream(id), 'ProductionClosed')).data).toEqual({
      reason: 'canceled',
      at: hoursAfter(2),
    });
  });

  it('leaves an order closed before signing alone: no process, no job', async () => {
    const id = await anOrder();
    await t.commands.run(
      order.orderDecider,
      orderStream(id),
      { type: 'InvalidateOrder', data: { reason: 'Duplicate', by: 'sales-1', at: AT } },
      meta,
    );
    await react(await last(orderStream(id), 'OrderInvalidated'));
    expect(await t.types(processStream(id))).toEqual([]);
    expect(await t.types(jobStream(id))).toEqual([]);
  });

  it('finishes a reaction killed before the job opened, once; closed meanwhile, it opens no job', async () => {
    const id = await anOrder();
    const signed = await sign(id);
    const revive = t.killAt('OpenProduction');
    await expect(fulfilmentReactor.react(signed, t.commands)).rejects.toThrow('killed');
    revive();
    expect(await t.types(processStream(id))).toEqual(['FulfilmentStarted']);
    expect(await t.types(jobStream(id))).toEqual([]);
    await react(signed);
    expect(await t.types(jobStream(id))).toEqual(['ProductionOpened']);

    // Another order: killed the same way, then ended before the signing is delivered again.
    const other = await anOrder();
    const otherSigned = await sign(other);
    const reviveAgain = t.killAt('OpenProduction');
    await expect(fulfilmentReactor.react(otherSigned, t.commands)).rejects.toThrow('killed');
    reviveAgain();
    await t.commands.run(
      order.orderDecider,
      orderStream(other),
      { type: 'EndOrder', data: { reason: 'Customer withdrew', by: 'sales-1', at: hoursAfter(1) } },
      meta,
    );
    // The close finds no job to close (refused: not found): for a closed order that is no fault.
    await react(await last(orderStream(other), 'OrderEnded'));
    expect(await t.types(processStream(other))).toEqual(['FulfilmentStarted', 'FulfilmentClosed']);
    await react(otherSigned);
    expect(await t.types(jobStream(other))).toEqual([]);
  });
});
