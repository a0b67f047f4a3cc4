import { AUTH_PATHS, type resetPasswordRequestSchema } from '@casino/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** POST /auth/reset-password: 204, or 400 RESET_TOKEN_INVALID for an invalid, used or outdated link. */
export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await apiRequest(AUTH_PATHS.resetPassword, { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
