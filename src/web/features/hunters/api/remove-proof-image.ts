import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call, encoded } from "#web/lib/api-client.ts";
import { proofQueryOptions } from "./get-proof.ts";

/** DELETE /api/proof/images/:imageId: the owner removes one of the build's screenshots. */
export function useRemoveProofImage(hunterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: string) =>
      call(api.proof.images[":imageId"].$delete({ param: encoded({ imageId }) })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: proofQueryOptions(hunterId).queryKey }),
  });
}
