import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call, encoded } from "#web/lib/api-client.ts";

/** GET /api/admin/verification/:requestId: the build as the public sees it, beside its screenshots. */
const getVerificationReview = (requestId: string) =>
  call(api.admin.verification[":requestId"].$get({ param: encoded({ requestId }) }));

export const verificationReviewQueryOptions = (requestId: string) =>
  queryOptions({
    queryKey: ["admin", "verification", requestId] as const,
    queryFn: () => getVerificationReview(requestId),
  });

export function useVerificationReview(requestId: string) {
  return useQuery(verificationReviewQueryOptions(requestId));
}
