import { eq } from "drizzle-orm";
import type { ServerContext } from "#server/context.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { session } from "#server/db/schema.ts";

/**
 * When the session was signed in: better-auth writes `created_at` once, at sign-in, and renewals leave it
 * (docs/decisions.md#2026-12-06-re-authentication-is-a-fresh-session). Null for a session that is gone.
 */
export async function sessionSignedInAt(ctx: Pick<ServerContext, "database">, sessionId: string) {
  const [row] = await databaseOf(ctx)
    .db.select({ createdAt: session.createdAt })
    .from(session)
    .where(eq(session.id, sessionId));
  return row?.createdAt ?? null;
}
