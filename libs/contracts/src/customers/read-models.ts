/** The customers area's read models, one constant each: the API's read-your-writes, the live events and the console's query keys use these. */
export const CUSTOMER_READ_MODELS = {
  customers: 'customers',
  highSeasSettings: 'highseas_settings',
  traderGrades: 'trader_grades',
  releaseRuns: 'release_runs',
} as const;
