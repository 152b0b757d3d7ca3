import { deflateSync, inflateSync, strFromU8, strToU8 } from "fflate";
import { type HunterInput, hunterInputSchema, newHunter } from "#core/schemas/hunter.ts";

// A share code (issue 13 §3): one build, no user id, as text that survives a chat message and a URL.
// Only what differs from a new hunter is kept (the schema fills the rest back in), then deflated and
// written as base64url behind a version prefix, so a later format can still read this one.
export const SHARE_CODE_PREFIX = "HL1.";
// Far above any real build; bounds the work a crafted code can cause before it is refused.
export const SHARE_CODE_MAX = 8_000;
const INFLATED_MAX = 64_000;

export type ShareCodeError = "empty" | "too-long" | "unknown-version" | "corrupt";
export type DecodedShareCode = { ok: true; build: HunterInput } | { ok: false; error: ShareCodeError };

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

/** Never throws: whatever the text, the answer is a build or the reason there is none. */
export function decodeShareCode(input: string): DecodedShareCode {
  const code = input.trim();
  if (code === "") return { ok: false, error: "empty" };
  if (code.length > SHARE_CODE_MAX) return { ok: false, error: "too-long" };
  if (!code.startsWith(SHARE_CODE_PREFIX)) return { ok: false, error: "unknown-version" };
  const body = code.slice(SHARE_CODE_PREFIX.length);
  if (!/^[A-Za-z0-9_-]+$/.test(body)) return { ok: false, error: "corrupt" };
  try {
    const inflated = inflateSync(fromBase64Url(body), { out: new Uint8Array(INFLATED_MAX) });
    const parsed = hunterInputSchema.safeParse(JSON.parse(strFromU8(inflated)));
    return parsed.success ? { ok: true, build: parsed.data } : { ok: false, error: "corrupt" };
  } catch {
    return { ok: false, error: "corrupt" };
  }
}
