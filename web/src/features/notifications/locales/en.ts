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
