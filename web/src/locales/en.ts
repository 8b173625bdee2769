import { shellEn } from './shell.en';
import { tagsEn } from './tags.en';
import { widgetsEn } from './widgets.en';
import { staffEn } from './staff.en';
import { roleAdminEn } from './role-admin.en';
import { loginLogEn } from './login-log.en';
import { profileEn } from './profile.en';
import { customersEn } from './customers.en';
import { catalogEn } from './catalog.en';
import { beansEn } from './beans.en';
import { quotationsEn } from './quotations.en';

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
  roles: {
    Admin: 'Administrator',
    OperatorIndex: 'Salesman',
    OperatorManage: 'Sales supervisor',
    Finance: 'Finance',
    Product: 'Production staff',
    ProductManage: 'Production supervisor',
    QualityTesting: 'Quality inspector',
    Warehouse: 'Warehouse',
    Traders: 'Trade customer',
  },
  sysset: {
    title: 'System settings',
    fields: {
      companyNameCn: 'Company name (Chinese)',
      companyNameEn: 'Company name (English)',
      expiryDate: 'System expiry date',
      expiryWarnDays: 'Days before expiry to warn',
      showRoles: 'Show role switching',
      imageHost: 'Image host',
    },
    hints: {
      expiryWarnDays: 'The login page warns this many days before the system expires',
      imageHost: 'Prefix for relative image addresses, for example https://img.example.com',
    },
    status: {
      title: 'System status',
      appVersion: 'App version',
      daysLeft: 'Days left before expiry',
      expiresSoon: 'The system expires on {{date}}. Please arrange the renewal.',
      expired: 'The system expired on {{date}}.',
      lastChanged: 'Last changed',
      lastChangedBy: '{{when}} by {{who}}',
      never: 'Never changed',
    },
    changedElsewhere: {
      message: 'Someone else changed the settings while you were editing. Your edits are kept.',
      load: 'Load the new values',
    },
    history: {
      title: 'Change history',
      when: 'When',
      who: 'Who',
      role: 'Role',
      changes: 'Changes',
      change: '{{field}}: {{from}} → {{to}}',
      empty: 'No changes yet',
      system: 'System',
    },
  },
  shell: shellEn,
  tags: tagsEn,
  widgets: widgetsEn,
  staff: staffEn,
  roleAdmin: roleAdminEn,
  loginLog: loginLogEn,
  profile: profileEn,
  customers: customersEn,
  catalog: catalogEn,
  beans: beansEn,
  quotations: quotationsEn,
};

/** The shape every language must have: the same keys, each a text. */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type Messages = Texts<typeof en>;
