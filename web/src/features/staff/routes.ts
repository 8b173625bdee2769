import { createElement } from 'react';
import { ROLES, type Role } from '@packflow/contracts';
import { lazyScreen, type ScreenRoute } from '../../lib/screen-route';

/** One staff list per role, each a screen of its own (fresh search and paging); one chunk for all. */
const list = (role: Role, supervisor: boolean, name: string) =>
  lazyScreen(
    () => import('./components/staff-list-screen'),
    ({ StaffListScreen }) =>
      () =>
        createElement(StaffListScreen, { role, supervisor }),
    name,
  );

/** The staff screens, by their menu path. */
export const STAFF_ROUTES: readonly ScreenRoute[] = [
  ...ROLES.map((role): ScreenRoute => [`/Operator/${role}`, list(role, false, `OperatorList(${role})`)]),
  /** A sales supervisor's salesmen (the server scopes the list to them). */
  ['/OperatorManage/Operator', list('OperatorIndex', true, 'OperatorManage')],
];
