import { KYC_PATHS, kycStateSchema, type KycState } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const KYC_QUERY_KEY = ['kyc'] as const;

/** GET /kyc: the player's status and the details that pre-fill the form. */
export async function getKyc(signal?: AbortSignal): Promise<KycState> {
  return apiRequest(KYC_PATHS.kyc, { schema: kycStateSchema, signal });
}

export function kycQueryOptions() {
  return queryOptions({ queryKey: KYC_QUERY_KEY, queryFn: ({ signal }) => getKyc(signal) });
}

/** The status, for a signed-in player only (refetched on focus: an operator may decide meanwhile). */
export function useKyc(enabled: boolean) {
  return useQuery({ ...kycQueryOptions(), enabled, refetchOnWindowFocus: 'always' });
}
