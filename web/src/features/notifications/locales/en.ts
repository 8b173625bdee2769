/** Notifications: the bell and /Notifications, in English; cn.ts has the same keys. */
export const notificationsEn = {
  title: 'Notifications',
  bell: 'Notifications',
  bellUnread_one: '{{count}} unread notification',
  bellUnread_other: '{{count}} unread notifications',
  latest: 'Latest notifications',
  seeAll: 'See all',
  markAllRead: 'Mark all read',
  markRead: 'Mark read',
  empty: 'No notifications',
  emptyUnread: 'No unread notifications',
  filter: 'Show',
  all: 'All',
  unreadOnly: 'Unread',
  unread: 'Unread',
  read: 'Read',
  open: 'Open',
  listLabel: 'My notifications',
  columns: {
    at: 'Time',
    notice: 'Notification',
    state: 'Status',
  },
  kinds: {
    productionReviewRejected: {
      title: 'Production review rejected',
      text: 'The factory rejected order {{number}} at its production review: correct the artwork and it comes back to the review',
    },
    productionFinished: {
      title: 'Production finished',
      text: 'Your order {{number}} finished production and went to inspection',
    },
    inspectionLotFailed: {
      title: 'Lot failed inspection',
      text: 'Lot {{lot}} of order {{number}} failed inspection: decide rework, a supplementary order or a concession',
    },
    inspectionConcessionRequested: {
      title: 'Concession to approve',
      text: 'A concession is asked to release {{quantity}} of lot {{lot}} of order {{number}}',
    },
    inspectionConcessionApproved: {
      title: 'Concession approved',
      text: 'The concession on lot {{lot}} of order {{number}} was approved: it is released to shipping',
    },
    inspectionConcessionRejected: {
      title: 'Concession rejected',
      text: 'The concession on lot {{lot}} of order {{number}} was rejected: decide the lot again',
    },
    shippingShipmentRecorded: {
      title: 'Shipment sent',
      text: '{{quantity}} of order {{number}} shipped with {{company}}, waybill {{waybill}}',
    },
    shippingShipped: {
      title: 'Order shipped',
      text: 'Order {{number}} is shipped in full: the last {{quantity}} went with {{company}}, waybill {{waybill}}',
    },
    shippingClosedShort: {
      title: 'Order closed short',
      text: 'Order {{number}} was closed short: {{shipped}} of {{ordered}} shipped',
    },
    shippingOverShipmentRequested: {
      title: 'Over-shipment to approve',
      text: '{{owner}} asks to ship {{quantity}} more than the tolerance allows on order {{number}}',
    },
    shippingCreditRequested: {
      title: 'Credit release to approve',
      text: '{{owner}} asks to ship order {{number}} before its balance is confirmed',
    },
    shippingOverShipmentApproved: {
      title: 'Over-shipment approved',
      text: 'Shipping {{quantity}} more on order {{number}} was approved',
    },
    shippingOverShipmentRejected: {
      title: 'Over-shipment rejected',
      text: 'Shipping {{quantity}} more on order {{number}} was rejected',
    },
    shippingCreditApproved: {
      title: 'Credit release approved',
      text: 'Order {{number}} may ship before its balance is confirmed',
    },
    shippingCreditRejected: {
      title: 'Credit release rejected',
      text: 'Order {{number}} ships only once Finance confirms its balance',
    },
    billsReady: {
      title: 'Bill to reconcile',
      text: 'The {{month}} bill of {{customer}} is ready: {{amount}} owed',
    },
    billsDisputed: {
      title: 'Bill disputed',
      text: '{{customer}} disputes {{lines}} lines of the {{month}} bill',
    },
    wagesPaid: {
      title: 'Wages paid',
      text: 'Your wages for {{month}} were paid: {{amount}}',
    },
    orderCancelRequested: {
      title: 'Cancel request to review',
      text: '{{owner}} asks to cancel order {{number}}',
    },
    orderCancelApproved: {
      title: 'Cancel approved',
      text: 'The cancel of order {{number}} was approved: the order is canceled',
    },
    orderCancelRejected: {
      title: 'Cancel rejected',
      text: 'The cancel of order {{number}} was rejected',
    },
    quotationReviewRequested: {
      title: 'Price review requested',
      text: '{{owner}} sent quotation {{number}} for price review',
    },
    receiptConfirmed: {
      title: 'Receipt confirmed',
      text: 'Finance confirmed {{amount}} for contract {{contract}}',
    },
    receiptRejected: {
      title: 'Receipt rejected',
      text: 'Finance rejected {{amount}} for contract {{contract}}',
    },
    quotationApproved: {
      title: 'Price approved',
      text: 'The price of quotation {{number}} was approved',
    },
    quotationRejected: {
      title: 'Price rejected',
      text: 'The price of quotation {{number}} was rejected',
    },
    customerReleaseWarned: {
      title: 'Customer about to be released',
      text: 'Customer {{name}} ({{code}}) goes back to the high seas on {{releaseOn}} unless an order is placed',
    },
    customerReleased: {
      title: 'Customer released',
      text: 'Customer {{name}} ({{code}}) went back to the high seas',
    },
  },
  reason: 'Reason: {{reason}}',
  releaseReasons: {
    owner: 'released by its owner',
    supervisor: 'released by a supervisor',
    'no-order': 'no order within the protection period',
  },
};
