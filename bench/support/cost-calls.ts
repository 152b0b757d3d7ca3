// The request-cost bench's requests (bench/request-cost.bench.ts), as the web app sends them: one spelling
// for the seeding's requests, the lone requests and autocannon's load.
import { randomUUID } from "node:crypto";
import { ORIGIN } from "./servers.ts";

/**
 * `keyed`: each request carries a fresh Idempotency-Key, as the web app's saves and adds do. `ownPaths`: one
 * path per connection, each connection sending only to its own (a player saves one hunter at a time; ten
 * connections saving one row would measure their queue for its lock instead).
 */
export type Call = {
  method: string;
  path: string;
  cookie?: string;
  body?: string;
  keyed?: boolean;
  ownPaths?: readonly string[];
};
export const headersOf = (call: Call) => ({
  origin: ORIGIN,
  ...(call.cookie ? { cookie: call.cookie } : {}),
  ...(call.body ? { "content-type": "application/json" } : {}),
  ...(call.keyed ? { "idempotency-key": randomUUID() } : {}),
});

export async function send(base: string, call: Call): Promise<Response> {
  return fetch(`${base}${call.path}`, { method: call.method, headers: headersOf(call), body: call.body });
}
