import { chmodSync, lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";

// What lives in DATA_DIR when the embedded database is used (docs/operations.md).
export const pgliteDir = (dataDir: string) => join(dataDir, "db");
export const adminSocketPath = (dataDir: string) => join(dataDir, "admin.sock");

// Set at the start of the server and of the admin command: what they create in DATA_DIR is owner-only.
export const OWNER_ONLY_UMASK = 0o077;

/**
 * Takes group and other permissions off `path` and everything in it that this user owns
 * (docs/security.md#hostile-requests-and-the-data-folder-each-promise-and-the-test-that-proves-it). PGlite
 * writes its files 0666 whatever the umask, and its write-ahead log holds session tokens. Links are not
 * followed; a file removed meanwhile (the running database's) is skipped.
 */
export function makeOwnerOnly(path: string): void {
  let entries: string[] = [];
  try {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink() || stat.uid !== process.getuid?.()) return;
    if (stat.mode & 0o077) chmodSync(path, stat.mode & 0o700);
    if (stat.isDirectory()) entries = readdirSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  for (const entry of entries) makeOwnerOnly(join(path, entry));
}
