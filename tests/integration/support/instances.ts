import pg from "pg";
import { afterAll, beforeAll, expect } from "vitest";
import { readEnv } from "#server/env.ts";
import { type RunningServer, startServer } from "#server/start-up.ts";
import { registration } from "./accounts.ts";
import { freePort, scratchPostgres } from "./processes.ts";
import { pgTestUrl } from "./test-db.ts";

export const INSTANCE_ORIGIN = "http://localhost:3000";

/** A cookie-keeping HTTP client of one instance, speaking over a real socket like a browser would. */
export function instanceClient(server: RunningServer, cookie = "") {
  const at = (path: string) => `http://127.0.0.1:${server.port}${path}`;
  const send = (method: string) => (path: string, body?: unknown) =>
    fetch(at(path), {
      method,
      headers: {
        origin: INSTANCE_ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    cookie,
    get: send("GET"),
    post: send("POST"),
    put: send("PUT"),
    del: send("DELETE"),
    /** The same session on another instance. */
    on: (other: RunningServer) => instanceClient(other, cookie),
  };
}

export type InstanceClient = ReturnType<typeof instanceClient>;

export interface Instances {
  servers: RunningServer[];
  /** The backend pids of each instance's live LISTEN connection (or another channel's), by instance index. */
  listenerPids: (index: number, channel?: string) => Promise<number[]>;
  /** Runs SQL on the shared database as a superuser (a test's backstage). */
  sql: (text: string, params?: unknown[]) => Promise<unknown[]>;
  /** Registers a verified player through instance `index` and returns its client there. */
  player: (index?: number, overrides?: Record<string, unknown>) => Promise<InstanceClient & { id: string }>;
  stop: () => Promise<void>;
}

const CHANNELS = ["hl_live", "game_data_imported"];

/**
 * `count` complete servers (own pools, LISTEN connections and HTTP ports) on one fresh PostgreSQL database,
 * started one after the other so each one's LISTEN connection can be told apart. `databaseUrl` may route an
 * instance elsewhere (through a proxy) to the same database.
 */
export async function startInstances(
  count: number,
  options: { databaseUrl?: (index: number, url: string) => string; env?: Record<string, string> } = {},
): Promise<Instances> {
  if (!pgTestUrl) throw new Error("PG_TEST_URL is not set");
  const scratch = await scratchPostgres();
  const dbName = new URL(scratch.url).pathname.slice(1);
  const sql = async (text: string, params?: unknown[]) => {
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as unknown[];
    } finally {
      await client.end();
    }
  };
  const listening = async (channel: string) =>
    // By name: a LISTEN connection's last query is its heartbeat, not the LISTEN.
    (
      (await sql("select pid from pg_stat_activity where datname = $1 and application_name = $2", [
        dbName,
        `hunter-lodge listen ${channel}`,
      ])) as { pid: number }[]
    ).map((r) => r.pid);

  const servers: RunningServer[] = [];
  const owned: Map<string, Set<number>>[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const before = new Map(
        await Promise.all(CHANNELS.map(async (c) => [c, new Set(await listening(c))] as const)),
      );
      const port = await freePort();
      servers.push(
        await startServer(
          readEnv({
            NODE_ENV: "test",
            PORT: String(port),
            DATABASE_URL: options.databaseUrl?.(i, scratch.url) ?? scratch.url,
            AUTH_SECRET: "instances-secret-instances-secret-0123",
            BASE_URL: INSTANCE_ORIGIN,
            RATE_LIMIT: "off",
            ...options.env,
          }),
        ),
      );
      const mine = new Map<string, Set<number>>();
      for (const c of CHANNELS)
        mine.set(c, new Set((await listening(c)).filter((pid) => !before.get(c)?.has(pid))));
      owned.push(mine);
    }
  } catch (error) {
    await Promise.all(servers.map((s) => s.stop()));
    await scratch.drop();
    throw error;
  }

  // A reconnected listener gets a new backend: everything not owned by another instance is this one's.
  const listenerPids = async (index: number, channel = "hl_live") => {
    const pids = await listening(channel);
    const others = new Set(
      owned.flatMap((byChannel, i) => (i === index ? [] : [...(byChannel.get(channel) ?? [])])),
    );
    const mine = pids.filter((pid) => !others.has(pid));
    owned[index]?.set(channel, new Set(mine));
    return mine;
  };

  const player = async (index = 0, overrides: Record<string, unknown> = {}) => {
    const server = servers[index] as RunningServer;
    const reg = await instanceClient(server).post("/api/account/register", registration(overrides));
    expect(reg.status, await reg.clone().text()).toBe(201);
    const cookie = reg.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const { id } = (await reg.json()) as { id: string };
    // The stream and every write need a verified user; mark the e-mail verified the way the link would.
    await sql(`update "user" set email_verified = true where id = $1`, [id]);
    return { ...instanceClient(server, cookie), id };
  };

  return {
    servers,
    listenerPids,
    sql,
    player,
    stop: async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await scratch.drop();
    },
  };
}

export type InstancePair = Omit<Instances, "servers"> & { servers: [RunningServer, RunningServer] };

/**
 * Two instances for the whole suite: started before its first test, stopped after its last. The returned
 * object is filled in `beforeAll`, so the tests use it as the started instances themselves.
 */
export function twoInstancesPerSuite(): InstancePair {
  const pair = {} as InstancePair;
  beforeAll(async () => {
    Object.assign(pair, await startInstances(2));
  }, 120_000);
  afterAll(() => pair.stop?.());
  return pair;
}
