/** Server messages in English. Keys and placeholders must match cn.ts (a test checks). */
import { AREAS, type AreaMessages } from '../areas';

const common = {
  'common.ok': 'operation successful',
  'common.networkError': 'network request error',
  'common.notFound': 'Not found',
  'common.internal': 'Internal error, please try again later',
  'common.unavailable': 'The service is starting or busy, please try again shortly',
  'common.conflict': 'Someone else changed this at the same time, please reload and try again',
  'common.tooLarge': 'The request is too large',
  'common.badRequest': 'The request could not be read',
  'common.staleRead': 'The list may not yet show your latest change',
  'common.malformedText': 'The text contains an invalid character (a lone surrogate); please type it again',
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
  'validation.revision': 'If-Match must be the revision you opened, e.g. "3"',
  'common.changedSinceOpened': 'This was changed since you opened it; the screen now shows the latest',
  'validation.position': 'Invalid position',
  'validation.exportFormat': 'The export format must be xlsx',
  'validation.exportColumns':
    'The columns to export must be a list of 1 to {max} columns, each with a title and a field (or fields)',
  'validation.exportField': 'A field to export is a path of names such as customer.name',
  'validation.exportNotList': 'Only a list can be exported to Excel',
} as const;

/** Server messages in English: the common ones and every area's. Keys and placeholders must match cn.ts (a test checks). */
export const en = Object.assign({}, common, ...AREAS.map((a) => a.messages.en)) as typeof common &
  AreaMessages;

export type MessageKey = keyof typeof en;
