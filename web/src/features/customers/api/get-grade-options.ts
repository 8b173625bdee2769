import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TraderGrade } from '@packflow/contracts';
import { api } from '../../../lib/api';

/**
 * The read model name of trader grades in live events (the grade screen's queries start with it
 * too), so a grade added meanwhile shows up in the choice.
 */
export const GRADES_READ_MODEL = 'trader_grades';

export const gradeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [GRADES_READ_MODEL, 'options'],
    queryFn: async ({ signal }) => {
      const { data } = await api.get<TraderGrade[]>('customer-grade', { _page: 1, _size: 200 }, { signal });
      return Array.isArray(data) ? data : [];
    },
  });

/** The grades to choose from when setting a trade customer's grade. */
export const useGradeOptions = (enabled = true) => useQuery({ ...gradeOptionsQueryOptions(), enabled });
