import { type createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { calendarFeeds } from "../db/schema.ts";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * A guest who signs out can never come back, so what keeps working without a session ends with the sign-out
 * (docs/product.md#calendar-subscription): the guest's calendar feed answers 404 from then on. The guest's
 * Settings say so before. An account's feed outlives its sessions.
 */
export async function endGuestFeedsOnSignOut(db: Db, ctx: HookContext) {
  if (ctx.path !== "/sign-out" || !ctx.request) return;
  const current = await getSessionFromCtx(ctx, { disableRefresh: true });
  if (current?.user.isAnonymous) await endGuestFeeds(db, current.user.id);
}

export const endGuestFeeds = (db: Db, guestId: string) =>
  db.delete(calendarFeeds).where(eq(calendarFeeds.userId, guestId));
