import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { PROOF_UPLOAD_MAX_BYTES } from "#core/rules/proof.ts";
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

// The routes whose body is a file, each with its own bound in place of BODY_LIMIT_BYTES: a proof screenshot
// (docs/product.md#proof-and-verification).
const OWN_LIMITS: readonly { path: RegExp; maxSize: number }[] = [
  { path: /^\/api\/proof\/hunters\/[^/]+\/images$/, maxSize: PROOF_UPLOAD_MAX_BYTES },
];

const limitOf = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw tooLarge();
    },
  });

/**
 * Refuses a body over the limit with 413 before reading it when Content-Length says so, and as soon as
 * the limit is passed when it does not (chunked): the rest of the body is never read.
 */
export const limitBody = (): MiddlewareHandler => {
  const limit = limitOf(BODY_LIMIT_BYTES);
  const own = OWN_LIMITS.map(({ path, maxSize }) => ({ path, limit: limitOf(maxSize) }));
  return (c, next) => {
    if (hasNoBody(c)) return next();
    const file = own.find(({ path }) => path.test(c.req.path));
    return (file?.limit ?? limit)(c, next);
  };
};
