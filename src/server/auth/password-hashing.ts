import { hashPassword, verifyPassword } from "better-auth/crypto";

/** How a password becomes the key stored for it, and how a password is checked against that key. */
export type PasswordHashing = {
  hash: (password: string) => Promise<string>;
  verify: (stored: { hash: string; password: string }) => Promise<boolean>;
};

/**
 * better-auth's own: scrypt costing 32 MB and about a tenth of a second of CPU a derivation, on purpose. Every
 * server runs it; only tests that make hundreds of accounts in one process pass a cheaper one
 * (docs/decisions.md, "CI in half the time").
 */
export const scryptPasswords: PasswordHashing = { hash: hashPassword, verify: verifyPassword };
