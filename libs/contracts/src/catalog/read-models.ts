/** The catalog area's read models, one constant each: the API's read-your-writes, the live events and the console's query keys use these. */
export const CATALOG_READ_MODELS = {
  catalog: 'catalog',
  settings: 'settings',
} as const;
