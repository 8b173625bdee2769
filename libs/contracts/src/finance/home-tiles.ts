import { defineHomeTile } from '../home/views';
import { FINANCE_READ_MODELS } from './read-models';

const RECEIPTS = [FINANCE_READ_MODELS.receipts];

/** Finance's tiles on /Home; apps/api/src/finance/finance.home.ts answers their values. */
export const FINANCE_HOME_TILES = {
  receiptsWaiting: defineHomeTile({
    id: 'finance.receipts-waiting',
    title: { cn: '待确认收款', en: 'Receipts waiting for Finance' },
    tone: 'waiting',
    kind: 'count',
    roles: ['Finance'],
    path: '/FinanceRecord/Audit',
    permission: 'GET@finance/receipt',
    readModels: RECEIPTS,
    order: 10,
  }),
  confirmedToday: defineHomeTile({
    id: 'finance.receipts-confirmed-today',
    title: { cn: '今日确认收款', en: 'Receipts confirmed today' },
    tone: 'today',
    kind: 'count',
    roles: ['Finance'],
    path: '/FinanceRecord/Reviewed',
    permission: 'GET@finance/receipt',
    readModels: RECEIPTS,
    order: 10,
  }),
};
