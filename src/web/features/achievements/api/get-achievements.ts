import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StoredProgress } from "#core/rules/achievements.ts";
import { api } from "#web/lib/api-client.ts";

/** GET /api/achievements: what the last recalculation stored (empty maps and no date before the first). */
export type StoredAchievements = {
  progress: StoredProgress;
  tiers: Partial<Record<string, number>>;
  updatedAt: string | null;
};

export const getAchievements = () => api.get<StoredAchievements>("/api/achievements");

// Live updates invalidate this key when another tab recalculates (spec §7 "Live listen").
export const achievementsQueryOptions = () =>
  queryOptions({ queryKey: ["achievements"] as const, queryFn: getAchievements });

export function useAchievements() {
  return useQuery(achievementsQueryOptions());
}
