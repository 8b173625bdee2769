import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CUSTOMER_READ_MODELS, type TraderGrade } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';

export interface GradePage {
  rows: TraderGrade[];
  pageInfo: { _page: number; _size: number; _count: number };
}

export async function getGrades(page: number, size: number, signal?: AbortSignal): Promise<GradePage> {
  const { data, extra } = await api.get<TraderGrade[]>(
    'customer-grade',
    { _page: page, _size: size },
    { signal, position: readPosition(CUSTOMER_READ_MODELS.traderGrades) },
  );
  const rows = Array.isArray(data) ? data : [];
  return { rows, pageInfo: extra.pageInfo ?? { _page: page, _size: size, _count: rows.length } };
}

export const gradesQueryOptions = (page: number, size: number) =>
  queryOptions({
    queryKey: [CUSTOMER_READ_MODELS.traderGrades, 'list', { page, size }],
    queryFn: ({ signal }) => getGrades(page, size, signal),
    placeholderData: keepPreviousData,
  });

export const useGrades = (page: number, size: number) => useQuery(gradesQueryOptions(page, size));

/** One change to the grades: created, changed (from the earlier name and factor) or deleted. */
export interface GradeHistoryEntry {
  position: string;
  at: string;
  userName: string | null;
  type: string;
  name: string;
  factor: string | null;
  from?: unknown;
}

export async function getGradeHistory(
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<{ entries: GradeHistoryEntry[]; count: number }> {
  const { data, extra } = await api.get<GradeHistoryEntry[]>(
    'customer-grade/history',
    { _page: page, _size: size },
    { signal, position: readPosition(CUSTOMER_READ_MODELS.traderGrades) },
  );
  const entries = Array.isArray(data) ? data : [];
  return { entries, count: extra.pageInfo?._count ?? entries.length };
}

export const gradeHistoryQueryOptions = (page: number, size: number) =>
  queryOptions({
    queryKey: [CUSTOMER_READ_MODELS.traderGrades, 'history', { page, size }],
    queryFn: ({ signal }) => getGradeHistory(page, size, signal),
    placeholderData: keepPreviousData,
  });

export const useGradeHistory = (page: number, size: number) => useQuery(gradeHistoryQueryOptions(page, size));
