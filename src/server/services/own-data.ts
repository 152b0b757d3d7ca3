import { eq } from "drizzle-orm";
import type { ServerContext } from "#server/context.ts";
import type { Tx } from "#server/db/client.ts";
import { user } from "#server/db/schema.ts";
import { unauthorized } from "#server/errors.ts";

export type OwnDataTopic = "inventory" | "presets";

/** What the inventory and preset services need; `notify`, when present, is told after each commit. */
export type OwnDataContext = Pick<ServerContext, "database" | "gameData" | "now"> & {
  notify?: (userId: string, topic: OwnDataTopic) => void | Promise<void>;
};

/**
 * Serializes one user's writes that check a count against a limit (DECISIONS §11): a second
 * transaction waits here until the first commits, then counts what the first inserted.
 */
export async function lockUserRow(tx: Tx, userId: string): Promise<void> {
  const [row] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
  if (!row) throw unauthorized();
}
