import { randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { DAY_MS } from "#core/rules/time.ts";
import type { Db } from "../db/client.ts";
import { user, verification } from "../db/schema.ts";

// How long an address that signed in to an account stays trusted to get past that account's limit.
const KNOWN_FOR_MS = 90 * DAY_MS;

// Kept in better-auth's verification table (a key, a value, an expiry), which it already prunes.
const identifierOf = (email: string, ip: string) =>
  `known-sign-in-address:${email.trim().toLowerCase()}|${ip}`;

/** Remembers that `ip` signed in to the account `userId` (called when a session is created). */
export async function rememberSignInAddress(
  db: Db,
  userId: string,
  ip: string | null | undefined,
  now: Date,
) {
  if (!ip) return;
  const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  if (!owner) return;
  const identifier = identifierOf(owner.email, ip);
  const expiresAt = new Date(now.getTime() + KNOWN_FOR_MS);
  const updated = await db
    .update(verification)
    .set({ expiresAt, updatedAt: now })
    .where(eq(verification.identifier, identifier))
    .returning({ id: verification.id });
  if (updated.length > 0) return;
  await db.insert(verification).values({ id: randomUUID(), identifier, value: userId, expiresAt });
}

/** Whether `ip` has signed in to the account of `email` before (and not too long ago). */
export async function isKnownSignInAddress(db: Db, email: string, ip: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: verification.id })
    .from(verification)
    .where(and(eq(verification.identifier, identifierOf(email, ip)), gt(verification.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}
