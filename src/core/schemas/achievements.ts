import { z } from "zod";
import type {
  AchievementId,
  AchievementProgress,
  StoredProgress,
  UnlockedTier,
} from "#core/rules/achievements.ts";

// The answers of the achievements API (docs/product.md#achievements, #callable-protocol).

export const RECALCULATION_STEPS = ["hunters", "inventory", "presets", "account", "saving"] as const;
export type RecalculationStep = (typeof RECALCULATION_STEPS)[number];

/** One progress frame of the streaming callable: `done` of `total` steps finished, the last one named. */
export type RecalculationProgress = { step: RecalculationStep; done: number; total: number };

export type RecalculationResult = {
  progress: AchievementProgress;
  tiers: Record<AchievementId, number>;
  newlyUnlocked: UnlockedTier[];
};

/** GET /api/achievements: what was stored by the last recalculation (empty maps before the first). */
export type StoredAchievements = {
  progress: StoredProgress;
  tiers: Partial<Record<string, number>>;
  updatedAt: string | null;
};

/** The callable's `data`: the instance it is meant for (`appId`, docs/product.md#hosting). */
export const recalculateAchievementsDataSchema = z.object({ appId: z.string() });
export type RecalculateAchievementsData = z.infer<typeof recalculateAchievementsDataSchema>;
