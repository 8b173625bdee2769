import type { statisticsEn } from './messages.en';

/** The statistics pages: server messages in Chinese. */
export const statisticsCn: { [K in keyof typeof statisticsEn]: string } = {
  'statistics.periodInvalid': '结束日期早于开始日期',
  'statistics.periodTooLong': '请选择不超过 {max} 天的期间（月统计页为月数）',
  'statistics.monthInvalid': '请按 YYYY-MM 填写月份',
} as const;
