import { and, count, eq, gt, sql } from "drizzle-orm";
import { messages } from "#core/messages.ts";
import { REPORT_WINDOW_MS, REPORTS_PER_DAY } from "#core/rules/reports.ts";
import type { ReportInput } from "#core/schemas/report.ts";
import type { ServerContext } from "#server/context.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { hunters, reports, user } from "#server/db/schema.ts";
import { conflict, notFound, refused, tooMany } from "#server/errors.ts";
import { lockUserRow } from "./own-data.ts";

type Target = { type: "build" | "profile"; id: string; userId: string; name: string };

const missing = () => notFound(messages.reportNotFound);

/**
 * The reported build or profile as the public sees it, or 404: a private build, a build or profile of a
 * suspended account and one not there at all answer alike, so a report never tells what is private.
 */
async function publicTarget(db: Db | Tx, target: ReportInput["target"]): Promise<Target> {
  if (target.type === "build") {
    const [row] = await db
      .select({
        id: hunters.id,
        userId: hunters.userId,
        name: hunters.hunterName,
        isPublic: hunters.isPublic,
        ownerSuspended: hunters.ownerSuspended,
        nickname: user.nickname,
        isAnonymous: user.isAnonymous,
      })
      .from(hunters)
      .innerJoin(user, eq(user.id, hunters.userId))
      .where(eq(hunters.id, target.hunterId));
    // A build of an account before its nickname step is shown as private (hunter-reads.ts): not reportable.
    if (!row?.isPublic || row.ownerSuspended || (row.nickname === null && !row.isAnonymous)) throw missing();
    return { type: "build", id: row.id, userId: row.userId, name: row.name };
  }
  const [row] = await db
    .select({ id: user.id, nickname: user.nickname, suspendedAt: user.suspendedAt })
    .from(user)
    .where(eq(user.nickname, target.nickname.toLowerCase()));
  if (!row?.nickname || row.suspendedAt) throw missing();
  return { type: "profile", id: row.id, userId: row.id, name: row.nickname };
}

/**
 * A player's report of a public build or profile (docs/product.md#reports). Under the reporter's row lock,
 * so two reports sent at once are counted one after the other: at most REPORTS_PER_DAY in any 24 hours,
 * and one open report per reporter and target (the partial unique index holds it as well).
 */
export async function submitReport(ctx: ServerContext, reporterId: string, input: ReportInput) {
  const db = databaseOf(ctx).db;
  const now = ctx.now();
  return db.transaction(async (tx) => {
    const target = await publicTarget(tx, input.target);
    if (target.userId === reporterId) throw refused(messages.reportOwn, "report-own");
    await lockUserRow(tx, reporterId);
    const open = and(
      eq(reports.reporterId, reporterId),
      eq(reports.targetType, target.type),
      eq(reports.targetId, target.id),
      eq(reports.status, "open"),
    );
    const [already] = await tx.select({ id: reports.id }).from(reports).where(open);
    if (already) throw conflict(messages.reportAlreadyOpen, "report-open");
    const since = new Date(now.getTime() - REPORT_WINDOW_MS);
    const [sent] = await tx
      .select({ n: count() })
      .from(reports)
      .where(and(eq(reports.reporterId, reporterId), gt(reports.createdAt, since)));
    if ((sent?.n ?? 0) >= REPORTS_PER_DAY) {
      throw tooMany(messages.reportLimit(REPORTS_PER_DAY), "report-limit", { limit: REPORTS_PER_DAY });
    }
    const [created] = await tx
      .insert(reports)
      .values({
        reporterId,
        targetType: target.type,
        targetId: target.id,
        targetUserId: target.userId,
        reason: input.reason,
        text: input.text && input.text.length > 0 ? input.text : null,
        createdAt: now,
      })
      .onConflictDoNothing({
        target: [reports.reporterId, reports.targetType, reports.targetId],
        where: sql`status = 'open'`,
      })
      .returning({ id: reports.id });
    if (!created) throw conflict(messages.reportAlreadyOpen, "report-open");
    return { id: created.id };
  });
}
