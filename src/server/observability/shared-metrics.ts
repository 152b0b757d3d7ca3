import { Counter } from "prom-client";

// Counted where it happens, deep in a service, and reported by every app's /metrics (a process serves one app).
export const publicHunterCacheLookups = new Counter({
  name: "hl_public_hunter_cache_lookups_total",
  help: "Public hunter reads by whether the cache answered (hit) or the database did (miss)",
  labelNames: ["result"] as const,
  registers: [],
});
