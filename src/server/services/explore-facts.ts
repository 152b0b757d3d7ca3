import { asc, eq, lt } from "drizzle-orm";
import type { GameData } from "#core/game-data/schema.ts";
import { EXPLORE_FACTS_VERSION, exploreFacts } from "#core/rules/explore/facts.ts";
import { boardSpeed } from "#core/rules/speed-cap.ts";
import { type HunterInput, hunterInputSchema } from "#core/schemas/hunter.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { exploreChoices, hunters } from "#server/db/schema.ts";

// The columns explore reads, written with each save of a hunter (docs/product.md#explore).

type StoredSpeed = { actualAtkSpd: number; speedReachedAt: Date; factsVersion: number };

/**
 * The explore columns of a build; the leaderboards' tie-break time moves only when the ranked speed does. A
 * row derived before the cap (facts version 1) stored the formula's speed: capped here too, so a build that was
 * already at or past the game's fastest attack keeps the time it got there, and the earliest ranks first.
 */
export function exploreColumns(data: HunterInput, gameData: GameData, now: Date, stored?: StoredSpeed) {
  const facts = exploreFacts(data, gameData);
  const sameSpeed =
    stored !== undefined &&
    stored.factsVersion > 0 &&
    boardSpeed(stored.actualAtkSpd).ranked === facts.actualAtkSpd;
  return {
    ...facts,
    speedReachedAt: sameSpeed ? stored.speedReachedAt : now,
    factsVersion: EXPLORE_FACTS_VERSION,
  };
}

/** A new hunter follows its owner's two switches (docs/product.md#leaving-explore-and-the-leaderboards). */
export async function ownerChoices(tx: Tx | Db, userId: string) {
  const [choice] = await tx
    .select({ inExplore: exploreChoices.inExplore, inLeaderboards: exploreChoices.inLeaderboards })
    .from(exploreChoices)
    .where(eq(exploreChoices.userId, userId));
  return choice ?? { inExplore: true, inLeaderboards: true };
}

const CATCH_UP_BATCH = 200;

/**
 * Derives the explore columns of stored builds saved before them (or before EXPLORE_FACTS_VERSION changed),
 * a batch at a time; rows another instance is deriving are skipped. Returns how many were derived.
 */
export async function catchUpExploreFacts(db: Db, gameData: GameData, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: hunters.id,
        data: hunters.data,
        actualAtkSpd: hunters.actualAtkSpd,
        speedReachedAt: hunters.speedReachedAt,
        factsVersion: hunters.factsVersion,
      })
      .from(hunters)
      .where(lt(hunters.factsVersion, EXPLORE_FACTS_VERSION))
      .orderBy(asc(hunters.factsVersion))
      .limit(CATCH_UP_BATCH)
      .for("update", { skipLocked: true });
    for (const row of rows) {
      const data = hunterInputSchema.parse(row.data);
      await tx
        .update(hunters)
        .set(exploreColumns(data, gameData, now, row))
        .where(eq(hunters.id, row.id));
    }
    return rows.length;
  });
}
