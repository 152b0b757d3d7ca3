// Child process of bench/scale-live.bench.ts: one app instance on the given PostgreSQL, alone in its
// process, so its memory and CPU are its own. Answers `{ type: "usage" }` over IPC with its memory
// (after a full GC) and CPU time, and the number of open live streams.
import { readEnv } from "#server/env.ts";
import { startServer } from "#server/start-up.ts";

export type Usage = { rss: number; heapUsed: number; external: number; cpuMs: number; streams: number };

const [databaseUrl = "", secret = "", port = ""] = process.argv.slice(2);
const server = await startServer(
  readEnv({
    NODE_ENV: "production",
    PORT: port,
    AUTH_SECRET: secret,
    BASE_URL: "http://localhost:3000",
    RATE_LIMIT: "off",
    // Two instances share the database here; without VAPID keys that needs the reminders off (env.ts), as the
    // other benches' servers have them. The live fan-out measured here does not send any.
    REMINDERS: "off",
    DATABASE_URL: databaseUrl,
  }),
);

const gc = (globalThis as { gc?: () => void }).gc;
process.on("message", (message: { type?: string }) => {
  if (message.type === "usage") {
    gc?.();
    const memory = process.memoryUsage();
    const cpu = process.cpuUsage();
    const usage: Usage = {
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      external: memory.external,
      cpuMs: (cpu.user + cpu.system) / 1000,
      streams: server.ctx.live.subscriberCount(),
    };
    process.send?.({ type: "usage", usage });
  } else if (message.type === "stop") {
    void server.stop().then(() => process.exit(0));
  }
});
process.send?.({ type: "ready", port: server.port });
