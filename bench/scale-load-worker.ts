// Child process of bench/scale-http.bench.ts: loads one route with autocannon, each request as a random
// player of the seeded set (their own signed session cookie), so the server's caches and PostgreSQL's
// buffers see a community's spread of users rather than one hot row. Prints autocannon's JSON result.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** `keyed`: sent with a fresh Idempotency-Key each time, as the web app sends this write. */
export type LoadRequest = { method: string; path: string; cookie: string; body?: string; keyed?: boolean };
export type LoadPlan = {
  baseUrl: string;
  origin: string;
  connections: number;
  seconds: number;
  // Requests are taken in turn, wrapping around: a DELETE's list holds one distinct item per request.
  requests: LoadRequest[];
};

type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
type Options = {
  url: string;
  connections: number;
  duration: number;
  requests: { setupRequest: (request: Request) => Request }[];
};
// autocannon ships no type declarations: this is the part of its API used here.
type Autocannon = (
  options: Options,
  done: (error: Error | null, result: unknown) => void,
) => { on: (event: "error", listener: (error: Error) => void) => void };
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const plan = JSON.parse(readFileSync(process.argv[2] ?? "", "utf8")) as LoadPlan;
let next = 0;

const instance = autocannon(
  {
    url: plan.baseUrl,
    connections: plan.connections,
    duration: plan.seconds,
    requests: [
      {
        setupRequest: (request) => {
          const chosen = plan.requests[next % plan.requests.length] as LoadRequest;
          next += 1;
          const headers: Record<string, string> = { cookie: chosen.cookie, origin: plan.origin };
          if (chosen.body !== undefined) headers["content-type"] = "application/json";
          if (chosen.keyed) headers["idempotency-key"] = randomUUID();
          return { ...request, method: chosen.method, path: chosen.path, headers, body: chosen.body };
        },
      },
    ],
  },
  (error, result) => {
    if (error) throw error;
    process.stdout.write(JSON.stringify(result));
  },
);
instance.on("error", (error) => console.error(error));
