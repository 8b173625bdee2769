import { useEffect, useRef } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type BoardView, PRINTING_TYPES, PRODUCTION_READ_MODELS } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { onLiveChange } from '../../../lib/live';
import { toPosition } from '../../../lib/position';
import { readPosition } from '../../../lib/read-your-writes';

const { productionJobs, productionStages, machines } = PRODUCTION_READ_MODELS;

/** The read models a board card is made of: a change of any of them may change a card. */
const BOARD_READ_MODELS: readonly string[] = [productionStages, productionJobs, machines];

export interface BoardFilter {
  machineId: string;
  printingType: (typeof PRINTING_TYPES)[number] | '';
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
}

const max = (a: bigint, b: bigint): bigint => (a > b ? a : b);

/**
 * GET production/board, following the events live. A change of a production read model refetches
 * the board (lib/live invalidates its query). Every answer says the position it reflects: an answer
 * behind a change already announced has a gap, and the board asks again for that position (the API
 * answers once the read model has passed it), once per position so a filter that leaves the change
 * out never loops.
 */
export function useBoard(filter: BoardFilter) {
  // The highest position of a production change this board has been told of, and the highest it asked for.
  const told = useRef(0n);
  const asked = useRef(0n);
  const query = useQuery({
    queryKey: [productionStages, 'board', filter],
    meta: { readModels: [productionJobs, machines] },
    queryFn: async ({ signal }) => {
      const written = toPosition(readPosition(productionStages)) ?? 0n;
      const position = max(written, asked.current);
      const { data } = await api.get<BoardView>(
        'production/board',
        {
          machineId: filter.machineId || undefined,
          printingType: filter.printingType || undefined,
          from: filter.from || undefined,
          to: filter.to || undefined,
        },
        { signal, position: position > 0n ? position.toString() : undefined },
      );
      return data;
    },
    placeholderData: keepPreviousData,
  });

  useEffect(
    () =>
      onLiveChange((change) => {
        if (!BOARD_READ_MODELS.includes(change.readModel)) return;
        const at = toPosition(change.position);
        if (at !== undefined) told.current = max(told.current, at);
      }),
    [],
  );

  const answered = toPosition(query.data?.position) ?? 0n;
  const { refetch, isFetching } = query;
  useEffect(() => {
    if (isFetching || query.data === undefined) return;
    if (answered < told.current && asked.current < told.current) {
      asked.current = told.current;
      void refetch();
    }
  }, [answered, isFetching, query.data, refetch]);

  return query;
}
