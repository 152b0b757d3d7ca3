import { everyone, type Row } from "./rows.ts";

// The console's core (docs/product.md#the-console): only staff reach it; a visitor is asked to sign in.
const staffOnly = { ...everyone(403), visitor: 401 };

export const ADMIN: Record<string, Row> = {
  "GET /api/admin/overview": {
    call: () => ({ method: "GET", path: "/api/admin/overview" }),
    expect: staffOnly,
  },
};
