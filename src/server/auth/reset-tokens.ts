import { and, eq, like } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimit, verification } from "../db/schema.ts";
import { accountLimitKey } from "./account-limits.ts";

/**
 * better-auth keeps each reset token as a `reset-password:<token>` verification row whose value is the
 * user id. A new password (by reset or by change) makes every token still out there worthless.
 */
export async function revokeResetTokens(db: Db, userId: string) {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, "reset-password:%"), eq(verification.value, userId)));
}

/**
 * After a reset the owner signs in at once, even if someone spent the account's sign-in attempts
 * meanwhile: the per-account counter starts again.
 */
export async function afterPasswordReset(db: Db, target: { id: string; email: string }) {
  await revokeResetTokens(db, target.id);
  await db.delete(rateLimit).where(eq(rateLimit.key, accountLimitKey("/sign-in/email", target.email)));
}
