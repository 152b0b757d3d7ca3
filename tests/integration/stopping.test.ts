import { afterAll, describe, expect, it } from "vitest";
import { readEnv } from "#server/env.ts";
import { type RunningServer, startServer } from "#server/start-up.ts";
import { registration } from "./support/accounts.ts";
import { freePort, removeDir, seedDataDir } from "./support/processes.ts";
import { sseReader } from "./support/sse.ts";

const dirs: string[] = [];
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
  dirs.forEach(removeDir);
});

describe("stopping the server", () => {
  it("ends open live streams instead of waiting for them, and stops answering", async () => {
    const dataDir = await seedDataDir();
    dirs.push(dataDir);
    const port = await freePort();
    server = await startServer(readEnv({ NODE_ENV: "test", PORT: String(port), DATA_DIR: dataDir }));
    const base = `http://127.0.0.1:${port}`;
    const origin = `http://localhost:${port}`;
    const registered = await fetch(`${base}/api/account/register`, {
      method: "POST",
      headers: { origin, "content-type": "application/json" },
      body: JSON.stringify(registration()),
    });
    expect(registered.status).toBe(201);
    const { id } = (await registered.json()) as { id: string };
    await server.database.query(`update "user" set email_verified = true where id = $1`, [id]);
    const cookie = registered.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const live = await fetch(`${base}/api/live`, {
      headers: { origin, cookie, accept: "text/event-stream" },
    });
    expect(live.status).toBe(200);
    const stream = sseReader(live);
    expect((await stream.next(10_000))?.event).toBe("ready");

    await server.stop();
    server = undefined;
    // The server closed the stream's connection (the browser reconnects, to another instance if any).
    await expect(stream.next(1000)).rejects.toThrow("terminated");
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  }, 120_000);
});
