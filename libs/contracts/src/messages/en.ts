import { authEn } from './auth.en';
import { beansEn } from './beans.en';
import { catalogEn } from './catalog.en';
import { customersEn } from './customers.en';
import { pricingEn } from './pricing.en';
import { quotationsEn } from './quotations.en';
import { staffEn } from './staff.en';

/** Server messages in English. Keys and placeholders must match cn.ts (a test checks). */
export const en = {
  'common.ok': 'operation successful',
  'common.networkError': 'network request error',
  'common.notFound': 'Not found',
  'common.internal': 'Internal error, please try again later',
  'common.unavailable': 'The service is starting or busy, please try again shortly',
  'common.conflict': 'Someone else changed this at the same time, please reload and try again',
  'common.tooLarge': 'The request is too large',
  'common.badRequest': 'The request could not be read',
  'common.staleRead': 'The list may not yet show your latest change',
  'validation.failed': 'Please correct the highlighted fields',
  'validation.unknownField': 'Unknown field: {field}',
  'validation.required': 'This field is required',
  'validation.tooLong': 'At most {max} characters',
  'validation.notInteger': 'Please enter a whole number',
  'validation.number': 'Please enter a number',
  'validation.between': 'Please enter a number from {min} to {max}',
  'validation.date': 'Please enter a date as YYYY-MM-DD',
  'validation.boolean': 'Please choose yes or no',
  'validation.url': 'Please enter an address starting with http:// or https://',
  'validation.nothingToChange': 'Nothing to change',
  'validation.position': 'Invalid position',
  'sysset.companyNameCn': 'Company name (Chinese)',
  'sysset.companyNameEn': 'Company name (English)',
  'sysset.expiryDate': 'System expiry date',
  'sysset.expiryWarnDays': 'Days before expiry to warn',
  'sysset.showRoles': 'Show role switching',
  'sysset.imageHost': 'Image host',
  'sysset.saved': 'Settings saved',
  'sysset.unchanged': 'No setting changed',
  'projection.unknown': 'Unknown read model: {name}',
  'projection.rebuildStarted': 'Rebuild of {name} started',
  'projection.rebuildRunning': 'A rebuild of {name} is already running ({done}% read)',
  'process.parkedUnknown': 'That stuck step is gone or was already retried',
  'process.retried': 'The step went through',
  'process.inProgress': 'Still in progress: the screen will update when it is done',
  ...authEn,
  ...customersEn,
  ...staffEn,
  ...pricingEn,
  ...catalogEn,
  ...beansEn,
  ...quotationsEn,
} as const;

export type MessageKey = keyof typeof en;
