import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { preparedPer } from "#server/db/prepared.ts";
import { session, user } from "#server/db/schema.ts";
import type { ServerContext } from "../context.ts";
import { type LimitSources, limitSourceColumns, limitSourcesOf } from "./user-limits.ts";

export type UserRow = typeof user.$inferSelect;

/** A session found by its token, with its user and what the user's limits are made of. */
export type FoundSession = {
  sessionId: string;
  expiresAt: Date;
  user: UserRow;
  limits: LimitSources;
};

// Every signed-in request asks this (docs/performance.md, issue 31): one prepared statement per database
// brings the session, its user and the sources of the user's limits in one round trip.
const lookup = preparedPer((db: Db) =>
  db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      user,
      ...limitSourceColumns(user.id),
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder("token")))
    .prepare("session_by_token"),
);

/** The session whose token this is, as stored now; null when there is none (signed out, revoked). */
export async function findSession(ctx: Pick<ServerContext, "database">, token: string) {
  const db = databaseOf(ctx).db;
  const [row] = await lookup(db).execute({ token });
  if (!row) return null;
  return {
    sessionId: row.sessionId,
    expiresAt: row.expiresAt,
    user: row.user,
    limits: limitSourcesOf(row),
  } satisfies FoundSession;
}
