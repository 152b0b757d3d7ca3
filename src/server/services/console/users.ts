import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { messages } from "#core/messages.ts";
import type { ServerContext } from "#server/context.ts";
import type { Db } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { account, auditLog, hunters, passkey, purchases, reports, session, user } from "#server/db/schema.ts";
import { notFound } from "#server/errors.ts";
import { deletionSummary } from "../account-deletion.ts";
import { loadUserLimits } from "../user-limits.ts";

const SEARCH_LIMIT = 25;
const iso = (d: Date | null) => d?.toISOString() ?? null;

// LIKE's own characters in what an admin typed match themselves.
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The console's account search: part of an e-mail or nickname, or a whole id; the newest accounts first. */
export async function searchUsers(ctx: Pick<ServerContext, "database">, query: string) {
  const { db } = databaseOf(ctx);
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      nickname: user.nickname,
      role: user.role,
      isAnonymous: user.isAnonymous,
      suspendedAt: user.suspendedAt,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(
      query === ""
        ? undefined
        : or(eq(user.id, query), ilike(user.email, likeText(query)), ilike(user.nickname, likeText(query))),
    )
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(SEARCH_LIMIT);
  return rows.map((r) => ({ ...r, suspendedAt: iso(r.suspendedAt), createdAt: r.createdAt.toISOString() }));
}

async function signInMethodsOf(db: Db, userId: string) {
  const [links, [keys]] = await Promise.all([
    db
      .select({ providerId: account.providerId, password: account.password })
      .from(account)
      .where(eq(account.userId, userId)),
    db.select({ n: count() }).from(passkey).where(eq(passkey.userId, userId)),
  ]);
  return {
    password: links.some((l) => l.providerId === "credential" && l.password !== null),
    providers: links
      .filter((l) => l.providerId !== "credential")
      .map((l) => l.providerId)
      .sort(),
    passkeys: keys?.n ?? 0,
  };
}

/**
 * An account's page in the console (docs/product.md#the-console): who it is, how it signs in, its VIP
 * ledger and slots, its hunters, the reports against it and every console action taken on it.
 */
export async function readUserDetail(ctx: Pick<ServerContext, "database" | "now">, userId: string) {
  const { db } = databaseOf(ctx);
  const [row] = await db.select().from(user).where(eq(user.id, userId));
  if (!row) throw notFound(messages.consoleUserNotFound);
  const now = ctx.now();
  const [methods, limits, ledger, builds, against, actions, [sessions], owns] = await Promise.all([
    signInMethodsOf(db, userId),
    loadUserLimits(db, userId, now),
    db.select().from(purchases).where(eq(purchases.userId, userId)).orderBy(desc(purchases.createdAt)),
    db
      .select({
        id: hunters.id,
        hunterName: hunters.hunterName,
        hunterClass: sql<string | null>`${hunters.data}->'general'->>'hunterClass'`,
        isPublic: hunters.isPublic,
        listed: hunters.listed,
        hiddenAt: hunters.hiddenAt,
        verifiedAt: hunters.verifiedAt,
      })
      .from(hunters)
      .where(eq(hunters.userId, userId))
      .orderBy(hunters.slotIndex),
    db
      .select({
        id: reports.id,
        targetType: reports.targetType,
        reason: reports.reason,
        text: reports.text,
        status: reports.status,
        outcome: reports.outcome,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .where(eq(reports.targetUserId, userId))
      .orderBy(desc(reports.createdAt)),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "user"), eq(auditLog.targetId, userId)))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(100),
    db.select({ n: count() }).from(session).where(eq(session.userId, userId)),
    deletionSummary(db, userId),
  ]);
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerified,
    isAnonymous: row.isAnonymous,
    nickname: row.nickname,
    role: row.role ?? null,
    createdAt: row.createdAt.toISOString(),
    suspendedAt: iso(row.suspendedAt),
    suspendedReason: row.suspendedReason,
    sessions: sessions?.n ?? 0,
    signInMethods: methods,
    vip: {
      isVip: limits.isVip,
      lifetime: limits.vip.lifetime,
      vipUntil: iso(limits.vip.vipUntil),
      extraSlots: limits.vip.extraSlots,
    },
    slots: limits.slots,
    ledger: ledger.map((p) => ({
      id: p.id,
      kind: p.kind,
      quantity: p.quantity,
      source: p.source,
      createdAt: p.createdAt.toISOString(),
    })),
    hunters: builds.map((h) => ({
      id: h.id,
      hunterName: h.hunterName,
      hunterClass: h.hunterClass,
      isPublic: h.isPublic,
      listed: h.listed ?? false,
      hidden: h.hiddenAt !== null,
      verified: h.verifiedAt !== null,
    })),
    reports: against.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    actions: actions.map(toAuditEntry),
    owns,
  };
}

/** An audit log row as the console shows it. */
export const toAuditEntry = (e: typeof auditLog.$inferSelect) => ({
  id: e.id,
  at: e.at.toISOString(),
  actorId: e.actorId,
  actorName: e.actorName,
  action: e.action,
  targetType: e.targetType,
  targetId: e.targetId,
  reason: e.reason,
  before: e.before as unknown,
  after: e.after as unknown,
});
