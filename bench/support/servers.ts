import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readEnv } from "#server/env.ts";
import { type RunningServer, startServer } from "#server/start-up.ts";
import { createScratchDatabase } from "./postgres.ts";

// Requests carry this Origin: the server accepts writes only from its own BASE_URL (docs/product.md#security).
export const ORIGIN = "http://localhost:3000";

export type DbKind = "pglite" | "postgres";

export interface BenchServers {
  kind: DbKind;
  servers: RunningServer[];
  /** http://127.0.0.1:PORT of each server, in the order of `servers`. */
  urls: string[];
  /** The scratch database's URL on PostgreSQL, for a bare driver beside the servers. */
  databaseUrl?: string;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** A bench server's settings: production, no rate limit, writes accepted from ORIGIN; `place` adds the rest. */
export const benchEnv = (
  port: number,
  place: ({ DATA_DIR: string } | { DATABASE_URL: string }) & Record<string, string>,
) =>
  readEnv({
    // Production settings: the warn-level auth logger and no dev mailbox, as a real deployment runs.
    NODE_ENV: "production",
    PORT: String(port),
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123",
    BASE_URL: ORIGIN,
    RATE_LIMIT: "off",
    ...place,
  });

/** One server on PGlite in a temporary DATA_DIR, removed by `stop`. */
export async function startPgliteServer(): Promise<BenchServers> {
  const dataDir = mkdtempSync(join(tmpdir(), "hl-bench-"));
  const server = await startServer(benchEnv(await freePort(), { DATA_DIR: dataDir }));
  return {
    kind: "pglite",
    servers: [server],
    urls: [`http://127.0.0.1:${server.port}`],
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `count` servers sharing one scratch database on the PostgreSQL of `serverUrl`, dropped by `stop`. */
export async function startPostgresServers(serverUrl: string, count: number): Promise<BenchServers> {
  const scratch = await createScratchDatabase(serverUrl);
  const servers: RunningServer[] = [];
  try {
    for (let i = 0; i < count; i++) {
      servers.push(await startServer(benchEnv(await freePort(), { DATABASE_URL: scratch.url })));
    }
  } catch (error) {
    await Promise.all(servers.map((s) => s.stop()));
    await scratch.drop();
    throw error;
  }
  return {
    kind: "postgres",
    servers,
    urls: servers.map((s) => `http://127.0.0.1:${s.port}`),
    databaseUrl: scratch.url,
    stop: async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await scratch.drop();
    },
  };
}
