import { pgliteDir } from "#server/data-dir.ts";
import { openPgliteDir, openPostgres } from "#server/db/client.ts";
import { lockDataDir } from "#server/db/lock.ts";
import type { Env } from "#server/env.ts";
import type { AdminCommand } from "./commands.ts";
import { runAdminCommand } from "./run.ts";

// The command line working on the database itself: loaded only when no server answers.

/** On a stopped server's DATA_DIR, under the same lock the server takes (DECISIONS §1). */
export async function runOnStoppedServer(env: Env, command: AdminCommand): Promise<string> {
  const release = lockDataDir(env.DATA_DIR);
  try {
    const database = await openPgliteDir(pgliteDir(env.DATA_DIR));
    try {
      return await runAdminCommand({ database, now: () => new Date() }, command);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

/** PostgreSQL takes any number of clients; running servers follow an import through NOTIFY. */
export async function runOnPostgres(url: string, command: AdminCommand): Promise<string> {
  const database = await openPostgres(url, 2);
  try {
    return await runAdminCommand({ database, now: () => new Date() }, command);
  } finally {
    await database.close();
  }
}
