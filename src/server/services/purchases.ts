import { asc, eq } from "drizzle-orm";
import { deriveVip, type PurchaseKind, type VipStatus } from "#core/rules/slots.ts";
import type { SealedDatabase } from "#server/context.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { purchases } from "#server/db/schema.ts";
import { badRequest } from "#server/errors.ts";
import { type AuditActor, recordAudit } from "./audit-log.ts";

/**
 * What a ledger write needs. A ServerContext fits; `notify`, when present, is told after each commit
 * so that the user's open tabs can refresh their VIP state.
 */
export interface LedgerContext {
  database: SealedDatabase;
  now: () => Date;
  notify?: (userId: string) => void | Promise<void>;
}

type PurchaseRecord = typeof purchases.$inferSelect;

export async function listPurchases(db: Db | Tx, userId: string): Promise<PurchaseRecord[]> {
  return db.select().from(purchases).where(eq(purchases.userId, userId)).orderBy(asc(purchases.createdAt));
}

/** Every user's VIP state from one read of the ledger (the admin's user list). */
export async function vipStatesByUser(db: Db | Tx, now: Date): Promise<(userId: string) => VipStatus> {
  const ledger = await db.select().from(purchases).orderBy(asc(purchases.createdAt));
  const byUser = new Map<string, PurchaseRecord[]>();
  for (const row of ledger) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  return (userId) => deriveVip(byUser.get(userId) ?? [], now);
}

/** VIP and extra slots, derived from the ledger alone (docs/product.md#paying-and-vip). */
export async function vipState(db: Db | Tx, userId: string, now: Date): Promise<VipStatus> {
  return deriveVip(await listPurchases(db, userId), now);
}

/**
 * Where a ledger row comes from (`source`, "admin" unless a shop says otherwise) and, when someone is named,
 * who granted it, for the audit log (docs/product.md#the-console): a console admin, or the command line.
 */
export type LedgerWrite = { source?: string; by?: { actor: AuditActor; reason?: string | null } };

const AUDIT_ACTION: Record<PurchaseKind, string> = {
  vip_month: "vip.grant-months",
  vip_lifetime: "vip.grant-lifetime",
  slot: "slots.add",
  vip_revoke: "vip.revoke",
};

const ledgerSummary = (state: VipStatus) => ({
  isVip: state.isVip,
  lifetime: state.lifetime,
  vipUntil: state.vipUntil?.toISOString() ?? null,
  extraSlots: state.extraSlots,
});

// One write of the ledger and, when someone is named, its audit entry, in one transaction.
async function record(
  ctx: LedgerContext,
  userId: string,
  kind: PurchaseKind,
  quantity: number,
  { source = "admin", by }: LedgerWrite = {},
): Promise<VipStatus> {
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw badRequest("The quantity must be a whole number of at least 1.");
  }
  const createdAt = ctx.now();
  const state = await databaseOf(ctx).db.transaction(async (tx) => {
    const before = by ? await vipState(tx, userId, createdAt) : null;
    await tx.insert(purchases).values({ userId, kind, quantity, source, createdAt });
    const after = await vipState(tx, userId, createdAt);
    if (by && before) {
      await recordAudit(tx, {
        actor: by.actor,
        action: AUDIT_ACTION[kind],
        target: { type: "user", id: userId },
        reason: by.reason ?? null,
        before: ledgerSummary(before),
        after: { ...ledgerSummary(after), quantity },
      });
    }
    return after;
  });
  await ctx.notify?.(userId);
  return state;
}

/** Each month adds 30 days after the later of now and the current end of VIP. */
export const grantVipMonths = (ctx: LedgerContext, userId: string, months: number, write?: LedgerWrite) =>
  record(ctx, userId, "vip_month", months, write);

export const grantVipLifetime = (ctx: LedgerContext, userId: string, write?: LedgerWrite) =>
  record(ctx, userId, "vip_lifetime", 1, write);

export const addSlots = (ctx: LedgerContext, userId: string, count: number, write?: LedgerWrite) =>
  record(ctx, userId, "slot", count, write);

/** Ends lifetime and monthly VIP now; slots bought stay, and nothing of the user's data is deleted. */
export const revokeVip = (ctx: LedgerContext, userId: string, write?: LedgerWrite) =>
  record(ctx, userId, "vip_revoke", 1, write);
