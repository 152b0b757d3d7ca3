import { randomUUID } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isAlive } from "../process-alive.mjs";

export class DataDirLockedError extends Error {}

// The locks this process holds: a lock with our pid but another token is from an earlier life of this pid
// (a container's server is pid 1 on every start), so its holder is dead.
const heldTokens = new Set<string>();

type Holder = { pid: number; token: string; ino: number };

function readHolder(path: string): Holder | "none" | "unreadable" {
  try {
    const { ino } = statSync(path);
    const [pid = "", token = ""] = readFileSync(path, "utf8").split("\n");
    // stat and read are two steps: a lock replaced in between is read again by the caller's next round.
    if (statSync(path).ino !== ino) return "unreadable";
    const n = Number(pid);
    return Number.isInteger(n) && n > 0 && token ? { pid: n, token, ino } : "unreadable";
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "none";
    throw error;
  }
}

const holderIsDead = (h: Holder) => !isAlive(h.pid) || (h.pid === process.pid && !heldTokens.has(h.token));

/**
 * PGlite has no lock between processes, and two processes on one folder corrupt it (STACK-NOTES):
 * only one process may hold DATA_DIR. The lock file appears whole or not at all (written aside, then
 * hard-linked into place, which fails if it exists). A lock left by a dead process is taken over by
 * exactly one racer: the one that creates the takeover marker named after that very lock file (its
 * inode and pid), and only it replaces the file (an atomic rename).
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, "server.lock");
  const token = randomUUID();
  const mine = join(dataDir, `.server.lock.${token}`);
  const release = () => {
    heldTokens.delete(token);
    const holder = readHolder(path);
    if (typeof holder === "object" && holder.token === token) rmSync(path, { force: true });
  };
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      writeFileSync(mine, `${process.pid}\n${token}\n`);
      try {
        linkSync(mine, path);
        heldTokens.add(token);
        return release;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const holder = readHolder(path);
      if (holder === "none" || holder === "unreadable") {
        if (holder === "unreadable" && attempt >= 2) throw unreadableLock(path);
        continue;
      }
      if (!holderIsDead(holder)) throw lockedBy(holder.pid, dataDir);
      if (takeOver(path, mine, holder)) {
        heldTokens.add(token);
        return release;
      }
    }
    // Only a racer killed between two file operations of a takeover leaves its marker behind.
    throw new DataDirLockedError(
      `Could not lock DATA_DIR ${dataDir}. If no Hunter Lodge process uses it, delete ${path} and ${path}.takeover-*.`,
    );
  } finally {
    rmSync(mine, { force: true });
  }
}

function takeOver(path: string, mine: string, stale: Holder): boolean {
  const marker = `${path}.takeover-${stale.ino}-${stale.pid}`;
  try {
    writeFileSync(marker, "", { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    // Only this process may replace this stale file; make sure it is still the one it judged.
    const now = readHolder(path);
    if (typeof now !== "object" || now.ino !== stale.ino || now.token !== stale.token) return false;
    renameSync(mine, path);
    return true;
  } finally {
    // Losers that judged the same stale file later find a different file in place and try again.
    rmSync(marker, { force: true });
  }
}

const lockedBy = (pid: number, dataDir: string) =>
  new DataDirLockedError(
    `Another Hunter Lodge process (pid ${pid}) is using DATA_DIR ${dataDir}. ` +
      "Stop it first, or use `npm run admin` to talk to it.",
  );

const unreadableLock = (path: string) =>
  new DataDirLockedError(
    `${path} is not a lock this version of Hunter Lodge wrote, so it cannot tell whether its holder still runs. ` +
      "If no Hunter Lodge process uses this folder, delete the file and start again.",
  );
