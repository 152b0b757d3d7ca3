import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { pgDump, writeBackupFile } from "#server/admin/backup.ts";
import type { ServerContext } from "#server/context.ts";
import { makeOwnerOnly } from "#server/data-dir.ts";
import { databaseOf } from "#server/db/context-database.ts";

// The console's backups on disk (docs/operations.md#backups): DATA_DIR/backups of the instance that wrote
// them, named by the server alone (never by a request), so nothing is written or removed outside it.

export const backupsDir = (dataDir: string) => join(dataDir, "backups");

const BACKUP_NAME = /^hunter-lodge-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}\.backup$/;

/** A name that sorts by time: hunter-lodge-2026-12-06T09-00-00-000Z-1a2b3c4d.backup. */
export const backupFileName = (at: Date, runId: string) =>
  `hunter-lodge-${at.toISOString().replace(/[:.]/g, "-")}-${runId.replace(/-/g, "").slice(0, 8)}.backup`;

/**
 * Writes the database to `name` in DATA_DIR/backups the way `npm run admin -- backup` does (a PGlite snapshot,
 * or pg_dump on PostgreSQL) and returns its size. The folder is made owner-only like the rest of DATA_DIR.
 */
export async function writeBackup(
  ctx: Pick<ServerContext, "database" | "env">,
  name: string,
): Promise<{ file: string; bytes: number }> {
  const dir = backupsDir(ctx.env.DATA_DIR);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  makeOwnerOnly(dir);
  const file = join(dir, name);
  const database = databaseOf(ctx);
  if (database.dump) {
    await writeBackupFile(file, await database.dump());
  } else if (ctx.env.DATABASE_URL) {
    await pgDump(ctx.env.DATABASE_URL, file);
  } else {
    throw new Error("DATABASE_URL is not set: pg_dump has no database to read.");
  }
  return { file, bytes: statSync(file).size };
}

/** Removes the oldest of this instance's backup files beyond `keep`; other files in the folder stay. */
export function pruneBackups(dataDir: string, keep: number): string[] {
  const dir = backupsDir(dataDir);
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => BACKUP_NAME.test(name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const removed = names.sort().slice(0, Math.max(0, names.length - keep));
  for (const name of removed) rmSync(join(dir, name), { force: true });
  return removed;
}
