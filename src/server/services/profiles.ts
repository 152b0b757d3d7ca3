import { and, asc, eq, sql } from "drizzle-orm";
import { messages } from "#core/messages.ts";
import { ACHIEVEMENTS, tierLetter } from "#core/rules/achievements.ts";
import { generalSchema } from "#core/schemas/hunter.ts";
import type { PublicProfile } from "#core/schemas/profile.ts";
import type { ServerContext } from "#server/context.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { achievementProgress, hunters, user } from "#server/db/schema.ts";
import { notFound } from "#server/errors.ts";

// Stored tiers are counts of tiers reached per achievement; the badge is the letter of the highest one.
function tierLetters(tiers: unknown): PublicProfile["publicAchievements"] {
  const stored = (typeof tiers === "object" && tiers !== null ? tiers : {}) as Record<string, unknown>;
  const letters: PublicProfile["publicAchievements"] = {};
  for (const def of ACHIEVEMENTS) {
    const reached = stored[def.id];
    const letter = typeof reached === "number" ? tierLetter(def, reached - 1) : null;
    if (letter) letters[def.id] = letter;
  }
  return letters;
}

export async function getPublicProfile(ctx: ServerContext, nickname: string): Promise<PublicProfile> {
  const db = databaseOf(ctx).db;
  const [owner] = await db
    .select({ id: user.id, nickname: user.nickname, image: user.image, avatarBgColor: user.avatarBgColor })
    .from(user)
    .where(eq(user.nickname, nickname.toLowerCase()));
  if (!owner?.nickname) throw notFound(messages.profileNotFound(nickname));
  const shown = await db
    .select({
      id: hunters.id,
      hunterName: hunters.hunterName,
      general: sql<unknown>`${hunters.data}->'general'`,
    })
    .from(hunters)
    .where(and(eq(hunters.userId, owner.id), eq(hunters.isPublic, true)))
    .orderBy(asc(hunters.slotIndex));
  const [progress] = await db
    .select({ tiers: achievementProgress.tiers })
    .from(achievementProgress)
    .where(eq(achievementProgress.userId, owner.id));
  return {
    userId: owner.id,
    nickname: owner.nickname,
    photoURL: owner.image,
    avatarBgColor: owner.avatarBgColor,
    publicHunters: shown.map((h) => ({
      id: h.id,
      hunterName: h.hunterName,
      general: generalSchema.parse(h.general ?? {}),
      isPublic: true,
    })),
    publicAchievements: tierLetters(progress?.tiers),
  };
}
