import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";

/**
 * gzip for the answers the server writes itself (the API's JSON, the page): a phone on a slow network
 * waits for bytes. Files of the build come precompressed (src/server/static.ts) and pass through, and
 * hono's filter leaves the live stream (text/event-stream) alone, whose frames must not wait in a buffer.
 * `Vary: Accept-Encoding` is set on every compressible answer.
 */
export const compression = (): MiddlewareHandler => compress({ encoding: "gzip" });
