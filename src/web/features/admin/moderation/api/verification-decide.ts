import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DecideVerificationInput } from "#core/schemas/verification.ts";
import { api, call, encoded } from "#web/lib/api-client.ts";
import { verificationReviewQueryOptions } from "./verification-review.ts";

/** POST /api/admin/verification/:requestId/decide: verified, or rejected with the reason the owner reads. */
export function useDecideVerification(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: DecideVerificationInput) =>
      call(api.admin.verification[":requestId"].decide.$post({ param: encoded({ requestId }), json })),
    onSuccess: (review) => {
      queryClient.setQueryData(verificationReviewQueryOptions(requestId).queryKey, review);
      // The console's queues and counts read the decision again.
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
    },
  });
}
