import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimit } from "../db/schema.ts";

export type LimitRule = { window: number; max: number };
export type LimitResult = { allowed: boolean; retryAfter: number };

/**
 * One atomic step of a fixed-window counter in the rate_limit table (shared by every instance).
 * `lastRequest` holds the window's start; better-auth prunes rows older than its longest window, so a
 * rule here never uses a longer window than the longest rule configured in auth.ts.
 */
export async function consumeLimit(
  db: Db,
  key: string,
  rule: LimitRule,
  nowMs: number,
): Promise<LimitResult> {
  const windowMs = rule.window * 1000;
  const expired = sql`${rateLimit.lastRequest} <= ${nowMs - windowMs}`;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: nowMs })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${nowMs} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, start: rateLimit.lastRequest });
  const count = row?.count ?? 1;
  const start = Number(row?.start ?? nowMs);
  return {
    allowed: count <= rule.max,
    retryAfter: Math.max(1, Math.ceil((start + windowMs - nowMs) / 1000)),
  };
}

export const accountLimitKey = (action: string, email: string) =>
  `account|${action}|${email.trim().toLowerCase()}`;
