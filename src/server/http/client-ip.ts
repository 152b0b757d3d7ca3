import type { Context } from "hono";
import ipaddr from "ipaddr.js";
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
/**
 * One visitor's network as a count should see it: an IPv6 address by its /64, since a single home or
 * server is handed a whole /64 and picks any address of it at will; an IPv4 address as itself, written
 * the same whether the socket spoke IPv4 or IPv4-mapped IPv6.
 */
function networkOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`;
}

/** The client's network (networkOf) for what one visitor may only do so often or count only once. */
export function clientNetwork(c: Context, env: Pick<Env, "TRUST_PROXY">): string | null {
  const ip = clientIp(c, env);
  return ip === null ? null : networkOf(ip);
}
export const CLIENT_IP_HEADER = "x-hunter-lodge-client-ip";
