import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call, encoded } from "#web/lib/api-client.ts";
import { proofQueryOptions } from "./get-proof.ts";

/** DELETE /api/proof/hunters/:hunterId/verification: the owner takes back a request not yet decided. */
export function useWithdrawVerification(hunterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      call(api.proof.hunters[":hunterId"].verification.$delete({ param: encoded({ hunterId }) })),
    onSuccess: (proof) => queryClient.setQueryData(proofQueryOptions(hunterId).queryKey, proof),
  });
}
