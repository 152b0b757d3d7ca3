import type { MiddlewareHandler } from "hono";
import { messages } from "#core/messages.ts";
import { AppError, badRequest } from "#server/errors.ts";
import { hasNoBody } from "./body.ts";

// Far deeper than anything the app takes (a hunter build nests 5 levels), far below what makes parsing,
// and every walk after it, cost more than the request is worth
// (docs/security.md#hostile-requests-and-the-data-folder-each-promise-and-the-test-that-proves-it).
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/** Whether JSON text nests arrays and objects deeper than `max`: one pass, nothing parsed, strings skipped. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (OPENERS.has(code)) {
      if (++depth > max) return true;
    } else if (CLOSERS.has(code)) depth--;
  }
  return false;
}

// better-auth reads the web Request's body itself: it gets the body unread, the depth checked on a copy.
const readsRawBody = (path: string) => path.startsWith("/api/auth/");

/**
 * Refuses a JSON body nested deeper than MAX_JSON_DEPTH before anything parses it: our routes, the
 * callable and better-auth alike. Our routes' body is read once, here, and kept for their validator
 * (hono's body cache): a copy of the stream read twice cost a save a tenth of its CPU.
 */
export const limitJsonDepth = (): MiddlewareHandler => async (c, next) => {
  if (hasNoBody(c) || !c.req.raw.body || !c.req.header("content-type")?.toLowerCase().includes("json"))
    return next();
  let text: string;
  try {
    text = readsRawBody(c.req.path) ? await c.req.raw.clone().text() : await c.req.text();
  } catch {
    // The body never came whole (the client left, or was cut for being too slow): a refusal, not a fault.
    throw badRequest(messages.invalidRequest);
  }
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new AppError(400, "too-deeply-nested", messages.invalidRequest);
  }
  return next();
};
