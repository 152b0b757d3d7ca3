// Child process of bench/scale-open.bench.ts
// (docs/decisions.md#2026-11-29-an-item-delete-in-one-statement-the-open-loop-bench-beside-bare-nodehttp):
// offers requests at a fixed arrival rate, whatever the server's answers do (open loop), and measures each
// one from the moment it was due to be sent, so time spent waiting behind a slow server counts (no
// coordinated omission). Requests are taken in turn from the plan's list. Prints one JSON line: latencies of
// reads and writes, failures, and how late the sender itself ran (if it fell behind, the figures say so
// instead of hiding it).
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";

/** `keyed`: sent with a fresh Idempotency-Key each time, as the web app sends this write. */
export type OpenRequest = {
  method: string;
  path: string;
  cookie: string;
  body?: string;
  write: boolean;
  keyed?: boolean;
};
export type OpenPlan = {
  baseUrl: string;
  origin: string;
  /** Requests per second offered. */
  rate: number;
  seconds: number;
  requests: OpenRequest[];
};
export type Percentiles = { count: number; p50: number; p99: number; max: number };
export type OpenResult = {
  offered: number;
  reads: Percentiles;
  writes: Percentiles;
  failures: number;
  /** The sender's own lag behind the schedule at p99, in ms (a busy load generator shows here). */
  senderLagP99: number;
};

// A request unanswered this long after it was due is a failure.
const TIMEOUT_MS = 10_000;

const percentiles = (values: number[]): Percentiles => {
  const sorted = values.toSorted((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
};

export function runOpenLoop(plan: OpenPlan): Promise<OpenResult> {
  const url = new URL(plan.baseUrl);
  // Enough sockets that the client never holds a request back: queueing belongs to the server.
  const agent = new Agent({ keepAlive: true, maxSockets: 1024 });
  const total = Math.round(plan.rate * plan.seconds);
  const interval = 1000 / plan.rate;
  const reads: number[] = [];
  const writes: number[] = [];
  const lags: number[] = [];
  let failures = 0;
  let done = 0;
  let sent = 0;
  const start = performance.now();

  return new Promise((resolve) => {
    const finish = () => {
      if (done < total) return;
      agent.destroy();
      resolve({
        offered: total,
        reads: percentiles(reads),
        writes: percentiles(writes),
        failures,
        senderLagP99: percentiles(lags).p99,
      });
    };
    const answered = (due: number, write: boolean, ok: boolean) => {
      done += 1;
      if (ok) (write ? writes : reads).push(performance.now() - due);
      else failures += 1;
      finish();
    };
    const send = (index: number, due: number) => {
      const chosen = plan.requests[index % plan.requests.length] as OpenRequest;
      const headers: Record<string, string> = { cookie: chosen.cookie, origin: plan.origin };
      if (chosen.body !== undefined) headers["content-type"] = "application/json";
      if (chosen.keyed) headers["idempotency-key"] = randomUUID();
      let settled = false;
      const settle = (ok: boolean) => {
        if (settled) return;
        settled = true;
        answered(due, chosen.write, ok);
      };
      const req = request(
        { host: url.hostname, port: url.port, method: chosen.method, path: chosen.path, headers, agent },
        (res) => {
          res.resume();
          res.on("end", () => settle((res.statusCode ?? 500) < 400));
          res.on("error", () => settle(false));
        },
      );
      req.setTimeout(TIMEOUT_MS, () => req.destroy());
      req.on("error", () => settle(false));
      req.end(chosen.body);
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        const due = start + sent * interval;
        lags.push(now - due);
        send(sent, due);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });
}

// Run as a process (not when a bench imports its types): argv[2] is the plan's file.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const plan = JSON.parse(readFileSync(process.argv[2] ?? "", "utf8")) as OpenPlan;
  void runOpenLoop(plan).then((result) => {
    process.stdout.write(JSON.stringify(result));
  });
}
