import { KYC_PATHS, kycStateSchema, type KycState, type KycSubmitRequest } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { KYC_QUERY_KEY } from './get-kyc.ts';

/** POST /kyc: 201 with the new state (pending), or AGE_UNDER_18 / DOCUMENT_* / KYC_ALREADY_SUBMITTED. */
export async function submitKyc(body: KycSubmitRequest): Promise<KycState> {
  return apiRequest(KYC_PATHS.kyc, { method: 'POST', body, schema: kycStateSchema });
}

export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitKyc,
    onSuccess: (state) => queryClient.setQueryData(KYC_QUERY_KEY, state),
  });
}
