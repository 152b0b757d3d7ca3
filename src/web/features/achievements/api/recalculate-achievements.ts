import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { AchievementId, AchievementProgress, UnlockedTier } from "#core/rules/achievements.ts";
import { httpsCallable } from "#web/lib/callable.ts";
import { configQueryOptions } from "../../account/get-config.ts";
import { achievementsQueryOptions, type StoredAchievements } from "./get-achievements.ts";

export type RecalculationResult = {
  progress: AchievementProgress;
  tiers: Record<AchievementId, number>;
  newlyUnlocked: UnlockedTier[];
};
/** One progress frame of the streaming call: `done` of `total` steps finished, the last one named. */
export type RecalculationProgress = { step: string; done: number; total: number };

const recalculate = httpsCallable<{ appId: string }, RecalculationResult, RecalculationProgress>(
  "recalculateAchievements",
);

/** 'Update My Achievements': the streaming callable, its progress, then the fresh counts in the cache. */
export function useRecalculateAchievements(onDone: (result: RecalculationResult) => void) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<RecalculationProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async () => {
      setProgress(null);
      const { appId } = await queryClient.fetchQuery(configQueryOptions());
      const { data } = await recalculate({ appId }, { onMessage: setProgress });
      return data;
    },
    onSuccess: (result) => {
      const stored: StoredAchievements = {
        progress: result.progress,
        tiers: result.tiers,
        updatedAt: new Date().toISOString(),
      };
      queryClient.setQueryData(achievementsQueryOptions().queryKey, stored);
      void queryClient.invalidateQueries({ queryKey: ["profiles"] });
      onDone(result);
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
