import { everyone, type Row, signedIn } from "./rows.ts";

// Reports and notices (docs/product.md#reports): any signed-in player reports another's public build or
// profile and reads their own notices; the moderators' queue (docs/product.md#moderation-queue) is staff's.
const staffOnly = { ...everyone(403), visitor: 401 };

export const REPORTS: Record<string, Row> = {
  // The owner's profile: each other player's first report is taken; the owner cannot report their own.
  "POST /api/reports": {
    call: (o) => ({
      method: "POST",
      path: "/api/reports",
      body: { target: { type: "profile", nickname: o.nickname }, reason: "offensive" },
    }),
    expect: signedIn(422, 201),
  },
  "GET /api/notices": {
    call: () => ({ method: "GET", path: "/api/notices" }),
    expect: signedIn(200),
  },
  "GET /api/notices/hidden-builds": {
    call: () => ({ method: "GET", path: "/api/notices/hidden-builds" }),
    expect: signedIn(200),
  },
  "POST /api/notices/:id/read": {
    call: () => ({ method: "POST", path: "/api/notices/no-such-notice/read" }),
    expect: signedIn(404),
  },
};

export const MODERATION: Record<string, Row> = {
  "GET /api/admin/moderation": {
    call: () => ({ method: "GET", path: "/api/admin/moderation" }),
    expect: staffOnly,
  },
  "POST /api/admin/moderation/:kind/:id/claim": {
    call: () => ({ method: "POST", path: "/api/admin/moderation/reports/no-such-report/claim", body: {} }),
    expect: staffOnly,
  },
  "POST /api/admin/moderation/reports/:id/act": {
    call: () => ({
      method: "POST",
      path: "/api/admin/moderation/reports/no-such-report/act",
      body: { action: "dismiss" },
    }),
    expect: staffOnly,
  },
};
