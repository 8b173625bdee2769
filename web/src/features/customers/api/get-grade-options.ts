import { queryOptions, useQuery } from '@tanstack/react-query';
import { CUSTOMER_READ_MODELS, type TraderGrade } from '@packflow/contracts';
import { api } from '../../../lib/api';

export const gradeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [CUSTOMER_READ_MODELS.traderGrades, 'options'],
    queryFn: async ({ signal }) => {
      const { data } = await api.get<TraderGrade[]>('customer-grade', { _page: 1, _size: 200 }, { signal });
      return Array.isArray(data) ? data : [];
    },
  });

/** The grades to choose from when setting a trade customer's grade. */
export const useGradeOptions = (enabled = true) => useQuery({ ...gradeOptionsQueryOptions(), enabled });
