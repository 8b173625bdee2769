import { queryOptions, useQuery } from '@tanstack/react-query';
import { IDENTITY_READ_MODELS, type StaffView } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';

export async function getStaffMember(id: string, signal?: AbortSignal): Promise<StaffView> {
  const { data } = await api.get<StaffView>(
    `admin/operator/${encodeURIComponent(id)}`,
    {},
    { signal, position: readPosition(IDENTITY_READ_MODELS.accounts) },
  );
  return data;
}

export const staffMemberQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [IDENTITY_READ_MODELS.accounts, 'member', id],
    queryFn: ({ signal }) => getStaffMember(id, signal),
  });

/** One staff member; nothing is fetched while `id` is undefined. */
export const useStaffMember = (id: string | undefined) =>
  useQuery({ ...staffMemberQueryOptions(id ?? ''), enabled: id !== undefined });
