import type { Context } from "hono";

/** Passes better-auth's Set-Cookie headers (a new or refreshed session) on to our response. */
export function forwardCookies(c: Context, headers: Headers) {
  for (const cookie of headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
}
