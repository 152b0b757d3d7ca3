import type { Tx } from "#server/db/client.ts";
import { auditLog } from "#server/db/schema.ts";

/** Who acted: an account of the console, or the command line (`npm run admin`). */
export type AuditActor = { id: string; name: string } | "cli";

export type AuditEntry = {
  actor: AuditActor;
  /** What was done, as a dotted name: `user.suspend`, `role.set`, `report.dismiss`, `game-data.publish`. */
  action: string;
  target?: { type: string; id: string };
  reason?: string | null;
  before?: unknown;
  after?: unknown;
};

/**
 * Writes one entry of the audit log (docs/product.md#the-console) in the action's own transaction, so an
 * action and its entry commit together or not at all. The table refuses UPDATE and DELETE (drizzle/0020).
 */
export async function recordAudit(tx: Tx, entry: AuditEntry) {
  const actor = entry.actor === "cli" ? { id: null, name: "command line" } : entry.actor;
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.name,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
