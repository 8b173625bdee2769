import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { clearSession } from '../../../lib/session';

export const logout = () => api.post<null>('logout');

/**
 * Tells the server, then forgets the session whatever it answered: an unreachable server must not
 * keep anyone signed in on this device. The app then drops the cached data and shows /login.
 */
export const useLogout = () => useMutation({ mutationFn: logout, onSettled: () => clearSession() });
