import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type {
  RecalculateAchievementsData,
  RecalculationProgress,
  RecalculationResult,
  StoredAchievements,
} from "#core/schemas/achievements.ts";
import { configQueryOptions } from "#web/data/get-config.ts";
import { httpsCallable } from "#web/lib/callable.ts";
import { achievementsQueryOptions } from "./get-achievements.ts";

const recalculate = httpsCallable<RecalculateAchievementsData, RecalculationResult, RecalculationProgress>(
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
