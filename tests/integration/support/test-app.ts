import { afterAll, beforeAll } from "vitest";
import type { GameData } from "#core/game-data/schema.ts";
import { createApp } from "#server/app.ts";
import type { OutgoingMail, ServerContext } from "#server/context.ts";
import { sealDatabase } from "#server/db/context-database.ts";
import { type Env, readEnv } from "#server/env.ts";
import { startLiveHub } from "#server/live/hub.ts";
import { createMailSender } from "#server/mail/sender.ts";
import { testGameData } from "../../factories/game-data.ts";
import { quickPasswords } from "./quick-passwords.ts";
import { createTestDatabase, type DbKind } from "./test-db.ts";

export const TEST_BASE_URL = "http://localhost:3000";

export interface TestAppOptions {
  /** Fixes the app's clock (ctx.now); `setNow` moves it. better-auth's own token times stay real. */
  now?: Date;
  env?: Record<string, string>;
  gameData?: GameData;
}

export interface ClientOptions {
  /** The peer address the app sees (rate limits count by it); unique per client by default. */
  ip?: string;
  /** The Origin sent on every request; null sends none. */
  origin?: string | null;
}

export type TestClient = ReturnType<typeof makeClient>;

let nextIp = 1;
const freshIp = () => `10.${(nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp++ & 255}`;

function makeClient(app: ReturnType<typeof createApp>, options: ClientOptions = {}) {
  const cookies = new Map<string, string>();
  const ip = options.ip ?? freshIp();
  const origin = options.origin === undefined ? new URL(TEST_BASE_URL).origin : options.origin;
  const bindings = { incoming: { socket: { remoteAddress: ip } } };

  async function request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (origin && !headers.has("origin")) headers.set("origin", origin);
    if (cookies.size && !headers.has("cookie")) {
      headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    }
    const url = path.startsWith("http") ? path : `${TEST_BASE_URL}${path}`;
    const res = await app.request(url, { ...init, headers }, bindings);
    for (const line of res.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (!value || expired) cookies.delete(name);
      else cookies.set(name, value);
    }
    return res;
  }

  const send = (method: string) => (path: string, body?: unknown) =>
    request(path, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  return {
    ip,
    cookies,
    request,
    get: (path: string) => request(path),
    post: send("POST"),
    put: send("PUT"),
    del: send("DELETE"),
  };
}

/** The real app on a fresh test database, with captured mail, a fixed clock and cookie-keeping clients. */
export async function createTestApp(kind: DbKind, overrides: TestAppOptions = {}) {
  const database = await createTestDatabase(kind);
  const env: Env = readEnv({
    NODE_ENV: "test",
    BASE_URL: TEST_BASE_URL,
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    ...overrides.env,
  });
  let gameData = overrides.gameData ?? testGameData;
  let clock = overrides.now ?? null;
  const mails: OutgoingMail[] = [];
  const logs: string[] = [];
  const deliver = createMailSender(env, database, (line) => logs.push(line));
  const live = await startLiveHub(database);
  const ctx: ServerContext = {
    env,
    database: sealDatabase(database),
    gameData: {
      get: () => gameData,
      replace: (next) => {
        gameData = next;
      },
    },
    sendMail: async (mail) => {
      mails.push(mail);
      await deliver(mail);
    },
    now: () => (clock ? new Date(clock) : new Date()),
    // Cheaper than the servers' own key derivation, which password-keys.test.ts checks on a real server.
    passwords: quickPasswords,
    live,
    notify: (userId, topic = "me") => live.publish(userId, topic),
    announce: (userId, topic) => live.announce(userId, topic),
  };
  const app = createApp(ctx);
  const main = makeClient(app);
  return {
    app,
    ctx,
    /** The test's own way into the database; the app reaches it only through its services. */
    database,
    env,
    mails,
    logs,
    client: (options?: ClientOptions) => makeClient(app, options),
    request: main.request,
    setNow: (date: Date) => {
      clock = date;
    },
    /** The last mail sent to `to`, and the first link in it. */
    lastMailTo: (to: string) => {
      const mail = mails.findLast((m) => m.to === to);
      return mail ? { ...mail, link: mail.text.match(/https?:\/\/\S+/)?.[0] ?? "" } : undefined;
    },
    destroy: async () => {
      await live.stop();
      await database.destroy();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The suite's app: made before its first test and destroyed after its last. The returned object is
 * filled in `beforeAll`, so the tests use it as the app itself.
 */
export function testAppPerSuite(kind: DbKind, overrides: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(kind, overrides));
  });
  afterAll(async () => {
    await t.destroy?.();
  });
  return t;
}
