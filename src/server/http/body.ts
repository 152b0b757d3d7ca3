import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { tooLarge } from "#server/errors.ts";

/** Passes better-auth's Set-Cookie headers (a new or refreshed session) on to our response. */
export function forwardCookies(c: Context, headers: Headers) {
  for (const cookie of headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
}

// Far above any honest request (a full hunter build is a few KB), far below what would hurt memory.
export const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * Refuses a body over the limit with 413 before reading it when Content-Length says so, and as soon as
 * the limit is passed when it does not (chunked): the rest of the body is never read.
 */
export const limitBody = () =>
  bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: () => {
      throw tooLarge();
    },
  });
