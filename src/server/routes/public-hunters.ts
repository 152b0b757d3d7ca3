import { Hono } from "hono";
import { messages } from "#core/messages.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { notFound } from "#server/errors.ts";
import { assertCanView, readSharedHunter } from "#server/services/hunters.ts";
import { createPublicHunterCache } from "#server/services/public-hunter-cache.ts";

const validId = (id: string) => id.length > 0 && id.length <= 64;

/** A shared build link, mounted at /api/public/hunters: no sign-in needed for a public hunter (DECISIONS §4). */
export function publicHunterRoutes(ctx: ServerContext) {
  const cache = createPublicHunterCache(ctx.live);
  return new Hono<AppBindings>().get("/:ownerId/:hunterId", async (c) => {
    const { ownerId, hunterId } = c.req.param();
    if (!validId(ownerId) || !validId(hunterId)) throw notFound(messages.hunterNotFound);
    const viewerId = c.get("user")?.id ?? null;
    let entry = cache.get(ownerId, hunterId);
    if (!entry) {
      const readEpoch = cache.epoch();
      const found = await readSharedHunter(ctx, ownerId, hunterId);
      entry = { ownerId, isPublic: found.hunter.isPublic, body: JSON.stringify(found) };
      cache.set(hunterId, entry, readEpoch);
    }
    assertCanView(entry.isPublic, ownerId, viewerId);
    return c.body(entry.body, 200, { "Content-Type": "application/json; charset=UTF-8" });
  });
}
