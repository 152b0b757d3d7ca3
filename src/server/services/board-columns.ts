import { sql } from "drizzle-orm";
import { type BoardSpeed, boardSpeed, storedFormula } from "#core/rules/speed-cap.ts";
import { hunters, user } from "#server/db/schema.ts";

// What explore's lists and the leaderboards read alike (docs/product.md#explore): a build's speed as the game
// plays it, its Verified badge, its owner's name, and the one order of speed both keep.

/**
 * The order of speed on every board: the speed as the game plays it, a tie to the build that reached it
 * first (docs/decisions.md#2026-12-06-builds-at-the-cap-rank-by-who-reached-it-first), then the id.
 */
export const speedOrder = [hunters.actualAtkSpd, hunters.speedReachedAt, hunters.id] as const;

export const isVerified = sql`${hunters.verifiedAt} is not null`;

// What a list answers of a build's speed and badge, read from its stored columns.
export const speedColumns = {
  actualAtkSpd: hunters.actualAtkSpd,
  formulaAtkSpd: hunters.formulaAtkSpd,
  verified: sql<boolean>`${hunters.verifiedAt} is not null`,
};
export const readSpeed = <T extends { actualAtkSpd: number; formulaAtkSpd: number }>({
  actualAtkSpd,
  formulaAtkSpd,
  ...rest
}: T): Omit<T, "actualAtkSpd" | "formulaAtkSpd"> & { speed: BoardSpeed } => ({
  ...rest,
  speed: boardSpeed(storedFormula({ actualAtkSpd, formulaAtkSpd })),
});

// An account made through a provider is nobody until its nickname step is done: its builds reach no list
// (docs/product.md#sign-in-through-a-provider). Saves refuse to make them public meanwhile; this keeps out
// those that were public before that rule, or came along with a guest's data.
export const ownerNamed = sql`exists (select 1 from ${user} where ${user.id} = ${hunters.userId} and (${user.nickname} is not null or ${user.isAnonymous}))`;
