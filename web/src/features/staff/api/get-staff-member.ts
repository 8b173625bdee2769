import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffView } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';
import { STAFF_READ_MODEL } from './get-staff-list';

export async function getStaffMember(id: string, signal?: AbortSignal): Promise<StaffView> {
  const { data } = await api.get<StaffView>(
    `admin/operator/${encodeURIComponent(id)}`,
    {},
    { signal, position: readPosition(STAFF_READ_MODEL) },
  );
  return data;
}

export const staffMemberQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [STAFF_READ_MODEL, 'member', id],
    queryFn: ({ signal }) => getStaffMember(id, signal),
  });

/** One staff member; nothing is fetched while `id` is undefined. */
export const useStaffMember = (id: string | undefined) =>
  useQuery({ ...staffMemberQueryOptions(id ?? ''), enabled: id !== undefined });
