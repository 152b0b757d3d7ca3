import { Hono } from "hono";
import {
  consoleReasonSchema,
  consoleUserParamSchema,
  deleteUserSchema,
  ledgerGrantSchema,
  roleChangeSchema,
  userSearchQuerySchema,
} from "#core/schemas/admin.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { freshSignIn } from "#server/http/fresh-sign-in.ts";
import { staffOnly } from "#server/http/guards.ts";
import { staffActor } from "#server/http/staff-actor.ts";
import { valid } from "#server/http/validate.ts";
import {
  deleteFromConsole,
  grantFromConsole,
  signOutEverywhere,
} from "#server/services/console/account-actions.ts";
import { setRole } from "#server/services/console/roles.ts";
import { liftSuspension, suspendAccount } from "#server/services/console/suspension.ts";
import { readUserDetail, searchUsers } from "#server/services/console/users.ts";

/**
 * The console's accounts (docs/product.md#the-console), an admin's only; mounted at /api/admin/users.
 * Suspending, deleting and role changes also need a sign-in of the last 10 minutes (freshSignIn).
 */
export function adminUsersRoutes(ctx: ServerContext) {
  const param = valid("param", consoleUserParamSchema);
  const actorOf = async (c: Parameters<typeof staffActor>[1]) => {
    const { id, name } = await staffActor(ctx, c);
    return { id, name };
  };
  return new Hono<AppBindings>()
    .use(staffOnly(ctx, "admin"))
    .get("/", valid("query", userSearchQuerySchema), async (c) =>
      c.json({ users: await searchUsers(ctx, c.req.valid("query").q) }),
    )
    .get("/:userId", param, async (c) => c.json(await readUserDetail(ctx, c.req.valid("param").userId)))
    .post("/:userId/grants", param, valid("json", ledgerGrantSchema), async (c) => {
      const state = await grantFromConsole(
        ctx,
        await actorOf(c),
        c.req.valid("param").userId,
        c.req.valid("json"),
      );
      return c.json({ extraSlots: state.extraSlots, isVip: state.isVip });
    })
    .post("/:userId/sign-out", param, valid("json", consoleReasonSchema), async (c) =>
      c.json(
        await signOutEverywhere(
          ctx,
          await actorOf(c),
          c.req.valid("param").userId,
          c.req.valid("json").reason,
        ),
      ),
    )
    .post("/:userId/suspend", param, freshSignIn(ctx), valid("json", consoleReasonSchema), async (c) =>
      c.json(
        await suspendAccount(ctx, await actorOf(c), c.req.valid("param").userId, c.req.valid("json").reason),
      ),
    )
    .post("/:userId/lift", param, valid("json", consoleReasonSchema), async (c) => {
      await liftSuspension(ctx, await actorOf(c), c.req.valid("param").userId, c.req.valid("json").reason);
      return c.json({ suspendedAt: null });
    })
    .put("/:userId/role", param, freshSignIn(ctx), valid("json", roleChangeSchema), async (c) => {
      const { role, reason } = c.req.valid("json");
      const change = await setRole(ctx, await actorOf(c), c.req.valid("param").userId, role, reason);
      return c.json({ role: change.after });
    })
    .delete("/:userId", param, freshSignIn(ctx), valid("json", deleteUserSchema), async (c) =>
      c.json(
        await deleteFromConsole(ctx, await actorOf(c), c.req.valid("param").userId, c.req.valid("json")),
      ),
    );
}
