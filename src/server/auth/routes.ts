import { Hono } from "hono";
import type { Env } from "../env.ts";
import { CLIENT_IP_HEADER, clientIp } from "../http/client-ip.ts";
import type { Auth } from "./auth.ts";

/** better-auth at /api/auth/*, told the client's address it may not take from a header it cannot trust. */
export function authRoutes(auth: Auth, env: Pick<Env, "TRUST_PROXY">) {
  const app = new Hono();
  app.on(["GET", "POST"], "/api/auth/*", (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c, env);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    return auth.handler(new Request(c.req.raw, { headers }));
  });
  return app;
}
