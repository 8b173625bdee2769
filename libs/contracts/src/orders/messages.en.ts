/** Orders: server messages in English; messages.cn.ts holds the same keys in Chinese. */
export const ordersEn = {
  'orders.signOnlyWaiting': 'Only an order waiting to be signed can be signed',
  'orders.invalidateOnlyWaiting': 'Only an order waiting to be signed can be invalidated',
  'orders.canceled': 'This order has been cancelled: nothing more can be done to it',
  'orders.invalidated': 'This order has been invalidated: nothing more can be done to it',
  'orders.ended': 'This order has been ended: nothing more can be done to it',
  'orders.remarksUnderReview': 'Existing remarks under review',
  'orders.noCancelPending': 'This order has no cancel request waiting for review',
  'orders.productionStarted': 'Production has started: the order can no longer be cancelled',
  'orders.notSigned': 'The order is not signed yet',
  'orders.notEndable': 'Only a signed order that is not yet shipped can be ended',
  'orders.reasonRequired': 'Please give the reason',
  'orders.filesRequired': 'Please upload at least one artwork file',
  'orders.quantityInvalid': 'The quantity must be a whole number above 0',
  'orders.supplementaryOfNormal': 'A supplementary order is raised on the original order',
  'orders.ownDecision': 'You cannot review your own cancel request',
} as const;
