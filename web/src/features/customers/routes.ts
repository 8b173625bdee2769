import { createElement } from 'react';
import { lazyScreen, type ScreenRoute } from '../../lib/screen-route';

/** A customer list with the scope and the supervisor's upkeep of its path; one chunk for the four. */
const list = (scope: 'own' | 'high-seas', supervisor: boolean) =>
  lazyScreen(
    () => import('./components/customer-list-screen'),
    ({ CustomerListScreen }) =>
      () =>
        createElement(CustomerListScreen, { scope, supervisor }),
    `CustomerList(${scope}${supervisor ? ', supervisor' : ''})`,
  );

/** The customers' screens, by their menu path. */
export const CUSTOMERS_ROUTES: readonly ScreenRoute[] = [
  /** A salesman's or trader's own customers. */
  ['/Customer/Has', list('own', false)],
  /** The high seas, where salesmen claim customers. */
  ['/Customer/None', list('high-seas', false)],
  [
    '/Customer/Detail',
    lazyScreen(
      () => import('./components/customer-detail-route'),
      ({ CustomerDetailRoute }) => CustomerDetailRoute,
    ),
  ],
  /** A supervisor's upkeep of every owned customer. */
  ['/OperatorManage/Customer/Has', list('own', true)],
  /** A supervisor's upkeep of the high seas. */
  ['/OperatorManage/Customer/None', list('high-seas', true)],
];
