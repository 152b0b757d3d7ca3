import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { LISTEN_LIVENESS, type ListenLiveness } from "./heartbeat.ts";
import { listenPostgres } from "./pg-listen.ts";
import * as schema from "./schema.ts";

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** One database, embedded or real, behind one interface; `listen` powers live updates across instances. */
export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /** Runs raw SQL; used by benchmarks and health checks. */
  query: (sql: string, params?: unknown[]) => Promise<unknown[]>;
  /**
   * `onConnection` hears when the LISTEN connection is lost (false) and back (true): notifications sent
   * in between are lost, so whoever trusts them must treat what they know as stale.
   */
  listen: (
    channel: string,
    onPayload: (payload: string) => void,
    onConnection?: (up: boolean) => void,
  ) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
  /** The embedded database as a gzipped tarball of its data folder (a consistent snapshot); PGlite only. */
  dump?: () => Promise<Blob>;
}

const migrationsFolder = new URL("../../../drizzle", import.meta.url).pathname;

export async function openPglite(pglite: PGlite): Promise<Database> {
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return {
    kind: "pglite",
    db,
    query: async (text, params) => (await pglite.query(text, params)).rows,
    listen: async (channel, onPayload) => {
      const unlisten = await pglite.listen(channel, onPayload);
      return async () => unlisten();
    },
    close: () => pglite.close(),
    // Taken between two queries, with every committed change in the WAL: what a crash would leave, which
    // PostgreSQL recovers from, without stopping the server.
    dump: () => pglite.dumpDataDir("gzip") as Promise<Blob>,
  };
}

export async function openPgliteDir(dataDir: string): Promise<Database> {
  return openPglite(await PGlite.create(dataDir));
}

// Several instances may start at once on one PostgreSQL: an advisory lock lets one migrate at a time.
const MIGRATION_LOCK = 727_001;

export async function openPostgres(
  url: string,
  poolSize = 10,
  liveness: ListenLiveness = LISTEN_LIVENESS,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server closes (restart, failover, a dropped test database) must not crash the
  // process: the pool replaces it on the next query.
  pool.on("error", (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    lockClient.release();
  }
  const listeners: (() => Promise<void>)[] = [];
  return {
    kind: "postgres",
    db,
    query: async (text, params) => (await pool.query(text, params)).rows,
    listen: async (channel, onPayload, onConnection) => {
      const stop = await listenPostgres(url, channel, onPayload, onConnection, liveness);
      listeners.push(stop);
      return stop;
    },
    close: async () => {
      await Promise.all(listeners.map((stop) => stop()));
      await pool.end();
    },
  };
}
