// The server process: read the settings, start, and stop cleanly on SIGINT/SIGTERM. With WORKERS=n it is
// the cluster's primary instead, and each of its n workers runs this same file as one server.
import cluster from "node:cluster";
import { GameDataError } from "#core/game-data/parse.ts";
import { OWNER_ONLY_UMASK } from "#server/data-dir.ts";
import { DataDirLockedError } from "#server/db/lock.ts";
import { readEnv } from "#server/env.ts";

async function main() {
  process.umask(OWNER_ONLY_UMASK);
  const env = readEnv();
  if (env.WORKERS > 1 && cluster.isPrimary) {
    const { runWorkers } = await import("#server/workers.ts");
    runWorkers(env.WORKERS);
    return;
  }
  // Loaded after the settings are checked, so a bad setting is reported at once.
  const { startServer } = await import("#server/start-up.ts");
  const starting = startServer(env);
  // A signal during start-up waits for it, so the database is never left half-opened.
  const shutdown = (signal: NodeJS.Signals) => {
    console.log(`${signal}: shutting down`);
    process.once(signal, () => process.exit(1));
    starting
      .then((server) => server.stop())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error("Shutdown failed:", error);
          process.exit(1);
        },
      );
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
  // Started by scripts/start.mjs: if that process goes (killed, its terminal closed), so does the server.
  if (process.channel) process.once("disconnect", () => shutdown("SIGTERM"));
  const server = await starting;
  const where = env.DATABASE_URL ? "PostgreSQL" : `DATA_DIR ${env.DATA_DIR}`;
  const host = env.HOST?.includes(":") ? `[${env.HOST}]` : (env.HOST ?? "localhost");
  console.log(`Hunter Lodge listening on http://${host}:${server.port} (${where})`);
}

// What the operator can fix is said plainly; anything else keeps its stack for a bug report.
const explained = (error: Error) =>
  error instanceof DataDirLockedError ||
  error instanceof GameDataError ||
  error.message.startsWith("Invalid settings") ||
  "code" in error;

main().catch((error: unknown) => {
  console.error(
    error instanceof Error && !explained(error) ? error.stack : String((error as Error).message ?? error),
  );
  process.exit(1);
});
