import { defineHomeTile } from '../home/views';
import { REPORTS_READ_MODELS } from './read-models';

/** Finance's tile on /Home; apps/api/src/reports/reports.home.ts answers its value. */
export const REPORTS_HOME_TILES = {
  overdue: defineHomeTile({
    id: 'reports.overdue',
    title: { cn: '逾期应收（超过 90 天）', en: 'Overdue receivables (over 90 days)' },
    tone: 'waiting',
    kind: 'amount',
    unit: { cn: '元', en: 'CNY' },
    roles: ['Finance'],
    path: '/FinanceTable',
    permission: 'GET@reports/receivables',
    readModels: [REPORTS_READ_MODELS.receivables],
    order: 40,
  }),
};
