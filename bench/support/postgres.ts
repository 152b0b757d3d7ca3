import pg from "pg";

/** Where the PostgreSQL benches run: BENCH_PG_URL, else the test suite's PG_TEST_URL; without either they are skipped. */
export const benchPgUrl = process.env.BENCH_PG_URL || process.env.PG_TEST_URL || undefined;

export type ScratchDatabase = { url: string; drop: () => Promise<void> };

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A uniquely named database on the server of `serverUrl`, dropped (with its connections) by `drop`. */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `hl_bench_${process.pid}_${Date.now()}`;
  await admin(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
