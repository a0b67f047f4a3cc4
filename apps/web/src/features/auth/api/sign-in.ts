import { AUTH_PATHS, sessionResponseSchema, type Player, type SigninRequest } from '@casino/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSetSession } from '../../../lib/session.tsx';

/** POST /auth/signin: 200 `{ player }` and the session cookies, or INVALID_USER_OR_EMAIL / USER_LOCKED_OUT. */
export async function signIn(body: SigninRequest): Promise<Player | null> {
  const response = await apiRequest(AUTH_PATHS.signin, {
    method: 'POST',
    body,
    schema: sessionResponseSchema,
  });
  return response.player;
}

export function useSignIn() {
  const setSession = useSetSession();
  return useMutation({ mutationFn: signIn, onSuccess: (player) => setSession(player) });
}
