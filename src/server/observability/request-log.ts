import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppBindings } from "../context.ts";
import { setResponseHeader } from "../http/response-headers.ts";
import type { Logger } from "./logger.ts";

// A proxy's id is kept so its log and ours can be joined; anything else is replaced.
const REQUEST_ID = /^[\w-]{1,128}$/;

export interface RequestFacts {
  method: string;
  /** The route pattern (`/api/hunters/:id`), never the path: paths and queries can carry tokens. */
  route: string;
  status: number;
  ms: number;
}

/**
 * Logs one line per request with who and what, but nothing a client sent (no body, query, header or
 * cookie), so a password or token cannot end up in a log. `observe` gets the same facts (metrics).
 */
export function requestLog(
  logger: Logger,
  observe: (facts: RequestFacts) => void = () => {},
): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    await next();
    setResponseHeader(c, "X-Request-Id", requestId);
    const facts: RequestFacts = {
      method: c.req.method,
      route: routePath(c) || "(none)",
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    observe(facts);
    const line = { ...facts, requestId, userId: c.get("user")?.id ?? null };
    if (facts.status >= 500) logger.error(line, "request failed");
    else logger.info(line, "request");
  };
}
