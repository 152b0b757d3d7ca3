import type { ServerContext } from "#server/context.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { getLogger } from "#server/observability/logger.ts";
import { catchUpExploreFacts } from "#server/services/explore-facts.ts";
import { catchUpStoredForms } from "#server/services/stored-data.ts";

const IDLE_MS = 60_000;

/**
 * Runs `step` (a batch of a data catch-up; it returns how many rows it did) at start-up and then every
 * minute until a batch finds nothing left (docs/operations.md). Returns the stop.
 */
function startCatchUp(ctx: ServerContext, what: string, step: () => Promise<number>): () => Promise<void> {
  const log = getLogger(ctx.env.LOG_LEVEL);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = async () => {
    let done = 0;
    do done = await step();
    while (!stopped && done > 0);
  };
  const schedule = (wait: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run()
        .catch((error: unknown) => log.error({ err: error }, `${what}: catch-up failed`))
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

/**
 * Derives the explore columns of builds stored before them: a database migrated with many hunters is listed
 * in explore batch by batch, while every save derives its own build at once.
 */
export function startExploreCatchUp(ctx: ServerContext): () => Promise<void> {
  const db = databaseOf(ctx).db;
  return startCatchUp(ctx, "explore", () => catchUpExploreFacts(db, ctx.gameData.get(), ctx.now()));
}

/** Rewrites builds and items stored in an older form in the current one (services/stored-data.ts). */
export function startStoredFormCatchUp(ctx: ServerContext): () => Promise<void> {
  const db = databaseOf(ctx).db;
  return startCatchUp(ctx, "stored form", () => catchUpStoredForms(db));
}
