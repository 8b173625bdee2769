/** The contracts area's read models, one constant each: read-your-writes, live events and the console's query keys use these. */
export const CONTRACT_READ_MODELS = {
  contracts: 'contracts',
} as const;
