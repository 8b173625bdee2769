/** Shipping: server messages in English; messages.cn.ts holds the same keys in Chinese. */
export const shippingEn = {
  'shipping.blocked': 'This shipment cannot go yet',
  'shipping.block.notInspected': 'Nothing of this order has passed inspection yet',
  'shipping.block.aboveInspected':
    'Above the inspected good quantity: {remaining} may still ship ({inspected} inspected good, {shipped} shipped)',
  'shipping.block.overOrdered':
    'More than {tolerance}% over the ordered {ordered} (limit {limit}, {shipped} shipped): ask OperatorManage to approve the over-shipment',
  'shipping.block.balanceUnconfirmed':
    'The balance is not received and confirmed by Finance, and not released on credit',
  'shipping.block.closed': 'This order’s shipping is closed',
  'shipping.block.postageNotExempt':
    'Postage may be exempt only to a non-remote address, by ordinary express or logistics, on an order priced above 95%',
  'shipping.quantityInvalid': 'Please give a whole quantity above 0',
  'shipping.reasonRequired': 'Please give the reason',
  'shipping.approvalNotFound': 'This order has no such approval request',
  'shipping.approvalDecided': 'This request has already been answered',
  'shipping.ownDecision': 'A request is answered by someone other than who asked',
  'shipping.approvalPending': 'A request of this kind already waits for approval',
  'shipping.creditReleased': 'This order is already released on credit',
  'shipping.noApprovalPending': 'No request waits for approval',
  'shipping.nothingShipped': 'Nothing is shipped yet: there is nothing to close short',
  'shipping.notFound': 'This order has nothing to ship yet',
  'shipping.shipmentNotFound': 'This order has no such shipment',
  'shipping.pendingShipments': 'There are orders to be shipped, please contact the warehouse for shipment',
} as const;
