import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { ServerContext } from "#server/context.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { hunters, user } from "#server/db/schema.ts";

// What Discord's commands read (docs/product.md#hunter-lodge-in-discord): public builds and profiles as the
// public sees them, never a private build, an e-mail or a suspended player's. A private build and a missing
// one are the same null.

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// A build anyone may see: public, its owner named and not suspended.
const shown = and(
  eq(hunters.isPublic, true),
  eq(hunters.ownerSuspended, false),
  isNull(user.suspendedAt),
  sql`${user.nickname} is not null`,
);

const buildColumns = {
  ownerId: hunters.userId,
  hunterId: hunters.id,
  hunterName: hunters.hunterName,
  data: hunters.data,
  actualAtkSpd: hunters.actualAtkSpd,
  formulaAtkSpd: hunters.formulaAtkSpd,
  verifiedAt: hunters.verifiedAt,
  nickname: user.nickname,
};

export type PublicBuildRow = {
  ownerId: string;
  hunterId: string;
  hunterName: string;
  data: unknown;
  actualAtkSpd: number;
  formulaAtkSpd: number;
  verifiedAt: Date | null;
  nickname: string | null;
};

export async function publicBuildById(
  ctx: Pick<ServerContext, "database">,
  ownerId: string,
  hunterId: string,
): Promise<PublicBuildRow | null> {
  const [row] = await databaseOf(ctx)
    .db.select(buildColumns)
    .from(hunters)
    .innerJoin(user, eq(user.id, hunters.userId))
    .where(and(eq(hunters.id, hunterId), eq(hunters.userId, ownerId), shown));
  return row ?? null;
}

/** A player's public build by its name (any case); the first slot's when two share it. */
export async function publicBuildByName(
  ctx: Pick<ServerContext, "database">,
  nickname: string,
  hunterName: string,
): Promise<PublicBuildRow | null> {
  const [row] = await databaseOf(ctx)
    .db.select(buildColumns)
    .from(hunters)
    .innerJoin(user, eq(user.id, hunters.userId))
    .where(
      and(
        eq(user.nickname, nickname.toLowerCase()),
        sql`lower(${hunters.hunterName}) = ${hunterName.trim().toLowerCase()}`,
        shown,
      ),
    )
    .orderBy(asc(hunters.slotIndex))
    .limit(1);
  return row ?? null;
}

/** Autocomplete: public builds of players whose nickname starts so, whose name starts with `namePrefix`. */
export async function publicBuildChoices(
  ctx: Pick<ServerContext, "database">,
  nicknamePrefix: string,
  namePrefix: string,
  limit: number,
) {
  if (nicknamePrefix === "") return [];
  return databaseOf(ctx)
    .db.select({
      ownerId: hunters.userId,
      hunterId: hunters.id,
      hunterName: hunters.hunterName,
      hunterClass: hunters.hunterClass,
      nickname: user.nickname,
    })
    .from(hunters)
    .innerJoin(user, eq(user.id, hunters.userId))
    .where(
      and(
        sql`${user.nickname} like ${`${escapeLike(nicknamePrefix.toLowerCase())}%`}`,
        sql`lower(${hunters.hunterName}) like ${`${escapeLike(namePrefix.toLowerCase())}%`}`,
        shown,
      ),
    )
    .orderBy(asc(user.nickname), asc(hunters.slotIndex))
    .limit(limit);
}

/** A player's profile as Discord shows it: the nickname and the fastest public builds, or null. */
export async function publicProfileForDiscord(
  ctx: Pick<ServerContext, "database">,
  nickname: string,
  top: number,
) {
  const db = databaseOf(ctx).db;
  const [owner] = await db
    .select({ id: user.id, nickname: user.nickname })
    .from(user)
    .where(and(eq(user.nickname, nickname.trim().replace(/^@/, "").toLowerCase()), isNull(user.suspendedAt)));
  if (!owner?.nickname) return null;
  const strongest = await db
    .select(buildColumns)
    .from(hunters)
    .innerJoin(user, eq(user.id, hunters.userId))
    .where(and(eq(hunters.userId, owner.id), shown))
    .orderBy(sql`case when ${hunters.actualAtkSpd} > 0 then 0 else 1 end`, asc(hunters.actualAtkSpd))
    .limit(top);
  return { userId: owner.id, nickname: owner.nickname, strongest };
}
