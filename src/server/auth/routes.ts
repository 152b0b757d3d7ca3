import { Hono } from "hono";
import type { Env } from "../env.ts";
import { CLIENT_IP_HEADER, clientIp } from "../http/client-ip.ts";
import type { Auth } from "./auth.ts";
import { verificationLanding } from "./verify-landing.ts";

/** better-auth at /api/auth/*, told the client's address it may not take from a header it cannot trust. */
export function authRoutes(auth: Auth, env: Pick<Env, "TRUST_PROXY">) {
  const app = new Hono();
  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c, env);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const request = new Request(c.req.raw, { headers });
    const response = await auth.handler(request);
    return c.req.path === "/api/auth/verify-email" ? verificationLanding(auth, request, response) : response;
  });
  return app;
}
