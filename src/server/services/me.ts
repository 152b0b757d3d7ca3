import { eq } from "drizzle-orm";
import { isLanguage } from "#core/i18n/languages.ts";
import { messages } from "#core/messages.ts";
import { checkAvatarChoice, checkAvatarColor } from "#core/rules/avatar-choice.ts";
import { inventoryCapacity, presetLimit } from "#core/rules/slots.ts";
import type { AvatarInput, LanguageSettingsInput } from "#core/schemas/account.ts";
import type { Me } from "#core/schemas/me.ts";
import { databaseOf } from "#server/db/context-database.ts";
import type { ServerContext } from "../context.ts";
import type { Db, Tx } from "../db/client.ts";
import { user } from "../db/schema.ts";
import { badRequest, forbidden, unauthorized } from "../errors.ts";
import type { FoundSession, UserRow } from "./session-lookup.ts";
import { limitsFrom, loadUserLimits, type UserLimits } from "./user-limits.ts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The signed-in user's document with everything derived (src/core/schemas/me.ts). */
function toMe(row: UserRow, limits: UserLimits): Me {
  return {
    id: row.id,
    email: row.isAnonymous ? null : row.email,
    emailVerified: row.emailVerified,
    isAnonymous: row.isAnonymous,
    nickname: row.nickname,
    displayName: row.nickname,
    photoURL: row.image,
    avatarBgColor: row.avatarBgColor,
    createdAt: row.createdAt.toISOString(),
    watchedTutorial: row.watchedTutorial,
    language: isLanguage(row.language) ? row.language : null,
    gameTerms: row.gameTerms === "english" ? "english" : "interface",
    lastBugSubmission: iso(row.lastBugSubmission),
    lastFeatureSubmission: iso(row.lastFeatureSubmission),
    referredBy: row.referredBy,
    referralCreditProcessed: row.referralCreditProcessed,
    referralCount: limits.referralCount,
    isVip: limits.isVip,
    vipUntil: iso(limits.vip.vipUntil),
    vipLifetime: limits.vip.lifetime,
    extraSlots: limits.vip.extraSlots,
    ...limits.slots,
    presetLimit: presetLimit(limits.isVip),
    inventoryCapacity: inventoryCapacity(limits.isVip),
    role: row.role ?? null,
  };
}

async function loadMe(db: Db | Tx, userId: string, now: Date): Promise<Me> {
  const [row] = await db.select().from(user).where(eq(user.id, userId));
  if (!row) throw unauthorized();
  return toMe(row, await loadUserLimits(db, userId, now));
}

/** The signed-in player's account, limits and counts, as GET /api/me answers them. */
export const meOf = async (ctx: ServerContext, userId: string, known: FoundSession | null): Promise<Me> =>
  // The session check has just read the row and the limits' sources: no second read of the same state.
  known && known.user.id === userId
    ? toMe(known.user, limitsFrom(known.limits, ctx.now()))
    : loadMe(databaseOf(ctx).db, userId, ctx.now());

/** Avatar and background colour from the game data's lists; VIP avatars need VIP now (docs/product.md#account-inputs). */
export async function updateAvatar(ctx: ServerContext, userId: string, input: AvatarInput): Promise<Me> {
  const gameData = ctx.gameData.get();
  const colorProblem = checkAvatarColor(input.avatarBgColor, gameData);
  const me = await databaseOf(ctx).db.transaction(async (tx) => {
    const now = ctx.now();
    const { isVip } = await loadUserLimits(tx, userId, now);
    const problem = checkAvatarChoice(input.photoURL, isVip, gameData) ?? colorProblem;
    if (problem === messages.avatarVipOnly) throw forbidden(problem, "vip-avatar");
    if (problem) throw badRequest(problem);
    await tx
      .update(user)
      .set({ image: input.photoURL, avatarBgColor: input.avatarBgColor, updatedAt: now })
      .where(eq(user.id, userId));
    return loadMe(tx, userId, now);
  });
  await ctx.notify(userId, "me");
  return me;
}

export async function recordTutorialWatched(ctx: ServerContext, userId: string): Promise<void> {
  await databaseOf(ctx).db.update(user).set({ watchedTutorial: true }).where(eq(user.id, userId));
  await ctx.notify(userId, "me");
}

/** Settings → Language and Game terms: kept in the account so every device of the player follows them. */
export async function updateLanguageSettings(
  ctx: ServerContext,
  userId: string,
  input: LanguageSettingsInput,
): Promise<Me> {
  const now = ctx.now();
  const me = await databaseOf(ctx).db.transaction(async (tx) => {
    await tx
      .update(user)
      .set({
        ...(input.language === undefined ? {} : { language: input.language }),
        ...(input.gameTerms === undefined ? {} : { gameTerms: input.gameTerms }),
        updatedAt: now,
      })
      .where(eq(user.id, userId));
    return loadMe(tx, userId, now);
  });
  await ctx.notify(userId, "me");
  return me;
}
