import { useMutation } from '@tanstack/react-query';
import type { LoginAnswer, LoginRequest } from '@packflow/contracts';
import { api } from '../../../lib/api';
import { saveSession } from '../../../lib/session';

export const login = (credentials: LoginRequest) =>
  api.post<LoginAnswer>('login', credentials, { anonymous: true });

/** Signs in; the saved session is what moves the router on. */
export const useLogin = () => useMutation({ mutationFn: login, onSuccess: ({ data }) => saveSession(data) });
