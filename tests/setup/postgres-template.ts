import pg from "pg";
import { openPostgres } from "../../src/server/db/client.ts";

// Vitest global setup: with PG_TEST_URL, migrate one PostgreSQL database once; every test database is then
// made from it (`create database … template …`), a file copy of a fraction of a second where creating and
// migrating anew took seconds, once per test file and database. Workers inherit its name.
export async function setup() {
  const url = process.env.PG_TEST_URL;
  // Every test project runs the global setups: the first makes the template.
  if (!url || process.env.HL_PG_TEMPLATE) return;
  const name = `hl_template_${process.pid}_${Date.now()}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  // A template must have no connection open while it is copied: the migration's pool ends here.
  await (await openPostgres(target.toString(), 1)).close();
  process.env.HL_PG_TEMPLATE = name;
  return async () => {
    await run(`drop database if exists ${name} with (force)`);
    delete process.env.HL_PG_TEMPLATE;
  };
}
