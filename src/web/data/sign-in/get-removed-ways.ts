import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "#web/lib/api-client.ts";

export const removedWaysQueryKey = ["removed-ways"] as const;

/** What the last proof of the player's address removed (a provider link, passkeys, other devices), or null. */
const getRemovedWays = () => call(api["sign-in"].removed.$get());

const removedWaysQueryOptions = () =>
  queryOptions({
    queryKey: removedWaysQueryKey,
    queryFn: getRemovedWays,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useRemovedWays(enabled: boolean) {
  return useQuery({ ...removedWaysQueryOptions(), enabled });
}
