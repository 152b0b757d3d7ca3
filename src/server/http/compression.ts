import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { setResponseHeader } from "./response-headers.ts";

const gzip = promisify(gzipCallback);

// hono's compress, whose choices this keeps: which answers are compressible, and its 1 KB threshold.
const THRESHOLD = 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
// An answer larger than this (by its Content-Length) is compressed as it streams, not held whole.
const STREAM_FROM = 1024 * 1024;

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

/** Whether Accept-Encoding takes gzip: by name, else by `*`, with a weight above 0. */
function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const q = (accepts.find((a) => a.type.toLowerCase() === "gzip") ?? accepts.find((a) => a.type === "*"))?.q;
  return (q ?? 0) > 0;
}

function markEncoded(c: Context) {
  c.res.headers.set("Content-Encoding", "gzip");
  const etag = c.res.headers.get("ETag");
  if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
}

/**
 * gzip for the answers the server writes itself (the API's JSON, the page): a phone on a slow network
 * waits for bytes. Files of the build come precompressed (src/server/static.ts) and pass through, and
 * the live stream (text/event-stream) is never compressible, as its frames must not wait in a buffer.
 * `Vary: Accept-Encoding` is set on every compressible answer, in place (hono's compress copied
 * every answer to add it). An answer is compressed whole, with its length, in zlib's thread pool: hono's
 * CompressionStream, with a promise per chunk, cost as much CPU as the rest of the request. Under 1 KB it
 * goes plain, as gzip would only add to it; over 1 MB it is compressed as it streams.
 */
export const compression = (): MiddlewareHandler => async (c, next) => {
  await next();
  if (!compressible(c)) return;
  const vary = c.res.headers.get("Vary");
  if (vary !== "*" && !(vary && VARIES_BY_ENCODING.test(vary)))
    setResponseHeader(c, "Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  if (!acceptsGzip(c.req.header("Accept-Encoding"))) return;
  const body = c.res.body;
  if (!body) return;
  if (Number(c.res.headers.get("Content-Length") ?? 0) > STREAM_FROM) {
    c.res = new Response(body.pipeThrough(new CompressionStream("gzip")), c.res);
    c.res.headers.delete("Content-Length");
    markEncoded(c);
    return;
  }
  const plain = new Uint8Array(await c.res.arrayBuffer());
  if (plain.length < THRESHOLD) {
    c.res = new Response(plain, c.res);
    return;
  }
  const zipped = await gzip(plain);
  c.res = new Response(zipped, c.res);
  c.res.headers.set("Content-Length", String(zipped.length));
  markEncoded(c);
};
