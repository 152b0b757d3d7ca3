import { Hono, type TypedResponse } from "hono";
import type { PublicHunter } from "#core/schemas/hunter.ts";
import { publicHunterParamSchema } from "#core/schemas/params.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { valid } from "#server/http/validate.ts";
import { assertCanView, readSharedHunter } from "#server/services/hunter-reads.ts";
import { createPublicHunterCache } from "#server/services/public-hunter-cache.ts";

/** A shared build link, mounted at /api/public/hunters: no sign-in needed for a public hunter (docs/product.md#routes). */
export function publicHunterRoutes(ctx: ServerContext) {
  const cache = createPublicHunterCache(ctx.live);
  return new Hono<AppBindings>().get(
    "/:ownerId/:hunterId",
    valid("param", publicHunterParamSchema),
    async (c) => {
      const { ownerId, hunterId } = c.req.valid("param");
      const viewerId = c.get("user")?.id ?? null;
      let entry = cache.get(ownerId, hunterId);
      if (!entry) {
        const readEpoch = cache.epoch();
        const found = await readSharedHunter(ctx, ownerId, hunterId);
        entry = { ownerId, isPublic: found.hunter.isPublic, body: JSON.stringify(found) };
        cache.set(hunterId, entry, readEpoch);
      }
      assertCanView(entry.isPublic, ownerId, viewerId);
      // The body is serialized once per cached read; the cast gives typed clients the JSON they receive.
      return c.body(entry.body, 200, {
        "Content-Type": "application/json; charset=UTF-8",
      }) as unknown as TypedResponse<PublicHunter, 200, "json">;
    },
  );
}
