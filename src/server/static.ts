import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";

// Serves the built React app; every non-API path falls back to index.html for the client router.
export function mountWebApp(app: Hono, webDir: string) {
  const root = resolve(webDir);
  const indexPath = join(root, "index.html");
  if (!existsSync(indexPath)) {
    // In development Vite serves the pages; in production a missing build is a broken install.
    if (process.env.NODE_ENV !== "production") return;
    throw new Error(`The web app is not built (${indexPath} is missing): run npm run build.`);
  }
  const indexHtml = readFileSync(indexPath, "utf8");
  app.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.get("*", (c) => {
    if (c.req.path.startsWith("/api/")) return c.notFound();
    return c.html(indexHtml);
  });
}
