import { and, gt, inArray } from "drizzle-orm";
import type { ServerContext } from "../context.ts";
import { databaseOf } from "../db/context-database.ts";
import { session } from "../db/schema.ts";
import type { SessionsAlive } from "./streams.ts";

/**
 * Reads the session rows better-auth keeps: a session is alive while its row exists and has not expired
 * (better-auth's own test, by the clock of this process as better-auth's is).
 */
export const sessionsAliveIn =
  (ctx: Pick<ServerContext, "database">): SessionsAlive =>
  async (sessionIds) => {
    const rows = await databaseOf(ctx)
      .db.select({ id: session.id })
      .from(session)
      .where(and(inArray(session.id, sessionIds), gt(session.expiresAt, new Date())));
    return new Set(rows.map((row) => row.id));
  };
