import { asc, count, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { messages } from "#core/messages.ts";
import type { QueueBuild, QueueClaim, QueueItem, QueueProfile } from "#core/schemas/moderation.ts";
import type { ServerContext } from "#server/context.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { qualified } from "#server/db/qualified.ts";
import { hunters, reports, user, verificationRequests } from "#server/db/schema.ts";
import { AppError, conflict } from "#server/errors.ts";
import { recordAudit } from "./audit-log.ts";
import { storedBuild } from "./hunter-rows.ts";

// The moderators' queue (docs/product.md#moderation-queue): open reports and open verification requests,
// oldest first, each with what the public sees of its target and who is handling it.
const QUEUE_SIZE = 100;

export type Staff = { id: string; name: string };

const claimer = alias(user, "claimer");
const claimOf = (
  id: string | null,
  nickname: string | null,
  email: string | null,
  at: Date | null,
): QueueClaim => (id && at ? { id, name: nickname ?? email ?? id, at: at.toISOString() } : null);

async function buildsById(db: Db, ids: string[]): Promise<Map<string, QueueBuild>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ row: hunters, nickname: user.nickname })
    .from(hunters)
    .innerJoin(user, eq(user.id, hunters.userId))
    .where(inArray(hunters.id, ids));
  return new Map(
    rows.map(({ row, nickname }) => {
      const { general } = storedBuild(row);
      return [
        row.id,
        {
          type: "build",
          hunterId: row.id,
          ownerId: row.userId,
          ownerNickname: nickname,
          hunterName: row.hunterName,
          hunterClass: general.hunterClass,
          hunterRarity: general.hunterRarity,
          hunterPurpose: general.hunterPurpose,
          isPublic: row.isPublic,
          hiddenReason: row.hiddenAt ? (row.hiddenReason ?? "") : null,
        },
      ];
    }),
  );
}

async function profilesById(db: Db, ids: string[]): Promise<Map<string, QueueProfile>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: user.id,
      nickname: user.nickname,
      image: user.image,
      avatarBgColor: user.avatarBgColor,
      publicBuilds: sql<number>`(select count(*)::int from ${hunters} where ${hunters.userId} = ${qualified(user.id)} and ${hunters.isPublic})`,
    })
    .from(user)
    .where(inArray(user.id, ids));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        type: "profile",
        userId: r.id,
        nickname: r.nickname,
        photoURL: r.image,
        avatarBgColor: r.avatarBgColor,
        publicBuilds: Number(r.publicBuilds),
      },
    ]),
  );
}

export async function listModerationQueue(ctx: ServerContext): Promise<{ items: QueueItem[]; open: number }> {
  const db = databaseOf(ctx).db;
  const openReports = await db
    .select({ r: reports, claimerNickname: claimer.nickname, claimerEmail: claimer.email })
    .from(reports)
    .leftJoin(claimer, eq(claimer.id, reports.claimedBy))
    .where(eq(reports.status, "open"))
    .orderBy(asc(reports.createdAt), asc(reports.id))
    .limit(QUEUE_SIZE);
  const openRequests = await db
    .select({
      v: verificationRequests,
      hunterName: hunters.hunterName,
      ownerNickname: user.nickname,
      claimerNickname: claimer.nickname,
      claimerEmail: claimer.email,
    })
    .from(verificationRequests)
    .innerJoin(hunters, eq(hunters.id, verificationRequests.hunterId))
    .innerJoin(user, eq(user.id, verificationRequests.userId))
    .leftJoin(claimer, eq(claimer.id, verificationRequests.claimedBy))
    .where(eq(verificationRequests.status, "open"))
    .orderBy(asc(verificationRequests.createdAt), asc(verificationRequests.id))
    .limit(QUEUE_SIZE);
  const builds = await buildsById(
    db,
    openReports.filter(({ r }) => r.targetType === "build").map(({ r }) => r.targetId),
  );
  const profiles = await profilesById(
    db,
    openReports.filter(({ r }) => r.targetType === "profile").map(({ r }) => r.targetId),
  );
  const items: QueueItem[] = [
    ...openReports.map(({ r, claimerNickname, claimerEmail }) => ({
      kind: "report" as const,
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      reason: r.reason,
      text: r.text,
      claim: claimOf(r.claimedBy, claimerNickname, claimerEmail, r.claimedAt),
      target: (r.targetType === "build" ? builds.get(r.targetId) : profiles.get(r.targetId)) ?? null,
    })),
    ...openRequests.map(({ v, hunterName, ownerNickname, claimerNickname, claimerEmail }) => ({
      kind: "verification" as const,
      id: v.id,
      createdAt: v.createdAt.toISOString(),
      claim: claimOf(v.claimedBy, claimerNickname, claimerEmail, v.claimedAt),
      hunterId: v.hunterId,
      ownerId: v.userId,
      ownerNickname,
      hunterName,
    })),
  ];
  items.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  const [reportCount] = await db.select({ n: count() }).from(reports).where(eq(reports.status, "open"));
  const [requestCount] = await db
    .select({ n: count() })
    .from(verificationRequests)
    .where(eq(verificationRequests.status, "open"));
  return { items: items.slice(0, QUEUE_SIZE), open: (reportCount?.n ?? 0) + (requestCount?.n ?? 0) };
}

const tableOf = (kind: "reports" | "verification") => (kind === "reports" ? reports : verificationRequests);

/**
 * Refuses an item another moderator is handling unless `takeOver` says the caller knows: 409 `claimed`
 * with who has it and since when. Read under the item's row lock, so two claims never both pass.
 */
export async function lockOpenItem(
  tx: Tx,
  kind: "reports" | "verification",
  id: string,
  staff: Staff,
  takeOver: boolean,
) {
  const table = tableOf(kind);
  const [row] = await tx
    .select({ status: table.status, claimedBy: table.claimedBy, claimedAt: table.claimedAt })
    .from(table)
    .where(eq(table.id, id))
    .for("update");
  if (row?.status !== "open") throw conflict(messages.moderationItemGone, "moderation-item-gone");
  if (row.claimedBy && row.claimedBy !== staff.id && !takeOver) {
    const [other] = await tx
      .select({ nickname: user.nickname, email: user.email })
      .from(user)
      .where(eq(user.id, row.claimedBy));
    const claim = claimOf(row.claimedBy, other?.nickname ?? null, other?.email ?? null, row.claimedAt);
    const name = claim?.name ?? row.claimedBy;
    throw new AppError(409, "claimed", messages.moderationClaimed(name), { claim });
  }
  return row;
}

/** A moderator opens an item: it shows as theirs to every other moderator until it is handled. */
export async function claimItem(
  ctx: ServerContext,
  staff: Staff,
  kind: "reports" | "verification",
  id: string,
  takeOver: boolean,
): Promise<{ claim: QueueClaim }> {
  const now = ctx.now();
  return databaseOf(ctx).db.transaction(async (tx) => {
    const before = await lockOpenItem(tx, kind, id, staff, takeOver);
    const table = tableOf(kind);
    await tx.update(table).set({ claimedBy: staff.id, claimedAt: now }).where(eq(table.id, id));
    if (before.claimedBy !== staff.id) {
      await recordAudit(tx, {
        actor: staff,
        action: `${kind === "reports" ? "report" : "verification"}.claim`,
        target: { type: kind === "reports" ? "report" : "verification-request", id },
        before: { claimedBy: before.claimedBy },
        after: { claimedBy: staff.id },
      });
    }
    return { claim: { id: staff.id, name: staff.name, at: now.toISOString() } };
  });
}
