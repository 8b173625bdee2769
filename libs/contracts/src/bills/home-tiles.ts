import { defineHomeTile } from '../home/views';
import { BILLS_READ_MODELS } from './read-models';

const BILLS = [BILLS_READ_MODELS.bills];

/** The bills' tiles on /Home; apps/api/src/bills/bills.home.ts answers their values. */
export const BILLS_HOME_TILES = {
  toSend: defineHomeTile({
    id: 'bills.to-send',
    title: { cn: '待发送账单', en: 'Bills to send' },
    tone: 'waiting',
    kind: 'count',
    roles: ['OperatorIndex', 'Traders'],
    path: '/Reconciliation/Wait',
    permission: 'GET@bills',
    readModels: BILLS,
    order: 60,
  }),
  disputed: defineHomeTile({
    id: 'bills.disputed',
    title: { cn: '有异议账单', en: 'Disputed bills' },
    tone: 'waiting',
    kind: 'count',
    roles: ['OperatorIndex', 'Traders'],
    path: '/Reconciliation/Wait',
    permission: 'GET@bills',
    readModels: BILLS,
    order: 61,
  }),
};
