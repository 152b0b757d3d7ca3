import type { LookupAddress, LookupOptions } from "node:dns";
import { lookup as dnsLookup } from "node:dns/promises";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import type { Env } from "#server/env.ts";

// Where a push may go (docs/security.md#push-reminders-each-promise-and-the-test-that-proves-it). A player
// chooses the endpoint, so without this the server would POST wherever they point it: its own loopback,
// the cloud's metadata service, the operator's network. Only public unicast addresses are reached, judged
// on the address actually connected to, so a name that resolves (or later rebinds) inside is refused at
// send time; registration refuses what is plainly inside already, so the player hears it at once.

export interface PushHostPolicy {
  /** Private addresses or ranges an operator named (PUSH_ALLOW_PRIVATE_HOSTS): tests and a lab only. */
  privateAllowed: [ipaddr.IPv4 | ipaddr.IPv6, number][];
  /** PUSH_HOSTS: when set, the only host names a push may go to ("*.example.com" for any below it). */
  hosts: string[] | undefined;
}

/** An error of this code means the policy refused the host or its address: the device can never be reached. */
export const REFUSED_CODE = "EPUSHREFUSED";

export function pushHostPolicy(env: Pick<Env, "PUSH_ALLOW_PRIVATE_HOSTS" | "PUSH_HOSTS">): PushHostPolicy {
  return {
    privateAllowed: env.PUSH_ALLOW_PRIVATE_HOSTS.map((entry) =>
      entry.includes("/") ? ipaddr.parseCIDR(entry) : wholeRange(ipaddr.parse(entry)),
    ),
    hosts: env.PUSH_HOSTS,
  };
}

const wholeRange = (address: ipaddr.IPv4 | ipaddr.IPv6): [ipaddr.IPv4 | ipaddr.IPv6, number] => [
  address,
  address.kind() === "ipv4" ? 32 : 128,
];

/**
 * Public unicast only. ipaddr.js names every special range (loopback, private, linkLocal, carrierGradeNat,
 * multicast, unspecified, broadcast, reserved, uniqueLocal, ipv4Mapped, 6to4, teredo, rfc6052...); all but
 * "unicast" are refused, the IPv6 forms that carry an IPv4 address inside them included, whatever it is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.parse(address).range() === "unicast";
}

export function addressAllowed(policy: PushHostPolicy, address: string): boolean {
  if (isPublicAddress(address)) return true;
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  return policy.privateAllowed.some(
    ([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits),
  );
}

const bare = (hostname: string) =>
  hostname
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "")
    .toLowerCase();

export function hostAllowed(policy: PushHostPolicy, hostname: string): boolean {
  if (!policy.hosts) return true;
  const host = bare(hostname);
  return policy.hosts.some((entry) =>
    entry.startsWith("*.") ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1 : host === entry,
  );
}

// Names that are inside the network whatever they resolve to today: no public push service uses them.
const INSIDE_NAMES = /(^|\.)(localhost|local|internal|intranet|lan|home|corp|private|home\.arpa)$/;

/**
 * Registration's judgement of an endpoint's host: refused when it is an address that is not allowed, a
 * name that is plainly inside (a single label such as "postgres", "localhost", "*.internal"), or a name
 * PUSH_HOSTS does not list. Names that pass are judged again on their address at every send.
 */
export function endpointHostAllowed(policy: PushHostPolicy, hostname: string): boolean {
  const host = bare(hostname);
  if (isIP(host)) return addressAllowed(policy, host) && hostAllowed(policy, host);
  if (!host.includes(".") || INSIDE_NAMES.test(host)) return false;
  return hostAllowed(policy, host);
}

const refused = (hostname: string) =>
  Object.assign(new Error(`push host ${hostname} is not allowed`), { code: REFUSED_CODE });

/** What a name resolves to: the system resolver, or a test's stand-in for DNS. */
export type Resolve = (hostname: string, options: LookupOptions) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (hostname, options) => dnsLookup(hostname, { ...options, all: true });

/**
 * A `lookup` for the sockets that carry pushes: it resolves as usual and keeps only the addresses the
 * policy allows, so the connection is made to a checked address and never to another.
 */
export function guardedLookup(policy: PushHostPolicy, resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    if (!hostAllowed(policy, hostname)) {
      callback(refused(hostname), "", 0);
      return;
    }
    resolve(hostname, { family: options.family, hints: options.hints }).then(
      (found) => {
        const allowed = found.filter((a) => addressAllowed(policy, a.address));
        const first = allowed[0];
        if (!first) return callback(refused(hostname), "", 0);
        if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}
