import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import type { AuditQuery } from "#core/schemas/admin.ts";
import type { ServerContext } from "#server/context.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { auditLog } from "#server/db/schema.ts";
import { toAuditEntry } from "./users.ts";

const AUDIT_PAGE = 50;
const DAY_MS = 24 * 60 * 60 * 1000;
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The audit log, newest first, filtered by who (a name or an account id), what (an action or its family:
 * `user` finds `user.suspend`), on what (a target's id) and when (UTC days, both ends included).
 * `before` pages back from an entry.
 */
export async function listAudit(ctx: Pick<ServerContext, "database">, query: AuditQuery) {
  const { db } = databaseOf(ctx);
  const filters: (SQL | undefined)[] = [];
  if (query.actor)
    filters.push(or(eq(auditLog.actorId, query.actor), ilike(auditLog.actorName, likeText(query.actor))));
  if (query.action) {
    filters.push(
      or(
        eq(auditLog.action, query.action),
        ilike(auditLog.action, `${query.action.replace(/[\\%_]/g, "")}.%`),
      ),
    );
  }
  if (query.target) filters.push(eq(auditLog.targetId, query.target));
  if (query.from) filters.push(gte(auditLog.at, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) filters.push(lt(auditLog.at, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS)));
  if (query.before) {
    filters.push(
      sql`(${auditLog.at}, ${auditLog.id}) < (select a.created_at, a.id from ${auditLog} a where a.id = ${query.before})`,
    );
  }
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...filters))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE + 1);
  return {
    entries: rows.slice(0, AUDIT_PAGE).map(toAuditEntry),
    more: rows.length > AUDIT_PAGE,
  };
}
