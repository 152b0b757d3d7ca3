import { and, eq, isNotNull } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { referrals, user } from "../db/schema.ts";

/**
 * Credits the referrer on the user's first verified login (docs/product.md#referrals). The conditional update claims the
 * credit, so of two racing logins only one proceeds; the unique newUserId is the second guard.
 */
export async function creditReferral(
  db: Db,
  userId: string,
  now: Date,
  notify?: (userId: string, topic: "referrals") => Promise<void>,
): Promise<boolean> {
  const referrerId = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(user)
      .set({ referralCreditProcessed: true })
      .where(
        and(
          eq(user.id, userId),
          eq(user.referralCreditProcessed, false),
          eq(user.emailVerified, true),
          isNotNull(user.referredBy),
        ),
      )
      .returning({ referredBy: user.referredBy });
    if (!claimed?.referredBy) return null;
    const [referrer] = await tx.select({ id: user.id }).from(user).where(eq(user.id, claimed.referredBy));
    if (!referrer) return null;
    const inserted = await tx
      .insert(referrals)
      .values({ referrerId: referrer.id, newUserId: userId, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: referrals.id });
    return inserted.length > 0 ? referrer.id : null;
  });
  // The referrer's open tabs see their count (and maybe a new slot) at once.
  if (referrerId) await notify?.(referrerId, "referrals");
  return referrerId !== null;
}

/** A `ref` from an invite link counts only when it names another existing user. */
export async function validReferrer(
  db: Db | Tx,
  ref: string | undefined,
  selfId: string,
): Promise<string | null> {
  if (!ref || ref === selfId) return null;
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, ref));
  return row ? row.id : null;
}
