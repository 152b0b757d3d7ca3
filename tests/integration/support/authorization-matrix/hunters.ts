import { type Row, SECRET, signedIn } from "./rows.ts";

export const HUNTERS: Record<string, Row> = {
  "GET /api/hunters": { call: () => ({ method: "GET", path: "/api/hunters" }), expect: signedIn(200) },
  "POST /api/hunters": {
    call: () => ({ method: "POST", path: "/api/hunters", body: { slotIndex: 4, hunter: {} } }),
    expect: signedIn(201),
  },
  "PUT /api/hunters/:id": {
    call: (o) => ({
      method: "PUT",
      path: `/api/hunters/${o.hunterId}`,
      body: { hunter: { hunterName: SECRET.hunter, isPublic: false } },
    }),
    expect: signedIn(200, 404),
  },
  "PUT /api/hunters/:id/visibility": {
    call: (o) => ({
      method: "PUT",
      path: `/api/hunters/${o.hunterId}/visibility`,
      body: { isPublic: false },
    }),
    expect: signedIn(200, 404),
  },
  "DELETE /api/hunters/:id": {
    call: async (_, fresh) => ({ method: "DELETE", path: `/api/hunters/${await fresh("hunter")}` }),
    expect: signedIn(204, 404),
  },
  // A hunter's history is its owner's alone, whatever the build's visibility
  // (docs/decisions.md#2026-11-23-version-history-of-a-hunter).
  "GET /api/hunters/:id/versions": {
    call: (o) => ({ method: "GET", path: `/api/hunters/${o.hunterId}/versions` }),
    expect: signedIn(200, 404),
  },
  "GET /api/hunters/:id/versions/:revision": {
    call: (o) => ({ method: "GET", path: `/api/hunters/${o.hunterId}/versions/1` }),
    expect: signedIn(200, 404),
  },
  "POST /api/hunters/:id/versions/:revision/restore": {
    call: (o) => ({ method: "POST", path: `/api/hunters/${o.hunterId}/versions/1/restore` }),
    expect: signedIn(200, 404),
  },
};
