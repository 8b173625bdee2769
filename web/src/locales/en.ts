import type { Texts } from '../lib/texts';
import { shellEn } from './shell.en';
import { tagsEn } from './tags.en';
import { widgetsEn } from './widgets.en';
import { mapEn } from '../components/map/locales/en';
import { staffEn } from '../features/staff/locales/en';
import { roleAdminEn } from '../features/role-admin/locales/en';
import { loginLogEn } from '../features/login-log/locales/en';
import { profileEn } from '../features/profile/locales/en';
import { customersEn } from '../features/customers/locales/en';
import { customerSettingsEn } from '../features/customer-settings/locales/en';
import { catalogEn } from '../features/catalog/locales/en';
import { beansEn } from '../features/golden-beans/locales/en';
import { homeEn } from '../features/home/locales/en';
import { quotationsEn } from '../features/quotations/locales/en';
import { contractsEn } from '../features/contracts/locales/en';
import { ordersEn } from '../features/orders/locales/en';
import { notificationsEn } from '../features/notifications/locales/en';
import { syssetEn } from '../features/sysset/locales/en';
import { forumEn } from '../features/forum/locales/en';
import { filesEn } from '../components/files/locales/en';
import { receiptsEn } from '../components/receipts/locales/en';
import { financeEn } from '../features/finance/locales/en';
import { productionEn } from '../features/production/locales/en';
import { inspectionEn } from '../features/inspection/locales/en';
import { shippingEn } from '../features/shipping/locales/en';
import { billsEn } from '../features/bills/locales/en';
import { reportsEn } from '../features/reports/locales/en';
import { statisticsEn } from '../features/statistics/locales/en';
import { wagesEn } from '../features/wages/locales/en';

/**
 * Console texts in English. cn.ts has exactly the same keys: the `Messages` type checks it at
 * compile time and locales.test.ts at test time. Server messages come translated already.
 */
export const en = {
  app: {
    productName: 'Packflow',
    language: 'Language',
    loading: 'Loading…',
    live: {
      connecting: 'Connecting…',
      connected: 'Live',
      connectedHint: 'Changes made by others show up here as they happen',
      reconnecting: 'Live updates lost, reconnecting…',
      reconnectingHint: 'What you see may be out of date until the connection is back',
      stopped: 'Live updates off',
      stoppedHint: 'Log in again to get live updates back',
    },
    noAccess: {
      title: 'Not available to your role',
      description: 'The page {{path}} is not part of your role’s menu. If you need it, ask an administrator.',
      home: 'Go to your start page',
    },
    notFound: {
      title: 'Page not found',
      description: 'There is no page at {{path}}.',
      home: 'Go to the start page',
    },
    errors: {
      internal: 'Internal error',
      reference: 'Reference error',
      type: 'Type error',
      range: 'Range error',
      syntax: 'Syntax error',
      eval: 'Eval error',
      uri: 'URI error',
      unknown: 'Unknown error',
    },
    crash: {
      title: 'Something went wrong',
      description: 'This page could not be shown. Reloading usually helps.',
      reload: 'Reload',
    },
  },
  common: {
    networkError: 'network request error',
    operationSuccessful: 'operation successful',
    loadFailed: 'Could not load: {{message}}',
    retry: 'Retry',
    save: 'Save',
    reset: 'Reset',
    yes: 'Yes',
    no: 'No',
    empty: '(empty)',
    cancel: 'Cancel',
  },
  pager: {
    previous: 'Previous page',
    next: 'Next page',
    pageOf: 'Page {{page}} of {{pages}}',
    total: 'Total: {{count}}',
    /** A count not taken to the end (a keyword many rows hold): more than this many. */
    totalOver: 'Total: over {{count}}',
    pageSize: 'Rows per page',
  },
  auth: {
    login: {
      title: 'Log in',
      username: 'Username',
      password: 'Password',
      submit: 'Log in',
      expiresIn_one: 'The system expires in {{count}} day',
      expiresIn_other: 'The system expires in {{count}} days',
      expired: 'The system has expired. Please contact the administrator to renew it.',
      version: 'Version {{version}}',
    },
    logout: {
      menuItem: 'Log out',
      question: 'Are you sure you want to log out the current user?',
      confirm: 'Log out',
    },
  },
  menus: {
    title: 'My menu',
    notInConsole: 'Items shown as plain text have no screen in the console yet.',
    empty: 'Your menu is empty.',
  },
  sysset: syssetEn,
  shell: shellEn,
  tags: tagsEn,
  widgets: widgetsEn,
  map: mapEn,
  staff: staffEn,
  roleAdmin: roleAdminEn,
  loginLog: loginLogEn,
  profile: profileEn,
  customers: { ...customersEn, ...customerSettingsEn },
  catalog: catalogEn,
  beans: beansEn,
  home: homeEn,
  quotations: quotationsEn,
  contracts: contractsEn,
  orders: ordersEn,
  notifications: notificationsEn,
  forum: forumEn,
  files: filesEn,
  receipts: receiptsEn,
  finance: financeEn,
  production: productionEn,
  inspection: inspectionEn,
  shipping: shippingEn,
  bills: billsEn,
  reports: reportsEn,
  statistics: statisticsEn,
  wages: wagesEn,
};

/** The shape every language must have: the same keys, each a text. */
export type Messages = Texts<typeof en>;
