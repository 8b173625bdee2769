import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginAnswer, StaffView } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { saveSession } from '../../../lib/session';
import { SESSION_VIEW_KEY } from '../../../lib/session-view';

export interface FirstLoginChange {
  id: string;
  /** The generated or reset password the person signed in with. */
  oldPassword: string;
  password: string;
  /** The first administrator's own mobile, in place of the placeholder. */
  phone?: string;
}

/**
 * The first login's change: one save of the person's own record with the new password (and
 * phone). The server then ends every session of the person, so the console signs in again at once
 * with the new password and carries on where it was.
 */
export async function completeFirstLogin({ id, oldPassword, password, phone }: FirstLoginChange) {
  const { data: record } = await api.get<StaffView>(`admin/operator/${encodeURIComponent(id)}`);
  const saved = await api.put<{ id: string }>(`admin/operator/${encodeURIComponent(id)}`, {
    oldPassword,
    password,
    ...(phone === undefined ? {} : { phone }),
  });
  const { data } = await api.post<LoginAnswer>(
    'login',
    { username: record.username, password },
    { anonymous: true },
  );
  saveSession(data);
  return saved;
}

export function useCompleteFirstLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeFirstLogin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_VIEW_KEY }),
  });
}
