import type { reportsEn } from './messages.en';

/** Finance's reports: server messages in Chinese. */
export const reportsCn: { [K in keyof typeof reportsEn]: string } = {
  'reports.periodInvalid': '结束日期早于开始日期',
  'reports.customerNotFound': '没有这个客户',
} as const;
