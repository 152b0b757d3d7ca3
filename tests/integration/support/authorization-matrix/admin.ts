import { everyone, type Row } from "./rows.ts";

// The console's core (docs/product.md#the-console): only staff reach it; a visitor is asked to sign in.
const staffOnly = { ...everyone(403), visitor: 401 };
const reason = { reason: "the matrix" };

export const ADMIN: Record<string, Row> = {
  "GET /api/admin/overview": {
    call: () => ({ method: "GET", path: "/api/admin/overview" }),
    expect: staffOnly,
  },
  "GET /api/admin/users": {
    call: () => ({ method: "GET", path: "/api/admin/users?q=hunter" }),
    expect: staffOnly,
  },
  "GET /api/admin/users/:userId": {
    call: (o) => ({ method: "GET", path: `/api/admin/users/${o.userId}` }),
    expect: staffOnly,
  },
  "POST /api/admin/users/:userId/grants": {
    call: (o) => ({
      method: "POST",
      path: `/api/admin/users/${o.userId}/grants`,
      body: { kind: "slots", count: 1, ...reason },
    }),
    expect: staffOnly,
  },
  "POST /api/admin/users/:userId/sign-out": {
    call: (o) => ({ method: "POST", path: `/api/admin/users/${o.userId}/sign-out`, body: reason }),
    expect: staffOnly,
  },
  "POST /api/admin/users/:userId/suspend": {
    call: (o) => ({ method: "POST", path: `/api/admin/users/${o.userId}/suspend`, body: reason }),
    expect: staffOnly,
  },
  "POST /api/admin/users/:userId/lift": {
    call: (o) => ({ method: "POST", path: `/api/admin/users/${o.userId}/lift`, body: reason }),
    expect: staffOnly,
  },
  "PUT /api/admin/users/:userId/role": {
    call: (o) => ({
      method: "PUT",
      path: `/api/admin/users/${o.userId}/role`,
      body: { role: "admin", ...reason },
    }),
    expect: staffOnly,
  },
  "DELETE /api/admin/users/:userId": {
    call: (o) => ({
      method: "DELETE",
      path: `/api/admin/users/${o.userId}`,
      body: { confirm: o.email, ...reason },
    }),
    expect: staffOnly,
  },
  "GET /api/admin/audit": {
    call: () => ({ method: "GET", path: "/api/admin/audit" }),
    expect: staffOnly,
  },
};
