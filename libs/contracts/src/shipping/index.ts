import { definePlannedArea } from '../area';
import { LANDING, leaf } from '../menu-items';

/**
 * The shipping area (to come): the warehouse's shipments.
 * Not built yet: so far only where its pages sit in the menus (spec section 2); its permissions,
 * read models and messages come with it, and it then joins AREAS.
 */
export const shippingArea = definePlannedArea({
  name: 'shipping',
  menus: [
    {
      roles: ['Warehouse'],
      group: 'shipping',
      order: 10,
      item: leaf('logistics-wait', '待发货', 'To be shipped', '/OrderLogistics/Wait', 'time', LANDING),
    },
    {
      roles: ['Warehouse'],
      group: 'shipping',
      order: 20,
      item: leaf('logistics-send', '已发货', 'Shipped', '/OrderLogistics/Send', 'tick-circle'),
    },
  ],
});
