import { definePlannedArea } from '../area';
import { BUTTON, leaf } from '../menu-items';

/**
 * The wages area (to come): salary coefficients for the administrator, the wage check and payout for Finance.
 * Not built yet: so far only where its pages sit in the menus (spec section 2); its permissions,
 * read models and messages come with it, and it then joins AREAS.
 */
export const wagesArea = definePlannedArea({
  name: 'wages',
  menus: [
    {
      roles: ['Admin'],
      group: 'wages',
      order: 10,
      item: leaf('salary-setting', '工资系数', 'Salary coefficients', '/FinanceSalary/Setting', 'properties'),
    },
    {
      roles: ['Finance'],
      group: 'finance-salary',
      order: 10,
      item: leaf('salary-index', '工资核对', 'Wage check', '/FinanceSalary/Index', 'properties'),
    },
    {
      roles: ['Finance'],
      group: 'finance-salary',
      order: 20,
      item: leaf('salary-send', '工资发放', 'Wage payout', '/FinanceSalary/Send', 'export'),
    },
    {
      roles: ['Finance'],
      group: 'finance-salary',
      order: 30,
      item: leaf(
        'salary-detail',
        '工资详情',
        'Wage details',
        '/FinanceSalary/Detail',
        'document-open',
        BUTTON,
      ),
    },
  ],
});
