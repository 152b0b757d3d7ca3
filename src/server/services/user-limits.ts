import { count, eq } from "drizzle-orm";
import { deriveSlots, type Slots, type VipStatus } from "#core/rules/slots.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { referrals } from "#server/db/schema.ts";
import { vipState } from "./purchases.ts";

export type UserLimits = { isVip: boolean; vip: VipStatus; referralCount: number; slots: Slots };

export async function referralCountOf(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(referrals).where(eq(referrals.referrerId, userId));
  return row?.n ?? 0;
}

/**
 * What the user may hold right now, from the purchases ledger and the credited referrals
 * (DECISIONS §2-§3). Pass the transaction that will write, so the check and the write see one state.
 */
export async function loadUserLimits(db: Db | Tx, userId: string, now: Date): Promise<UserLimits> {
  const vip = await vipState(db, userId, now);
  const referralCount = await referralCountOf(db, userId);
  return {
    isVip: vip.isVip,
    vip,
    referralCount,
    slots: deriveSlots({ isVip: vip.isVip, extraSlots: vip.extraSlots, referralCount }),
  };
}
