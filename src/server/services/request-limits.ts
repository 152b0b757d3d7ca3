import { consumeLimit, type LimitRule } from "#server/auth/account-limits.ts";
import { revokeResetTokens } from "#server/auth/reset-tokens.ts";
import type { ServerContext } from "#server/context.ts";
import { databaseOf } from "#server/db/context-database.ts";

/** Counts one attempt under `key` (stored in the database, so every instance shares the count). */
export const consumeRequestLimit = (
  ctx: Pick<ServerContext, "database">,
  key: string,
  limit: LimitRule,
  now: number,
) => consumeLimit(databaseOf(ctx).db, key, limit, now);

/** Ends the password-reset links still open for a user: a changed password makes them stale. */
export const endPasswordResets = (ctx: Pick<ServerContext, "database">, userId: string) =>
  revokeResetTokens(databaseOf(ctx).db, userId);
