/** The inspection area's read models, one constant each: read-your-writes, live events and the console's query keys use these. */
export const INSPECTION_READ_MODELS = {
  inspectionLots: 'inspection_lots',
} as const;
