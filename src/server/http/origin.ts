import type { MiddlewareHandler } from "hono";
import type { Env } from "../env.ts";
import { errorResponse, forbidden } from "../errors.ts";

// Vite's dev server proxies /api from its own port, so the browser's Origin is Vite's in development.
const VITE_DEV_ORIGIN = "http://localhost:5173";

/** The origins allowed to change state: the app's own, plus Vite's in development. */
export function allowedOrigins(env: Pick<Env, "BASE_URL" | "NODE_ENV">): string[] {
  const own = new URL(env.BASE_URL).origin;
  return env.NODE_ENV === "development" ? [own, VITE_DEV_ORIGIN] : [own];
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A state-changing request must carry the app's own Origin: browsers always send it on such requests,
 * and a request without one is refused too (docs/security.md).
 */
export function originCheck(env: Pick<Env, "BASE_URL" | "NODE_ENV">): MiddlewareHandler {
  const allowed = new Set(allowedOrigins(env));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin && allowed.has(origin)) return next();
    return errorResponse(forbidden("This request did not come from Hunter Lodge.", "bad-origin"), c);
  };
}
