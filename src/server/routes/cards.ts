import { type Context, Hono } from "hono";
import { messages } from "#core/messages.ts";
import { hunterCardParamSchema, profileCardParamSchema } from "#core/schemas/cards.ts";
import type { CachedCard } from "#server/cards/card-cache.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { tooMany } from "#server/errors.ts";
import { clientNetwork } from "#server/http/client-ip.ts";
import { valid } from "#server/http/validate.ts";
import { type CardRequest, createCardService } from "#server/services/cards.ts";
import { consumeRequestLimit } from "#server/services/request-limits.ts";

// Drawing a card costs tens of milliseconds of CPU; serving a drawn one costs nothing. The limit counts
// the requests that draw (or look for a card that is not there), per address.
export const CARD_RENDER_LIMIT = { window: 60, max: 30 };

// A CDN may keep a card, but asks again every time (the ETag makes that a 304): a build made private
// stops showing at once (docs/product.md#build-cards).
const CARD_CACHE_CONTROL = "public, no-cache";

/** Build and profile cards as PNG (docs/product.md#build-cards); mounted at /api/cards, open to everyone. */
export function cardRoutes(ctx: ServerContext) {
  const cards = createCardService(ctx);

  async function limitDrawing(c: Context<AppBindings>) {
    if (ctx.env.RATE_LIMIT !== "on") return;
    const key = `cards|${clientNetwork(c, ctx.env) ?? "unknown"}`;
    const limit = await consumeRequestLimit(ctx, key, CARD_RENDER_LIMIT, Date.now());
    if (!limit.allowed) {
      c.header("Retry-After", String(limit.retryAfter));
      throw tooMany(messages.tooManyAttempts, "resource-exhausted", { retryAfter: limit.retryAfter });
    }
  }

  async function serve(
    c: Context<AppBindings>,
    cached: CachedCard | undefined,
    draw: (asked: CardRequest) => Promise<CachedCard>,
  ) {
    if (!cached) await limitDrawing(c);
    const asked = {
      address: clientNetwork(c, ctx.env),
      userId: c.get("user")?.id,
      version: c.req.query("v"),
    };
    const card = cached ?? (await draw(asked));
    const headers = { "Cache-Control": CARD_CACHE_CONTROL, ETag: card.etag };
    if (c.req.header("if-none-match") === card.etag) return c.body(null, 304, headers);
    return c.body(card.png, 200, { ...headers, "Content-Type": "image/png" });
  }

  return new Hono<AppBindings>()
    .get("/site.png", (c) => serve(c, cards.cachedSite(), cards.site))
    .get("/hunters/:ownerId/:hunterFile", valid("param", hunterCardParamSchema), (c) => {
      const { ownerId, hunterFile } = c.req.valid("param");
      return serve(c, cards.cachedHunter(ownerId, hunterFile), (asked) =>
        cards.hunter(ownerId, hunterFile, asked),
      );
    })
    .get("/profiles/:nicknameFile", valid("param", profileCardParamSchema), (c) => {
      const { nicknameFile } = c.req.valid("param");
      return serve(c, cards.cachedProfile(nicknameFile), (asked) => cards.profile(nicknameFile, asked));
    });
}
