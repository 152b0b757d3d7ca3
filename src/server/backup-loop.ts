import type { ServerContext } from "#server/context.ts";
import { getLogger } from "#server/observability/logger.ts";
import { backupsWritten, runScheduledBackup } from "#server/services/backup-schedule.ts";

// Each instance looks at the backup schedule once a minute (docs/operations.md#backups); the claim in
// runScheduledBackup lets one alone write a day's backup. Its own loop rather than the reminders' one:
// backups run with REMINDERS=off too.
const TICK_MS = 60_000;

/** Starts the loop; the returned stop also waits for every backup this process is writing. */
export function startBackupLoop(ctx: ServerContext): () => Promise<void> {
  const log = getLogger(ctx.env.LOG_LEVEL);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runScheduledBackup(ctx)
        .catch((error: unknown) => log.error({ err: error }, "backups: tick failed"))
        .finally(schedule);
    }, TICK_MS);
  };
  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
    await backupsWritten();
  };
}
