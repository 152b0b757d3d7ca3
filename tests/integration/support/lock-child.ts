import { createInterface } from "node:readline";
import { DataDirLockedError, lockDataDir } from "../../../src/server/db/lock.ts";

// A racer for tests/integration/data-dir-lock.test.ts. It waits for `<dir> <epoch ms>` on stdin, spins until
// that moment (so every racer tries in the same millisecond), tries the DATA_DIR lock and answers
// `held` or `refused`. A holder keeps the lock until it is killed, which leaves a stale lock behind.
createInterface({ input: process.stdin }).on("line", (line) => {
  const [dir = "", at = "0"] = line.split(" ");
  while (Date.now() < Number(at)) {
    // spin: a timer would wake the racers milliseconds apart
  }
  try {
    lockDataDir(dir);
    process.stdout.write("held\n");
  } catch (error) {
    process.stdout.write(error instanceof DataDirLockedError ? "refused\n" : `error ${String(error)}\n`);
  }
});
process.stdout.write("ready\n");
