import { type Row, SECRET, signedIn } from "./rows.ts";

// The roster plan is the player's own: another player's hunter in "Apply all" is not found, and the saved
// order keeps only the caller's hunters (docs/product.md#roster-plan).
export const ROSTER_PLAN: Record<string, Row> = {
  "GET /api/roster-plan/settings": {
    call: () => ({ method: "GET", path: "/api/roster-plan/settings" }),
    expect: signedIn(200),
  },
  "PUT /api/roster-plan/settings": {
    call: (o) => ({ method: "PUT", path: "/api/roster-plan/settings", body: { order: [o.hunterId] } }),
    expect: signedIn(200),
  },
  "POST /api/roster-plan/apply": {
    call: (o) => ({
      method: "POST",
      path: "/api/roster-plan/apply",
      body: { hunters: [{ hunterId: o.hunterId, hunter: { hunterName: SECRET.hunter, isPublic: false } }] },
    }),
    expect: signedIn(200, 404),
  },
};
