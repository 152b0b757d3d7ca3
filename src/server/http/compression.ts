import type { Context, MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { setResponseHeader } from "./response-headers.ts";

// hono's compress marks an answer it would compress with `Vary: Accept-Encoding` by these same tests.
const THRESHOLD = 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

function compressible(c: Context): boolean {
  const headers = c.res.headers;
  const length = headers.get("Content-Length");
  const type = headers.get("Content-Type");
  const cacheControl = headers.get("Cache-Control");
  return (
    c.res.status !== 206 &&
    !headers.has("Content-Encoding") &&
    !headers.has("Transfer-Encoding") &&
    c.req.method !== "HEAD" &&
    !(length && Number(length) < THRESHOLD) &&
    !!type &&
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) &&
    !(cacheControl && NO_TRANSFORM.test(cacheControl))
  );
}

/**
 * gzip for the answers the server writes itself (the API's JSON, the page): a phone on a slow network
 * waits for bytes. Files of the build come precompressed (src/server/static.ts) and pass through, and
 * hono's filter leaves the live stream (text/event-stream) alone, whose frames must not wait in a buffer.
 * `Vary: Accept-Encoding` is set on every compressible answer. A client that takes no gzip gets that
 * header set in place: hono's compress would copy the whole answer to add it (issue 31).
 */
export const compression = (): MiddlewareHandler => {
  const gzip = compress({ encoding: "gzip" });
  return async (c, next) => {
    if (/gzip/i.test(c.req.header("Accept-Encoding") ?? "")) return gzip(c, next);
    await next();
    if (!compressible(c)) return;
    const vary = c.res.headers.get("Vary");
    if (vary === "*" || (vary && VARIES_BY_ENCODING.test(vary))) return;
    setResponseHeader(c, "Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  };
};
