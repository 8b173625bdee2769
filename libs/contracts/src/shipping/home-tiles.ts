import type { HomeText } from '../home/views';
import { defineHomeTile } from '../home/views';
import { SHIPPING_READ_MODELS } from './read-models';
import type { ShipBlock } from './views';

const ORDERS = [SHIPPING_READ_MODELS.shippingOrders];

/** The warehouse's tiles on /Home; apps/api/src/shipping/shipping.home.ts answers their values. */
export const SHIPPING_HOME_TILES = {
  readyToShip: defineHomeTile({
    id: 'shipping.ready-to-ship',
    title: { cn: '可发货订单', en: 'Orders ready to ship' },
    tone: 'waiting',
    kind: 'count',
    roles: ['Warehouse'],
    path: '/OrderLogistics/Wait',
    permission: 'GET@shipping',
    readModels: ORDERS,
    order: 50,
  }),
  blocked: defineHomeTile({
    id: 'shipping.blocked',
    title: { cn: '发货受阻订单', en: 'Orders blocked from shipping' },
    tone: 'waiting',
    kind: 'count',
    roles: ['Warehouse'],
    path: '/OrderLogistics/Wait',
    permission: 'GET@shipping',
    readModels: ORDERS,
    order: 51,
  }),
};

/** A block's short name, as the blocked tile's note lists them with their counts. */
export const SHIP_BLOCK_NAMES: Record<ShipBlock, HomeText> = {
  notInspected: { cn: '未检验', en: 'not inspected' },
  aboveInspected: { cn: '超出检验良品', en: 'above inspected' },
  overOrdered: { cn: '超出订单数量', en: 'over the ordered quantity' },
  balanceUnconfirmed: { cn: '尾款未确认', en: 'balance not confirmed' },
  closed: { cn: '已结案', en: 'closed' },
  postageNotExempt: { cn: '不可免邮', en: 'postage not exempt' },
};
