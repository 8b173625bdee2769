import { definePlannedArea } from '../area';
import { BUTTON, leaf } from '../menu-items';

/**
 * The bills area (to come): the sellers' monthly bills and their reconciliation.
 * Not built yet: so far only where its pages sit in the menus (spec section 2); its permissions,
 * read models and messages come with it, and it then joins AREAS.
 */
export const billsArea = definePlannedArea({
  name: 'bills',
  menus: [
    {
      roles: ['OperatorIndex', 'Traders'],
      group: 'reconciliation',
      order: 10,
      item: leaf('reconciliation-index', '月度账单', 'Monthly bills', '/Reconciliation/Index', 'th'),
    },
    {
      roles: ['OperatorIndex', 'Traders'],
      group: 'reconciliation',
      order: 20,
      item: leaf('reconciliation-wait', '待对账', 'To be reconciled', '/Reconciliation/Wait', 'time'),
    },
    {
      roles: ['OperatorIndex', 'Traders'],
      group: 'reconciliation',
      order: 30,
      item: leaf('reconciliation-send', '已对账', 'Reconciled', '/Reconciliation/Send', 'tick-circle'),
    },
    {
      roles: ['OperatorIndex', 'Traders'],
      group: 'reconciliation',
      order: 40,
      item: leaf(
        'reconciliation-detail',
        '对账详情',
        'Bill details',
        '/Reconciliation/Detail',
        'document-open',
        BUTTON,
      ),
    },
  ],
});
