import { and, asc, eq, sql } from "drizzle-orm";
import { messages } from "#core/messages.ts";
import { canUseSlot } from "#core/rules/slots.ts";
import type { PublicHunter } from "#core/schemas/hunter.ts";
import type { Db } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { preparedPer } from "#server/db/prepared.ts";
import { hunters, user } from "#server/db/schema.ts";
import { AppError } from "#server/errors.ts";
import { type HuntersContext, hunterNotFound, toHunterRecord } from "./hunter-rows.ts";
import { readWithLimits, sessionRead } from "./session-lookup.ts";
import { canonicalBuild, isoText, olderForm, withFields } from "./stored-data.ts";
import { type KnownAccount, limitsFrom } from "./user-limits.ts";

// The roster as text
// (docs/decisions.md#2026-11-25-stored-builds-and-items-checked-on-write-passed-through-on-read): each
// build's stored json with the row's fields added, in the order ownHunter gives them, so the answer is the
// one a parse and a stringify would give, without either.
const rosterReads = preparedPer((db: Db) =>
  db
    .select({
      id: hunters.id,
      slotIndex: hunters.slotIndex,
      hunterName: hunters.hunterName,
      isPublic: hunters.isPublic,
      data: sql<string>`${hunters.data}::text`,
      dataForm: hunters.dataForm,
      createdAt: isoText(hunters.createdAt),
      updatedAt: isoText(hunters.updatedAt),
    })
    .from(hunters)
    .where(eq(hunters.userId, sql.placeholder("userId")))
    .orderBy(asc(hunters.slotIndex))
    .prepare("own_hunters"),
);

type RosterRow = { builds: string | null; older: number };

// The roster joined by PostgreSQL into one text when every build is in the current form (as all are once
// the catch-up has run): one value to read instead of one row per build, each of which the driver and
// drizzle would map. Each build is its stored json with the row's fields added, in the order ownHunter gives
// them, up to `"readOnly":`, whose value is the slot rule's (canUseSlot), added here from the build's own
// `"slotIndex":`, the last in its text; builds are parted by \x01, which JSON text never holds raw.
export const rosterRead = sessionRead<RosterRow>("roster", (owner) => {
  const h = hunters;
  const mine = sql`from ${h} where ${h.userId} = ${owner}`;
  return {
    builds: sql<
      string | null
    >`(select string_agg(left(${h.data}::text, -1) || ',"id":' || to_json(${h.id})::text
        || ',"userId":' || to_json(${h.userId})::text || ',"slotIndex":' || ${h.slotIndex}
        || ',"createdAt":"' || ${isoText(h.createdAt)} || '","updatedAt":"' || ${isoText(h.updatedAt)}
        || '","readOnly":', chr(1) order by ${h.slotIndex}) ${mine})`,
    older: sql<number>`(select count(*) ${mine} and ${olderForm(h.dataForm)})`.mapWith(Number),
  };
});

const SLOT_FIELD = '"slotIndex":';

// The row's slot, which rosterRead adds after the stored json: the last `"slotIndex":` of the text.
function slotOfBuild(build: string): number {
  const at = build.lastIndexOf(SLOT_FIELD) + SLOT_FIELD.length;
  return Number.parseInt(build.slice(at, build.indexOf(",", at)), 10);
}

/** The user's hunters (OwnHunter[]) as JSON text. */
export async function listHuntersJson(
  ctx: HuntersContext,
  userId: string,
  known: KnownAccount = null,
): Promise<string> {
  const db = databaseOf(ctx).db;
  const { row: roster, limits } = await readWithLimits(db, rosterRead, userId, known);
  const { slots } = limitsFrom(limits, ctx.now());
  if (!roster.older) {
    const builds = roster.builds?.split("\x01") ?? [];
    return `[${builds.map((build) => `${build}${!canUseSlot(slotOfBuild(build), slots)}}`).join(",")}]`;
  }
  const read = rosterReads(db);
  const rows = await read.execute({ userId });
  const owner = JSON.stringify(userId);
  const builds = rows.map((row) =>
    withFields(
      row.data,
      row.dataForm,
      (data) => canonicalBuild(data, row.hunterName, row.isPublic),
      `"id":${JSON.stringify(row.id)},"userId":${owner},"slotIndex":${row.slotIndex},` +
        `"createdAt":"${row.createdAt}","updatedAt":"${row.updatedAt}",` +
        `"readOnly":${!canUseSlot(row.slotIndex, slots)}`,
    ),
  );
  return `[${builds.join(",")}]`;
}

// The hottest read of the app (docs/product.md#performance-budgets): one prepared statement per database.
const publicReads = preparedPer((db: Db) =>
  db
    .select({
      row: hunters,
      nickname: user.nickname,
      isAnonymous: user.isAnonymous,
      suspendedAt: user.suspendedAt,
    })
    .from(hunters)
    .innerJoin(user, eq(user.id, hunters.userId))
    .where(and(eq(hunters.id, sql.placeholder("hunterId")), eq(hunters.userId, sql.placeholder("ownerId"))))
    .prepare("public_hunter"),
);

/** A shared build as stored, public or not: who may see it is `assertCanView`'s decision. */
export async function readSharedHunter(
  ctx: HuntersContext,
  ownerId: string,
  hunterId: string,
): Promise<PublicHunter> {
  const db = databaseOf(ctx).db;
  const read = publicReads(db);
  const [found] = await read.execute({ hunterId, ownerId });
  // A suspended owner's builds are gone for everyone, the owner too (they cannot sign in):
  // docs/product.md#the-console.
  if (!found || found.suspendedAt) throw hunterNotFound();
  const hunter = toHunterRecord(found.row);
  // Nothing of an account is public before its nickname step (http/public-needs-nickname.ts): a build that was
  // public before that rule, or came with a guest's data, is shown as the private build it is until then.
  const named = found.nickname !== null || found.isAnonymous;
  return {
    hunter: named ? hunter : { ...hunter, isPublic: false },
    owner: { id: ownerId, nickname: found.nickname },
  };
}

/** A public hunter for anyone, a private one for its owner only; others learn only that it is private. */
export function assertCanView(isPublic: boolean, ownerId: string, viewerId: string | null) {
  if (!isPublic && viewerId !== ownerId)
    throw new AppError(404, "hunter-private", messages.hunterPrivateBuild);
}
