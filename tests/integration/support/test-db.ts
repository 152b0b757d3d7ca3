import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { describe } from "vitest";
import { type Database, openPglite, openPostgres } from "../../../src/server/db/client.ts";

export type DbKind = "pglite" | "postgres";

/** The PostgreSQL suite runs only where PG_TEST_URL points at a server (CI always sets it). */
export const pgTestUrl = process.env.PG_TEST_URL;
/** The databases that run here; prefer describeEachDb, which reports the others as skipped. */
export const dbKinds: DbKind[] = pgTestUrl ? ["pglite", "postgres"] : ["pglite"];

/**
 * `describe.each` over both databases ("%s" in the title is the kind). Without PG_TEST_URL the PostgreSQL
 * block is still declared, as skipped, so the summary counts what did not run instead of hiding it
 * (the notice saying so is printed once, by tests/setup/pglite-template.ts).
 */
export function describeEachDb(title: string, body: (kind: DbKind) => void) {
  for (const kind of ["pglite", "postgres"] as const) {
    describe.skipIf(kind === "postgres" && !pgTestUrl)(title.replace("%s", kind), () => body(kind));
  }
}

function templatePath(): string {
  const path = process.env.HL_PGLITE_TEMPLATE;
  if (!path)
    throw new Error(
      "HL_PGLITE_TEMPLATE is not set: run integration tests through vitest (tests/setup/pglite-template.ts)",
    );
  return path;
}

export interface TestDatabase extends Database {
  /** Drops what the test created: the PGlite instance, or the uniquely named PostgreSQL database. */
  destroy: () => Promise<void>;
}

export async function createTestDatabase(kind: DbKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const blob = new Blob([readFileSync(templatePath())]);
    const database = await openPglite(await PGlite.create({ loadDataDir: blob }));
    return { ...database, destroy: database.close };
  }
  if (!pgTestUrl) throw new Error("PG_TEST_URL is not set");
  const name = `hl_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: pgTestUrl });
  await admin.connect();
  // The run's migrated template (tests/setup/postgres-template.ts); a test started outside vitest migrates.
  const template = process.env.HL_PG_TEMPLATE;
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(pgTestUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 5);
  return {
    ...database,
    destroy: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: pgTestUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
