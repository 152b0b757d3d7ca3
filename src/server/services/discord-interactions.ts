import { lt } from "drizzle-orm";
import type { ServerContext } from "#server/context.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { discordInteractionsSeen } from "#server/db/schema.ts";

/**
 * True the first time any instance sees this interaction id, false on a replay. Ids older than twice the
 * signature's window can no longer come with a valid timestamp, so they are pruned as new ones arrive.
 */
export async function firstSighting(
  ctx: Pick<ServerContext, "database">,
  id: string,
  now: Date,
  windowSeconds: number,
) {
  const db = databaseOf(ctx).db;
  await db
    .delete(discordInteractionsSeen)
    .where(lt(discordInteractionsSeen.seenAt, new Date(now.getTime() - 2 * windowSeconds * 1000)));
  const inserted = await db
    .insert(discordInteractionsSeen)
    .values({ id, seenAt: now })
    .onConflictDoNothing()
    .returning({ id: discordInteractionsSeen.id });
  return inserted.length === 1;
}
