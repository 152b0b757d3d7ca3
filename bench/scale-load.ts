// The scale bench
// (docs/decisions.md#2026-11-23-scale-bench-how-a-community-sized-database-is-seeded-and-loaded): one load
// window against a bench server, driven by a niced worker process, and one probe request.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LoadPlan, LoadRequest } from "./scale-load-worker.ts";
import { ORIGIN } from "./support/servers.ts";

export const CONNECTIONS = 50;

type AutocannonJson = {
  duration: number;
  requests: { total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};
// cpuMs: this process's CPU (the server runs here) per request, which the machine's load barely moves.
export type Window = {
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
  requests: number;
  cpuMs: number;
};

// The load generator runs niced in its own process: other agents share these two cores.
export function load(baseUrl: string, requests: LoadRequest[], seconds: number): Promise<Window> {
  const dir = mkdtempSync(join(tmpdir(), "hl-scale-"));
  const planPath = join(dir, "plan.json");
  const plan: LoadPlan = { baseUrl, origin: ORIGIN, connections: CONNECTIONS, seconds, requests };
  writeFileSync(planPath, JSON.stringify(plan));
  const worker = new URL("./scale-load-worker.ts", import.meta.url).pathname;
  const cpu = process.cpuUsage();
  return new Promise<Window>((resolve, reject) => {
    execFile(
      "nice",
      ["-n", "10", process.execPath, "--import", "tsx", worker, planPath],
      { maxBuffer: 64 * 2 ** 20 },
      (error, stdout) => {
        rmSync(dir, { recursive: true, force: true });
        if (error) return reject(error);
        const out = JSON.parse(stdout) as AutocannonJson;
        resolve({
          perSecond: out.requests.total / out.duration,
          p50: out.latency.p50,
          p99: out.latency.p99,
          failures: out.errors + out.timeouts + out.non2xx,
          requests: out.requests.total,
          cpuMs: used(cpu) / Math.max(1, out.requests.total),
        });
      },
    );
  });
}

const used = (since: NodeJS.CpuUsage) => {
  const delta = process.cpuUsage(since);
  return (delta.user + delta.system) / 1000;
};

export async function probe(baseUrl: string, request: LoadRequest) {
  const res = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: {
      cookie: request.cookie,
      origin: ORIGIN,
      ...(request.body ? { "content-type": "application/json" } : {}),
    },
    body: request.body,
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${request.method} ${request.path}: HTTP ${res.status} ${text}`);
}
