import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call, encoded } from "#web/lib/api-client.ts";
import { proofQueryOptions } from "./get-proof.ts";

/** POST /api/proof/hunters/:hunterId/verification: the owner asks a moderator to verify the build. */
export function useAskVerification(hunterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      call(api.proof.hunters[":hunterId"].verification.$post({ param: encoded({ hunterId }) })),
    onSuccess: (proof) => queryClient.setQueryData(proofQueryOptions(hunterId).queryKey, proof),
  });
}
