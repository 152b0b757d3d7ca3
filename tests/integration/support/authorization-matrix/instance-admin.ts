import { everyone, type Row } from "./rows.ts";

// The console's Instance screen (docs/product.md#instance-and-backups): admins only. A player of any kind is
// refused before anything is read or written, a visitor is asked to sign in; a moderator's refusal and the
// admin's own answers are in admin-instance.test.ts.
const adminOnly = { ...everyone(403), visitor: 401 };
const row = (method: string, path: string, body?: unknown): Row => ({
  call: () => ({ method, path, ...(body === undefined ? {} : { body }) }),
  expect: adminOnly,
});

export const INSTANCE_ADMIN: Record<string, Row> = {
  "GET /api/admin/instance": row("GET", "/api/admin/instance"),
  "PUT /api/admin/instance/backups/schedule": row("PUT", "/api/admin/instance/backups/schedule", {
    at: "03:00",
    keep: 7,
  }),
  "DELETE /api/admin/instance/backups/schedule": row("DELETE", "/api/admin/instance/backups/schedule"),
  "POST /api/admin/instance/backups": row("POST", "/api/admin/instance/backups"),
};
