import { generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// Discord on loopback: the key pair an application's interactions are signed with (Discord holds the private
// key, the app is given the public one), the API's command registration endpoint and channel webhooks. It
// keeps every request and answers each webhook path with the status the test chose (204 unless told; a
// 429 carries Discord's retry_after).

export function discordKeys() {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  // The raw 32-byte key is the tail of its SubjectPublicKeyInfo DER.
  const raw = publicKey.export({ format: "der", type: "spki" }).subarray(-32);
  return { publicKeyHex: raw.toString("hex"), privateKey };
}

/** An interaction as Discord sends it: the body, its timestamp and the signature over both. */
export function signedInteraction(
  privateKey: KeyObject,
  payload: unknown,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const body = typeof payload === "string" ? payload : JSON.stringify(payload);
  const signature = sign(null, Buffer.from(`${timestamp}${body}`, "utf8"), privateKey).toString("hex");
  return {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-signature-ed25519": signature,
      "x-signature-timestamp": String(timestamp),
    },
    body,
  };
}

export interface DiscordRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export async function startDiscordStandIn() {
  const received: DiscordRequest[] = [];
  const statuses = new Map<string, { status: number; retryAfter?: number; times: number }>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = (req.url ?? "/").split("?")[0] ?? "/";
      const body = Buffer.concat(chunks).toString("utf8");
      received.push({ method: req.method ?? "", path, headers: req.headers, body });
      const commands = /^\/api\/v10\/applications\/([^/]+)\/commands$/.exec(path);
      if (commands && req.method === "PUT") {
        res.writeHead(200, { "content-type": "application/json" }).end(body);
        return;
      }
      const chosen = statuses.get(path);
      if (chosen && --chosen.times === 0) statuses.delete(path);
      if (chosen?.status === 429) {
        res
          .writeHead(429, {
            "content-type": "application/json",
            "retry-after": String(chosen.retryAfter ?? 1),
          })
          .end(
            JSON.stringify({
              message: "You are being rate limited.",
              retry_after: chosen.retryAfter ?? 1,
              global: false,
            }),
          );
        return;
      }
      res.writeHead(chosen?.status ?? 204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    received,
    /** Answers `path` with `status` the next `times` requests (every one by default). */
    answer: (path: string, status: number, options: { retryAfter?: number; times?: number } = {}) =>
      statuses.set(path, {
        status,
        retryAfter: options.retryAfter,
        times: options.times ?? Number.POSITIVE_INFINITY,
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
