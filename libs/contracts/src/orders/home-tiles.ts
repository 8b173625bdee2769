import { defineHomeTile } from '../home/views';
import { ORDER_READ_MODELS } from './read-models';

const ORDERS = [ORDER_READ_MODELS.orders];

/** The orders' tiles on /Home; apps/api/src/orders/orders.home.ts answers their values. */
export const ORDER_HOME_TILES = {
  toSign: defineHomeTile({
    id: 'orders.to-sign',
    title: { cn: '待签约订单', en: 'Orders to be signed' },
    tone: 'waiting',
    kind: 'count',
    roles: ['OperatorIndex', 'Traders'],
    path: '/Order/Wait',
    permission: 'GET@order',
    readModels: ORDERS,
    order: 40,
  }),
  cancelsToReview: defineHomeTile({
    id: 'orders.cancels-to-review',
    title: { cn: '待审核的取消订单', en: 'Order cancellations to review' },
    tone: 'waiting',
    kind: 'count',
    roles: ['OperatorManage'],
    path: '/OperatorManage/Order',
    permission: 'GET@operator-manage/order',
    readModels: ORDERS,
    order: 40,
  }),
  signedToday: defineHomeTile({
    id: 'orders.signed-today',
    title: { cn: '今日签约订单', en: 'Orders signed today' },
    tone: 'today',
    kind: 'count',
    roles: ['OperatorIndex', 'Traders'],
    path: '/Order/Signed',
    permission: 'GET@order',
    readModels: ORDERS,
    order: 40,
  }),
};
