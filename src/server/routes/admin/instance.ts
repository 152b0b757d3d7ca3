import { Hono } from "hono";
import { backupScheduleSchema } from "#core/schemas/instance.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { staffOnly } from "#server/http/guards.ts";
import { staffActor } from "#server/http/staff-actor.ts";
import { valid } from "#server/http/validate.ts";
import {
  clearBackupSchedule,
  readBackupStatus,
  setBackupSchedule,
  startBackupNow,
} from "#server/services/backup-schedule.ts";
import { readInstanceStatus } from "#server/services/instance-status.ts";

/**
 * The console's Instance screen (docs/product.md#instance-and-backups): the instance's state, the backup
 * schedule and "back up now"; admins only; mounted at /api/admin/instance.
 */
export function adminInstanceRoutes(ctx: ServerContext) {
  const actor = async (c: Parameters<typeof staffActor>[1]) => {
    const { id, name } = await staffActor(ctx, c);
    return { id, name };
  };
  return (
    new Hono<AppBindings>()
      .use(staffOnly(ctx, "admin"))
      .get("/", async (c) => {
        const [instance, backups] = await Promise.all([readInstanceStatus(ctx), readBackupStatus(ctx)]);
        return c.json({ instance, backups });
      })
      .put("/backups/schedule", valid("json", backupScheduleSchema), async (c) =>
        c.json(await setBackupSchedule(ctx, await actor(c), c.req.valid("json"))),
      )
      .delete("/backups/schedule", async (c) => c.json(await clearBackupSchedule(ctx, await actor(c))))
      // Answers once the backup is claimed; the screen follows the file's writing in GET /.
      .post("/backups", async (c) => {
        const { id } = await startBackupNow(ctx, await actor(c));
        return c.json({ id, backups: await readBackupStatus(ctx) }, 202);
      })
  );
}
