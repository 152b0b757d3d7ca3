import { eq } from "drizzle-orm";
import type { ServerContext } from "#server/context.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { user } from "#server/db/schema.ts";

/** The account's console role as stored now; null for a player (docs/product.md#the-console). */
export async function readRole(ctx: Pick<ServerContext, "database">, userId: string) {
  const [row] = await databaseOf(ctx).db.select({ role: user.role }).from(user).where(eq(user.id, userId));
  return row?.role ?? null;
}
