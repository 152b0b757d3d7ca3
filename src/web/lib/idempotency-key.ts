// Not crypto.randomUUID: a phone reaching the lodge over plain http on a LAN address has no secure context,
// and there it is missing; getRandomValues is not.
/** A new Idempotency-Key (a version 4 UUID): one per write the player means to make, kept across its retries. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The request options of a write sent with `key`: the server answers a repeat of it (the answer was lost)
 * with its first answer and changes nothing
 * (docs/decisions.md#2026-11-24-a-write-is-applied-once-however-often-it-is-sent).
 */
export const keyed = (key: string) => ({ headers: { "Idempotency-Key": key } });
