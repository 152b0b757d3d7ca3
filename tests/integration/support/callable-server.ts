import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import type { TestApp } from "./test-app.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sse = (body: string) => new Response(body, { headers: { "content-type": "text/event-stream" } });

/**
 * Replies the real app never gives, for the client's odd branches. They sit under /api/functions on the
 * same server, registered before the real app so they answer first.
 */
function oddReplies() {
  return new Hono()
    .post("/status/:code", (c) => new Response("not json", { status: Number(c.req.param("code")) }))
    .post("/plainText", (c) => c.text("hello"))
    .post("/jsonArray", (c) => c.json([1, 2]))
    .post("/noData", (c) => c.json({ ok: true }))
    .post("/dataField", (c) => c.json({ data: 7, result: 8 }))
    .post("/nullResult", (c) => c.json({ result: null }))
    .post("/errorInBody", (c) =>
      c.json({ error: { status: "NOT_FOUND", message: "Gone fishing.", details: { pond: 3 } } }, 500),
    )
    .post("/errorIn200", (c) => c.json({ error: { status: "UNAVAILABLE", message: "Busy." } }))
    .post("/unknownStatusName", (c) => c.json({ error: { status: "SORT_OF_BROKEN", message: "?" } }, 400))
    .post("/slow", async (c) => {
      await sleep(3000);
      return c.json({ result: "late" });
    })
    .post("/streamNoResult", () => sse('data: {"message":1}\n\n'))
    .post("/streamOdd", () =>
      sse(
        ': ping\r\n\r\nevent: message\r\ndata: {"message":"a"}\r\n\r\ndata: not json\n\ndata: {"result":"done"}\n\n',
      ),
    )
    .post("/streamError", () =>
      sse(
        'data: {"message":1}\n\ndata: {"error":{"status":"ABORTED","message":"Try later.","details":[1]}}\n\n',
      ),
    )
    .post("/streamStall", () => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode('data: {"message":"started"}\n\n'));
        },
      });
      return new Response(body, { headers: { "content-type": "text/event-stream" } });
    });
}

/** The real app plus the odd replies on a real HTTP server on 127.0.0.1 (port 0), for Node's fetch. */
export async function startCallableServer(t: TestApp) {
  const root = new Hono();
  root.route("/api/functions", oddReplies());
  root.route("/", t.app);
  const server = serve({ fetch: root.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        (server as unknown as { closeAllConnections: () => void }).closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address where nothing listens: a request there gets no reply at all. */
export async function closedAddress(): Promise<string> {
  const server = serve({ fetch: () => new Response(null), port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
