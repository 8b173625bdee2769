import type { ComponentType, LazyExoticComponent } from 'react';
import { matchPath } from 'react-router-dom';
import { BILLS_ROUTES } from '../features/bills/routes';
import { CATALOG_ROUTES } from '../features/catalog/routes';
import { CONTRACTS_ROUTES } from '../features/contracts/routes';
import { CUSTOMER_SETTINGS_ROUTES } from '../features/customer-settings/routes';
import { CUSTOMERS_ROUTES } from '../features/customers/routes';
import { FINANCE_ROUTES } from '../features/finance/routes';
import { FORUM_ROUTES } from '../features/forum/routes';
import { GOLDEN_BEANS_ROUTES } from '../features/golden-beans/routes';
import { HOME_ROUTES } from '../features/home/routes';
import { INSPECTION_ROUTES } from '../features/inspection/routes';
import { LOGIN_LOG_ROUTES } from '../features/login-log/routes';
import { NOTIFICATIONS_ROUTES } from '../features/notifications/routes';
import { ORDERS_ROUTES } from '../features/orders/routes';
import { PROCESSES_ROUTES } from '../features/processes/routes';
import { PRODUCTION_ROUTES } from '../features/production/routes';
import { SHIPPING_ROUTES } from '../features/shipping/routes';
import { QUOTATIONS_ROUTES } from '../features/quotations/routes';
import { REPORTS_ROUTES } from '../features/reports/routes';
import { ROLE_ADMIN_ROUTES } from '../features/role-admin/routes';
import { STAFF_ROUTES } from '../features/staff/routes';
import { STATISTICS_ROUTES } from '../features/statistics/routes';
import { SYSSET_ROUTES } from '../features/sysset/routes';
import { WAGES_ROUTES } from '../features/wages/routes';
import type { ScreenRoute } from '../lib/screen-route';
import { registerScreenPaths } from '../lib/start-pages';

/** Each feature's screens (its routes.ts); a new feature adds one import and one line here. */
const FEATURE_ROUTES: readonly (readonly ScreenRoute[])[] = [
  SYSSET_ROUTES,
  STAFF_ROUTES,
  ROLE_ADMIN_ROUTES,
  LOGIN_LOG_ROUTES,
  CUSTOMERS_ROUTES,
  CUSTOMER_SETTINGS_ROUTES,
  GOLDEN_BEANS_ROUTES,
  QUOTATIONS_ROUTES,
  CONTRACTS_ROUTES,
  ORDERS_ROUTES,
  CATALOG_ROUTES,
  PROCESSES_ROUTES,
  HOME_ROUTES,
  FORUM_ROUTES,
  NOTIFICATIONS_ROUTES,
  FINANCE_ROUTES,
  PRODUCTION_ROUTES,
  INSPECTION_ROUTES,
  SHIPPING_ROUTES,
  BILLS_ROUTES,
  REPORTS_ROUTES,
  STATISTICS_ROUTES,
  WAGES_ROUTES,
];

/**
 * The screens the console has so far, by their menu path; each is its own chunk (or its group's),
 * loaded when first visited. The start page links only to these, and lands on one only when it is here.
 */
export const SCREENS = new Map<string, LazyExoticComponent<ComponentType>>(FEATURE_ROUTES.flat());

/** A screen's path may have parameters: '/ForumArticle/:id' is the screen of every section's '/ForumArticle/3'. */
export const hasScreen = (path: string): boolean =>
  SCREENS.has(path) ||
  [...SCREENS.keys()].some(
    (p) => p.includes(':') && matchPath({ path: p, caseSensitive: true }, path) !== null,
  );

// Features (/Home's links) ask lib/start-pages which paths have a screen, without importing the app.
registerScreenPaths(SCREENS.keys());
