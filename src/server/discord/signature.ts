import { createPublicKey, type KeyObject, verify } from "node:crypto";

// Discord signs each interaction with the application's Ed25519 key: the signature (hex) of the timestamp
// followed by the raw body. A request is refused unless the signature holds for this application's public
// key and the timestamp is within the window, so a captured request cannot be sent again later; within the
// window, the interaction's id is answered once (services/discord-interactions.ts).
export const SIGNATURE_WINDOW_SECONDS = 5 * 60;

// DER prefix of an Ed25519 public key in SubjectPublicKeyInfo form (RFC 8410); the raw key follows it.
const ED25519_SPKI_PREFIX = Buffer.from("302a300506032b6570032100", "hex");

/** The application's public key as Discord's Developer Portal shows it (64 hex digits). */
export function discordPublicKey(hex: string): KeyObject {
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error("DISCORD_PUBLIC_KEY must be 64 hexadecimal digits");
  return createPublicKey({
    key: Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(hex, "hex")]),
    format: "der",
    type: "spki",
  });
}

export type SignedRequest = { signature: string | undefined; timestamp: string | undefined; body: Buffer };

/** Whether Discord signed this body at this time, within the window around `now`. */
export function isSignedByDiscord(key: KeyObject, request: SignedRequest, now: Date): boolean {
  const { signature, timestamp, body } = request;
  if (!signature || !timestamp || !/^[0-9a-f]{128}$/i.test(signature) || !/^\d{1,12}$/.test(timestamp)) {
    return false;
  }
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > SIGNATURE_WINDOW_SECONDS) return false;
  return verify(
    null,
    Buffer.concat([Buffer.from(timestamp, "utf8"), body]),
    key,
    Buffer.from(signature, "hex"),
  );
}
