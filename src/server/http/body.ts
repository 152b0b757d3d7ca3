import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { tooLarge } from "#server/errors.ts";

/** Passes better-auth's Set-Cookie headers (a new or refreshed session) on to our response. */
export function forwardCookies(c: Context, headers: Headers) {
  for (const cookie of headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
}

// Far above any honest request (a full hunter build is a few KB), far below what would hurt memory.
export const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * A GET or HEAD request has no body (its web Request's body is always null). Asking for it would make
 * @hono/node-server build the whole web Request, a tenth of a small read's CPU.
 */
export const hasNoBody = (c: Context) => c.req.method === "GET" || c.req.method === "HEAD";

/**
 * Refuses a body over the limit with 413 before reading it when Content-Length says so, and as soon as
 * the limit is passed when it does not (chunked): the rest of the body is never read.
 */
export const limitBody = (): MiddlewareHandler => {
  const limit = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: () => {
      throw tooLarge();
    },
  });
  return (c, next) => (hasNoBody(c) ? next() : limit(c, next));
};
