import { contractMoney, order } from '@packflow/domain';
import { type Reactor, reaction } from '../reactor';

export const CANCELED_ORDER_CLEARANCE_REACTOR = 'canceled-order-clearance';

/**
 * A canceled order owes nothing: the clearance its signing took on the contract's money is given
 * back, so the prepayment later signings ask counts only orders still owed (and the contract's
 * signed amount drops it). The money confirmed stays, to count for other orders or be refunded.
 */
export const canceledOrderClearanceReactor: Reactor = {
  name: CANCELED_ORDER_CLEARANCE_REACTOR,
  eventTypes: ['OrderCancelApproved'],
  async react(event, commands) {
    if (!event.streamId.startsWith(order.ORDER_STREAM_PREFIX)) return;
    const canceled = await commands.load(order.orderDecider, event.streamId);
    if (!canceled.created || canceled.signingId === null) return;
    await commands.run(
      contractMoney.contractMoneyDecider,
      contractMoney.contractMoneyStream(canceled.created.contractId),
      {
        type: 'ReleaseSigningClearance',
        data: {
          signingId: canceled.signingId,
          orderId: canceled.id,
          reason: 'orders.canceled',
          at: typeof event.metadata.at === 'string' ? event.metadata.at : event.created.toISOString(),
        },
      },
      reaction(event, 'release-clearance'),
    );
  },
};
