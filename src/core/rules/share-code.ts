import { deflateSync, Inflate, strFromU8, strToU8 } from "fflate";
import { type HunterInput, hunterInputSchema, newHunter } from "#core/schemas/hunter.ts";

// A share code (docs/decisions.md#2026-11-24-export-import-and-share-codes): one build, no user id, as text
// that survives a chat message and a URL. Only what differs from a new hunter is kept (the schema fills the
// rest back in), then deflated and written as base64url behind a version prefix, so a later format can still
// read this one.
export const SHARE_CODE_PREFIX = "HL1.";
// Far above any real build; bounds the work a crafted code can cause before it is refused.
export const SHARE_CODE_MAX = 8_000;
const INFLATED_MAX = 64_000;

// A code is inflated a few bytes at a time and dropped once its text passes INFLATED_MAX: 8 KB of code can
// inflate to megabytes, which must not be made before the size is known. DEFLATE's best ratio is about
// 1,032 to 1, so one feed adds at most ~66 KB of work past the limit.
const INFLATE_FEED_BYTES = 64;

function inflateWithin(data: Uint8Array, max: number): Uint8Array | "too-long" {
  const out = new Uint8Array(max);
  let size = 0;
  let over = false;
  const inflater = new Inflate((chunk) => {
    over ||= size + chunk.length > max;
    if (!over) out.set(chunk, size);
    size += chunk.length;
  });
  for (let at = 0; at < data.length && !over; at += INFLATE_FEED_BYTES) {
    // The last feed is marked final: a code cut short throws there, as a whole one read at once would.
    inflater.push(data.subarray(at, at + INFLATE_FEED_BYTES), at + INFLATE_FEED_BYTES >= data.length);
  }
  return over ? "too-long" : out.subarray(0, size);
}

export type ShareCodeError = "empty" | "too-long" | "unknown-version" | "corrupt";
type DecodedShareCode = { ok: true; build: HunterInput } | { ok: false; error: ShareCodeError };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

// The parts of `value` that differ from `base`; objects are compared key by key, everything else whole.
function changedFrom(value: Json, base: Json | undefined): Json | undefined {
  if (isRecord(value) && isRecord(base)) {
    const out: Record<string, Json> = {};
    for (const [key, item] of Object.entries(value)) {
      const changed = changedFrom(item, base[key]);
      if (changed !== undefined) out[key] = changed;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  return JSON.stringify(value) === JSON.stringify(base) ? undefined : value;
}

const isRecord = (value: Json | undefined): value is { [key: string]: Json } =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const toBase64Url = (bytes: Uint8Array): string => {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
};

const fromBase64Url = (text: string): Uint8Array => {
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

export function encodeShareCode(build: HunterInput): string {
  const changed = changedFrom(build as unknown as Json, newHunter() as unknown as Json) ?? {};
  return SHARE_CODE_PREFIX + toBase64Url(deflateSync(strToU8(JSON.stringify(changed)), { level: 9 }));
}

// "Copy share code" copies an /import?code=… link (it opens the import page); the field takes that link,
// a bare code, or either with spaces around it.
function codeOf(input: string): string {
  const text = input.trim();
  const at = text.search(/[?&]code=/);
  if (at === -1) return text;
  return text.slice(at + "?code=".length).split(/[&#\s]/)[0] ?? "";
}

/** Never throws: whatever the text, the answer is a build or the reason there is none. */
export function decodeShareCode(input: string): DecodedShareCode {
  const code = codeOf(input);
  if (code === "") return { ok: false, error: "empty" };
  if (code.length > SHARE_CODE_MAX) return { ok: false, error: "too-long" };
  if (!code.startsWith(SHARE_CODE_PREFIX)) return { ok: false, error: "unknown-version" };
  const body = code.slice(SHARE_CODE_PREFIX.length);
  if (!/^[A-Za-z0-9_-]+$/.test(body)) return { ok: false, error: "corrupt" };
  try {
    const inflated = inflateWithin(fromBase64Url(body), INFLATED_MAX);
    if (inflated === "too-long") return { ok: false, error: "too-long" };
    const parsed = hunterInputSchema.safeParse(JSON.parse(strFromU8(inflated)));
    return parsed.success ? { ok: true, build: parsed.data } : { ok: false, error: "corrupt" };
  } catch {
    return { ok: false, error: "corrupt" };
  }
}
