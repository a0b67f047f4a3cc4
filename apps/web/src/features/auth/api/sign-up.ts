import { AUTH_PATHS, sessionResponseSchema, type Player, type SignupRequest } from '@casino/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /auth/signup: 201 `{ player }`; the server signs the new player in (sets the session cookies). */
export async function signUp(body: SignupRequest): Promise<Player | null> {
  const response = await apiRequest(AUTH_PATHS.signup, {
    method: 'POST',
    body,
    schema: sessionResponseSchema,
  });
  return response.player;
}

/** The caller writes the session (after the "done" step), so this hook does not. */
export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
