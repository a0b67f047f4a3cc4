import { AUTH_PATHS, type LanguageCode } from '@casino/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /auth/forgot-password: 204 whether or not the address has an account (no account enumeration). */
export async function forgotPassword(body: { email: string; languageCode: LanguageCode }): Promise<void> {
  await apiRequest(AUTH_PATHS.forgotPassword, { method: 'POST', body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
