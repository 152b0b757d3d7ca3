import { messages } from "#core/messages.ts";
import { databaseOf } from "#server/db/context-database.ts";
import type { ServerContext } from "../context.ts";
import { tooMany } from "../errors.ts";
import { consumeLimit, type LimitRule } from "./account-limits.ts";

// Routes of ours that check a password hold the limits docs/security.md promises for better-auth's own.
export const PASSWORD_CHECK_LIMITS = {
  perIp: { window: 60, max: 10 },
  perAccount: { window: 60, max: 10 },
} satisfies Record<string, LimitRule>;

/** Counts one password check by address and by account key; 429 with the app's message when over. */
export async function limitPasswordCheck(
  ctx: Pick<ServerContext, "env" | "database">,
  action: string,
  ip: string | null,
  accountKey: { key: string; rule: LimitRule },
) {
  if (ctx.env.RATE_LIMIT !== "on") return;
  const now = Date.now();
  const db = databaseOf(ctx).db;
  const byIp = await consumeLimit(db, `ip|${action}|${ip ?? "unknown"}`, PASSWORD_CHECK_LIMITS.perIp, now);
  const byAccount = await consumeLimit(db, accountKey.key, accountKey.rule, now);
  if (byIp.allowed && byAccount.allowed) return;
  throw tooMany(messages.tooManyAttempts, "resource-exhausted", {
    retryAfter: Math.max(byIp.allowed ? 0 : byIp.retryAfter, byAccount.allowed ? 0 : byAccount.retryAfter),
  });
}
