import { Hono } from "hono";
import {
  eventDownloadQuerySchema,
  eventFileParamSchema,
  feedFileParamSchema,
  feedSettingsSchema,
  icsLanguageOf,
  icsLanguageQuerySchema,
} from "#core/schemas/calendar-feed.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { verifiedOnly } from "#server/http/guards.ts";
import { requireVerifiedUser } from "#server/http/session.ts";
import { valid } from "#server/http/validate.ts";
import {
  calendarEventIcs,
  calendarFeedIcs,
  calendarFeedOf,
  renewCalendarFeed,
  revokeCalendarFeed,
  saveCalendarFeed,
} from "#server/services/calendar-feed.ts";

const ICS_TYPE = "text/calendar; charset=utf-8";

/** The player's calendar feed settings (docs/product.md#calendar-subscription); mounted at /api/calendar/feed. */
export function calendarFeedRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>()
    .use(verifiedOnly)
    .get("/", async (c) =>
      c.json({ feed: await calendarFeedOf(ctx, requireVerifiedUser(c).id, c.req.header("accept-language")) }),
    )
    .put("/", valid("json", feedSettingsSchema), async (c) =>
      c.json(
        await saveCalendarFeed(
          ctx,
          requireVerifiedUser(c).id,
          c.req.valid("json"),
          c.req.header("accept-language"),
        ),
      ),
    )
    .post("/renew", async (c) =>
      c.json(await renewCalendarFeed(ctx, requireVerifiedUser(c).id, c.req.header("accept-language"))),
    )
    .delete("/", async (c) => {
      await revokeCalendarFeed(ctx, requireVerifiedUser(c).id);
      return c.body(null, 204);
    });
}

/**
 * The files calendar apps read, mounted at /api/calendar: the feed by its secret token (no session: a
 * calendar app has none; a wrong or revoked token answers 404) and one event by its id (public: the
 * game's calendar is the same for everyone).
 */
export function calendarFileRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>()
    .get(
      "/events/:file",
      valid("param", eventFileParamSchema),
      valid("query", eventDownloadQuerySchema),
      (c) => {
        const query = c.req.valid("query");
        const lead = query.lead ? Number(query.lead) : null;
        const body = calendarEventIcs(ctx, c.req.valid("param").file, lead, icsLanguageOf(query));
        return c.body(body, 200, {
          "Content-Type": ICS_TYPE,
          "Content-Disposition": `attachment; filename="${c.req.valid("param").file}.ics"`,
          "Cache-Control": "public, max-age=3600",
        });
      },
    )
    .get("/:file", valid("param", feedFileParamSchema), valid("query", icsLanguageQuerySchema), async (c) => {
      const language = icsLanguageOf(c.req.valid("query"));
      const body = await calendarFeedIcs(ctx, c.req.valid("param").file, language);
      // Calendar apps poll on their own schedule; a short max-age lets a change of kinds show within minutes,
      // and `private` keeps shared caches from holding a personal URL's answer.
      return c.body(body, 200, {
        "Content-Type": ICS_TYPE,
        "Cache-Control": "private, max-age=300",
        "X-Robots-Tag": "noindex",
      });
    });
}
