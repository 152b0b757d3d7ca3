import { Agent as HttpAgent, request as httpRequest } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import Piscina from "piscina";
import webpush from "web-push";
import {
  addressAllowed,
  guardedLookup,
  hostAllowed,
  type PushHostPolicy,
  REFUSED_CODE,
  type Resolve,
} from "./address-policy.ts";
import type { VapidKeys } from "./vapid.ts";

// One Web Push request (RFC 8030) with its payload encrypted for the subscription (RFC 8291, aes128gcm) and
// signed with the instance's VAPID key (RFC 8292), through the maintained web-push library.

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * sent: the push service took it; gone: 404/410, the subscription is dead; refused: the endpoint's host or
 * address is one pushes may not reach (address-policy.ts); timeout: no whole answer within the deadline;
 * failed: anything else.
 */
export type PushOutcome = { outcome: "sent" | "gone" | "refused" | "timeout" | "failed"; status: number };

export type PushSender = (target: PushTarget, payload: string) => Promise<PushOutcome>;

// A reminder not delivered within a day is no use; push services keep it at most this long.
const TTL_SECONDS = 24 * 60 * 60;
// The whole send, from connecting to the answer's last byte. An idle timeout is not enough: a push service
// that sends one byte every few seconds would hold the send, and the tick waiting on it, forever.
const SEND_DEADLINE_MS = 5_000;
// A VAPID token is signed once per push service and reused for an hour (valid for 12).
const TOKEN_REUSE_MS = 60 * 60 * 1000;
const TOKEN_LIFETIME_S = 12 * 60 * 60;

export function createPushSender(
  keys: VapidKeys,
  policy: PushHostPolicy,
  { now = Date.now, resolve }: { now?: () => number; resolve?: Resolve } = {},
): PushSender {
  const lookup = guardedLookup(policy, resolve);
  // Keep-alive connections to each push service: thousands of reminders at one minute reuse them. Each
  // was opened to an address the lookup allowed.
  const agents = {
    http: new HttpAgent({ keepAlive: true, maxSockets: 64, lookup }),
    https: new HttpsAgent({ keepAlive: true, maxSockets: 64, lookup }),
  };
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
    const url = new URL(target.endpoint);
    // The lookup is skipped for an address written in the URL, so such an address is judged here.
    const literal = url.hostname.replace(/^\[|\]$/g, "");
    if (!hostAllowed(policy, url.hostname) || (isIP(literal) && !addressAllowed(policy, literal))) {
      return { outcome: "refused", status: 0 };
    }
    const request: EncryptedPush = await encryptionPool().run(
      { ...target, payload, authorization: authorizationFor(target.endpoint), ttl: TTL_SECONDS },
      { name: "encrypt" },
    );
    const answer = await post(url, request.headers, request.body, agents);
    if (typeof answer === "string") return { outcome: answer, status: 0 };
    if (answer === 404 || answer === 410) return { outcome: "gone", status: answer };
    return { outcome: answer >= 200 && answer < 300 ? "sent" : "failed", status: answer };
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

/**
 * POSTs the encrypted body: the push service's status once its answer has ended, "timeout" when the whole
 * exchange did not end within SEND_DEADLINE_MS (the connection is then destroyed), "refused" when the
 * lookup found no address pushes may reach, or 0 when the connection failed. Redirects are not followed
 * (node:http never does), so an allowed host cannot pass the push on inside.
 */
function post(
  url: URL,
  headers: Record<string, string>,
  body: Uint8Array,
  agents: { http: HttpAgent; https: HttpsAgent },
): Promise<number | "timeout" | "refused"> {
  const secure = url.protocol === "https:";
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: number | "timeout" | "refused") => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(answer);
    };
    const req = (secure ? httpsRequest : httpRequest)(url, {
      method: "POST",
      headers,
      agent: secure ? agents.https : agents.http,
    });
    const deadline = setTimeout(() => {
      settle("timeout");
      req.destroy();
    }, SEND_DEADLINE_MS);
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => settle(res.statusCode ?? 0));
      res.on("close", () => settle(0));
    });
    req.on("error", (error: NodeJS.ErrnoException) => settle(error.code === REFUSED_CODE ? "refused" : 0));
    req.end(body);
  });
}
