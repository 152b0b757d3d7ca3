import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call, encoded } from "#web/lib/api-client.ts";

/**
 * GET /api/proof/hunters/:hunterId: the build's screenshots and verification as the viewer may see them
 * (docs/product.md#proof-and-verification).
 */
export const proofQueryOptions = (hunterId: string) =>
  queryOptions({
    queryKey: ["proof", hunterId] as const,
    queryFn: () => call(api.proof.hunters[":hunterId"].$get({ param: encoded({ hunterId }) })),
  });

export function useProof(hunterId: string) {
  return useQuery(proofQueryOptions(hunterId));
}
