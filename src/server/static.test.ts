import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { mountGameImages, mountWebApp } from "./static.ts";

const dir = mkdtempSync(join(tmpdir(), "hl-static-"));
mkdirSync(join(dir, "data", "avatars"), { recursive: true });
mkdirSync(join(dir, "data", "icons", "sets"), { recursive: true });
mkdirSync(join(dir, "web", "assets"), { recursive: true });
writeFileSync(join(dir, "data", "avatars", "wolf.svg"), "<svg>wolf</svg>");
writeFileSync(join(dir, "data", "icons", "sets", "justice.svg"), "<svg>justice</svg>");
writeFileSync(join(dir, "data", "game-data.json"), "{}");
writeFileSync(join(dir, "web", "index.html"), "<!doctype html><head><title>Hunter Lodge</title></head>");
writeFileSync(join(dir, "web", "assets", "app-1234.js"), "console.log(1)");
writeFileSync(join(dir, "web", "assets", "app-1234.js.br"), brotliCompressSync("console.log(1)"));
writeFileSync(join(dir, "web", "assets", "app-1234.js.gz"), gzipSync("console.log(1)"));
writeFileSync(join(dir, "web", "sw.js"), "self.addEventListener('fetch', () => {})");
writeFileSync(join(dir, "web", "manifest.webmanifest"), '{"name":"Hunter Lodge"}');
writeFileSync(join(dir, "web", "pwa-192.png"), "png");
writeFileSync(join(dir, "web", "build-stamp.json"), JSON.stringify({ mode: "production", sources: "x" }));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const app = new Hono();
mountGameImages(app, join(dir, "data"));
mountWebApp(app, join(dir, "web"));

describe("static files", () => {
  it("serves avatars and icons as SVG with a long cache", async () => {
    const avatar = await app.request("/avatars/wolf.svg");
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get("Content-Type")).toMatch(/^image\/svg\+xml/);
    expect(avatar.headers.get("Cache-Control")).toBe("public, max-age=604800");
    expect(await avatar.text()).toBe("<svg>wolf</svg>");
    expect(await (await app.request("/icons/sets/justice.svg")).text()).toBe("<svg>justice</svg>");
  });

  it("answers 404 for a missing image and never serves the rest of data/", async () => {
    expect((await app.request("/avatars/none.svg")).status).toBe(404);
    for (const path of ["/icons/%2e%2e/game-data.json", "/avatars/..%2fgame-data.json"]) {
      expect(await (await app.request(path)).text()).not.toBe("{}");
    }
  });

  it("serves hashed assets forever and the page for every client route, revalidated", async () => {
    const asset = await app.request("/assets/app-1234.js");
    expect(asset.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const page = await app.request("/hunter/u1/h1");
    expect(page.headers.get("Cache-Control")).toBe("no-cache");
    expect(await page.text()).toContain("<title>Hunter Lodge</title>");
    expect((await app.request("/api/nothing")).status).toBe(404);
  });

  it("names a first screen's data in its page, by the session cookie, and nothing on other paths", async () => {
    const roster = await app.request("/", { headers: { cookie: "better-auth.session_token=x" } });
    expect(roster.headers.get("Vary")).toBe("Cookie, Accept-Language");
    expect(await roster.text()).toContain('<link rel="preload" as="fetch" crossorigin href="/api/hunters">');
    expect(await (await app.request("/")).text()).not.toContain("/api/hunters");
    const inventory = await app.request("/inventory");
    expect(await inventory.text()).not.toContain("preload");
    // The worker's copy of the page must match every navigation, whatever its cookie.
    expect(inventory.headers.get("Vary")).toBeNull();
    expect((await app.request("/index.html")).headers.get("Vary")).toBeNull();
  });

  it("sends the build's brotli or gzip copy to a browser that accepts it, varying by Accept-Encoding", async () => {
    const br = await app.request("/assets/app-1234.js", {
      headers: { "Accept-Encoding": "gzip, deflate, br" },
    });
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Vary")).toBe("Accept-Encoding");
    expect(br.headers.get("Content-Type")).toMatch(/javascript/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe("console.log(1)");
    const gz = await app.request("/assets/app-1234.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe("console.log(1)");
    const plain = await app.request("/assets/app-1234.js");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe("console.log(1)");
  });

  it("serves the worker and the manifest revalidated on every load, with their types", async () => {
    const worker = await app.request("/sw.js");
    expect(worker.status).toBe(200);
    expect(worker.headers.get("Content-Type")).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers.get("Cache-Control")).toBe("no-cache");
    const manifest = await app.request("/manifest.webmanifest");
    expect(manifest.headers.get("Content-Type")).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get("Cache-Control")).toBe("no-cache");
    expect(await manifest.json()).toEqual({ name: "Hunter Lodge" });
    const icon = await app.request("/pwa-192.png");
    expect(icon.headers.get("Content-Type")).toBe("image/png");
    expect(icon.headers.get("Cache-Control")).toBe("public, max-age=604800");
  });

  it("keeps the build stamp to itself", async () => {
    expect(await (await app.request("/build-stamp.json")).text()).toContain("<title>Hunter Lodge</title>");
  });
});

describe("the build served in production", () => {
  const built = (mode: string) => {
    const web = mkdtempSync(join(dir, "built-"));
    writeFileSync(join(web, "index.html"), "<!doctype html><title>Hunter Lodge</title>");
    writeFileSync(join(web, "build-stamp.json"), JSON.stringify({ mode, sources: "abc" }));
    return web;
  };
  afterEach(() => vi.unstubAllEnvs());

  it("is never a development build", () => {
    vi.stubEnv("NODE_ENV", "production");
    const web = built("development");
    expect(() => mountWebApp(new Hono(), web)).toThrow(
      `The web app in ${web} was built for development: run npm run build (npm start rebuilds it).`,
    );
    expect(() => mountWebApp(new Hono(), built("production"))).not.toThrow();
  });

  it("may be a development build outside production", () => {
    vi.stubEnv("NODE_ENV", "development");
    expect(() => mountWebApp(new Hono(), built("development"))).not.toThrow();
  });
});
