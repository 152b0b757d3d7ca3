import type { Context } from "hono";

/** The JSON body, or `{}` when there is none or it is not JSON: the route's schema then names what is missing. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return {};
  }
}

/** Passes better-auth's Set-Cookie headers (a new or refreshed session) on to our response. */
export function forwardCookies(c: Context, headers: Headers) {
  for (const cookie of headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
}
