import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "#server/env.ts";
import { type HttpTimeouts, type RunningServer, startServer } from "#server/start-up.ts";
import { freePort, removeDir, seedDataDir } from "./support/processes.ts";

// Slow clients held connections for Node's 60 s (headers) and 300 s (whole request);
// docs/security.md#hostile-requests-and-the-data-folder-each-promise-and-the-test-that-proves-it.
const BASE_URL = "http://localhost:3000";
const dirs: string[] = [];
const running: RunningServer[] = [];
afterAll(async () => {
  for (const server of running) await server.stop();
  dirs.forEach(removeDir);
});

async function serve(options: { httpTimeouts?: HttpTimeouts } = {}) {
  const dataDir = await seedDataDir();
  dirs.push(dataDir);
  const PORT = String(await freePort());
  const env = readEnv({ NODE_ENV: "test", DATA_DIR: dataDir, PORT, HOST: "127.0.0.1", BASE_URL });
  const server = await startServer(env, options);
  running.push(server);
  return server.port;
}

/** A raw connection, and how long after it opened it was closed (null while open). */
async function rawClient(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  const opened = Date.now();
  let closedAfter: number | null = null;
  let received = "";
  socket.on("data", (chunk) => {
    received += chunk.toString();
  });
  socket.on("error", () => undefined);
  socket.once("close", () => {
    closedAfter = Date.now() - opened;
  });
  return { socket, closedAfter: () => closedAfter, received: () => received };
}

/** Writes `text` one character every 200 ms until the socket closes. */
function drip(socket: Socket, text: string) {
  let at = 0;
  const timer = setInterval(() => {
    if (socket.destroyed) clearInterval(timer);
    else socket.write(text[at++ % text.length] ?? "x");
  }, 200);
  socket.once("close", () => clearInterval(timer));
}

// Node answers 408 when it cuts a request for its headers or request timeout, so a close with this status is
// the timeout's doing. The upper bounds only separate our timeouts from Node's defaults (60 s and 300 s) and
// from the drip finishing on its own (200 s for a 1,000-byte body); a tight bound would measure the machine's
// load, not the server.
const TIMED_OUT = /^HTTP\/1\.1 408 /;

const waitUntil = async (check: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
};

describe("slow clients", () => {
  it("are cut at the default 10 s while sending headers", async () => {
    const port = await serve();
    const client = await rawClient(port);
    client.socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n");
    drip(client.socket, "X-Slow: a\r\n");
    await waitUntil(() => client.closedAfter() !== null, 9_000);
    expect(client.closedAfter()).toBeNull();
    await waitUntil(() => client.closedAfter() !== null, 11_000);
    expect(client.received()).toMatch(TIMED_OUT);
    expect(client.closedAfter()).toBeGreaterThanOrEqual(10_000);
    expect(client.closedAfter()).toBeLessThan(20_000);
  }, 40_000);

  it("keeps an idle connection past the time it announces: a client two seconds late to drop it is answered", async () => {
    const port = await serve();
    const client = await rawClient(port);
    const health = "GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n";
    client.socket.write(health);
    await waitUntil(() => /\r\n\r\n/.test(client.received()), 10_000);
    const announced = Number(/^keep-alive: timeout=(\d+)/im.exec(client.received())?.[1]);
    expect(announced).toBeGreaterThan(0);
    // undici (Node's fetch) drops a connection by this announcement with timers that fire late when its
    // process is busy; a request sent into a connection closing at that moment failed with ECONNRESET.
    await waitUntil(() => client.closedAfter() !== null, announced * 1000 + 2_000);
    expect(client.closedAfter()).toBeNull();
    client.socket.write(health);
    await waitUntil(() => client.received().split("HTTP/1.1 200").length > 2, 10_000);
    expect(client.received().split("HTTP/1.1 200")).toHaveLength(3);
    client.socket.destroy();
  }, 40_000);

  describe("with short timeouts (1 s for headers, 2 s for the request)", () => {
    let port: number;
    const timeouts = { headersMs: 1_000, requestMs: 2_000 };
    beforeAll(async () => {
      port = await serve({ httpTimeouts: timeouts });
    }, 30_000);

    it("cuts a client dripping its headers, and one dripping its body", async () => {
      const headers = await rawClient(port);
      headers.socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n");
      drip(headers.socket, "X-Slow: a\r\n");
      const body = await rawClient(port);
      body.socket.write(
        "POST /api/feedback HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost:3000\r\n" +
          "Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n",
      );
      drip(body.socket, " ");
      await waitUntil(() => headers.closedAfter() !== null && body.closedAfter() !== null, 15_000);
      expect(headers.received()).toMatch(TIMED_OUT);
      expect(headers.closedAfter()).toBeGreaterThanOrEqual(timeouts.headersMs);
      expect(headers.closedAfter()).toBeLessThan(15_000);
      // The body's headers were in at once, so only the whole-request timeout can have cut it.
      expect(body.received()).toMatch(TIMED_OUT);
      expect(body.closedAfter()).toBeGreaterThanOrEqual(timeouts.requestMs);
      expect(body.closedAfter()).toBeLessThan(15_000);
    }, 30_000);

    it("never cuts a live stream, however long it stays open", async () => {
      const guest = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/anonymous`, {
        method: "POST",
        headers: { origin: BASE_URL, "content-type": "application/json" },
        body: "{}",
      });
      expect(guest.status).toBe(200);
      const cookie = guest.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
      const stream = await rawClient(port);
      stream.socket.write(
        `GET /api/live HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\nCookie: ${cookie}\r\n\r\n`,
      );
      await waitUntil(() => stream.closedAfter() !== null, timeouts.requestMs * 2 + 1_500);
      expect(stream.received()).toMatch(/^HTTP\/1\.1 200/);
      expect(stream.closedAfter()).toBeNull();
      stream.socket.destroy();
    }, 20_000);
  });
});
