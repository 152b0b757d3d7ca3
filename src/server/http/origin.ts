import type { Context, MiddlewareHandler } from "hono";
import type { Env } from "../env.ts";
import { errorResponse, forbidden } from "../errors.ts";

// Vite's dev server proxies /api from its own port, so the browser's Origin is Vite's in development.
const VITE_DEV_ORIGIN = "http://localhost:5173";

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The app's own origin under each loopback name: with BASE_URL unset (http://localhost:PORT) a player
 * may just as well open http://127.0.0.1:PORT, which is the same server on the same machine.
 */
function ownOrigins(baseUrl: string): string[] {
  const own = new URL(baseUrl);
  if (!LOOPBACK_HOSTS.includes(own.hostname)) return [own.origin];
  return LOOPBACK_HOSTS.map((host) => {
    const alias = new URL(own.origin);
    alias.hostname = host;
    return alias.origin;
  });
}

/** The origins allowed to change state: the app's own, plus Vite's in development. */
export function allowedOrigins(env: Pick<Env, "BASE_URL" | "NODE_ENV">): string[] {
  const own = ownOrigins(env.BASE_URL);
  return env.NODE_ENV === "development" ? [...own, VITE_DEV_ORIGIN] : own;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// The callable protocol's clients outside a browser (its SDK from Node, a phone app) send no Origin.
const CALLABLE_PATH = "/api/functions/";

/**
 * A forged cross-site request rides the browser's cookies; it cannot carry a bearer token, which a page
 * of another site would have to know, and which a browser sends cross-site only after a CORS preflight
 * this server never grants. So a call authenticated by its bearer token alone has nothing to forge.
 */
function bearerAlone(c: Context): boolean {
  return /^bearer\s/i.test(c.req.header("authorization") ?? "") && c.req.header("cookie") === undefined;
}

/**
 * A state-changing request must carry the app's own Origin: browsers always send it on such requests,
 * and a request without one is refused too, except a callable call carrying a bearer token and no
 * cookie (docs/security.md#origin-check-csrf).
 */
export function originCheck(env: Pick<Env, "BASE_URL" | "NODE_ENV">): MiddlewareHandler {
  const allowed = new Set(allowedOrigins(env));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin && allowed.has(origin)) return next();
    if (c.req.path.startsWith(CALLABLE_PATH) && bearerAlone(c)) return next();
    return errorResponse(forbidden("This request did not come from Hunter Lodge.", "bad-origin"), c);
  };
}
