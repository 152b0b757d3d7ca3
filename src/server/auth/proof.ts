import { and, eq, ne } from "drizzle-orm";
import type { ServerContext } from "../context.ts";
import type { Db } from "../db/client.ts";
import { account, passkey, session } from "../db/schema.ts";
import { recordRemovedWays } from "../services/removed-ways.ts";
import { publicProviders } from "./providers.ts";

/**
 * A reset or a verification link proves that whoever holds the mailbox owns the account. Anything added
 * before that proof may have been added by someone else, who claimed the address first (a provider that
 * did not verify it, a passkey added while it was unproven): it ends, and the player is told what went
 * (docs/security.md#proving-the-address-ends-every-way-in-added-before-it). The password stays: a reset
 * just set it, and a verification link leaves it to the reset its owner can still make.
 * `keepSession`: the session of the browser the proof came from; every other one of the account ends.
 * `afterReset`: better-auth has ended every session already; a notice is left only when more went.
 */
export async function endWaysInBeforeProof(
  server: ServerContext,
  db: Db,
  userId: string,
  { keepSession, afterReset = false }: { keepSession: string | null; afterReset?: boolean },
) {
  // The player reads the names the sign-in page shows, not the ids.
  const names = new Map(publicProviders(server.env).map((p) => [p.id as string, p.name]));
  const ended = await db.transaction(async (tx) => {
    const providers = await tx
      .delete(account)
      .where(and(eq(account.userId, userId), ne(account.providerId, "credential")))
      .returning({ providerId: account.providerId });
    const keys = await tx.delete(passkey).where(eq(passkey.userId, userId)).returning({ id: passkey.id });
    const others = keepSession
      ? and(eq(session.userId, userId), ne(session.token, keepSession))
      : eq(session.userId, userId);
    const sessions = await tx.delete(session).where(others).returning({ id: session.id });
    const removed = {
      providers: providers.map((p) => names.get(p.providerId) ?? p.providerId),
      passkeys: keys.length,
      signedOut: afterReset || sessions.length > 0,
    };
    const more = removed.providers.length > 0 || removed.passkeys > 0;
    const told = more || (removed.signedOut && !afterReset);
    if (told) await recordRemovedWays(tx, userId, removed, server.now());
    return { sessions: sessions.length, told };
  });
  // Deleted here, not through better-auth, so its session hook does not run: the streams end explicitly.
  if (ended.sessions > 0) await server.live.sessionsEnded(userId);
  // The player's other tabs show the notice; a proof that removed nothing tells them nothing.
  if (ended.told) await server.notify(userId, "me");
}
