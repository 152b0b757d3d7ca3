import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call, encoded } from "#web/lib/api-client.ts";
import { huntersQueryKey } from "./get-hunters.ts";

// Under ['hunters'], so every hunter save, restore and live "hunters" event refreshes the history too.
export const hunterVersionsQueryKey = (hunterId: string) =>
  [...huntersQueryKey, "versions", hunterId] as const;

// GET /api/hunters/:id/versions: the owner's saved versions, newest first (at most 50). Fails with 404.
const getHunterVersions = (hunterId: string) =>
  call(api.hunters[":id"].versions.$get({ param: encoded({ id: hunterId }) }));

const hunterVersionsQueryOptions = (hunterId: string) =>
  queryOptions({ queryKey: hunterVersionsQueryKey(hunterId), queryFn: () => getHunterVersions(hunterId) });

export function useHunterVersions(hunterId: string, enabled = true) {
  return useQuery({ ...hunterVersionsQueryOptions(hunterId), enabled });
}
