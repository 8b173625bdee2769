/** Finance's reports: server messages in English; messages.cn.ts holds the same keys in Chinese. */
export const reportsEn = {
  'reports.periodInvalid': 'The end of the period comes before its start',
  'reports.customerNotFound': 'There is no such customer',
} as const;
