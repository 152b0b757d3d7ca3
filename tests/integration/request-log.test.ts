import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registration } from "./support/accounts.ts";
import {
  type Finished,
  removeDir,
  type ServerProcess,
  seedDataDir,
  startServerProcess,
} from "./support/processes.ts";

const SLOW = 180_000;
const SECRET_PASSWORD = "Pa55word-never-logged";
const SECRET_TOKEN = "tok3n-never-logged";

type LogLine = Record<string, unknown>;

describe("structured request logs", () => {
  let dataDir: string;
  let server: ServerProcess;
  let finished: Finished;
  const ids: Record<string, string> = {};
  let userId: string;

  beforeAll(async () => {
    dataDir = await seedDataDir();
    server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "info" });
    const origin = `http://localhost:${new URL(server.url).port}`;
    const send = async (name: string, path: string, init: RequestInit = {}) => {
      const res = await fetch(`${server.url}${path}`, {
        ...init,
        headers: { origin, "content-type": "application/json", ...init.headers },
      });
      ids[name] = res.headers.get("x-request-id") ?? "";
      return res;
    };
    await send("health", "/api/health");
    const body = registration({ password: SECRET_PASSWORD, confirmPassword: SECRET_PASSWORD });
    const registered = await send("register", "/api/account/register", {
      method: "POST",
      body: JSON.stringify(body),
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const me = await send("me", "/api/me", { headers: { cookie } });
    userId = ((await me.json()) as { id: string }).id;
    await send("signIn", "/api/auth/sign-in/email", {
      method: "POST",
      body: JSON.stringify({ email: body.email, password: SECRET_PASSWORD }),
    });
    await send("verify", `/api/auth/verify-email?token=${SECRET_TOKEN}`);
    await send("reset", `/api/auth/reset-password/${SECRET_TOKEN}?callbackURL=/reset`);
    finished = await server.stop();
  }, SLOW);
  afterAll(() => removeDir(dataDir));

  const lines = () =>
    finished.stdout
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as LogLine);
  const linesOf = (name: string) => lines().filter((l) => l.requestId === ids[name]);

  it("writes one JSON line per request with method, route, status, time, request id and user id", () => {
    expect(ids.health).toMatch(/^[\w-]{8,}$/);
    const health = linesOf("health");
    expect(health).toHaveLength(1);
    expect(health[0]).toMatchObject({ method: "GET", route: "/api/health", status: 200, userId: null });
    expect(typeof health[0]?.ms).toBe("number");

    const me = linesOf("me");
    expect(me).toHaveLength(1);
    expect(me[0]).toMatchObject({ method: "GET", route: "/api/me", status: 200, userId });
    for (const name of ["register", "signIn", "verify", "reset"]) expect(linesOf(name)).toHaveLength(1);
  });

  it("never logs a password, a token or a cookie", () => {
    expect(finished.stdout).not.toContain(SECRET_PASSWORD);
    expect(finished.stdout).not.toContain(SECRET_TOKEN);
    expect(finished.stdout).not.toMatch(/session_token|cookie/i);
    expect(finished.stderr).not.toContain(SECRET_PASSWORD);
    expect(finished.stderr).not.toContain(SECRET_TOKEN);
  });
});
