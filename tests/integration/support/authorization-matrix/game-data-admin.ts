import { everyone, type Row } from "./rows.ts";

// The console's game data (docs/product.md#game-data-in-the-console): admins only. A player of any kind is
// refused before anything is read or written, a visitor is asked to sign in; the admin's own answers are in
// admin-game-data.test.ts.
const adminOnly = { ...everyone(403), visitor: 401 };
const row = (method: string, path: string, body?: unknown): Row => ({
  call: () => ({ method, path, ...(body === undefined ? {} : { body }) }),
  expect: adminOnly,
});

export const GAME_DATA_ADMIN: Record<string, Row> = {
  "GET /api/admin/game-data": row("GET", "/api/admin/game-data"),
  "POST /api/admin/game-data": row("POST", "/api/admin/game-data", { note: "", data: {} }),
  "GET /api/admin/game-data/images": row("GET", "/api/admin/game-data/images"),
  "PUT /api/admin/game-data/images": row("PUT", "/api/admin/game-data/images", {
    name: "/icons/sets/justice.svg",
    base64: "AAAA",
  }),
  "GET /api/admin/game-data/:id": row("GET", "/api/admin/game-data/some-version"),
  "GET /api/admin/game-data/:id/data": row("GET", "/api/admin/game-data/some-version/data"),
  "POST /api/admin/game-data/:id/publish": row("POST", "/api/admin/game-data/some-version/publish"),
  "POST /api/admin/game-data/:id/rollback": row("POST", "/api/admin/game-data/some-version/rollback"),
};
