import { count, eq } from "drizzle-orm";
import { achievementTiers, computeAchievementProgress, newlyUnlocked } from "#core/rules/achievements.ts";
import { hunterFacts } from "#core/rules/hunter-facts.ts";
import { presetLimit } from "#core/rules/slots.ts";
import {
  RECALCULATION_STEPS,
  type RecalculationProgress,
  type RecalculationResult,
  type RecalculationStep,
  type StoredAchievements,
} from "#core/schemas/achievements.ts";
import { hunterInputSchema } from "#core/schemas/hunter.ts";
import type { ServerContext } from "#server/context.ts";
import type { Db } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { achievementProgress, hunters, inventoryItems, inventoryPresets, user } from "#server/db/schema.ts";
import { lockUserRow } from "./own-data.ts";
import { loadUserLimits } from "./user-limits.ts";

/** What a recalculation needs; `notify`, when present, is told after the commit (live updates). */
export type AchievementsContext = Pick<ServerContext, "database" | "gameData" | "now"> & {
  notify?: (userId: string, topic: "achievements") => void | Promise<void>;
};

const asRecord = (value: unknown) =>
  (typeof value === "object" && value !== null && !Array.isArray(value) ? value : {}) as Record<
    string,
    number
  >;

/** What GET /api/achievements answers: the progress stored by the last recalculation. */
export const storedAchievementsOf = (
  ctx: Pick<ServerContext, "database">,
  userId: string,
): Promise<StoredAchievements> => getStoredAchievements(databaseOf(ctx).db, userId);

async function getStoredAchievements(db: Db, userId: string): Promise<StoredAchievements> {
  const [row] = await db.select().from(achievementProgress).where(eq(achievementProgress.userId, userId));
  if (!row) return { progress: {}, tiers: {}, updatedAt: null };
  return {
    progress: asRecord(row.progress),
    tiers: asRecord(row.tiers),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Recounts every achievement from the user's stored data (docs/product.md#achievements) and stores progress and tiers
 * in one transaction under the user lock: the public profile's badges change with the commit, and two
 * concurrent recalculations see each other's result, so a tier is reported as new only once.
 */
export async function recalculateAchievements(
  ctx: AchievementsContext,
  userId: string,
  onProgress?: (progress: RecalculationProgress) => void,
): Promise<RecalculationResult> {
  const gameData = ctx.gameData.get();
  const now = ctx.now();
  const total = RECALCULATION_STEPS.length;
  const report = (step: RecalculationStep) =>
    onProgress?.({ step, done: RECALCULATION_STEPS.indexOf(step) + 1, total });

  const result = await databaseOf(ctx).db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const [before] = await tx
      .select({ progress: achievementProgress.progress })
      .from(achievementProgress)
      .where(eq(achievementProgress.userId, userId));

    const rows = await tx.select({ data: hunters.data }).from(hunters).where(eq(hunters.userId, userId));
    const facts = rows.map((row) => hunterFacts(hunterInputSchema.parse(row.data), gameData));
    report("hunters");

    const [items] = await tx
      .select({ n: count() })
      .from(inventoryItems)
      .where(eq(inventoryItems.userId, userId));
    report("inventory");

    const [presets] = await tx
      .select({ n: count() })
      .from(inventoryPresets)
      .where(eq(inventoryPresets.userId, userId));
    report("presets");

    const limits = await loadUserLimits(tx, userId, now);
    const [account] = await tx
      .select({ watchedTutorial: user.watchedTutorial })
      .from(user)
      .where(eq(user.id, userId));
    report("account");

    const progress = computeAchievementProgress({
      hunters: facts,
      paragonClassCount: gameData.classes.filter((c) => c.paragon).length,
      inventoryCount: items?.n ?? 0,
      presetCount: presets?.n ?? 0,
      presetLimit: presetLimit(limits.isVip),
      referralCount: limits.referralCount,
      vipMonths: limits.vip.vipMonths,
      lifetime: limits.vip.lifetimeBought,
      slotsBought: limits.vip.extraSlots,
      watchedTutorial: account?.watchedTutorial === true,
    });
    const tiers = achievementTiers(progress);
    await tx
      .insert(achievementProgress)
      .values({ userId, progress, tiers, updatedAt: now })
      .onConflictDoUpdate({ target: achievementProgress.userId, set: { progress, tiers, updatedAt: now } });
    report("saving");
    return { progress, tiers, newlyUnlocked: newlyUnlocked(asRecord(before?.progress), progress) };
  });
  await ctx.notify?.(userId, "achievements");
  return result;
}
