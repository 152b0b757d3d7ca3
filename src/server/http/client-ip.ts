import type { Context } from "hono";
import type { Env } from "../env.ts";

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/**
 * The address rate limits count by: the socket's peer, or behind a trusted reverse proxy the hop that
 * proxy appended (the last one; earlier entries are whatever the client claimed).
 */
export function clientIp(c: Context, env: Pick<Env, "TRUST_PROXY">): string | null {
  if (env.TRUST_PROXY) {
    const hops = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean);
    const last = hops.at(-1);
    if (last) return last;
  }
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? null;
}
export const CLIENT_IP_HEADER = "x-hunter-lodge-client-ip";
