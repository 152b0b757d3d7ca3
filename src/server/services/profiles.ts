import { and, eq, isNull, sql } from "drizzle-orm";
import { messages } from "#core/messages.ts";
import { ACHIEVEMENTS, tierLetter } from "#core/rules/achievements.ts";
import { boardSpeed, storedFormula } from "#core/rules/speed-cap.ts";
import { type General, generalSchema } from "#core/schemas/hunter.ts";
import type { PublicProfile } from "#core/schemas/profile.ts";
import type { ServerContext } from "#server/context.ts";
import type { Db } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { preparedPer } from "#server/db/prepared.ts";
import { qualified } from "#server/db/qualified.ts";
import { achievementProgress, hunters, user } from "#server/db/schema.ts";
import { notFound } from "#server/errors.ts";
import { STORED_FORM } from "./stored-data.ts";

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

type ShownHunter = {
  id: string;
  hunterName: string;
  general: unknown;
  form: number;
  actual: number;
  formula: number;
  verified: boolean;
};

// The owner, their public hunters and their tiers in one prepared statement: the profile made
// three round trips, each statement built again per request.
const profileReads = preparedPer((db: Db) => {
  const h = hunters;
  const owner = qualified(user.id);
  return (
    db
      .select({
        id: user.id,
        nickname: user.nickname,
        image: user.image,
        avatarBgColor: user.avatarBgColor,
        shown: sql<ShownHunter[] | null>`(select json_agg(json_build_object('id', ${h.id}, 'hunterName',
        ${h.hunterName}, 'general', ${h.data}->'general', 'form', ${h.dataForm}, 'actual', ${h.actualAtkSpd},
        'formula', ${h.formulaAtkSpd}, 'verified', ${h.verifiedAt} is not null) order by ${h.slotIndex})
        from ${h} where ${h.userId} = ${owner} and ${h.isPublic})`,
        tiers: sql<unknown>`(select ${achievementProgress.tiers} from ${achievementProgress}
        where ${achievementProgress.userId} = ${owner})`,
      })
      .from(user)
      // A suspended account has no public profile (docs/product.md#the-console).
      .where(and(eq(user.nickname, sql.placeholder("nickname")), isNull(user.suspendedAt)))
      .prepare("public_profile")
  );
});

export async function getPublicProfile(ctx: ServerContext, nickname: string): Promise<PublicProfile> {
  const db = databaseOf(ctx).db;
  const [owner] = await profileReads(db).execute({ nickname: nickname.toLowerCase() });
  if (!owner?.nickname) throw notFound(messages.profileNotFound(nickname));
  return {
    userId: owner.id,
    nickname: owner.nickname,
    photoURL: owner.image,
    avatarBgColor: owner.avatarBgColor,
    publicHunters: (owner.shown ?? []).map((h) => ({
      id: h.id,
      hunterName: h.hunterName,
      // A build in the stored form was written through the schema; an older one (until the catch-up has
      // rewritten it) is read through it.
      general: h.form === STORED_FORM ? (h.general as General) : generalSchema.parse(h.general ?? {}),
      isPublic: true,
      // As a board reads it (docs/product.md#the-games-fastest-attack-on-the-boards).
      speed: boardSpeed(storedFormula({ actualAtkSpd: h.actual, formulaAtkSpd: h.formula })),
      verified: h.verified,
    })),
    publicAchievements: tierLetters(owner.tiers),
  };
}
