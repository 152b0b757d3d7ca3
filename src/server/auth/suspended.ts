import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { messages } from "#core/messages.ts";
import type { Db } from "../db/client.ts";
import { user } from "../db/schema.ts";

const ACCOUNT_SUSPENDED = "ACCOUNT_SUSPENDED";

/**
 * No session is made for a suspended account, whatever the way in (password, passkey, provider, a sign-in
 * link): the refusal carries the staff's reason, which the login page shows (docs/product.md#the-console).
 */
export async function refuseSuspendedSession(db: Db, userId: string) {
  const [row] = await db
    .select({ at: user.suspendedAt, reason: user.suspendedReason })
    .from(user)
    .where(eq(user.id, userId));
  if (!row?.at) return;
  const reason = row.reason ?? "";
  throw new APIError("FORBIDDEN", {
    code: ACCOUNT_SUSPENDED,
    message: messages.accountSuspended(reason),
    reason,
  });
}
