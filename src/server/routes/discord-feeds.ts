import { Hono } from "hono";
import {
  discordWebhookInputSchema,
  discordWebhookUpdateSchema,
  discordFeedIdParamSchema as idParamSchema,
} from "#core/schemas/discord-webhook.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { verifiedOnly } from "#server/http/guards.ts";
import { requireVerifiedUser } from "#server/http/session.ts";
import { valid } from "#server/http/validate.ts";
import {
  addDiscordWebhook,
  deleteDiscordWebhook,
  listDiscordWebhooks,
  updateDiscordWebhook,
} from "#server/services/discord-webhooks.ts";

/** A player's Discord channel feeds (docs/product.md#hunter-lodge-in-discord); mounted at /api/discord-feeds. */
export function discordFeedRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>()
    .use(verifiedOnly)
    .get("/", async (c) => c.json(await listDiscordWebhooks(ctx, requireVerifiedUser(c).id)))
    .post("/", valid("json", discordWebhookInputSchema), async (c) =>
      c.json(await addDiscordWebhook(ctx, requireVerifiedUser(c).id, c.req.valid("json")), 201),
    )
    .put("/:id", valid("param", idParamSchema), valid("json", discordWebhookUpdateSchema), async (c) =>
      c.json(
        await updateDiscordWebhook(
          ctx,
          requireVerifiedUser(c).id,
          c.req.valid("param").id,
          c.req.valid("json"),
        ),
      ),
    )
    .delete("/:id", valid("param", idParamSchema), async (c) => {
      await deleteDiscordWebhook(ctx, requireVerifiedUser(c).id, c.req.valid("param").id);
      return c.body(null, 204);
    });
}
