import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import webpush from "web-push";
import type { Env } from "#server/env.ts";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address the push services may contact about this sender. */
  subject: string;
}

type VapidEnv = Pick<
  Env,
  | "VAPID_PUBLIC_KEY"
  | "VAPID_PRIVATE_KEY"
  | "VAPID_SUBJECT"
  | "DATA_DIR"
  | "BASE_URL"
  | "MAIL_FROM"
  | "NODE_ENV"
>;

const vapidKeysPath = (dataDir: string) => join(dataDir, "vapid-keys.json");

// https: BASE_URL names the sender; otherwise the address mail goes out from (push services refuse http:).
function subjectOf(env: VapidEnv): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  if (env.BASE_URL.startsWith("https://")) return env.BASE_URL;
  const address = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM;
  return `mailto:${address.trim()}`;
}

function readSaved(path: string): { publicKey: string; privateKey: string } | undefined {
  try {
    const saved = JSON.parse(readFileSync(path, "utf8")) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof saved.publicKey === "string" && typeof saved.privateKey === "string") {
      return { publicKey: saved.publicKey, privateKey: saved.privateKey };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  return undefined;
}

const loaded = new Map<string, VapidKeys>();

/**
 * The VAPID key pair that signs every push: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set; otherwise one made
 * on first start and kept in DATA_DIR/vapid-keys.json (owner-only), so subscriptions outlive a restart of a
 * single instance. A test run without keys gets a throwaway pair and writes nothing.
 */
export function loadVapidKeys(env: VapidEnv): VapidKeys {
  const subject = subjectOf(env);
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const key = env.NODE_ENV === "test" ? "test" : env.DATA_DIR;
  const known = loaded.get(key);
  if (known) return { ...known, subject };
  let pair: { publicKey: string; privateKey: string };
  if (env.NODE_ENV === "test") pair = webpush.generateVAPIDKeys();
  else {
    const path = vapidKeysPath(env.DATA_DIR);
    const saved = readSaved(path);
    if (saved) pair = saved;
    else {
      pair = webpush.generateVAPIDKeys();
      mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
      writeFileSync(path, `${JSON.stringify(pair)}\n`, { mode: 0o600 });
    }
  }
  const keys = { ...pair, subject };
  loaded.set(key, keys);
  return keys;
}
