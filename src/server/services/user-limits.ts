import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  deriveSlots,
  deriveVip,
  type Purchase,
  type PurchaseKind,
  type Slots,
  type VipStatus,
} from "#core/rules/slots.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { qualified } from "#server/db/qualified.ts";
import { purchases, referrals, user } from "#server/db/schema.ts";

export type UserLimits = { isVip: boolean; vip: VipStatus; referralCount: number; slots: Slots };

/** What the limits are made of: the purchases ledger and the credited referrals, as one read returns them. */
export type LimitSources = { purchases: readonly Purchase[]; referralCount: number };

type StoredPurchase = { kind: PurchaseKind; quantity: number; createdAt: string };
type SourceColumns = { referralCount: SQL<number>; purchases: SQL<StoredPurchase[]> };

/**
 * The limits' sources as two columns of another statement about the user whose id is `userId` (the session
 * check, a write's lock), so they cost no round trip of their own. Read them with `limitSourcesOf`.
 */
export const limitSourceColumns = (userId: AnyPgColumn): SourceColumns => {
  const owner = qualified(userId);
  const p = (column: AnyPgColumn) => qualified(column, "p");
  const r = (column: AnyPgColumn) => qualified(column, "r");
  return {
    referralCount: sql<number>`(select count(*) from ${referrals} r
      where ${r(referrals.referrerId)} = ${owner})`.mapWith(Number),
    purchases: sql<StoredPurchase[]>`(select coalesce(json_agg(json_build_object('kind', ${p(purchases.kind)},
      'quantity', ${p(purchases.quantity)}, 'createdAt', ${p(purchases.createdAt)})
      order by ${p(purchases.createdAt)}), '[]'::json)
      from ${purchases} p where ${p(purchases.userId)} = ${owner})`,
  };
};

export const limitSourcesOf = (row: {
  referralCount: number;
  purchases: StoredPurchase[];
}): LimitSources => ({
  purchases: row.purchases.map((p) => ({
    kind: p.kind,
    quantity: p.quantity,
    createdAt: new Date(p.createdAt),
  })),
  referralCount: row.referralCount,
});

/** The limits at `now` from their sources (docs/product.md#paying-and-vip, #slots). */
export function limitsFrom({ purchases: ledger, referralCount }: LimitSources, now: Date): UserLimits {
  const vip = deriveVip(ledger, now);
  return {
    isVip: vip.isVip,
    vip,
    referralCount,
    slots: deriveSlots({ isVip: vip.isVip, extraSlots: vip.extraSlots, referralCount }),
  };
}

/**
 * What a request already read of the user (the session check's read), when it did; `alongside`, the
 * route's own read when it rode the same statement (services/session-lookup.ts).
 */
export type KnownAccount = {
  user: { id: string };
  limits: LimitSources;
  alongside?: { read: object; row: unknown };
} | null;

/**
 * The user's limits now for a read outside a transaction: from what the request's session check read
 * when it read this user, so the same state is not asked for twice; else from the database.
 */
export async function limitsForRead(
  db: Db | Tx,
  userId: string,
  now: Date,
  known: KnownAccount,
): Promise<UserLimits> {
  return known && known.user.id === userId ? limitsFrom(known.limits, now) : loadUserLimits(db, userId, now);
}

/**
 * What the user may hold right now, from the purchases ledger and the credited referrals
 * (docs/product.md#paying-and-vip, #slots). Pass the transaction that will write, so the check and the write see one state.
 */
export async function loadUserLimits(db: Db | Tx, userId: string, now: Date): Promise<UserLimits> {
  // One statement instead of two: nearly every signed-in request reads the limits, and on a busy
  // instance each round trip to PostgreSQL costs more CPU than the query itself (docs/performance.md).
  const rows = await db
    .select({
      referralCount:
        sql<number>`(select count(*) from ${referrals} where ${referrals.referrerId} = ${user.id})`.mapWith(
          Number,
        ),
      purchase: purchases,
    })
    .from(user)
    .leftJoin(purchases, eq(purchases.userId, user.id))
    .where(eq(user.id, userId))
    .orderBy(asc(purchases.createdAt));
  return limitsFrom(
    {
      purchases: rows.flatMap((row) => (row.purchase ? [row.purchase] : [])),
      referralCount: rows[0]?.referralCount ?? 0,
    },
    now,
  );
}
