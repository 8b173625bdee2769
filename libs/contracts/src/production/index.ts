import { definePlannedArea } from '../area';
import { BUTTON, LANDING, leaf } from '../menu-items';

/**
 * The production area (to come): the workshop's stages, the production review and scheduling.
 * Not built yet: so far only where its pages sit in the menus (spec section 2); its permissions,
 * read models and messages come with it, and it then joins AREAS.
 */
export const productionArea = definePlannedArea({
  name: 'production',
  menus: [
    {
      roles: ['Product'],
      group: 'production',
      order: 10,
      item: leaf('printing', '印刷', 'Printing', '/OrderProduct/Printing', 'print', LANDING),
    },
    {
      roles: ['Product'],
      group: 'production',
      order: 20,
      item: leaf('lamination', '复合', 'Lamination', '/OrderProduct/Reunite', 'layers'),
    },
    {
      roles: ['Product'],
      group: 'production',
      order: 30,
      item: leaf('bag-making', '制袋', 'Bag making', '/OrderProduct/Making', 'cut'),
    },
    {
      roles: ['Product'],
      group: 'production',
      order: 40,
      item: leaf('finished', '已完成', 'Finished', '/OrderProduct/Finished', 'tick-circle'),
    },
    {
      roles: ['Product'],
      group: 'production',
      order: 50,
      item: leaf(
        'product-detail',
        '生产详情',
        'Production details',
        '/OrderProduct/Detail',
        'document-open',
        BUTTON,
      ),
    },
    {
      roles: ['ProductManage'],
      group: 'order-log',
      order: 10,
      item: leaf('log-wait', '待确认', 'Pending confirmation', '/OrderLog/Wait', 'time', LANDING),
    },
    {
      roles: ['ProductManage'],
      group: 'order-log',
      order: 20,
      item: leaf('log-confirm', '已确认', 'Confirmed', '/OrderLog/Confirm', 'tick-circle'),
    },
    {
      roles: ['ProductManage'],
      group: 'order-log',
      order: 30,
      item: leaf('log-reject', '已驳回', 'Rejected', '/OrderLog/Reject', 'disable'),
    },
    {
      roles: ['ProductManage'],
      group: 'scheduling',
      order: 10,
      item: leaf('scheduled', '待排产', 'To be scheduled', '/OrderProductManage/Scheduled', 'time'),
    },
    {
      roles: ['ProductManage'],
      group: 'scheduling',
      order: 20,
      item: leaf('to-produce', '待生产', 'To be produced', '/OrderProductManage/Product', 'cube'),
    },
  ],
});
