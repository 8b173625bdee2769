/** The sysset area's read models, one constant each: the API's read-your-writes, the live events and the console's query keys use these. */
export const SYSSET_READ_MODELS = {
  sysset: 'sysset',
} as const;
