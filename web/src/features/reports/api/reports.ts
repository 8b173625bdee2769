import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  BILLS_READ_MODELS,
  GOLDEN_BEAN_READ_MODELS,
  type BeanFlowReport,
  type ChainVerification,
  type MoneyFlowReport,
  type MoneyGroup,
  type MonthCloseList,
  REPORTS_READ_MODELS,
  type ReceivablesReport,
  type ReportCurrency,
  type ReportEventLine,
} from '@packflow/contracts';
import { type Params, api } from '../../../lib/api';
import { fetchFile, saveFile } from '../../../lib/download';

const M = REPORTS_READ_MODELS;

/** Today in China (Asia/Shanghai, UTC+8): the business day a report is as of by default. */
export const todayInChina = (now = Date.now()): string =>
  new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);

/** The first day of this month in China. */
export const monthStartInChina = (now = Date.now()): string => `${todayInChina(now).slice(0, 8)}01`;

export interface ReceivablesFilter {
  asOf: string;
  currency: ReportCurrency;
  ownerId: string;
  keyword: string;
  page: number;
  size: number;
}

const receivableParams = (f: ReceivablesFilter): Params => ({
  asOf: f.asOf || undefined,
  currency: f.currency,
  ownerId: f.ownerId || undefined,
  keyword: f.keyword || undefined,
});

/** GET reports/receivables: the ageing as of a day, totals, per salesman and a page of customers. */
export const useReceivables = (filter: ReceivablesFilter) =>
  useQuery({
    queryKey: [M.receivables, 'report', filter],
    queryFn: async ({ signal }) =>
      (
        await api.get<ReceivablesReport>(
          'reports/receivables',
          { ...receivableParams(filter), _page: filter.page, _size: filter.size },
          { signal },
        )
      ).data,
    placeholderData: keepPreviousData,
  });

/** GET reports/receivables/:customerId/events: the events behind a customer's figures. */
export const useReceivableEvents = (
  customerId: string | null,
  filter: { asOf: string; currency: ReportCurrency },
) =>
  useQuery({
    queryKey: [M.receivables, 'events', customerId, filter.asOf, filter.currency],
    queryFn: async ({ signal }) =>
      (
        await api.get<ReportEventLine[]>(
          `reports/receivables/${encodeURIComponent(customerId!)}/events`,
          { asOf: filter.asOf || undefined, currency: filter.currency },
          { signal },
        )
      ).data,
    enabled: customerId !== null,
    retry: false,
  });

export interface MoneyFilter {
  from: string;
  to: string;
  groupBy: MoneyGroup;
  currency: ReportCurrency;
}

const moneyParams = (f: MoneyFilter): Params => ({
  from: f.from || undefined,
  to: f.to || undefined,
  groupBy: f.groupBy,
  currency: f.currency,
});

/** GET reports/money: collections and payments over a period, grouped. */
export const useMoneyFlows = (filter: MoneyFilter) =>
  useQuery({
    queryKey: [M.moneyFlows, 'report', filter],
    queryFn: async ({ signal }) =>
      (await api.get<MoneyFlowReport>('reports/money', moneyParams(filter), { signal })).data,
    placeholderData: keepPreviousData,
  });

/** GET reports/money/events?key=: the events behind a row. */
export const useMoneyEvents = (key: string | null, filter: MoneyFilter) =>
  useQuery({
    queryKey: [M.moneyFlows, 'events', key, filter],
    queryFn: async ({ signal }) =>
      (
        await api.get<ReportEventLine[]>(
          'reports/money/events',
          { ...moneyParams(filter), key: key! },
          { signal },
        )
      ).data,
    enabled: key !== null,
    retry: false,
  });

export interface BeanFilter {
  from: string;
  to: string;
  groupBy: 'day' | 'month';
}

/** GET reports/beans: golden-bean flows over a period, by day or month. */
export const useBeanFlows = (filter: BeanFilter) =>
  useQuery({
    queryKey: ['bean_flows', 'report', filter],
    meta: { readModels: [GOLDEN_BEAN_READ_MODELS.goldenBeans] },
    queryFn: async ({ signal }) =>
      (
        await api.get<BeanFlowReport>(
          'reports/beans',
          { from: filter.from || undefined, to: filter.to || undefined, groupBy: filter.groupBy },
          { signal },
        )
      ).data,
    placeholderData: keepPreviousData,
  });

/** POST reports/verify: every money and bill chain recomputed. */
export const useVerifyChains = () =>
  useMutation({
    mutationFn: async () => (await api.post<ChainVerification>('reports/verify')).data,
  });

/** GET bills/closes: the month closes' progress (read-only here). */
export const useCloseProgress = () =>
  useQuery({
    queryKey: [BILLS_READ_MODELS.monthCloses, 'list'],
    queryFn: async ({ signal }) =>
      (await api.get<MonthCloseList>('bills/closes', undefined, { signal })).data,
    refetchInterval: (query) =>
      query.state.data?.rows.some((row) => row.status === 'running') ? 5000 : false,
  });

/** An export: the table's own filters to its /xlsx route, saved as the server names it. */
export async function exportReport(route: 'receivables' | 'money' | 'beans', params: Params): Promise<void> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') query.append(key, String(value));
  const text = query.toString();
  saveFile(await fetchFile(`reports/${route}/xlsx${text ? `?${text}` : ''}`, `${route}.xlsx`));
}

export const exportParams = { receivables: receivableParams, money: moneyParams };
