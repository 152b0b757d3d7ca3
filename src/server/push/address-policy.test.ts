import type { LookupAddress } from "node:dns";
import { describe, expect, it } from "vitest";
import {
  addressAllowed,
  endpointHostAllowed,
  guardedLookup,
  hostAllowed,
  isPublicAddress,
  pushHostPolicy,
  REFUSED_CODE,
  type Resolve,
} from "./address-policy.ts";

const open = pushHostPolicy({ PUSH_ALLOW_PRIVATE_HOSTS: [], PUSH_HOSTS: undefined });

// Every form of an address inside a network, as a resolver or a URL's host gives it.
const INSIDE = [
  ["loopback", "127.0.0.1"],
  ["loopback, the rest of 127/8", "127.255.0.7"],
  ["loopback", "::1"],
  ["unspecified", "0.0.0.0"],
  ["unspecified", "::"],
  ["private 10/8", "10.1.2.3"],
  ["private 172.16/12", "172.31.255.1"],
  ["private 192.168/16", "192.168.1.1"],
  ["link-local, the cloud's metadata service", "169.254.169.254"],
  ["link-local", "fe80::1"],
  ["carrier-grade NAT", "100.64.0.1"],
  ["multicast", "224.0.0.1"],
  ["multicast", "ff02::1"],
  ["broadcast", "255.255.255.255"],
  ["documentation (reserved)", "192.0.2.1"],
  ["unique local", "fd00::1"],
  ["unique local", "fc00::1"],
  ["IPv4-mapped loopback", "::ffff:127.0.0.1"],
  ["IPv4-mapped private", "::ffff:10.0.0.1"],
  ["IPv4-mapped public", "::ffff:8.8.8.8"],
  ["NAT64 of a private address", "64:ff9b::a00:1"],
  ["6to4 of a private address", "2002:a00:1::1"],
  ["Teredo", "2001::1"],
] as const;

describe("the push address policy", () => {
  it.each(INSIDE)("refuses %s (%s)", (_, address) => {
    expect(isPublicAddress(address)).toBe(false);
    expect(addressAllowed(open, address)).toBe(false);
  });

  it("accepts public unicast addresses, and nothing that is not an address", () => {
    for (const address of ["142.250.74.10", "8.8.8.8", "2a00:1450:4001:80b::200a", "2606:4700::1111"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const junk of ["", "localhost", "fcm.googleapis.com", "999.1.1.1"]) {
      expect(isPublicAddress(junk), junk).toBe(false);
    }
  });

  it("lets through only the private addresses and ranges an operator named", () => {
    const lab = pushHostPolicy({
      PUSH_ALLOW_PRIVATE_HOSTS: ["127.0.0.1", "10.20.0.0/16"],
      PUSH_HOSTS: undefined,
    });
    expect(addressAllowed(lab, "127.0.0.1")).toBe(true);
    expect(addressAllowed(lab, "10.20.9.9")).toBe(true);
    expect(addressAllowed(lab, "127.0.0.2")).toBe(false);
    expect(addressAllowed(lab, "10.21.0.1")).toBe(false);
    expect(addressAllowed(lab, "::ffff:127.0.0.1")).toBe(false);
    expect(addressAllowed(lab, "::1")).toBe(false);
  });

  it("refuses at registration every literal and name that is plainly inside, as the URL parser reads it", () => {
    const hosts = [
      "https://127.0.0.1/p",
      "https://0x7f000001/p",
      "https://2130706433/p",
      "https://127.1/p",
      "https://0177.0.0.1/p",
      "https://[::1]/p",
      "https://[::ffff:127.0.0.1]/p",
      "https://[::ffff:7f00:1]/p",
      "https://[fd00::1]/p",
      "https://[fe80::1]/p",
      "https://169.254.169.254/latest/meta-data",
      "https://10.0.0.1/p",
      "https://192.168.0.10/p",
      "https://100.64.0.1/p",
      "https://0.0.0.0/p",
      "https://localhost/p",
      "https://localhost./p",
      "https://LOCALHOST/p",
      "https://push.localhost/p",
      "https://metadata.google.internal/computeMetadata/v1/",
      "https://printer.local/p",
      "https://router.home.arpa/p",
      "https://postgres:5432/p",
    ].map((url) => new URL(url).hostname);
    for (const host of hosts) expect(endpointHostAllowed(open, host), host).toBe(false);
    for (const host of ["fcm.googleapis.com", "updates.push.services.mozilla.com", "[2a00:1450:4001::1]"]) {
      expect(endpointHostAllowed(open, host), host).toBe(true);
    }
  });

  it("allows only the named push hosts when PUSH_HOSTS is set", () => {
    const strict = pushHostPolicy({
      PUSH_ALLOW_PRIVATE_HOSTS: [],
      PUSH_HOSTS: ["fcm.googleapis.com", "*.notify.windows.com", "web.push.apple.com"],
    });
    expect(hostAllowed(strict, "fcm.googleapis.com")).toBe(true);
    expect(hostAllowed(strict, "FCM.googleapis.com.")).toBe(true);
    expect(hostAllowed(strict, "wns2-par02p.notify.windows.com")).toBe(true);
    expect(hostAllowed(strict, "notify.windows.com")).toBe(false);
    expect(hostAllowed(strict, "evilnotify.windows.com")).toBe(false);
    expect(hostAllowed(strict, "fcm.googleapis.com.evil.example")).toBe(false);
    expect(endpointHostAllowed(strict, "updates.push.services.mozilla.com")).toBe(false);
    expect(endpointHostAllowed(strict, "web.push.apple.com")).toBe(true);
  });

  describe("at send time, on the address connected to", () => {
    const resolver =
      (table: Record<string, string[]>): Resolve =>
      async (hostname) =>
        (table[hostname] ?? []).map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
    const lookUp = (resolve: Resolve, hostname: string, all: boolean) =>
      new Promise<{ error: NodeJS.ErrnoException | null; found: string | LookupAddress[] }>((done) =>
        guardedLookup(open, resolve)(hostname, { all }, (error, found) => done({ error, found })),
      );

    it("refuses a name that resolves only inside: loopback, metadata, mapped", async () => {
      const resolve = resolver({
        "rebind.example.com": ["127.0.0.1"],
        "meta.example.com": ["169.254.169.254"],
        "mapped.example.com": ["::ffff:127.0.0.1", "fd00::1"],
      });
      for (const name of ["rebind.example.com", "meta.example.com", "mapped.example.com"]) {
        for (const all of [false, true]) {
          const { error } = await lookUp(resolve, name, all);
          expect(error?.code, name).toBe(REFUSED_CODE);
        }
      }
    });

    it("connects only to the public addresses of a name that also resolves inside", async () => {
      const resolve = resolver({ "mixed.example.com": ["10.0.0.1", "142.250.74.10", "::1"] });
      expect(await lookUp(resolve, "mixed.example.com", false)).toEqual({
        error: null,
        found: "142.250.74.10",
      });
      expect(await lookUp(resolve, "mixed.example.com", true)).toEqual({
        error: null,
        found: [{ address: "142.250.74.10", family: 4 }],
      });
    });
  });
});
