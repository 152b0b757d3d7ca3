import { eq, sql } from "drizzle-orm";
import { messages } from "#core/messages.ts";
import type { LedgerGrantInput } from "#core/schemas/admin.ts";
import type { ServerContext } from "#server/context.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { session, user } from "#server/db/schema.ts";
import { badRequest, notFound, refused } from "#server/errors.ts";
import { deleteAccount, deletionSummary } from "../account-deletion.ts";
import { type AuditActor, recordAudit } from "../audit-log.ts";
import { addSlots, grantVipLifetime, grantVipMonths, revokeVip } from "../purchases.ts";

type ConsoleActor = Exclude<AuditActor, "cli">;

async function existing(ctx: Pick<ServerContext, "database">, userId: string) {
  const [row] = await databaseOf(ctx)
    .db.select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) throw notFound(messages.consoleUserNotFound);
  return row;
}

/**
 * VIP or slots from the console, through the purchases ledger exactly as `npm run admin` writes them
 * (docs/product.md#paying-and-vip); the ledger write and its audit entry commit together.
 */
export async function grantFromConsole(
  ctx: ServerContext,
  actor: ConsoleActor,
  userId: string,
  grant: LedgerGrantInput,
) {
  await existing(ctx, userId);
  const write = { by: { actor, reason: grant.reason } };
  switch (grant.kind) {
    case "vip-months":
      return grantVipMonths(ctx, userId, grant.months, write);
    case "vip-lifetime":
      return grantVipLifetime(ctx, userId, write);
    case "slots":
      return addSlots(ctx, userId, grant.count, write);
    case "vip-revoke":
      return revokeVip(ctx, userId, write);
  }
}

/** Ends every session of the account, on every instance; the account itself is untouched. */
export async function signOutEverywhere(
  ctx: ServerContext,
  actor: ConsoleActor,
  userId: string,
  reason: string,
) {
  const ended = await databaseOf(ctx).db.transaction(async (tx) => {
    const [row] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("no key update");
    if (!row) throw notFound(messages.consoleUserNotFound);
    const gone = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
    await recordAudit(tx, {
      actor,
      action: "user.sign-out-everywhere",
      target: { type: "user", id: userId },
      reason,
      before: { sessions: gone.length },
      after: { sessions: 0 },
    });
    return gone.length;
  });
  await ctx.live.sessionsEnded(userId);
  return { ended };
}

/**
 * Deletes an account from the console once its e-mail is typed again; the audit entry keeps who it was
 * and what went (hunters, items, presets), since nothing else of it remains.
 */
export async function deleteFromConsole(
  ctx: ServerContext,
  actor: ConsoleActor,
  userId: string,
  input: { confirm: string; reason: string },
) {
  if (actor.id === userId) throw refused(messages.consoleOwnAccount, "own-account");
  const target = await existing(ctx, userId);
  if (input.confirm.toLowerCase() !== target.email.toLowerCase())
    throw badRequest(messages.consoleDeleteConfirm);
  let summary = { hunters: 0, items: 0, presets: 0 };
  const deleted = await deleteAccount(ctx, userId, async (tx) => {
    const [row] = await tx
      .select({ email: user.email, nickname: user.nickname, role: user.role })
      .from(user)
      .where(eq(user.id, userId))
      .for("update");
    if (!row) throw notFound(messages.consoleUserNotFound);
    // The last admin stays: deleting them would leave the instance without one.
    if (row.role === "admin") {
      const [admins] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(user)
        .where(eq(user.role, "admin"));
      if ((admins?.n ?? 0) <= 1) throw refused(messages.consoleLastAdmin, "last-admin");
    }
    summary = await deletionSummary(tx, userId);
    await recordAudit(tx, {
      actor,
      action: "user.delete",
      target: { type: "user", id: userId },
      reason: input.reason,
      before: { email: row.email, nickname: row.nickname, role: row.role, ...summary },
      after: null,
    });
  });
  if (!deleted) throw notFound(messages.consoleUserNotFound);
  return { deleted: summary };
}
