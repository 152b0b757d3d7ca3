import { existsSync } from "node:fs";
import { join } from "node:path";
import { pgliteDir } from "#server/data-dir.ts";
import { openPgliteDir, openPostgres } from "#server/db/client.ts";
import { sealDatabase } from "#server/db/context-database.ts";
import { lockDataDir } from "#server/db/lock.ts";
import type { Env } from "#server/env.ts";
import type { AdminCommand } from "./commands.ts";
import { AdminError } from "./errors.ts";
import { recordBackup, runAdminCommand } from "./run.ts";

// The command line working on the database itself: loaded only when no server answers.

const noDatabase = (dataDir: string) =>
  new AdminError(
    `No Hunter Lodge database in DATA_DIR ${dataDir} (${pgliteDir(dataDir)} does not exist) and no ` +
      "server answers there. Set DATA_DIR to the folder the server uses; nothing was created.",
  );

/**
 * On a stopped server's DATA_DIR, under the same lock the server takes (docs/product.md#hosting). Only on a database
 * that exists: opening a wrong folder would create an empty one and answer "No user with ..." from it.
 */
export async function runOnStoppedServer(env: Env, command: AdminCommand): Promise<string> {
  if (!existsSync(env.DATA_DIR)) throw noDatabase(env.DATA_DIR);
  const release = lockDataDir(env.DATA_DIR);
  try {
    if (!existsSync(join(pgliteDir(env.DATA_DIR), "PG_VERSION"))) throw noDatabase(env.DATA_DIR);
    const database = await openPgliteDir(pgliteDir(env.DATA_DIR));
    try {
      return await runAdminCommand({ database: sealDatabase(database), now: () => new Date() }, command);
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
    return await runAdminCommand({ database: sealDatabase(database), now: () => new Date() }, command);
  } finally {
    await database.close();
  }
}

/** A pg_dump the command line ran, in the audit log of the database it copied. */
export async function recordBackupOnPostgres(url: string, file: string): Promise<void> {
  const database = await openPostgres(url, 1);
  try {
    await recordBackup({ database: sealDatabase(database), now: () => new Date() }, file);
  } finally {
    await database.close();
  }
}
