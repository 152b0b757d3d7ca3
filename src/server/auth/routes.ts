import { type Context, Hono } from "hono";
import { messages } from "#core/messages.ts";
import { isStorableText, unstorablePath } from "#core/schemas/text.ts";
import type { Env } from "../env.ts";
import { badRequest, notFound } from "../errors.ts";
import { CLIENT_IP_HEADER, clientIp } from "../http/client-ip.ts";
import type { Auth } from "./auth.ts";
import { readAuthBody } from "./auth-body.ts";
import { ipRateLimits } from "./rate-limits.ts";
import { SIGN_IN_LINK_VERIFY_PATH, signInLinkLanding } from "./sign-in-link.ts";
import { verificationLanding } from "./verify-landing.ts";

// Compared with the path as sent, so no other spelling (a trailing slash, an escape) reaches another endpoint.
const OPEN_PATHS = new Set(Object.keys(ipRateLimits).map((path) => `/api/auth${path}`));

// better-auth looks tokens and e-mails up as given: text the database cannot store must not reach it.
async function storableRequest(request: Request): Promise<boolean> {
  const url = new URL(request.url);
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Not a UTF-8 path: it names nothing better-auth has, and it answers that itself.
  }
  if (!isStorableText(path) || unstorablePath(Object.fromEntries(url.searchParams))) return false;
  try {
    return unstorablePath(await readAuthBody(request)) === null;
  } catch {
    // A body better-auth cannot read either: it refuses that itself.
    return true;
  }
}

/**
 * Hands `request` to better-auth: only text the database can store, with the client's address from the
 * connection `c` came on (never from a header it cannot trust). The server's sign-in form (login-page/)
 * passes its sign-in through here too, so it meets the same limits and checks as the app's.
 */
export async function passToAuth(
  auth: Auth,
  env: Pick<Env, "TRUST_PROXY">,
  c: Context,
  request: Request,
): Promise<Response> {
  if (!(await storableRequest(request))) throw badRequest(messages.unsupportedCharacters);
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = clientIp(c, env);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return auth.handler(new Request(request, { headers }));
}

/** better-auth at /api/auth/*, only the endpoints the app uses. */
export function authRoutes(auth: Auth, env: Pick<Env, "TRUST_PROXY">) {
  const app = new Hono();
  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    if (!OPEN_PATHS.has(new URL(c.req.url).pathname)) throw notFound();
    const response = await passToAuth(auth, env, c, c.req.raw);
    if (c.req.path === "/api/auth/verify-email") return verificationLanding(response);
    if (c.req.path === `/api/auth${SIGN_IN_LINK_VERIFY_PATH}`) return signInLinkLanding(response);
    return response;
  });
  return app;
}
