import { eq, sql } from "drizzle-orm";
import { messages } from "#core/messages.ts";
import type { ServerContext } from "#server/context.ts";
import type { Tx } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { hunters, session, user } from "#server/db/schema.ts";
import { notFound, refused } from "#server/errors.ts";
import { type AuditActor, recordAudit } from "../audit-log.ts";

type SuspensionContext = Pick<ServerContext, "database" | "live" | "notify">;
type Suspension = { suspendedAt: string | null; reason: string | null };

async function lockTarget(tx: Tx, userId: string): Promise<Suspension> {
  const [row] = await tx
    .select({ suspendedAt: user.suspendedAt, reason: user.suspendedReason })
    .from(user)
    .where(eq(user.id, userId))
    .for("no key update");
  if (!row) throw notFound(messages.consoleUserNotFound);
  return { suspendedAt: row.suspendedAt?.toISOString() ?? null, reason: row.reason };
}

/**
 * Suspends an account (docs/product.md#the-console), in one transaction: the account cannot sign in (its
 * sessions end now, and a new sign-in is refused with the reason), and every one of its hunters is marked,
 * so no board, search, public build or profile shows them from the commit on. After the commit every
 * instance hears of it (pg NOTIFY): its streams end and its caches forget the owner's builds and cards.
 */
export async function suspendAccount(
  ctx: SuspensionContext,
  actor: Exclude<AuditActor, "cli">,
  userId: string,
  reason: string,
) {
  if (actor.id === userId) throw refused(messages.consoleOwnAccount, "own-account");
  const after = await databaseOf(ctx).db.transaction(async (tx) => {
    const before = await lockTarget(tx, userId);
    const [stamped] = await tx
      .update(user)
      .set({
        suspendedAt: sql`coalesce(${user.suspendedAt}, now())`,
        suspendedReason: reason,
        updatedAt: sql`now()`,
      })
      .where(eq(user.id, userId))
      .returning({ suspendedAt: user.suspendedAt });
    await tx.update(hunters).set({ ownerSuspended: true }).where(eq(hunters.userId, userId));
    await tx.delete(session).where(eq(session.userId, userId));
    const after = { suspendedAt: stamped?.suspendedAt?.toISOString() ?? null, reason };
    await recordAudit(tx, {
      actor,
      action: "user.suspend",
      target: { type: "user", id: userId },
      reason,
      before,
      after,
    });
    return after;
  });
  await announce(ctx, userId);
  return after;
}

/** Lifts a suspension: the account signs in again and its public builds and profile are back, everywhere. */
export async function liftSuspension(
  ctx: SuspensionContext,
  actor: AuditActor,
  userId: string,
  reason: string,
) {
  await databaseOf(ctx).db.transaction(async (tx) => {
    const before = await lockTarget(tx, userId);
    await tx
      .update(user)
      .set({ suspendedAt: null, suspendedReason: null, updatedAt: sql`now()` })
      .where(eq(user.id, userId));
    await tx.update(hunters).set({ ownerSuspended: false }).where(eq(hunters.userId, userId));
    await recordAudit(tx, {
      actor,
      action: "user.lift-suspension",
      target: { type: "user", id: userId },
      reason,
      before,
      after: { suspendedAt: null, reason: null },
    });
  });
  await announce(ctx, userId);
}

// Every instance drops what it holds of the account: its streams (the sessions are gone) and the public
// hunter and card caches, which forget an owner on a "hunters" change.
async function announce(ctx: SuspensionContext, userId: string) {
  await ctx.live.sessionsEnded(userId);
  await ctx.notify(userId, "hunters");
}
