import { AUTH_PATHS } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../../lib/session.tsx';

/** POST /auth/change-password: 204, or INVALID_CURRENT_PASSWORD. */
export async function changePassword(body: { currentPassword: string; newPassword: string }): Promise<void> {
  await apiRequest(AUTH_PATHS.changePassword, { method: 'POST', body });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The server may rotate sessions on a password change: ask again who is signed in.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
