import { Hono } from "hono";
import { exportFileName } from "#core/rules/export-file.ts";
import { importRequestSchema } from "#core/schemas/build-export.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { verifiedOnly } from "#server/http/guards.ts";
import { idempotent } from "#server/http/idempotency.ts";
import { requireVerifiedUser } from "#server/http/session.ts";
import { valid } from "#server/http/validate.ts";
import { confirmImport, exportAll, previewImport } from "#server/services/transfer.ts";

/**
 * Export and import of the signed-in user's builds
 * (docs/decisions.md#2026-11-24-export-import-and-share-codes); mounted at /api. Each route carries its
 * guard: the app is mounted at /api, where a path-wide guard would catch every route.
 */
export function transferRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>()
    .get("/export", verifiedOnly, async (c) => {
      const file = await exportAll(ctx, requireVerifiedUser(c).id);
      c.header("Content-Disposition", `attachment; filename="${exportFileName(file)}"`);
      return c.json(file);
    })
    .post("/import/preview", verifiedOnly, valid("json", importRequestSchema), async (c) =>
      c.json(await previewImport(ctx, requireVerifiedUser(c).id, c.req.valid("json"))),
    )
    .post("/import", verifiedOnly, idempotent(ctx, 201), valid("json", importRequestSchema), async (c) =>
      c.json(await confirmImport(ctx, requireVerifiedUser(c).id, c.req.valid("json")), 201),
    );
}
