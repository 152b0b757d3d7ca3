import { spawn } from "node:child_process";
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { makeOwnerOnly, pgliteDir } from "#server/data-dir.ts";
import { DataDirLockedError, lockDataDir } from "#server/db/lock.ts";
import { AdminError } from "./errors.ts";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Writes a snapshot beside its final name first, so a backup file is never half written. */
export async function writeBackupFile(file: string, snapshot: Blob): Promise<string> {
  const partial = `${file}.partial-${process.pid}`;
  try {
    writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()), { mode: 0o600 });
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw new AdminError(`Cannot write ${file}: ${(error as Error).message}`);
  }
  return (
    `Backed up the database to ${file} (${megabytes(statSync(file).size)}). ` +
    `Restore it into a stopped DATA_DIR with: npm run admin -- restore ${file}`
  );
}

function readBackup(file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new AdminError(`Cannot read ${file}: ${(error as Error).message}`);
  }
}

/**
 * Runs `open`, dropping the stray error PGlite 0.5 leaves behind on a file that is not a backup: it retries
 * such a file as gzip without awaiting its write to the decompressor, so the Z_DATA_ERROR that `open`
 * rejects with also escapes unhandled and ends the process with a stack trace after the refusal.
 */
async function withoutStrayGzipError<T>(open: () => Promise<T>): Promise<T> {
  const stray = (reason: unknown) => {
    if ((reason as NodeJS.ErrnoException | undefined)?.code !== "Z_DATA_ERROR") throw reason;
  };
  process.on("unhandledRejection", stray);
  try {
    return await open();
  } finally {
    // Node reports an unhandled rejection once the microtasks after it have run.
    await new Promise((resolve) => setImmediate(resolve));
    process.off("unhandledRejection", stray);
  }
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, "-");

/**
 * Replaces DATA_DIR's embedded database by a backup, under the server's lock so no server has it open.
 * The backup is unpacked and opened aside first: a bad file changes nothing, and the old database is
 * kept beside the new one rather than deleted.
 */
export async function restoreEmbedded(dataDir: string, file: string): Promise<string> {
  const backup = readBackup(file);
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new AdminError(
      `${error.message.split(". ")[0]}. Stop the server before restoring: a restore replaces the database it has open.`,
    );
  }
  try {
    const target = pgliteDir(dataDir);
    const staging = `${target}.restoring`;
    rmSync(staging, { recursive: true, force: true });
    try {
      await withoutStrayGzipError(async () => {
        const pglite = await PGlite.create(staging, { loadDataDir: new Blob([new Uint8Array(backup)]) });
        await pglite.query(`select count(*) from "user"`);
        await pglite.close();
      });
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw new AdminError(
        `${file} is not a Hunter Lodge backup (${(error as Error).message}). Nothing was changed.`,
      );
    }
    let kept = "";
    if (existsSync(target)) {
      const aside = `${target}.before-restore-${stamp()}`;
      renameSync(target, aside);
      kept = ` The database it replaced is kept in ${aside}.`;
    }
    renameSync(staging, target);
    // PGlite unpacks a backup's files 0666 whatever the umask.
    makeOwnerOnly(dataDir);
    return `Restored ${file} into DATA_DIR ${dataDir}.${kept} Start the server to serve it.`;
  } finally {
    release();
  }
}

// PostgreSQL has its own tools for this; they are run when installed, and named when not. Run without
// blocking: the server's scheduled backups (services/backup-schedule.ts) call them while it serves.
function runPgTool(tool: string, args: string[], instead: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new AdminError(`${tool} is not installed here. On PostgreSQL, run it yourself: ${instead}`)
          : error,
      ),
    );
    child.once("close", (status) =>
      status === 0 ? resolve() : reject(new AdminError(`${tool} failed:\n${stderr.trim()}`)),
    );
  });
}

/** Dumps beside the final name first, as writeBackupFile does, so a failed dump leaves no half file. */
export async function pgDump(url: string, file: string): Promise<string> {
  const partial = `${file}.partial-${process.pid}`;
  try {
    await runPgTool(
      "pg_dump",
      ["--format=custom", `--file=${partial}`, url],
      `pg_dump -Fc -f ${file} "$DATABASE_URL"`,
    );
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return `Backed up the PostgreSQL database to ${file} (${megabytes(statSync(file).size)}) with pg_dump.`;
}

export async function pgRestore(url: string, file: string): Promise<string> {
  readBackup(file);
  await runPgTool(
    "pg_restore",
    ["--clean", "--if-exists", "--no-owner", "--single-transaction", `--dbname=${url}`, file],
    `pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" ${file}`,
  );
  return `Restored ${file} into the PostgreSQL database with pg_restore. Restart the instances to clear their caches.`;
}
