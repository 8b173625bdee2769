import { DomainError, contract, contractMoney, customer, order, orderFromContract } from '@packflow/domain';
import { type RecordedEvent, nameBasedUuid } from '@packflow/eventstore';
import { type Reactor, type ReactorCommands, reaction } from '../reactor';

export const CONTRACT_ORDERS_REACTOR = 'contract-orders';
export const ORDER_LIFECYCLE_REACTOR = 'order-lifecycle';
export const ORDER_SIGNING_REACTOR = 'order-signing';

/**
 * A created contract makes its orders: one per quotation, in Wait. Each order's id is a name-based
 * id of (contract, quotation) and each append's event id comes from the contract event and the
 * line, so the reaction run again after a crash finds every order made and appends nothing.
 */
export const contractOrdersReactor: Reactor = {
  name: CONTRACT_ORDERS_REACTOR,
  eventTypes: ['ContractCreated'],
  async react(event, commands) {
    const created = event.data as contract.ContractCreatedData;
    for (const data of orderFromContract.ordersOfContract(created, nameBasedUuid))
      await commands.run(
        order.orderDecider,
        order.orderStream(data.orderId),
        { type: 'CreateOrder', data },
        reaction(event, `order:${data.quotationId}`),
      );
  },
};

/**
 * What follows on other orders from one order's step: a supplementary order asked for on an order
 * is created (linked to it, in Wait), and an order ended ends its supplementary orders with it.
 */
export const orderLifecycleReactor: Reactor = {
  name: ORDER_LIFECYCLE_REACTOR,
  eventTypes: ['SupplementaryOrderRequested', 'OrderEnded'],
  async react(event, commands) {
    const parentId = event.streamId.slice(order.ORDER_STREAM_PREFIX.length);
    if (event.type === 'SupplementaryOrderRequested') await createSupplementary(event, parentId, commands);
    else await endSupplementaries(event, parentId, commands);
  },
};

async function createSupplementary(event: RecordedEvent, parentId: string, commands: ReactorCommands) {
  const request = event.data as { orderId: string; n: number; quantity: number; at: string };
  const parent = await commands.load(order.orderDecider, order.orderStream(parentId));
  if (!parent.created) return;
  await commands.run(
    order.orderDecider,
    order.orderStream(request.orderId),
    { type: 'CreateOrder', data: order.supplementaryOrder(parent.created, request) },
    reaction(event, 'create-supplementary'),
  );
}

async function endSupplementaries(event: RecordedEvent, parentId: string, commands: ReactorCommands) {
  const ended = event.data as { reason: string; by: string; at: string };
  const parent = await commands.load(order.orderDecider, order.orderStream(parentId));
  for (const childId of parent.supplementaries)
    await commands.run(
      order.orderDecider,
      order.orderStream(childId),
      {
        type: 'EndOrder',
        data: { reason: ended.reason, parentOrderId: parentId, by: ended.by, at: ended.at },
      },
      reaction(event, `end:${childId}`),
    );
}

/**
 * Finance cleared a signing: each of its orders is signed. An order that can no longer be signed
 * (cancelled or invalidated meanwhile, signed by another clearance) gives its clearance back, so
 * its money counts for no order it did not sign.
 */
export const orderSigningReactor: Reactor = {
  name: ORDER_SIGNING_REACTOR,
  eventTypes: ['SigningCleared'],
  async react(event, commands) {
    const cleared = event.data as contractMoney.SigningData;
    for (const orderId of cleared.orderIds) {
      let signed: order.OrderState;
      try {
        signed = (
          await commands.run(
            order.orderDecider,
            order.orderStream(orderId),
            { type: 'SignOrder', data: { signingId: cleared.signingId, by: cleared.by, at: cleared.at } },
            reaction(event, `sign:${orderId}`),
          )
        ).state;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        await commands.run(
          contractMoney.contractMoneyDecider,
          event.streamId,
          {
            type: 'ReleaseSigningClearance',
            data: { signingId: cleared.signingId, orderId, reason: error.messageKey, at: cleared.at },
          },
          reaction(event, `release:${orderId}`),
        );
        continue;
      }
      if (signed.signingId === cleared.signingId) await restartReleaseClock(event, signed, commands);
    }
  },
};

/** A signed order restarts its customer's high-seas release clock (while the order's owner still owns it). */
async function restartReleaseClock(
  event: RecordedEvent,
  signed: order.OrderState,
  commands: ReactorCommands,
) {
  const created = signed.created;
  if (!created || signed.signingId === null || !signed.signedAt) return;
  const client = await commands.load(customer.customerDecider, customer.customerStream(created.customerId));
  if (!client.exists) return;
  await commands.run(
    customer.customerDecider,
    customer.customerStream(created.customerId),
    {
      type: 'RecordOrderSigned',
      data: { orderId: created.orderId, owner: created.ownerId, at: signed.signedAt },
    },
    reaction(event, `customer-clock:${created.orderId}`),
  );
}
