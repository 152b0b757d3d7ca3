import { Hono } from "hono";
import { GameDataError } from "#core/game-data/parse.ts";
import { uploadGameDataSchema, uploadGameImageSchema } from "#core/schemas/game-data-versions.ts";
import { idParamSchema } from "#core/schemas/params.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { refused } from "#server/errors.ts";
import { freshSignIn } from "#server/http/fresh-sign-in.ts";
import { staffOnly } from "#server/http/guards.ts";
import { staffActor } from "#server/http/staff-actor.ts";
import { valid } from "#server/http/validate.ts";
import { listGameImages, uploadGameImage } from "#server/services/game-data-images.ts";
import {
  gameDataChanges,
  gameDataOfVersion,
  listGameDataVersions,
  publishGameData,
  rollBackGameData,
  uploadGameDataDraft,
} from "#server/services/game-data-versions.ts";

// A file refused answers what `import-game-data` prints for it: every bad path, and nothing stored.
const refusedFile = (error: unknown) => {
  if (error instanceof GameDataError) throw refused(error.message, "invalid-game-data", error.issues);
  throw error;
};

/**
 * The console's game data (docs/product.md#game-data-in-the-console), admins only; mounted at
 * /api/admin/game-data. `/:id/data` hands a version's own data to the builder's preview. Publishing and
 * rolling back change what every player is served: they also need a sign-in of the last 10 minutes.
 */
export function adminGameDataRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>()
    .use(staffOnly(ctx, "admin"))
    .get("/", async (c) => c.json(await listGameDataVersions(ctx)))
    .post("/", valid("json", uploadGameDataSchema), async (c) => {
      const actor = await staffActor(ctx, c);
      const version = await uploadGameDataDraft(ctx, actor, c.req.valid("json")).catch(refusedFile);
      return c.json(version, 201);
    })
    .get("/images", async (c) => c.json(await listGameImages(ctx)))
    .put("/images", valid("json", uploadGameImageSchema), async (c) => {
      const actor = await staffActor(ctx, c);
      return c.json(await uploadGameImage(ctx, actor, c.req.valid("json")));
    })
    .get("/:id", valid("param", idParamSchema), async (c) =>
      c.json(await gameDataChanges(ctx, c.req.valid("param").id)),
    )
    .get("/:id/data", valid("param", idParamSchema), async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await gameDataOfVersion(ctx, c.req.valid("param").id));
    })
    .post("/:id/publish", valid("param", idParamSchema), freshSignIn(ctx), async (c) => {
      const actor = await staffActor(ctx, c);
      return c.json(await publishGameData(ctx, actor, c.req.valid("param").id));
    })
    .post("/:id/rollback", valid("param", idParamSchema), freshSignIn(ctx), async (c) => {
      const actor = await staffActor(ctx, c);
      return c.json(await rollBackGameData(ctx, actor, c.req.valid("param").id));
    });
}
