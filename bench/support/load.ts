import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import { percentile } from "../lib.ts";

export type Throughput = {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
  // CPU time this process spent per request: unlike the rates, other work on the machine barely moves it.
  cpuMs: number;
};

const cpuSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

type AutocannonJson = {
  duration: number;
  requests: { total: number; average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};

const autocannonBin = createRequire(import.meta.url).resolve("autocannon/autocannon.js");

/**
 * Loads `url` with autocannon in its own process, so the load generator does not take the event loop of
 * the server it measures (on 2 cores each gets one). `cpuMs` is then the server's CPU per request, when the
 * server runs in this process.
 */
export function autocannon(url: string, connections: number, seconds: number): Promise<Throughput> {
  const args = [autocannonBin, "-j", "-c", String(connections), "-d", String(seconds), url];
  const cpu = process.cpuUsage();
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 2 ** 20 }, (error, stdout) => {
      if (error) return reject(error);
      const out = JSON.parse(stdout) as AutocannonJson;
      resolve({
        requests: out.requests.total,
        perSecond: out.requests.total / out.duration,
        p50: out.latency.p50,
        p99: out.latency.p99,
        failures: out.errors + out.timeouts + out.non2xx,
        cpuMs: cpuSince(cpu) / Math.max(1, out.requests.total),
      });
    });
  });
}

/** Runs `work` from `workers` concurrent loops for `seconds`, as autocannon does with its connections. */
export async function closedLoop(
  work: () => Promise<unknown>,
  workers: number,
  seconds: number,
): Promise<Throughput> {
  const latencies: number[] = [];
  let failures = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  const end = start + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const sent = performance.now();
      try {
        await work();
      } catch {
        failures += 1;
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: workers }, loop));
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    failures,
    cpuMs: cpuSince(cpu) / Math.max(1, latencies.length),
  };
}
