import { DomainError, fulfilment, order, productionJob } from '@packflow/domain';
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
/** The production job's events it follows. */
const PRODUCTION_TRIGGERS = ['StageStarted', 'ProductionFinished'];

/** The order an event concerns: its order stream's or its production job's. */
export function fulfilmentOrderOf(event: RecordedEvent): string | null {
  if (event.streamId.startsWith(productionJob.PRODUCTION_STREAM_PREFIX))
    return event.streamId.slice(productionJob.PRODUCTION_STREAM_PREFIX.length);
  if (event.streamId.startsWith(order.ORDER_STREAM_PREFIX))
    return event.streamId.slice(order.ORDER_STREAM_PREFIX.length);
  return null;
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
    case 'ProductionFinished': {
      const d = event.data as { quantity: number; unit: 'meter' | 'piece'; at: string };
      return { type: 'ProductionFinished', quantity: d.quantity, unit: d.unit, at: d.at };
    }
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
 * uploaded later reaches the review, the first stage started moves the order to Product, the
 * last stage finished hands the lot over to inspection and moves the order to Inspection, and an
 * order canceled or ended closes its job. Each trigger first records its milestone on
 * `order-fulfilment-<orderId>` (once), then issues the process's commands; every append's ids
 * derive from the trigger and the step, so a trigger delivered again appends nothing new. One
 * order's events are handled one after the other (its order and production streams alike).
 */
export const fulfilmentReactor: Reactor = {
  name: FULFILMENT_REACTOR,
  eventTypes: [...ORDER_TRIGGERS, ...PRODUCTION_TRIGGERS],
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
        if (step.to === 'production')
          await commands.run(
            productionJob.productionDecider,
            productionJob.productionStream(orderId),
            step.command,
            reaction(event, name),
          );
        else
          await commands.run(
            order.orderDecider,
            order.orderStream(orderId),
            step.command,
            reaction(event, name),
          );
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

async function orderClosed(commands: ReactorCommands, orderId: string): Promise<boolean> {
  const current = await commands.load(order.orderDecider, order.orderStream(orderId));
  return current.closing !== null;
}
