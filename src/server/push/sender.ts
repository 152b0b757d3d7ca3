import { Agent as HttpAgent, request as httpRequest } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { availableParallelism } from "node:os";
import Piscina from "piscina";
import webpush from "web-push";
import type { VapidKeys } from "./vapid.ts";

// One Web Push request (RFC 8030) with its payload encrypted for the subscription (RFC 8291, aes128gcm) and
// signed with the instance's VAPID key (RFC 8292), through the maintained web-push library.

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** sent: the push service took it; gone: 404/410, the subscription is dead; failed: anything else. */
export type PushOutcome = { outcome: "sent" | "gone" | "failed"; status: number };

export type PushSender = (target: PushTarget, payload: string) => Promise<PushOutcome>;

// A reminder not delivered within a day is no use; push services keep it at most this long.
const TTL_SECONDS = 24 * 60 * 60;
const REQUEST_TIMEOUT_MS = 10_000;
// A VAPID token is signed once per push service and reused for an hour (valid for 12).
const TOKEN_REUSE_MS = 60 * 60 * 1000;
const TOKEN_LIFETIME_S = 12 * 60 * 60;

export function createPushSender(keys: VapidKeys, now: () => number = Date.now): PushSender {
  const tokens = new Map<string, { authorization: string; until: number }>();
  const authorizationFor = (endpoint: string) => {
    const audience = new URL(endpoint).origin;
    const cached = tokens.get(audience);
    if (cached && cached.until > now()) return cached.authorization;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      keys.subject,
      keys.publicKey,
      keys.privateKey,
      "aes128gcm",
      Math.floor(now() / 1000) + TOKEN_LIFETIME_S,
    );
    tokens.set(audience, { authorization: Authorization, until: now() + TOKEN_REUSE_MS });
    return Authorization;
  };

  return async (target, payload) => {
    const request: EncryptedPush = await encryptionPool().run(
      { ...target, payload, authorization: authorizationFor(target.endpoint), ttl: TTL_SECONDS },
      { name: "encrypt" },
    );
    const status = await post(request.endpoint, request.headers, request.body);
    if (status === 404 || status === 410) return { outcome: "gone", status };
    return { outcome: status >= 200 && status < 300 ? "sent" : "failed", status };
  };
}

interface EncryptedPush {
  endpoint: string;
  headers: Record<string, string>;
  body: Uint8Array;
}

// Encryption runs on every core (src/server/push/encrypt-worker.mjs); the threads start with the first
// reminder and end after a quiet minute, so an instance without due reminders keeps none.
let pool: Piscina | undefined;
const encryptionPool = () => {
  pool ??= new Piscina({
    filename: new URL("./encrypt-worker.mjs", import.meta.url).href,
    maxThreads: availableParallelism(),
    idleTimeout: 60_000,
  });
  return pool;
};

// Keep-alive connections to each push service: thousands of reminders at one minute reuse them.
const agents = {
  http: new HttpAgent({ keepAlive: true, maxSockets: 64 }),
  https: new HttpsAgent({ keepAlive: true, maxSockets: 64 }),
};

/** POSTs the encrypted body; the push service's status, or 0 when no answer came in time. */
function post(endpoint: string, headers: Record<string, string>, body: Uint8Array): Promise<number> {
  const url = new URL(endpoint);
  const secure = url.protocol === "https:";
  return new Promise((resolve) => {
    const req = (secure ? httpsRequest : httpRequest)(
      url,
      { method: "POST", headers, agent: secure ? agents.https : agents.http, timeout: REQUEST_TIMEOUT_MS },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", () => resolve(0));
      },
    );
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(0));
    req.end(body);
  });
}
