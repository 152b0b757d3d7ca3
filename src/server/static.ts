import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono, Env as HonoEnv, MiddlewareHandler } from "hono";
import { firstScreenLinks, firstScreenOf, readManifest } from "./first-screens.ts";
import { pageAcceptLanguage } from "./i18n/page-language.ts";
import { wantsServerLogin, withServerLogin } from "./login-page/page.ts";
import type { DrawnPage } from "./shared-build-page/page.ts";

// The shipped images beside data/game-data.json; found from this module so any working folder works.
const shippedDataDir = fileURLToPath(new URL("../../data", import.meta.url));

// Images keep their names across releases, so they are cached long but not forever.
const IMAGE_CACHE = "public, max-age=604800";

// serveStatic's onFound runs after the response is built, too late for a header: set it on the response.
// The build's brotli and gzip copies (vite.compress.ts) are sent to a browser that accepts them.
function cachedStatic(root: string, cacheControl: string): MiddlewareHandler {
  const files = serveStatic({ root, precompressed: true });
  return async (c, next) => {
    const response = await files(c, next);
    // A miss passes on to the next handler, and what comes back is not a file's response.
    if (response instanceof Response) response.headers.set("Cache-Control", cacheControl);
    return response;
  };
}

/** An image uploaded in the console for a name the game data gives, or null. */
export type UploadedGameImage = (
  name: string,
) => Promise<{ mime: string; bytes: Uint8Array; updatedAt: Date } | null>;

// An uploaded image wins over the shipped file of its name (docs/product.md#game-data-in-the-console). It is
// revalidated on every use, so a new upload shows at the next load; its ETag is the upload's time.
function uploadedFirst(uploaded: UploadedGameImage): MiddlewareHandler {
  return async (c, next) => {
    const found = await uploaded(decodeURIComponent(c.req.path));
    if (!found) return next();
    const etag = `"${found.updatedAt.getTime().toString(36)}"`;
    const headers = { ETag: etag, "Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff" };
    if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
    return c.body(found.bytes as Uint8Array<ArrayBuffer>, 200, { ...headers, "Content-Type": found.mime });
  };
}

/**
 * /avatars/** and /icons/** from data/: the images the game data names, an uploaded one first when
 * `uploaded` is given. A missing one is a 404.
 */
export function mountGameImages(app: Hono, dataDir: string = shippedDataDir, uploaded?: UploadedGameImage) {
  for (const prefix of ["/avatars", "/icons"]) {
    if (uploaded) app.use(`${prefix}/*`, uploadedFirst(uploaded));
    app.use(`${prefix}/*`, cachedStatic(dataDir, IMAGE_CACHE));
    app.get(`${prefix}/*`, (c) => c.notFound());
  }
}

// Written by scripts/build-web.mjs (npm start, npm run build); a build made by Vite alone has none.
const STAMP_FILE = "build-stamp.json";

// React's development build is several times larger and slower: production never serves it.
function refuseDevelopmentBuild(root: string) {
  const stampPath = join(root, STAMP_FILE);
  if (!existsSync(stampPath)) return;
  const { mode } = JSON.parse(readFileSync(stampPath, "utf8")) as { mode?: string };
  if (mode !== "production") {
    throw new Error(
      `The web app in ${root} was built for ${mode ?? "an unknown mode"}: run npm run build (npm start rebuilds it).`,
    );
  }
}

// The installable app's files beside index.html
// (docs/decisions.md#2026-11-24-installable-app-and-service-worker). The worker and the manifest are
// revalidated on every load, so a release reaches installed apps at once; the icons keep their names and
// change rarely.
const NOT_SERVED = new Set(["index.html", STAMP_FILE]);
const rootFileCache = (name: string) =>
  name.endsWith(".png") || name.endsWith(".svg") ? IMAGE_CACHE : "no-cache";

function mountRootFiles<E extends HonoEnv>(app: Hono<E>, root: string) {
  const files = readdirSync(root, { withFileTypes: true }).filter(
    (entry) => entry.isFile() && !NOT_SERVED.has(entry.name),
  );
  for (const { name } of files) {
    app.get(`/${name}`, cachedStatic(root, rootFileCache(name)));
  }
}

/** The page served for a path, from the built index.html (link previews put their tags in it). */
export type PageFor = (path: string, indexHtml: string) => Promise<string>;

// Serves the built React app; every other non-API path gets index.html for the client router. `drawn` puts
// in a first screen the server draws itself (a shared build).
export function mountWebApp<E extends HonoEnv>(
  app: Hono<E>,
  webDir: string,
  pageFor?: PageFor,
  drawn?: DrawnPage,
) {
  const root = resolve(webDir);
  const indexPath = join(root, "index.html");
  if (!existsSync(indexPath)) {
    // In development Vite serves the pages; in production a missing build is a broken install.
    if (process.env.NODE_ENV !== "production") return;
    throw new Error(`The web app is not built (${indexPath} is missing): run npm run build.`);
  }
  if (process.env.NODE_ENV === "production") refuseDevelopmentBuild(root);
  const indexHtml = readFileSync(indexPath, "utf8");
  const manifest = readManifest(root);
  app.use("/assets/*", cachedStatic(root, "public, max-age=31536000, immutable"));
  app.get("/assets/*", (c) => c.notFound());
  // The OCR engine (vite.ocr.ts), under a folder named by its packages' versions. Types by extension: .wasm.js
  // is text/javascript, the language data application/gzip without Content-Encoding, as the engine unpacks it.
  app.use("/ocr/*", cachedStatic(root, "public, max-age=31536000, immutable"));
  app.get("/ocr/*", (c) => c.notFound());
  mountRootFiles(app, root);
  app.get("*", async (c) => {
    if (c.req.path.startsWith("/api/")) return c.notFound();
    // A new release must reach every browser at once: the page is revalidated, its hashed assets are not.
    c.header("Cache-Control", "no-cache");
    let page = pageFor ? await pageFor(c.req.path, indexHtml) : indexHtml;
    const cookie = c.req.header("cookie");
    // A first screen's page names its code and data
    // (docs/decisions.md#2026-11-24-first-screens-named-by-the-servers-page-compressed-at-build-time); which
    // screen depends on the session cookie.
    const screen = firstScreenOf(c.req.path, cookie?.includes("session_token") ?? false);
    // Only that page varies: the worker's copy of index.html must match any later navigation.
    if (!screen) return c.html(page);
    c.header("Vary", "Cookie, Accept-Language");
    const acceptLanguage = pageAcceptLanguage(c);
    const links = firstScreenLinks(manifest, screen, acceptLanguage, page);
    // A visitor without a session gets a sign-in form that works before (and without) the app's script.
    const url = new URL(c.req.url);
    if (wantsServerLogin(url, cookie)) page = withServerLogin(page, url, acceptLanguage);
    else if (drawn) page = await drawn(url, cookie, acceptLanguage, page);
    return c.html(page.replace("</head>", `${links}</head>`));
  });
}
