import { eq } from "drizzle-orm";
import type { RemovedWays } from "#core/schemas/sign-in-methods.ts";
import type { ServerContext } from "../context.ts";
import type { Tx } from "../db/client.ts";
import { databaseOf } from "../db/context-database.ts";
import { verification } from "../db/schema.ts";

// Kept in better-auth's key-value table, so the notice needs no table of its own and goes when it expires.
const key = (userId: string) => `removed-ways:${userId}`;
const KEPT_DAYS = 30;

const parse = (value: string): RemovedWays | null => {
  try {
    const read = JSON.parse(value) as Partial<RemovedWays>;
    return {
      providers: Array.isArray(read.providers) ? read.providers.filter((p) => typeof p === "string") : [],
      passkeys: typeof read.passkeys === "number" ? read.passkeys : 0,
      signedOut: read.signedOut === true,
    };
  } catch {
    return null;
  }
};

/** Adds what a proof removed to what the player has not read yet (a reset, then a verification link). */
export async function recordRemovedWays(tx: Tx, userId: string, removed: RemovedWays, now: Date) {
  const [earlier] = await tx
    .delete(verification)
    .where(eq(verification.identifier, key(userId)))
    .returning({ value: verification.value });
  const before = earlier ? parse(earlier.value) : null;
  const merged: RemovedWays = {
    providers: [...new Set([...(before?.providers ?? []), ...removed.providers])].sort(),
    passkeys: (before?.passkeys ?? 0) + removed.passkeys,
    signedOut: (before?.signedOut ?? false) || removed.signedOut,
  };
  await tx.insert(verification).values({
    id: crypto.randomUUID(),
    identifier: key(userId),
    value: JSON.stringify(merged),
    expiresAt: new Date(now.getTime() + KEPT_DAYS * 86_400_000),
  });
}

/** The app's notice after a proof: what was removed, until the player dismisses it. */
export async function readRemovedWays(ctx: ServerContext, userId: string): Promise<RemovedWays | null> {
  const [row] = await databaseOf(ctx)
    .db.select({ value: verification.value, expiresAt: verification.expiresAt })
    .from(verification)
    .where(eq(verification.identifier, key(userId)));
  if (!row || row.expiresAt < ctx.now()) return null;
  return parse(row.value);
}

export async function dismissRemovedWays(ctx: ServerContext, userId: string): Promise<void> {
  await databaseOf(ctx)
    .db.delete(verification)
    .where(eq(verification.identifier, key(userId)));
}
