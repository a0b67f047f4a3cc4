import { AUTH_PATHS } from '@casino/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /auth/delete-account: 204, or INVALID_CURRENT_PASSWORD / TESTER_ACCOUNT_DELETION_FORBIDDEN. */
export async function deleteAccount(body: { password: string }): Promise<void> {
  await apiRequest(AUTH_PATHS.deleteAccount, { method: 'POST', body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
