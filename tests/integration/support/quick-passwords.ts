import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import type { PasswordHashing } from "#server/auth/password-hashing.ts";

const derive = promisify(scrypt) as (
  password: string,
  salt: string,
  length: number,
  options: object,
) => Promise<Buffer>;
// A sixty-fourth of the servers' memory and work: still scrypt with a salt, so a stored key says nothing of the
// password and a wrong password fails. The in-process apps of these tests register and sign in thousands of
// times, a third of their CPU at the servers' cost (docs/decisions.md, "CI in half the time").
const OPTIONS = { N: 1024, r: 4, p: 1 };
const LENGTH = 64;

export const quickPasswords: PasswordHashing = {
  hash: async (password) => {
    const salt = randomBytes(16).toString("hex");
    return `${salt}:${(await derive(password.normalize("NFKC"), salt, LENGTH, OPTIONS)).toString("hex")}`;
  },
  verify: async ({ hash, password }) => {
    const [salt, key] = hash.split(":");
    if (!salt || !key) throw new Error("Invalid password hash");
    const derived = await derive(password.normalize("NFKC"), salt, LENGTH, OPTIONS);
    const stored = Buffer.from(key, "hex");
    return stored.length === derived.length && timingSafeEqual(derived, stored);
  },
};
