import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { describe, expect, it } from "vitest";
import { compression } from "./compression.ts";

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) };
const app = new Hono()
  .use("*", compression())
  .get("/json", (c) => c.json(big))
  .get("/by-language", (c) => {
    c.header("Vary", "Accept-Language");
    return c.json(big);
  })
  .get("/small", (c) => c.json({ id: 1 }))
  .get("/moved", () => Response.redirect("http://localhost/json", 302))
  .get("/live", (c) => streamSSE(c, async (stream) => stream.writeSSE({ event: "ready", data: "{}" })));

describe("compression of the server's own answers", () => {
  it("gzips JSON for a browser that accepts it and says it varies by Accept-Encoding", async () => {
    const res = await app.request("/json", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(res.headers.get("Vary")).toBe("Accept-Encoding");
    const body = gunzipSync(Buffer.from(await res.arrayBuffer()));
    expect(JSON.parse(body.toString())).toEqual(big);
  });

  it("sends plain JSON to a client that asks for no encoding, and says it varies by Accept-Encoding", async () => {
    const res = await app.request("/json");
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(res.headers.get("Vary")).toBe("Accept-Encoding");
    expect(await res.json()).toEqual(big);
  });

  it("adds Accept-Encoding to the Vary a route set, for both kinds of client", async () => {
    const plain = await app.request("/by-language");
    expect(plain.headers.get("Vary")).toBe("Accept-Language, Accept-Encoding");
    const gzipped = await app.request("/by-language", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipped.headers.get("Vary")).toBe("Accept-Language, Accept-Encoding");
  });

  it("gzips whole answers with their length, and honours a refusal by weight", async () => {
    const res = await app.request("/json", { headers: { "Accept-Encoding": "br;q=1, gzip;q=0.5" } });
    const zipped = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get("Content-Length")).toBe(String(zipped.length));
    expect(JSON.parse(gunzipSync(zipped).toString())).toEqual(big);
    const refused = await app.request("/json", { headers: { "Accept-Encoding": "gzip;q=0, *" } });
    expect(refused.headers.get("Content-Encoding")).toBeNull();
    expect(await refused.json()).toEqual(big);
    const any = await app.request("/json", { headers: { "Accept-Encoding": "*" } });
    expect(any.headers.get("Content-Encoding")).toBe("gzip");
  });

  it("sends an answer under 1 KB plain, saying it varies by Accept-Encoding", async () => {
    const res = await app.request("/small", { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(res.headers.get("Vary")).toBe("Accept-Encoding");
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await res.text()).toBe('{"id":1}');
  });

  it("leaves a redirect as it is", async () => {
    const res = await app.request("/moved");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("http://localhost/json");
    expect(res.headers.get("Vary")).toBeNull();
  });

  it("never buffers the live stream in a compressor", async () => {
    const res = await app.request("/live", { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(await res.text()).toContain("event: ready");
  });

  it("answers the same through the Node server as through the app", async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const zipped = await fetch(`${base}/json`, { headers: { "Accept-Encoding": "gzip" } });
      expect(zipped.headers.get("Content-Encoding")).toBe("gzip");
      expect(await zipped.json()).toEqual(big);
      const small = await fetch(`${base}/small`, { headers: { "Accept-Encoding": "gzip" } });
      expect(small.headers.get("Vary")).toBe("Accept-Encoding");
      expect(await small.text()).toBe('{"id":1}');
      const moved = await fetch(`${base}/moved`, { redirect: "manual" });
      expect(moved.headers.get("Location")).toBe("http://localhost/json");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
