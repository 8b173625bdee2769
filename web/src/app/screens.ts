import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ROLES, CATALOG_KINDS, type CatalogKind, type Role, type SettingsName } from '@packflow/contracts';
import { PROCESSES_ROUTES } from '../features/processes/routes';

/** /Operator/<Role>: one chunk for the nine staff lists, a screen per role. */
const operatorList = (role: Role) =>
  lazy(() =>
    import('./routes/operator-list').then(({ OPERATOR_LISTS }) => ({ default: OPERATOR_LISTS[role] })),
  );

/** /SyssetMaterialprinting, /SyssetAuxzipper, /SyssetBagtype …: one chunk for the catalogues, a screen per kind. */
const catalogScreen = (kind: CatalogKind) =>
  [
    `/Sysset${kind.charAt(0).toUpperCase()}${kind.slice(1)}`,
    lazy(() =>
      import('./routes/catalog-screens').then(({ CATALOG_SCREENS }) => ({ default: CATALOG_SCREENS[kind] })),
    ),
  ] as const;

/** The quotation settings documents: one chunk, a screen per document. */
const settingsScreen = (path: string, name: SettingsName) =>
  [
    path,
    lazy(() =>
      import('./routes/settings-screens').then(({ SETTINGS_SCREENS }) => ({
        default: SETTINGS_SCREENS[name],
      })),
    ),
  ] as const;

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
  ['/GoldenBean/Index', lazy(() => import('./routes/golden-bean-index'))],
  ['/GoldenBean/FlowingWater', lazy(() => import('./routes/golden-bean-flow'))],
  ['/QuotationCreate', lazy(() => import('./routes/quotation-create'))],
  ['/Quotation', lazy(() => import('./routes/quotation-list'))],
  ['/Quotation/Detail', lazy(() => import('./routes/quotation-detail'))],
  ['/Quotation/Compare', lazy(() => import('./routes/quotation-compare'))],
  ['/OperatorManage/Index', lazy(() => import('./routes/operator-manage-index'))],
  ...CATALOG_KINDS.map(catalogScreen),
  settingsScreen('/SyssetPricing', 'rates'),
  settingsScreen('/Quotation/Setting', 'quotation'),
  settingsScreen('/FinanceSalary/Golden', 'golden'),
  settingsScreen('/SyssetCurrency', 'currency'),
  ...PROCESSES_ROUTES,
]);

export const hasScreen = (path: string): boolean => SCREENS.has(path);
