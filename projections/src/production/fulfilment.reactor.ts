import {
  DomainError,
  fulfilment,
  inspection,
  order,
  productionJob,
  type productionPartLots,
  rework,
  shipping,
} from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import { type Reactor, type ReactorCommands, reaction } from '../reactor';

export const FULFILMENT_REACTOR = 'order-fulfilment';

/** The order events the process follows. */
const ORDER_TRIGGERS = [
  'OrderSigned',
  'ArtworkUploaded',
  'OrderCancelApproved',
  'OrderInvalidated',
  'OrderEnded',
];
/** The production job's, its rework's, its inspection's and its shipping's events it follows. */
const PRODUCTION_TRIGGERS = ['StageStarted', 'PartLotSent', 'ProductionFinished', 'ReworkFinished'];
const INSPECTION_TRIGGERS = ['LotInspected', 'LotDisposed', 'ConcessionDecided'];
const SHIPPING_TRIGGERS = ['ShippingCompleted'];

/** The streams of an order the process follows, by prefix. */
const ORDER_STREAM_PREFIXES = [
  productionJob.PRODUCTION_STREAM_PREFIX,
  rework.REWORK_STREAM_PREFIX,
  inspection.INSPECTION_STREAM_PREFIX,
  shipping.SHIPPING_STREAM_PREFIX,
  order.ORDER_STREAM_PREFIX,
];

/** The order an event concerns: its order stream's, or its production job's, rework's, inspection's or shipping's. */
export function fulfilmentOrderOf(event: RecordedEvent): string | null {
  const prefix = ORDER_STREAM_PREFIXES.find((p) => event.streamId.startsWith(p));
  return prefix ? event.streamId.slice(prefix.length) : null;
}

async function lotFacts(commands: ReactorCommands, orderId: string): Promise<fulfilment.LotFacts | null> {
  const job = await commands.load(productionJob.productionDecider, productionJob.productionStream(orderId));
  return job.opened ? fulfilment.lotFactsOf(job.opened) : null;
}

/** A lot's good quantity released to shipping, with what shipping needs of the order. */
async function released(
  commands: ReactorCommands,
  orderId: string,
  lotId: string,
  quantity: number,
  concession: string | null,
  at: string,
): Promise<fulfilment.FulfilmentTrigger | null> {
  const current = await commands.load(order.orderDecider, order.orderStream(orderId));
  if (!current.created) return null;
  return {
    type: 'LotReleased',
    lotId,
    quantity,
    concession,
    order: fulfilment.shippingFactsOf(current.created, at),
    at,
  };
}

/** How an order closed, as its production job's closing reason names it. */
const CLOSINGS: Record<string, string> = {
  OrderCancelApproved: 'canceled',
  OrderInvalidated: 'invalidated',
  OrderEnded: 'ended',
};

/** The event as the process reads it (null when there is nothing to react to). */
async function triggerOf(
  event: RecordedEvent,
  orderId: string,
  commands: ReactorCommands,
): Promise<fulfilment.FulfilmentTrigger | null> {
  const data = event.data as { at: string };
  switch (event.type) {
    case 'OrderSigned': {
      // The order's created facts and the artwork it has now (uploaded before or after signing).
      const signed = await commands.load(order.orderDecider, order.orderStream(orderId));
      if (!signed.created) return null;
      return {
        type: 'OrderSigned',
        order: signed.created,
        artworkFiles: signed.artwork.files,
        signedAt: data.at,
        at: data.at,
      };
    }
    case 'ArtworkUploaded':
      return { type: 'ArtworkUploaded', files: (event.data as { files: string }).files, at: data.at };
    case 'StageStarted':
      return { type: 'StageStarted', at: data.at };
    case 'PartLotSent': {
      const d = event.data as productionPartLots.PartLotSentData;
      const lot = await lotFacts(commands, orderId);
      return (
        lot && {
          type: 'PartLotSent',
          partId: d.partId,
          quantity: d.quantity,
          unit: d.unit,
          lot,
          at: d.at,
        }
      );
    }
    case 'ProductionFinished': {
      // The stage's whole good output: the process hands over what its parts sent before did not
      // (the parts it handed over are on its own stream, folded into the state it reacts with).
      const d = event.data as { quantity: number; unit: 'meter' | 'piece'; at: string };
      const lot = await lotFacts(commands, orderId);
      return lot && { type: 'ProductionFinished', quantity: d.quantity, unit: d.unit, lot, at: d.at };
    }
    case 'ReworkFinished': {
      const d = event.data as rework.ReworkFinishedData;
      const state = await commands.load(rework.reworkDecider, rework.reworkStream(orderId));
      const item = state.items.find((i) => i.reworkId === d.reworkId);
      const lot = await lotFacts(commands, orderId);
      if (!item || !lot) return null;
      return {
        type: 'ReworkFinished',
        reworkId: d.reworkId,
        quantity: d.goodQuantity,
        unit: item.unit,
        lot,
        at: d.at,
      };
    }
    case 'LotInspected': {
      const d = event.data as inspection.LotInspectedData;
      if (d.result !== 'passed') return null;
      return released(commands, orderId, d.lotId, d.goodQuantity, null, d.at);
    }
    case 'ConcessionDecided': {
      const d = event.data as inspection.ConcessionDecidedData;
      if (!d.approved) return null;
      const lots = await commands.load(inspection.inspectionDecider, inspection.inspectionStream(orderId));
      const lot = lots.lots.find((l) => l.id === d.lotId);
      if (!lot?.disposition) return null;
      return released(commands, orderId, d.lotId, lot.disposition.quantity, lot.disposition.reason, d.at);
    }
    case 'LotDisposed': {
      const d = event.data as inspection.LotDisposedData;
      const lots = await commands.load(inspection.inspectionDecider, inspection.inspectionStream(orderId));
      const lot = lots.lots.find((l) => l.id === d.lotId);
      if (!lot || !lots.order) return null;
      return {
        type: 'LotDisposed',
        disposition: d,
        unit: lot.unit,
        number: lots.order.number,
        customerName: lots.order.customerName,
        at: d.at,
      };
    }
    case 'ShippingCompleted':
      return { type: 'ShippingCompleted', at: data.at };
    default: {
      const closing = CLOSINGS[event.type];
      if (!closing) return null;
      // An order closed before it was signed never had a production job: nothing to close.
      const process = await commands.load(fulfilment.fulfilmentDecider, fulfilment.fulfilmentStream(orderId));
      if (!process.started) return null;
      return { type: 'OrderClosed', reason: closing, at: data.at };
    }
  }
}

/**
 * The order's fulfilment (processes.md; libs/domain/src/production/fulfilment.process.ts): an
 * order signed opens its production job with the stages its specification needs, artwork
 * uploaded later reaches the review, the first stage started moves the order to Product, a part
 * of the last stage sent, and the last stage finished (with the rest), each hand a lot over to
 * inspection and move the order to Inspection, and an
 * order canceled or ended closes its job. Each trigger first records its milestone on
 * `order-fulfilment-<orderId>` (once), then issues the process's commands; every append's ids
 * derive from the trigger and the step, so a trigger delivered again appends nothing new. One
 * order's events are handled one after the other (its order and production streams alike).
 */
export const fulfilmentReactor: Reactor = {
  name: FULFILMENT_REACTOR,
  eventTypes: [...ORDER_TRIGGERS, ...PRODUCTION_TRIGGERS, ...INSPECTION_TRIGGERS, ...SHIPPING_TRIGGERS],
  partitionOf: (event) => fulfilmentOrderOf(event) ?? event.streamId,

  async react(event, commands) {
    const orderId = fulfilmentOrderOf(event);
    if (!orderId) return;
    const trigger = await triggerOf(event, orderId, commands);
    if (!trigger) return;
    const { state } = await commands.run(
      fulfilment.fulfilmentDecider,
      fulfilment.fulfilmentStream(orderId),
      { type: 'React', data: { orderId, trigger } },
      reaction(event, 'milestone'),
    );
    for (const step of fulfilment.react(state, trigger, orderId).steps) {
      const name = `${step.to}:${step.command.type}`;
      try {
        await runStep(commands, orderId, step, reaction(event, name));
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        // A closed order (canceled, invalidated, ended) needs nothing more from production: a step
        // its job or the order now refuses is left undone, and the next steps still run. Any
        // other refusal is a fault: thrown, so the runner retries it and parks it for Admin.
        if (state.closed || (await orderClosed(commands, orderId))) continue;
        throw error;
      }
    }
  },
};

/** A step sent to the stream it names. */
async function runStep(
  commands: ReactorCommands,
  orderId: string,
  step: fulfilment.FulfilmentStep,
  metadata: ReturnType<typeof reaction>,
): Promise<void> {
  switch (step.to) {
    case 'production':
      await commands.run(
        productionJob.productionDecider,
        productionJob.productionStream(orderId),
        step.command,
        metadata,
      );
      return;
    case 'order':
      await commands.run(order.orderDecider, order.orderStream(orderId), step.command, metadata);
      return;
    case 'inspection':
      await commands.run(
        inspection.inspectionDecider,
        inspection.inspectionStream(orderId),
        step.command,
        metadata,
      );
      return;
    case 'shipping':
      await commands.run(shipping.shippingDecider, shipping.shippingStream(orderId), step.command, metadata);
      return;
    case 'rework':
      await commands.run(rework.reworkDecider, rework.reworkStream(orderId), step.command, metadata);
      return;
  }
}

async function orderClosed(commands: ReactorCommands, orderId: string): Promise<boolean> {
  const current = await commands.load(order.orderDecider, order.orderStream(orderId));
  return current.closing !== null;
}
