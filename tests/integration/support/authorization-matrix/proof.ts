import { everyone, type Row, signedIn } from "./rows.ts";

// Proof and verification (docs/product.md#proof-and-verification). The owner's build is private: its proof
// is not found for anyone else, an upload or a request is refused to its owner (not public) and not found
// for anyone else; no caller here is staff, so the moderator's review is refused to all.
const staffOnly = { ...everyone(403), visitor: 401 };
const NO_IMAGE = "no-such-image";

export const PROOF: Record<string, Row> = {
  "GET /api/proof/hunters/:hunterId": {
    call: (o) => ({ method: "GET", path: `/api/proof/hunters/${o.hunterId}` }),
    expect: { ...everyone(404), owner: 200 },
  },
  "POST /api/proof/hunters/:hunterId/images": {
    call: (o) => ({ method: "POST", path: `/api/proof/hunters/${o.hunterId}/images`, body: { image: "no" } }),
    expect: signedIn(422, 404),
  },
  "POST /api/proof/hunters/:hunterId/verification": {
    call: (o) => ({ method: "POST", path: `/api/proof/hunters/${o.hunterId}/verification` }),
    expect: signedIn(422, 404),
  },
  "DELETE /api/proof/hunters/:hunterId/verification": {
    call: (o) => ({ method: "DELETE", path: `/api/proof/hunters/${o.hunterId}/verification` }),
    expect: signedIn(409, 404),
  },
  "GET /api/proof/images/:imageId": {
    call: () => ({ method: "GET", path: `/api/proof/images/${NO_IMAGE}` }),
    expect: everyone(404),
  },
  "DELETE /api/proof/images/:imageId": {
    call: () => ({ method: "DELETE", path: `/api/proof/images/${NO_IMAGE}` }),
    expect: signedIn(404),
  },
  "GET /api/admin/verification/:requestId": {
    call: () => ({ method: "GET", path: "/api/admin/verification/no-such-request" }),
    expect: staffOnly,
  },
  "POST /api/admin/verification/:requestId/decide": {
    call: () => ({
      method: "POST",
      path: "/api/admin/verification/no-such-request/decide",
      body: { verdict: "verified", reason: "", seenUpdatedAt: "" },
    }),
    expect: staffOnly,
  },
};
