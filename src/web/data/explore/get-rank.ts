import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call, encoded } from "#web/lib/api-client.ts";
import { huntersQueryKey } from "../hunters/get-hunters.ts";

// GET /api/explore/rank/:ownerId/:hunterId: a public build's place on its class's leaderboard. Under the
// hunters key, so a save (here or in another tab, through the live stream) asks again.
const getRank = (ownerId: string, hunterId: string) =>
  call(api.explore.rank[":ownerId"][":hunterId"].$get({ param: encoded({ ownerId, hunterId }) }));

const rankQueryOptions = (ownerId: string, hunterId: string) =>
  queryOptions({
    queryKey: [...huntersQueryKey, "rank", ownerId, hunterId] as const,
    queryFn: () => getRank(ownerId, hunterId),
    retry: false,
  });

export function useRank(ownerId: string, hunterId: string, enabled = true) {
  return useQuery({ ...rankQueryOptions(ownerId, hunterId), enabled });
}
