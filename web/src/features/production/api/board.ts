import { useEffect, useRef } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BOARD_ORDER_IDS_MAX,
  type BoardView,
  PRINTING_TYPES,
  PRODUCTION_READ_MODELS,
  type StageCard,
} from '@packflow/contracts';
import { api } from '../../../lib/api';
import { onLiveChange, useLiveStatus } from '../../../lib/live';
import { toPosition } from '../../../lib/position';
import { readPosition } from '../../../lib/read-your-writes';

const { productionStages, machines } = PRODUCTION_READ_MODELS;

/**
 * The read model whose changes name the orders whose cards changed: a card is made of the
 * order's stage rows (which carry the job's own fields) and its machine, so a change of the
 * production jobs alone, which comes with one of the stages for the same event, asks nothing.
 */
const ORDER_READ_MODELS: readonly string[] = [productionStages];

export interface BoardFilter {
  machineId: string;
  printingType: (typeof PRINTING_TYPES)[number] | '';
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
}

const max = (a: bigint, b: bigint): bigint => (a > b ? a : b);

/** The column a card counts in (the board's totals are by stage kind). */
const columnOf = (card: StageCard): string => card.kind;

/**
 * The board with the cards of `orderIds` replaced by `fresh` (an order with no fresh card leaves
 * the board), the machines as answered, each column's total moved by the cards that came and went,
 * and the later position.
 */
export function patchBoard(board: BoardView, orderIds: ReadonlySet<string>, fresh: BoardView): BoardView {
  const gone = board.cards.filter((c) => orderIds.has(c.orderId));
  const totals = board.columnTotals ? { ...board.columnTotals } : undefined;
  if (totals) {
    for (const card of gone) totals[columnOf(card)] = Math.max(0, (totals[columnOf(card)] ?? 0) - 1);
    for (const card of fresh.cards) totals[columnOf(card)] = (totals[columnOf(card)] ?? 0) + 1;
  }
  const at = (c: StageCard) => `${c.orderId}:${c.stage}`;
  const places = new Map(board.cards.map((c, i) => [at(c), i]));
  // A card that stays keeps its place; a new one goes last.
  const cards = [...board.cards.filter((c) => !orderIds.has(c.orderId)), ...fresh.cards].sort(
    (a, b) => (places.get(at(a)) ?? Infinity) - (places.get(at(b)) ?? Infinity),
  );
  const position = max(toPosition(board.position) ?? 0n, toPosition(fresh.position) ?? 0n).toString();
  return { ...board, cards, machines: fresh.machines, position, ...(totals ? { columnTotals: totals } : {}) };
}

/**
 * GET production/board, following the events live. A change of the production stages
 * names the orders it changed: the board asks for only those orders' cards at the change's
 * position and patches them in (a machine's change asks again for the cards on that machine, and
 * the machines). The whole board is asked again only when the change names no ids or too many, on
 * a reconnect, or on a gap: an answer behind a change already announced that no patch covered
 * (then it asks for that position, which the API answers once the read model has passed it, once
 * per position so a filter that leaves the change out never loops).
 */
export function useBoard(filter: BoardFilter) {
  const queryClient = useQueryClient();
  // The highest position this board must reflect that no patch covered, and the highest it asked the whole board for.
  const told = useRef(0n);
  const asked = useRef(0n);
  // Not under a read model's name: the live changes patch it instead of refetching it (a '*' still does).
  const queryKey = ['production-board', filter] as const;
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const written = toPosition(readPosition(productionStages)) ?? 0n;
      const position = max(written, asked.current);
      const { data } = await api.get<BoardView>('production/board', params(filter), {
        signal,
        position: position > 0n ? position.toString() : undefined,
      });
      return data;
    },
    placeholderData: keepPreviousData,
  });
  const { refetch, isFetching } = query;

  // The patch under way: the orders (and machines) changed since it was sent, and the highest position heard.
  const patching = useRef({
    busy: false,
    orders: new Set<string>(),
    machines: new Set<string>(),
    at: 0n,
  });
  const keyRef = useRef(queryKey);
  if (JSON.stringify(keyRef.current) !== JSON.stringify(queryKey)) keyRef.current = queryKey;
  const filterRef = useRef(filter);
  filterRef.current = filter;

  useEffect(() => {
    const state = patching.current;
    let stopped = false;
    const whole = (at: bigint) => {
      told.current = max(told.current, at);
      asked.current = max(asked.current, at);
      void queryClient.invalidateQueries({ queryKey: keyRef.current, exact: true });
    };
    const patch = async (): Promise<void> => {
      if (state.busy || stopped || (!state.orders.size && !state.machines.size)) return;
      const key = keyRef.current;
      const current = queryClient.getQueryData<BoardView>(key);
      const at = state.at;
      if (!current || queryClient.isFetching({ queryKey: key, exact: true })) {
        // Loading the whole board now: it is asked again if it answers behind.
        state.orders.clear();
        state.machines.clear();
        told.current = max(told.current, at);
        return;
      }
      // The cards on a changed machine (its state and queue show on them) are asked again too.
      const orders = new Set(state.orders);
      for (const card of current.cards)
        if (card.machineId !== null && state.machines.has(card.machineId)) orders.add(card.orderId);
      state.orders.clear();
      state.machines.clear();
      if (orders.size > BOARD_ORDER_IDS_MAX) return whole(at);
      state.busy = true;
      try {
        const fresh = orders.size
          ? (
              await api.get<BoardView>(
                'production/board',
                { ...params(filterRef.current), orderIds: [...orders].join(',') },
                { position: at.toString() },
              )
            ).data
          : {
              cards: [],
              machines: (
                await api.get<BoardView['machines']>('machine', undefined, { position: at.toString() })
              ).data,
              position: at.toString(),
            };
        if (stopped) return;
        // Behind the change (the read model was late), or the whole board reloading meanwhile: a gap.
        if (
          (toPosition(fresh.position) ?? 0n) < at ||
          keyRef.current !== key ||
          queryClient.isFetching({ queryKey: key, exact: true })
        )
          return whole(at);
        queryClient.setQueryData<BoardView>(key, (board) =>
          board ? patchBoard(board, orders, fresh) : board,
        );
      } catch {
        if (!stopped) whole(at);
      } finally {
        state.busy = false;
        void patch();
      }
    };
    const stop = onLiveChange((change) => {
      const isOrders = ORDER_READ_MODELS.includes(change.readModel);
      if (!isOrders && change.readModel !== machines) return;
      const at = toPosition(change.position) ?? 0n;
      if (!change.ids?.length) return whole(at);
      state.at = max(state.at, at);
      for (const id of change.ids) (isOrders ? state.orders : state.machines).add(id);
      // After the changes arriving together (a batch names jobs and stages in turn).
      setTimeout(() => void patch(), 0);
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [queryClient]);

  // A reconnect may have missed anything: the whole board again.
  const status = useLiveStatus();
  const lastStatus = useRef(status);
  useEffect(() => {
    const before = lastStatus.current;
    lastStatus.current = status;
    if (status === 'connected' && before === 'reconnecting') void refetch();
  }, [status, refetch]);

  const answered = toPosition(query.data?.position) ?? 0n;
  useEffect(() => {
    if (isFetching || query.data === undefined) return;
    if (answered < told.current && asked.current < told.current) {
      asked.current = told.current;
      void refetch();
    }
  }, [answered, isFetching, query.data, refetch]);

  return query;
}

const params = (filter: BoardFilter) => ({
  machineId: filter.machineId || undefined,
  printingType: filter.printingType || undefined,
  from: filter.from || undefined,
  to: filter.to || undefined,
});
