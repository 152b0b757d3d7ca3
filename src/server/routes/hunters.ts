import { Hono } from "hono";
import { z } from "zod";
import { messages } from "#core/messages.ts";
import { inventoryCapacity } from "#core/rules/slots.ts";
import { hunterInputSchema } from "#core/schemas/hunter.ts";
import { visibilitySchema } from "#core/schemas/sharing.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { notFound } from "#server/errors.ts";
import { readJson } from "#server/http/body.ts";
import { requireVerifiedUser } from "#server/http/session.ts";
import {
  createHunter,
  deleteHunter,
  listHunters,
  setHunterVisibility,
  updateHunter,
} from "#server/services/hunters.ts";
import { profileRoutes } from "./profiles.ts";
import { publicHunterRoutes } from "./public-hunters.ts";

// Inventory items equipped in the builder, deleted in the same transaction as the save ('Save & Delete Items').
const consumedItemIds = z
  .array(z.string().min(1).max(64))
  .max(inventoryCapacity(true))
  .default(() => []);
const createBody = z.object({
  slotIndex: z.number().int().min(0),
  hunter: hunterInputSchema,
  consumeItemIds: consumedItemIds,
});
const updateBody = z.object({ hunter: hunterInputSchema, consumeItemIds: consumedItemIds });

// An id that cannot exist is simply not found, like someone else's hunter (DECISIONS §11).
function hunterId(id: string): string {
  if (id.length === 0 || id.length > 64) throw notFound(messages.hunterNotFound);
  return id;
}

/** The signed-in user's own hunters (spec §3 Hunter, DECISIONS §2-§3); mounted at /api/hunters. */
export function hunterRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>()
    .get("/", async (c) => c.json(await listHunters(ctx, requireVerifiedUser(c).id)))
    .post("/", async (c) => {
      const userId = requireVerifiedUser(c).id;
      const { slotIndex, hunter, consumeItemIds } = createBody.parse(await readJson(c));
      return c.json(await createHunter(ctx, userId, slotIndex, hunter, consumeItemIds), 201);
    })
    .put("/:id", async (c) => {
      const userId = requireVerifiedUser(c).id;
      const { hunter, consumeItemIds } = updateBody.parse(await readJson(c));
      return c.json(await updateHunter(ctx, userId, hunterId(c.req.param("id")), hunter, consumeItemIds));
    })
    .put("/:id/visibility", async (c) => {
      const userId = requireVerifiedUser(c).id;
      const { isPublic } = visibilitySchema.parse(await readJson(c));
      return c.json(await setHunterVisibility(ctx, userId, hunterId(c.req.param("id")), isPublic));
    })
    .delete("/:id", async (c) => {
      await deleteHunter(ctx, requireVerifiedUser(c).id, hunterId(c.req.param("id")));
      return c.body(null, 204);
    });
}

/** Everything of issue 5 in one mount at /api: own hunters, shared builds and public profiles. */
export function hunterApiRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>()
    .route("/hunters", hunterRoutes(ctx))
    .route("/public/hunters", publicHunterRoutes(ctx))
    .route("/profiles", profileRoutes(ctx));
}
