/** The statistics pages: server messages in English; messages.cn.ts holds the same keys in Chinese. */
export const statisticsEn = {
  'statistics.periodInvalid': 'The end of the period comes before its start',
  'statistics.periodTooLong': 'Please choose a period of at most {max} days (months on the monthly page)',
  'statistics.monthInvalid': 'Please give a month as YYYY-MM',
} as const;
