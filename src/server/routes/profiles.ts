import { Hono } from "hono";
import { messages } from "#core/messages.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { notFound } from "#server/errors.ts";
import { requireVerifiedUser } from "#server/http/session.ts";
import { getPublicProfile } from "#server/services/profiles.ts";

/** Public profiles by nickname for signed-in players (spec §2 Public profile); mounted at /api/profiles. */
export function profileRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>().get("/:nickname", async (c) => {
    requireVerifiedUser(c);
    const nickname = c.req.param("nickname");
    if (nickname.length > 64) throw notFound(messages.profileNotFound(nickname.slice(0, 64)));
    return c.json(await getPublicProfile(ctx, nickname));
  });
}
