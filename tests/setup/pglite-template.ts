import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { openPglite } from "../../src/server/db/client.ts";

// Vitest global setup: migrate one PGlite once; every test database starts as a copy of it
// (creating one from scratch takes seconds, loading a dump a fraction of that). Workers inherit the path.
export async function setup() {
  // Every test project runs the global setups: the first makes the template.
  if (process.env.HL_PGLITE_TEMPLATE) return;
  // Once per run, not once per test file: the skipped PostgreSQL blocks are counted in the summary.
  if (!process.env.PG_TEST_URL) {
    console.warn(
      "PostgreSQL suite NOT run: PG_TEST_URL is not set, so every PostgreSQL variant is reported as skipped. Set PG_TEST_URL=postgres://postgres@127.0.0.1:5432/postgres to run it (bash .ci/run always does).",
    );
  }
  const dir = mkdtempSync(join(tmpdir(), "hunter-lodge-test-"));
  const pglite = await PGlite.create();
  await openPglite(pglite);
  // Uncompressed: every test database loads it, and gunzipping 39 MB each time cost more than the disk.
  const blob = await pglite.dumpDataDir("none");
  const path = join(dir, "pglite-template.tar");
  writeFileSync(path, Buffer.from(await blob.arrayBuffer()));
  await pglite.close();
  process.env.HL_PGLITE_TEMPLATE = path;
  return () => {
    rmSync(dir, { recursive: true, force: true });
    delete process.env.HL_PGLITE_TEMPLATE;
  };
}
