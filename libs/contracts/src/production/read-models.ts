/** The production area's read models, one constant each: read-your-writes, live events and the console's query keys use these. */
export const PRODUCTION_READ_MODELS = {
  productionJobs: 'production_jobs',
  productionStages: 'production_stages',
  machines: 'machines',
  productionReworks: 'production_reworks',
} as const;
