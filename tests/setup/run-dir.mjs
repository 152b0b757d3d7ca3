// Test runs keep everything they write in one folder of the system temp directory, named after the run and
// holding its owner's pid, so a run removes it whole at the end and the next run removes what a killed
// one left behind. Plain JavaScript: tests/e2e/serve.mjs runs under bare node.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isAlive } from "../../src/server/process-alive.mjs";

const OWNER = "owner.pid";

function readPid(path) {
  try {
    const pid = Number(readFileSync(path, "utf8").split("\n")[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** A fresh folder `<prefix>-XXXXXX` in the system temp directory, owned by this process. */
export function createRunDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  writeFileSync(join(dir, OWNER), `${process.pid}\n`);
  return dir;
}

const HOUR = 60 * 60 * 1000;

/**
 * Removes the `<prefix>-*` folders whose owner is gone. `legacy` names folders of the layout before run
 * folders (no owner file): removed when their DATA_DIR lock names a dead process, or, without a lock,
 * once they are older than any test run lasts.
 */
export function sweepRunDirs(prefix, legacy) {
  const base = tmpdir();
  for (const name of readdirSync(base)) {
    const path = join(base, name);
    try {
      if (name.startsWith(`${prefix}-`)) {
        const owner = readPid(join(path, OWNER));
        if (owner !== null && !isAlive(owner)) rmSync(path, { recursive: true, force: true });
      } else if (legacy?.test(name) && statSync(path).isDirectory()) {
        const holder = readPid(join(path, "server.lock"));
        const stale = holder === null ? Date.now() - statSync(path).mtimeMs > 2 * HOUR : !isAlive(holder);
        if (stale) rmSync(path, { recursive: true, force: true });
      }
    } catch {
      // Another run removed it first, or it is not ours to read: leave it.
    }
  }
}
