import { createMiddleware } from "hono/factory";
import { messages } from "#core/messages.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { forbidden } from "#server/errors.ts";
import { readRole } from "#server/services/staff.ts";
import { requireVerifiedUser } from "./session.ts";

/** Who may call comes before what they sent: a signed-out caller gets 401 whatever the body holds. */
export const verifiedOnly = createMiddleware<AppBindings>(async (c, next) => {
  requireVerifiedUser(c);
  await next();
});

const RANK = { moderator: 1, admin: 2 } as const;
export type StaffRole = keyof typeof RANK;

/**
 * The console's guard (docs/product.md#the-console): a signed-in, verified account whose role is at least
 * `least`; 403 otherwise. The role is read as stored now (the session check's row, or the database when
 * better-auth checked the session), so a role removed is refused at once on every instance.
 */
export const staffOnly = (ctx: Pick<ServerContext, "database">, least: StaffRole) =>
  createMiddleware<AppBindings>(async (c, next) => {
    const user = requireVerifiedUser(c);
    const role = c.get("account")?.user.role ?? (await readRole(ctx, user.id));
    if (!role || RANK[role] < RANK[least]) {
      throw forbidden(least === "admin" ? messages.adminOnly : messages.staffOnly, "staff-only");
    }
    await next();
  });
