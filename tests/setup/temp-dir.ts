import { mkdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRunDir, sweepRunDirs } from "./run-dir.mjs";

const PREFIX = "hunter-lodge-vitest";

// Vitest global setup, first of all: the run's workers and every process they start write their temporary
// files (DATA_DIRs, sockets, the PGlite template) into one folder of this run, removed whole at the end;
// the folders of killed runs are removed by the next run.
export function setup() {
  // Every test project (vitest.config.ts) runs the global setups: the first makes the run's folder.
  if (process.env.HL_TEST_RUN_DIR) return;
  const systemTemp = tmpdir();
  sweepRunDirs(PREFIX, /^hunter-lodge-test-[A-Za-z0-9]{6}$/);
  const root = createRunDir(PREFIX);
  // tsx keeps its compile cache in <tmp>/tsx-<uid>: the children the tests start keep sharing the warm one.
  const tsxDir = `tsx-${process.geteuid?.() ?? 0}`;
  mkdirSync(join(systemTemp, tsxDir), { recursive: true, mode: 0o700 });
  symlinkSync(join(systemTemp, tsxDir), join(root, tsxDir));
  process.env.TMPDIR = root;
  process.env.HL_TEST_RUN_DIR = root;
  return () => {
    process.env.TMPDIR = systemTemp;
    delete process.env.HL_TEST_RUN_DIR;
    rmSync(root, { recursive: true, force: true });
  };
}
