import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call, encoded } from "#web/lib/api-client.ts";
import { proofQueryOptions } from "./get-proof.ts";

/** POST /api/proof/hunters/:hunterId/images: the file itself is the body; the server re-encodes it. */
export function useAttachProofImage(hunterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      call(
        api.proof.hunters[":hunterId"].images.$post(
          { param: encoded({ hunterId }) },
          { init: { body: file, headers: { "content-type": file.type || "application/octet-stream" } } },
        ),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: proofQueryOptions(hunterId).queryKey }),
  });
}
