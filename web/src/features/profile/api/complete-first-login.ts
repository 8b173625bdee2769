import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginAnswer, StaffView } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { saveSession } from '../../../lib/session';
import { SESSION_VIEW_KEY } from '../../../lib/session-view';

export interface FirstLoginChange {
  id: string;
  /** The generated or reset password the person signed in with, and their own; absent when only the phone is asked. */
  oldPassword?: string;
  password?: string;
  /** The first administrator's own mobile, in place of the placeholder. */
  phone?: string;
}

/**
 * The first login's change: one save of the person's own record with the new password (and
 * phone). A new password ends every session of the person, so the console then signs in again at
 * once with it and carries on where it was; a phone alone ends none.
 */
export async function completeFirstLogin({ id, oldPassword, password, phone }: FirstLoginChange) {
  // The username to sign in again with, read while the session still stands.
  const record =
    password === undefined
      ? null
      : (await api.get<StaffView>(`admin/operator/${encodeURIComponent(id)}`)).data;
  const saved = await api.put<{ id: string }>(`admin/operator/${encodeURIComponent(id)}`, {
    ...(password === undefined ? {} : { oldPassword, password }),
    ...(phone === undefined ? {} : { phone }),
  });
  if (record === null || password === undefined) return saved;
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
