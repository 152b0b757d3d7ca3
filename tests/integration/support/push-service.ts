import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A push service on loopback (RFC 8030's receiving end) standing in for FCM, Mozilla's or Apple's: it keeps
// every request and answers each endpoint path with the status the test chose (201 unless told).

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  at: number;
}

export async function startPushService() {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const waiters = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "/";
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks), at: Date.now() });
      res.writeHead(statuses.get(path) ?? 201).end();
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    origin: `http://127.0.0.1:${port}`,
    endpoint: (name: string) => `http://127.0.0.1:${port}/push/${name}`,
    answer: (name: string, status: number) => statuses.set(`/push/${name}`, status),
    to: (name: string) => received.filter((r) => r.path === `/push/${name}`),
    /** Resolves once `count` pushes in all reached this endpoint; rejects after `withinMs` without them. */
    waitFor: (name: string, count: number, withinMs = 10_000) =>
      new Promise<void>((resolve, reject) => {
        const reached = () => received.filter((r) => r.path === `/push/${name}`).length >= count;
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${name} got fewer than ${count} pushes within ${withinMs} ms`));
        }, withinMs);
        const check = () => {
          if (!reached()) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A hostile push service: it takes the request, answers 201 at once, then sends one byte of its body every
 * `everyMs` and never ends it. `open` counts the answers still dripping (the sender has not hung up).
 */
export async function startDrippingPushService(everyMs = 1000) {
  const dripping = new Set<ServerResponse>();
  const hungUp = new Set<() => void>();
  let requests = 0;
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      requests++;
      res.writeHead(201, { "content-type": "text/plain" });
      res.write("x");
      const timer = setInterval(() => res.write("x"), everyMs);
      dripping.add(res);
      res.on("close", () => {
        clearInterval(timer);
        dripping.delete(res);
        if (dripping.size === 0) for (const wake of hungUp) wake();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: (name: string) => `http://127.0.0.1:${port}/push/${name}`,
    get requests() {
      return requests;
    },
    get open() {
      return dripping.size;
    },
    /** Resolves once the sender has hung up on every dripping answer. */
    allHungUp: () =>
      new Promise<void>((resolve) => {
        if (dripping.size === 0) return resolve();
        const wake = () => {
          hungUp.delete(wake);
          resolve();
        };
        hungUp.add(wake);
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret (what PushSubscription holds). */
export function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
  };
}

/** Decrypts an aes128gcm push message body as RFC 8291 §3.4 and RFC 8188 §2 say, with the browser's keys. */
export function decryptPush(body: Buffer, { ecdh, auth }: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("not the last record's delimiter");
  return padded.subarray(0, end).toString("utf8");
}
