import type { ServerContext } from "#server/context.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { getLogger } from "#server/observability/logger.ts";
import { catchUpExploreFacts } from "#server/services/explore-facts.ts";

const IDLE_MS = 60_000;

/**
 * Derives the explore columns of builds stored before them, at start-up and then every minute until none is
 * left (docs/operations.md): a database migrated with many hunters is listed in explore batch by batch, while
 * every save derives its own build at once. Returns the stop.
 */
export function startExploreCatchUp(ctx: ServerContext): () => Promise<void> {
  const log = getLogger(ctx.env.LOG_LEVEL);
  const db = databaseOf(ctx).db;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = async () => {
    let derived = 0;
    do derived = await catchUpExploreFacts(db, ctx.gameData.get(), ctx.now());
    while (!stopped && derived > 0);
  };
  const schedule = (wait: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run()
        .catch((error: unknown) => log.error({ err: error }, "explore: catch-up failed"))
        .finally(() => schedule(IDLE_MS));
    }, wait);
  };
  schedule(0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
