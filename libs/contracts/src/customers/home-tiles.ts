import { defineHomeTile } from '../home/views';
import { CUSTOMER_READ_MODELS } from './read-models';

/** The customers' tiles on /Home; apps/api/src/customers/customers.home.ts answers their values. */
export const CUSTOMER_HOME_TILES = {
  releaseSoon: defineHomeTile({
    id: 'customers.release-soon',
    title: { cn: '即将掉入公海的客户', en: 'My customers about to go to the high seas' },
    tone: 'waiting',
    kind: 'count',
    roles: ['OperatorIndex'],
    path: '/Customer/Has',
    permission: 'GET@customer',
    // The release date follows the ownership and the high-seas settings.
    readModels: [CUSTOMER_READ_MODELS.customers, CUSTOMER_READ_MODELS.highSeasSettings],
    order: 40,
  }),
  newToday: defineHomeTile({
    id: 'customers.new-today',
    title: { cn: '今日新增客户', en: 'New customers today' },
    tone: 'today',
    kind: 'count',
    roles: ['OperatorIndex', 'Traders'],
    path: '/Customer/Has',
    permission: 'GET@customer',
    readModels: [CUSTOMER_READ_MODELS.customers],
    order: 10,
  }),
  teamNewToday: defineHomeTile({
    id: 'customers.team-new-today',
    title: { cn: '今日新增客户', en: 'New customers today' },
    tone: 'today',
    kind: 'count',
    roles: ['OperatorManage'],
    path: '/OperatorManage/Customer/Has',
    permission: 'GET@customer',
    readModels: [CUSTOMER_READ_MODELS.customers],
    order: 10,
  }),
};
