import { Hono, type TypedResponse } from "hono";
import type { GameData } from "#core/game-data/schema.ts";
import { gameDataQuerySchema } from "#core/schemas/game-data.ts";
import type { ServerContext } from "#server/context.ts";
import { serializeGameData } from "#server/game-data/store.ts";
import { valid } from "#server/http/validate.ts";

// Mounted at /api/game-data. Clients keep the game data and revalidate it on every use: an unchanged set costs one 304.
// `?lang=` picks the game-terms translations sent along
// (docs/decisions.md#2026-11-24-first-screens-named-by-the-servers-page-compressed-at-build-time); the
// language is in the address, not in a header, so caches keep one answer per address and need no Vary for it.
export function gameDataRoutes(ctx: ServerContext) {
  return new Hono().get("/", valid("query", gameDataQuerySchema), (c) => {
    const { body, etag } = serializeGameData(ctx.gameData.get(), c.req.valid("query").lang);
    c.header("ETag", etag);
    c.header("Cache-Control", "no-cache");
    const asked = c.req.header("If-None-Match");
    if (asked?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) return c.body(null, 304);
    c.header("Content-Type", "application/json; charset=UTF-8");
    // The body is serialized once per data set; the cast gives typed clients the JSON they receive.
    return c.body(body) as unknown as TypedResponse<GameData, 200, "json">;
  });
}
