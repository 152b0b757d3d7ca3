import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Env } from "../env.ts";

/**
 * AUTH_SECRET when set; otherwise a random secret kept in DATA_DIR/auth-secret, so sessions survive a
 * restart of a single instance without any setup (env.ts demands AUTH_SECRET where instances share one).
 */
export function loadAuthSecret(env: Pick<Env, "AUTH_SECRET" | "DATA_DIR">): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const path = join(env.DATA_DIR, "auth-secret");
  try {
    const saved = readFileSync(path, "utf8").trim();
    if (saved.length >= 32) return saved;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(env.DATA_DIR, { recursive: true });
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  return secret;
}
