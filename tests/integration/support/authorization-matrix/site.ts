import { everyone, type Row, signedIn } from "./rows.ts";

// What the app answers everyone, signed in or not, and the live stream of one's own changes.
export const SITE: Record<string, Row> = {
  "GET /api/health": { call: () => ({ method: "GET", path: "/api/health" }), expect: everyone(200) },
  "GET /api/config": { call: () => ({ method: "GET", path: "/api/config" }), expect: everyone(200) },
  "GET /api/game-data": { call: () => ({ method: "GET", path: "/api/game-data" }), expect: everyone(200) },
  // Outside production only (docs/product.md#hosting): the outbox is the developer's, not a player's.
  "GET /api/dev/mailbox": {
    call: () => ({ method: "GET", path: "/api/dev/mailbox" }),
    expect: everyone(200),
  },
};

export const LIVE: Record<string, Row> = {
  "GET /api/live": { call: () => ({ method: "GET", path: "/api/live" }), expect: signedIn(200) },
};
