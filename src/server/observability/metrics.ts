import { timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Env } from "../env.ts";
import type { LiveHub } from "../live/hub.ts";
import type { RequestFacts } from "./request-log.ts";
import { publicHunterCacheLookups } from "./shared-metrics.ts";

interface Metrics {
  observe: (facts: RequestFacts) => void;
  /** GET /metrics in the Prometheus text format; 404 when off, 401 without the token when one is set. */
  endpoint: MiddlewareHandler;
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const notServed: MiddlewareHandler = async (c) => c.notFound();

/**
 * One registry per app, so test processes that build many apps count each apart. Off, nothing is
 * collected and requests pay nothing.
 */
export function createMetrics(env: Pick<Env, "METRICS" | "METRICS_TOKEN">, live: LiveHub): Metrics {
  if (env.METRICS !== "on" && env.METRICS_TOKEN === undefined)
    return { observe: () => {}, endpoint: notServed };
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "hl_" });
  const requests = new Counter({
    name: "hl_http_requests_total",
    help: "HTTP requests by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "hl_http_request_duration_seconds",
    help: "Time to the response head by method and route pattern (a live stream counts until it opens)",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: "hl_live_streams_open",
    help: "Open live-update (server-sent events) streams on this instance",
    registers: [registry],
    collect() {
      this.set(live.subscriberCount());
    },
  });
  const reconnects = new Counter({
    name: "hl_listen_reconnects_total",
    help: "Times the LISTEN connection for live updates came back after a drop",
    registers: [registry],
  });
  live.onResync(() => {
    if (live.isListening()) reconnects.inc();
  });
  registry.registerMetric(publicHunterCacheLookups);

  return {
    observe: ({ method, route, status, ms }) => {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, ms / 1000);
    },
    endpoint: async (c) => {
      if (env.METRICS_TOKEN) {
        const given = /^bearer\s+(.+)$/i.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
        if (!sameSecret(given, env.METRICS_TOKEN)) {
          c.header("WWW-Authenticate", 'Bearer realm="metrics"');
          return c.text("A valid metrics token is required.", 401);
        }
      }
      c.header("Cache-Control", "no-store");
      return c.body(await registry.metrics(), 200, { "Content-Type": registry.contentType });
    },
  };
}
