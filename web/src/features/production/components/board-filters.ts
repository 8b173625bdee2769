import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PRINTING_TYPES } from '@packflow/contracts';
import type { BoardFilter } from '../api/board';

export type BoardGrouping = 'stage' | 'machine';

/** The board's filters as the URL keeps them: a link (a home tile, a bookmark) opens the board so. */
export interface BoardFilters extends BoardFilter {
  groupBy: BoardGrouping;
}

const FILTER_KEYS = ['machineId', 'printingType', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters a URL's query asks for; what is missing or not understood is no filter (by stage). */
export function boardFiltersOf(params: URLSearchParams): BoardFilters {
  const printingType = params.get('printingType') ?? '';
  const day = (key: 'from' | 'to') => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    groupBy: params.get('groupBy') === 'machine' ? 'machine' : 'stage',
    machineId: params.get('machineId') ?? '',
    printingType: (PRINTING_TYPES as readonly string[]).includes(printingType)
      ? (printingType as BoardFilter['printingType'])
      : '',
    from: day('from'),
    to: day('to'),
  };
}

/**
 * The board's filters read from and written to the URL's query (groupBy, machineId, printingType,
 * from, to), replacing the history entry as the other lists do; a blank filter, and grouping by
 * stage, leave the query. Other parameters stay.
 */
export function useBoardFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => boardFiltersOf(params), [params]);
  const change = useCallback(
    (patch: Partial<BoardFilters>) =>
      setParams(
        (old) => {
          const next = new URLSearchParams(old);
          for (const [key, value] of Object.entries(patch)) {
            if (value === '' || (key === 'groupBy' && value === 'stage')) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const filtered = FILTER_KEYS.some((key) => filters[key] !== '');
  const clear = useCallback(
    () => change(Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])) as Partial<BoardFilters>),
    [change],
  );
  const filter: BoardFilter = useMemo(
    () => ({
      machineId: filters.machineId,
      printingType: filters.printingType,
      from: filters.from,
      to: filters.to,
    }),
    [filters],
  );
  return { filters, filter, change, clear, filtered };
}
