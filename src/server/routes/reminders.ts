import { Hono } from "hono";
import {
  deviceIdParamSchema,
  pushSubscriptionSchema,
  reminderSettingsSchema,
} from "#core/schemas/reminders.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { verifiedOnly } from "#server/http/guards.ts";
import { requireVerifiedUser } from "#server/http/session.ts";
import { valid } from "#server/http/validate.ts";
import {
  addDevice,
  devicesOf,
  reminderConfig,
  reminderSettingsOf,
  removeDevice,
  saveReminderSettings,
} from "#server/services/reminders.ts";

/** Push reminders (docs/product.md#push-reminders): choices and devices; mounted at /api/reminders. */
export function reminderRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>()
    .use(verifiedOnly)
    .get("/config", (c) => c.json(reminderConfig(ctx)))
    .get("/", async (c) => {
      const userId = requireVerifiedUser(c).id;
      return c.json({
        settings: await reminderSettingsOf(ctx, userId),
        devices: await devicesOf(ctx, userId),
      });
    })
    .put("/settings", valid("json", reminderSettingsSchema), async (c) => {
      const userId = requireVerifiedUser(c).id;
      return c.json(await saveReminderSettings(ctx, userId, c.req.valid("json")));
    })
    .post("/devices", valid("json", pushSubscriptionSchema), async (c) => {
      const userId = requireVerifiedUser(c).id;
      return c.json(await addDevice(ctx, userId, c.req.valid("json")), 201);
    })
    .delete("/devices/:id", valid("param", deviceIdParamSchema), async (c) => {
      await removeDevice(ctx, requireVerifiedUser(c).id, c.req.valid("param").id);
      return c.body(null, 204);
    });
}
