import { queryOptions, useQuery } from '@tanstack/react-query';
import { IDENTITY_READ_MODELS, type StaffView } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition } from '../../../lib/read-your-writes';

export async function getOwnRecord(id: string, signal?: AbortSignal): Promise<StaffView> {
  const { data } = await api.get<StaffView>(
    `admin/operator/${encodeURIComponent(id)}`,
    {},
    { signal, position: readPosition(IDENTITY_READ_MODELS.accounts) },
  );
  return data;
}

/** The same key as a staff list's record, so both share one answer. */
export const ownRecordQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [IDENTITY_READ_MODELS.accounts, 'member', id],
    queryFn: ({ signal }) => getOwnRecord(id, signal),
  });

/** The signed-in person's record; nothing is fetched while `id` is undefined. */
export const useOwnRecord = (id: string | undefined) =>
  useQuery({ ...ownRecordQueryOptions(id ?? ''), enabled: id !== undefined });
