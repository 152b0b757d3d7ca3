import { Hono } from "hono";
import { messages } from "#core/messages.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { notFound } from "#server/errors.ts";
import { getPublicHunter } from "#server/services/hunters.ts";

const validId = (id: string) => id.length > 0 && id.length <= 64;

/** A shared build link, mounted at /api/public/hunters: no sign-in needed for a public hunter (DECISIONS §4). */
export function publicHunterRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>().get("/:ownerId/:hunterId", async (c) => {
    const { ownerId, hunterId } = c.req.param();
    if (!validId(ownerId) || !validId(hunterId)) throw notFound(messages.hunterNotFound);
    return c.json(await getPublicHunter(ctx, c.get("user")?.id ?? null, ownerId, hunterId));
  });
}
