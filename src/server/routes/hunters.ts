import { Hono } from "hono";
import type { OwnHunter } from "#core/schemas/hunter.ts";
import { createHunterSchema, updateHunterSchema } from "#core/schemas/hunter.ts";
import { hunterVersionParamSchema } from "#core/schemas/hunter-history.ts";
import { hunterIdParamSchema } from "#core/schemas/params.ts";
import { visibilitySchema } from "#core/schemas/sharing.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { verifiedOnly } from "#server/http/guards.ts";
import { idempotent } from "#server/http/idempotency.ts";
import { jsonText } from "#server/http/json-text.ts";
import { refusePublicWithoutNickname } from "#server/http/public-needs-nickname.ts";
import { requireVerifiedUser } from "#server/http/session.ts";
import { valid } from "#server/http/validate.ts";
import { listVersions, readVersion } from "#server/services/hunter-history.ts";
import { listHuntersJson } from "#server/services/hunter-reads.ts";
import { restoreVersion } from "#server/services/hunter-restore.ts";
import { updateHunter } from "#server/services/hunter-save.ts";
import { createHunter, deleteHunter, setHunterVisibility } from "#server/services/hunters.ts";

/**
 * The signed-in user's own hunters (docs/product.md#hunter-fields, #slots); mounted at /api/hunters. Their
 * version history (docs/decisions.md#2026-11-23-version-history-of-a-hunter) is the owner's only, even for a
 * public build.
 */
export function hunterRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>()
    .use(verifiedOnly)
    .get("/", async (c) =>
      jsonText<OwnHunter[]>(c, await listHuntersJson(ctx, requireVerifiedUser(c).id, c.get("account"))),
    )
    .post("/", idempotent(ctx, 201), valid("json", createHunterSchema), async (c) => {
      const user = requireVerifiedUser(c);
      const { slotIndex, hunter, consumeItemIds } = c.req.valid("json");
      refusePublicWithoutNickname(user, hunter.isPublic);
      const userId = user.id;
      return c.json(await createHunter(ctx, userId, slotIndex, hunter, consumeItemIds), 201);
    })
    .put(
      "/:id",
      idempotent(ctx, 200, { lookup: "in-the-write" }),
      valid("param", hunterIdParamSchema),
      valid("json", updateHunterSchema),
      async (c) => {
        const user = requireVerifiedUser(c);
        const { hunter, consumeItemIds, baseUpdatedAt } = c.req.valid("json");
        refusePublicWithoutNickname(user, hunter.isPublic);
        const userId = user.id;
        const id = c.req.valid("param").id;
        return c.json(await updateHunter(ctx, userId, id, hunter, consumeItemIds, { baseUpdatedAt }));
      },
    )
    .put(
      "/:id/visibility",
      idempotent(ctx, 200),
      valid("param", hunterIdParamSchema),
      valid("json", visibilitySchema),
      async (c) => {
        const user = requireVerifiedUser(c);
        const { isPublic, baseUpdatedAt } = c.req.valid("json");
        refusePublicWithoutNickname(user, isPublic);
        const userId = user.id;
        const id = c.req.valid("param").id;
        return c.json(await setHunterVisibility(ctx, userId, id, isPublic, baseUpdatedAt));
      },
    )
    .get("/:id/versions", valid("param", hunterIdParamSchema), async (c) =>
      c.json(await listVersions(ctx, requireVerifiedUser(c).id, c.req.valid("param").id)),
    )
    .get("/:id/versions/:revision", valid("param", hunterVersionParamSchema), async (c) => {
      const { id, revision } = c.req.valid("param");
      return c.json(await readVersion(ctx, requireVerifiedUser(c).id, id, revision));
    })
    .post(
      "/:id/versions/:revision/restore",
      idempotent(ctx, 200),
      valid("param", hunterVersionParamSchema),
      async (c) => {
        const { id, revision } = c.req.valid("param");
        return c.json(await restoreVersion(ctx, requireVerifiedUser(c).id, id, revision));
      },
    )
    .delete("/:id", idempotent(ctx, 204), valid("param", hunterIdParamSchema), async (c) => {
      await deleteHunter(ctx, requireVerifiedUser(c).id, c.req.valid("param").id);
      return c.body(null, 204);
    });
}
