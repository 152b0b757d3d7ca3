import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { createApp } from "./app.ts";
import { readEnv } from "./env.ts";
import { mountWebApp } from "./static.ts";

function main() {
  const env = readEnv();
  const root = new Hono();
  root.route("/", createApp(env));
  mountWebApp(root, process.env.WEB_DIR ?? "dist/web");
  const server = serve({ fetch: root.fetch, port: env.PORT }, (info) => {
    console.log(`Hunter Lodge listening on http://localhost:${info.port}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
