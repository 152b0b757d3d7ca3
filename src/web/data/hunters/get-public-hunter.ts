import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call, encoded } from "#web/lib/api-client.ts";
import { huntersQueryKey } from "./get-hunters.ts";

// GET /api/public/hunters/:ownerId/:hunterId: a public hunter (or the owner's own) with its owner's nickname.
// Fails with ApiError 404 code "hunter-private" (private, not the owner) or "not-found"; works signed out.
const getPublicHunter = (ownerId: string, hunterId: string) =>
  call(api.public.hunters[":ownerId"][":hunterId"].$get({ param: encoded({ ownerId, hunterId }) }));

const publicHunterQueryOptions = (ownerId: string, hunterId: string) =>
  queryOptions({
    queryKey: [...huntersQueryKey, "public", ownerId, hunterId] as const,
    queryFn: () => getPublicHunter(ownerId, hunterId),
  });

export function usePublicHunter(ownerId: string, hunterId: string) {
  return useQuery(publicHunterQueryOptions(ownerId, hunterId));
}
