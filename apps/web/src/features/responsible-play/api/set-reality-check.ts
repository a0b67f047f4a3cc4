import { RESPONSIBLE_PLAY_PATHS, type RealityCheckRequest } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PLAY_SESSION_QUERY_KEY } from './get-session.ts';
import { STATUS_QUERY_KEY } from './get-status.ts';

/** PUT /responsible-play/reality-check: the minutes between reality checks (0 = off). */
export async function setRealityCheck(body: RealityCheckRequest): Promise<void> {
  await apiRequest(RESPONSIBLE_PLAY_PATHS.realityCheck, { method: 'PUT', body });
}

export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRealityCheck,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: STATUS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: PLAY_SESSION_QUERY_KEY });
    },
  });
}
