import { everyone, type Row, signedIn } from "./rows.ts";

// The feedback inbox (docs/product.md#feedback-inbox): the console's routes answer staff only (a visitor is
// asked to sign in, before any id or body is read); a player reads their own submissions. What moderators and
// admins may do there is in feedback-inbox.test.ts, which makes staff accounts the matrix has none of.
const staffOnly = { ...everyone(403), visitor: 401 };
const reply = { text: "Thanks!" };

export const FEEDBACK_INBOX: Record<string, Row> = {
  "GET /api/feedback/mine": {
    call: () => ({ method: "GET", path: "/api/feedback/mine" }),
    expect: signedIn(200),
  },
  "GET /api/admin/feedback": {
    call: () => ({ method: "GET", path: "/api/admin/feedback" }),
    expect: staffOnly,
  },
  "GET /api/admin/feedback/:id": {
    call: () => ({ method: "GET", path: "/api/admin/feedback/some-id" }),
    expect: staffOnly,
  },
  "PUT /api/admin/feedback/:id": {
    call: () => ({ method: "PUT", path: "/api/admin/feedback/some-id", body: { status: "done" } }),
    expect: staffOnly,
  },
  "POST /api/admin/feedback/:id/replies": {
    call: () => ({ method: "POST", path: "/api/admin/feedback/some-id/replies", body: reply }),
    expect: staffOnly,
  },
};
