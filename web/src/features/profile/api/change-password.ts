import { useMutation } from '@tanstack/react-query';
import { api, type ApiResult } from '../../../lib/api';

/**
 * One's own new password, with the current one (both exactly as typed). The server then ends every
 * session of the person, this one included.
 */
export const changePassword = ({
  id,
  oldPassword,
  password,
}: {
  id: string;
  oldPassword: string;
  password: string;
}): Promise<ApiResult<{ id: string }>> =>
  api.put(`admin/operator/${encodeURIComponent(id)}`, { oldPassword, password });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
