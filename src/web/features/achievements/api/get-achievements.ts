import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "#web/lib/api-client.ts";

/** GET /api/achievements: what the last recalculation stored (empty maps and no date before the first). */
const getAchievements = () => call(api.achievements.$get());

// Live updates invalidate this key when another tab recalculates (docs/product.md#live-updates).
export const achievementsQueryOptions = () =>
  queryOptions({ queryKey: ["achievements"] as const, queryFn: getAchievements });

export function useAchievements() {
  return useQuery(achievementsQueryOptions());
}
