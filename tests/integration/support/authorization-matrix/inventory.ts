import { item, type Row, signedIn } from "./rows.ts";

export const INVENTORY: Record<string, Row> = {
  "GET /api/inventory": { call: () => ({ method: "GET", path: "/api/inventory" }), expect: signedIn(200) },
  "POST /api/inventory": {
    call: () => ({ method: "POST", path: "/api/inventory", body: item }),
    expect: signedIn(201),
  },
  "POST /api/inventory/import": {
    call: () => ({ method: "POST", path: "/api/inventory/import", body: { items: [item] } }),
    expect: signedIn(201),
  },
  "POST /api/inventory/delete-batch": {
    call: async (_, fresh) => ({
      method: "POST",
      path: "/api/inventory/delete-batch",
      body: { ids: [await fresh("item")] },
    }),
    expect: signedIn(200),
  },
  // Marking items inheritable is VIP only (docs/product.md#bulk-actions): the owner is free, and a VIP sending
  // the owner's item changes nothing of theirs (their own items only).
  "POST /api/inventory/update-batch": {
    call: (o) => ({
      method: "POST",
      path: "/api/inventory/update-batch",
      body: { ids: [o.itemId], inheritable: true },
    }),
    expect: { visitor: 401, unverified: 403, guest: 403, free: 403, vip: 200, owner: 403, other: 403 },
  },
  "DELETE /api/inventory/:id": {
    call: async (_, fresh) => ({ method: "DELETE", path: `/api/inventory/${await fresh("item")}` }),
    expect: signedIn(204, 404),
  },
  "GET /api/presets": { call: () => ({ method: "GET", path: "/api/presets" }), expect: signedIn(200) },
  "POST /api/presets": {
    call: () => ({ method: "POST", path: "/api/presets", body: { name: "Mine", filters: {} } }),
    expect: signedIn(201),
  },
  // The owner is a free player: editing a preset is VIP only (docs/product.md#free-and-vip), and another's is not found.
  "PUT /api/presets/:id": {
    call: (o) => ({ method: "PUT", path: `/api/presets/${o.presetId}`, body: { filters: {} } }),
    expect: signedIn(403, 404),
  },
  "DELETE /api/presets/:id": {
    call: async (_, fresh) => ({ method: "DELETE", path: `/api/presets/${await fresh("preset")}` }),
    expect: signedIn(204, 404),
  },
};
