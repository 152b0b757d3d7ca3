import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "#web/lib/api-client.ts";

// GET /api/explore/leaderboard: the fastest ranked builds of a class.
export const getLeaderboard = (hunterClass: string) =>
  call(api.explore.leaderboard.$get({ query: { class: hunterClass } }));

export const leaderboardQueryOptions = (hunterClass: string) =>
  queryOptions({
    queryKey: ["explore", "leaderboard", hunterClass] as const,
    queryFn: () => getLeaderboard(hunterClass),
  });

export function useLeaderboard(hunterClass: string | null) {
  return useQuery({ ...leaderboardQueryOptions(hunterClass ?? ""), enabled: hunterClass !== null });
}
