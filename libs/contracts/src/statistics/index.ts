import { definePlannedArea } from '../area';
import { leaf } from '../menu-items';

/**
 * The statistics area (to come): the administrator's statistics and the supervisor's rankings.
 * Not built yet: so far only where its pages sit in the menus (spec section 2); its permissions,
 * read models and messages come with it, and it then joins AREAS.
 */
export const statisticsArea = definePlannedArea({
  name: 'statistics',
  menus: [
    {
      roles: ['Admin'],
      group: 'statistics',
      order: 10,
      item: leaf('stat-day-order', '日订单统计', 'Daily orders', '/Statistics/DayOrder', 'calendar'),
    },
    {
      roles: ['Admin'],
      group: 'statistics',
      order: 20,
      item: leaf(
        'stat-month-order',
        '月订单统计',
        'Monthly orders',
        '/Statistics/MonthOrder',
        'timeline-bar-chart',
      ),
    },
    {
      roles: ['Admin'],
      group: 'statistics',
      order: 30,
      item: leaf('stat-finance', '财务统计', 'Finance', '/Statistics/Finance', 'dollar'),
    },
    {
      roles: ['Admin'],
      group: 'statistics',
      order: 40,
      item: leaf('stat-product', '生产统计', 'Production', '/Statistics/Product', 'cube'),
    },
    {
      roles: ['Admin'],
      group: 'statistics',
      order: 50,
      item: leaf('stat-quality', '质检统计', 'Quality inspection', '/Statistics/Quality', 'tick-circle'),
    },
    {
      roles: ['Admin'],
      group: 'statistics',
      order: 60,
      item: leaf('stat-logistics', '发货统计', 'Shipping', '/Statistics/Logistics', 'truck'),
    },
    {
      roles: ['OperatorManage'],
      order: 30,
      item: leaf('rank', '排行榜', 'Rankings', '/Rank', 'timeline-bar-chart'),
    },
  ],
});
