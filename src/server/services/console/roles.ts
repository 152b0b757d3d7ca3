import { eq, sql } from "drizzle-orm";
import { messages } from "#core/messages.ts";
import { leavesNoAdmin, type StaffRole } from "#core/rules/admin.ts";
import type { ServerContext } from "#server/context.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { user } from "#server/db/schema.ts";
import { notFound, refused } from "#server/errors.ts";
import { type AuditActor, recordAudit } from "../audit-log.ts";

export type RoleChange = { userId: string; before: StaffRole | null; after: StaffRole | null };

/**
 * Gives an account a console role, or takes it (null), with its audit entry in the same transaction
 * (docs/product.md#the-console). The admins' rows are locked first, so two admins removing each other at
 * once cannot leave the instance without one: the second waits, then counts one admin and is refused.
 */
export async function setRole(
  ctx: Pick<ServerContext, "database"> & { notify?: (userId: string, topic: "me") => void | Promise<void> },
  actor: AuditActor,
  userId: string,
  role: StaffRole | null,
  reason: string | null = null,
): Promise<RoleChange> {
  const change = await databaseOf(ctx).db.transaction(async (tx) => {
    const admins = await tx.select({ id: user.id }).from(user).where(eq(user.role, "admin")).for("update");
    const [target] = await tx.select({ role: user.role }).from(user).where(eq(user.id, userId)).for("update");
    if (!target) throw notFound(messages.consoleUserNotFound);
    const before = target.role ?? null;
    if (leavesNoAdmin(before, role, admins.length)) throw refused(messages.consoleLastAdmin, "last-admin");
    if (before === role) return { userId, before, after: role };
    await tx.update(user).set({ role, updatedAt: sql`now()` }).where(eq(user.id, userId));
    await recordAudit(tx, {
      actor,
      action: "role.set",
      target: { type: "user", id: userId },
      reason,
      before: { role: before },
      after: { role },
    });
    return { userId, before, after: role };
  });
  if (change.before !== change.after) await ctx.notify?.(userId, "me");
  return change;
}
