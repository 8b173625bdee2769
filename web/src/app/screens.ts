import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ROLES, type Role } from '@packflow/contracts';

/** /Operator/<Role>: one chunk for the nine staff lists, a screen per role. */
const operatorList = (role: Role) =>
  lazy(() =>
    import('./routes/operator-list').then(({ OPERATOR_LISTS }) => ({ default: OPERATOR_LISTS[role] })),
  );

/**
 * The screens the console has so far, by their menu path; each is its own chunk, loaded when first
 * visited. The start page links only to these, and lands on one only when it is here.
 */
export const SCREENS = new Map<string, LazyExoticComponent<ComponentType>>([
  ['/Sysset', lazy(() => import('./routes/sysset'))],
  ...ROLES.map((role) => [`/Operator/${role}`, operatorList(role)] as const),
  ['/OperatorRole', lazy(() => import('./routes/operator-role'))],
  ['/Login/Log', lazy(() => import('./routes/login-log'))],
  ['/OperatorManage/Operator', lazy(() => import('./routes/operator-manage'))],
  ['/Customer/Has', lazy(() => import('./routes/customers-has'))],
  ['/Customer/None', lazy(() => import('./routes/customers-none'))],
  ['/Customer/Detail', lazy(() => import('./routes/customers-detail'))],
  ['/OperatorManage/Customer/Has', lazy(() => import('./routes/customers-manage-has'))],
  ['/OperatorManage/Customer/None', lazy(() => import('./routes/customers-manage-none'))],
  ['/Customer/Setting', lazy(() => import('./routes/customers-setting'))],
  ['/Customer/Grade', lazy(() => import('./routes/customers-grade'))],
]);

export const hasScreen = (path: string): boolean => SCREENS.has(path);
