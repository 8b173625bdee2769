import { defineHomeTile } from '../home/views';
import { WAGES_READ_MODELS } from './read-models';

const SHEETS = [WAGES_READ_MODELS.wageSheets];

/** The wages' tiles on /Home; apps/api/src/wages/wages.home.ts answers their values. */
export const WAGES_HOME_TILES = {
  toCheck: defineHomeTile({
    id: 'wages.to-check',
    title: { cn: '待核对工资单', en: 'Wage sheets to check' },
    tone: 'waiting',
    kind: 'count',
    roles: ['Finance'],
    path: '/FinanceSalary/Index',
    permission: 'GET@wages',
    readModels: SHEETS,
    order: 70,
  }),
  toPay: defineHomeTile({
    id: 'wages.to-pay',
    title: { cn: '待发放工资', en: 'Wages to pay' },
    tone: 'waiting',
    kind: 'amount',
    unit: { cn: '元', en: 'yuan' },
    roles: ['Finance'],
    path: '/FinanceSalary/Send',
    permission: 'GET@wages',
    readModels: SHEETS,
    order: 71,
  }),
};
