import { and, eq } from "drizzle-orm";
import { messages } from "#core/messages.ts";
import { actionsFor, outcomeOf, type ReportAction } from "#core/rules/reports.ts";
import type { ReportActionInput } from "#core/schemas/report.ts";
import type { ServerContext } from "#server/context.ts";
import type { Tx } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { hunters, reports, user } from "#server/db/schema.ts";
import { refused } from "#server/errors.ts";
import { recordAudit } from "./audit-log.ts";
import { lockOpenItem, type Staff } from "./moderation-queue.ts";
import { addNotice } from "./player-notices.ts";

// What a moderator does about a report (docs/product.md#moderation-queue). The change, the notices, the
// report's closing and the audit entry commit together. The reported player is told what changed and why,
// never who reported; each reporter is told the outcome.

type Report = typeof reports.$inferSelect;
type Change = { before: unknown; after: unknown; name: string };

const unfit = () => refused(messages.moderationActionUnfit, "moderation-action-unfit");

/** Applies the action to the build or account, tells its owner, and answers what the audit log keeps. */
async function applyAction(
  tx: Tx,
  report: Report,
  action: ReportAction,
  reason: string | null,
  now: Date,
): Promise<Change> {
  if (report.targetType === "build") {
    const [build] = await tx
      .select({ name: hunters.hunterName, hiddenAt: hunters.hiddenAt, hiddenReason: hunters.hiddenReason })
      .from(hunters)
      .where(eq(hunters.id, report.targetId))
      .for("update");
    if (!build) {
      if (action !== "dismiss") throw unfit();
      return { before: null, after: null, name: "" };
    }
    if (!actionsFor("build", build.hiddenAt !== null).includes(action)) throw unfit();
    const before = { hiddenReason: build.hiddenAt ? build.hiddenReason : null };
    if (action === "hide-build") {
      await tx
        .update(hunters)
        .set({ hiddenAt: now, hiddenReason: reason })
        .where(eq(hunters.id, report.targetId));
      await addNotice(tx, report.targetUserId, "build-hidden", { hunterName: build.name, reason });
      return { before, after: { hiddenReason: reason }, name: build.name };
    }
    if (action === "unhide-build") {
      await tx
        .update(hunters)
        .set({ hiddenAt: null, hiddenReason: null })
        .where(eq(hunters.id, report.targetId));
      await addNotice(tx, report.targetUserId, "build-unhidden", { hunterName: build.name });
      return { before, after: { hiddenReason: null }, name: build.name };
    }
    return { before, after: before, name: build.name };
  }
  const [account] = await tx
    .select({ nickname: user.nickname, image: user.image, avatarBgColor: user.avatarBgColor })
    .from(user)
    .where(eq(user.id, report.targetId))
    .for("no key update");
  if (!account) {
    if (action !== "dismiss") throw unfit();
    return { before: null, after: null, name: "" };
  }
  if (!actionsFor("profile", false).includes(action)) throw unfit();
  const name = account.nickname ?? "";
  if (action === "reset-nickname") {
    // The guard sends a player without a nickname to choose one (/welcome) on the next load of the app.
    await tx
      .update(user)
      .set({ nickname: null, nicknameResetAt: now, updatedAt: now })
      .where(eq(user.id, report.targetId));
    await addNotice(tx, report.targetUserId, "nickname-reset", { name, reason });
    return { before: { nickname: account.nickname }, after: { nickname: null }, name };
  }
  if (action === "reset-avatar") {
    await tx
      .update(user)
      .set({ image: null, avatarBgColor: null, updatedAt: now })
      .where(eq(user.id, report.targetId));
    await addNotice(tx, report.targetUserId, "avatar-reset", { reason });
    return {
      before: { photoURL: account.image, avatarBgColor: account.avatarBgColor },
      after: { photoURL: null, avatarBgColor: null },
      name,
    };
  }
  return { before: null, after: null, name };
}

/**
 * Handles a report. An action that changes the target closes every open report of that target with the same
 * outcome (each reporter told); a dismissal closes this one. Refused while another moderator has the report
 * (409 `claimed`), once it is closed (409), or when the action does not fit the target (422).
 */
export async function actOnReport(
  ctx: ServerContext,
  staff: Staff,
  reportId: string,
  input: ReportActionInput,
) {
  const now = ctx.now();
  const reason = input.reason && input.reason.length > 0 ? input.reason : null;
  const told = await databaseOf(ctx).db.transaction(async (tx) => {
    await lockOpenItem(tx, "reports", reportId, staff, false);
    const [report] = await tx.select().from(reports).where(eq(reports.id, reportId));
    if (!report) throw unfit();
    const change = await applyAction(tx, report, input.action, reason, now);
    const outcome = outcomeOf(input.action);
    const sameTarget = and(
      eq(reports.targetType, report.targetType),
      eq(reports.targetId, report.targetId),
      eq(reports.status, "open"),
    );
    const closed = await tx
      .update(reports)
      .set({
        status: input.action === "dismiss" ? "dismissed" : "handled",
        outcome,
        claimedBy: staff.id,
        claimedAt: now,
        decidedBy: staff.id,
        decidedAt: now,
      })
      .where(outcome === "dismissed" ? eq(reports.id, reportId) : sameTarget)
      .returning({ id: reports.id, reporterId: reports.reporterId });
    for (const { reporterId } of closed) {
      await addNotice(tx, reporterId, "report-handled", {
        outcome,
        targetType: report.targetType,
        name: change.name,
      });
    }
    await recordAudit(tx, {
      actor: staff,
      action: `report.${input.action}`,
      target: { type: report.targetType === "build" ? "hunter" : "user", id: report.targetId },
      reason,
      before: change.before,
      after: { ...((change.after as object | null) ?? {}), reports: closed.map((c) => c.id) },
    });
    return { owner: report.targetUserId, reporters: closed.map((c) => c.reporterId) };
  });
  if (input.action !== "dismiss") {
    await ctx.notify(told.owner, "me");
    await ctx.notify(told.owner, "hunters");
  }
  for (const reporterId of new Set(told.reporters)) await ctx.notify(reporterId, "me");
  return { ok: true as const };
}
