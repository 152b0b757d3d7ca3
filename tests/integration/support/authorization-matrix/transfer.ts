import { encodeShareCode } from "#core/rules/share-code.ts";
import { newHunter } from "#core/schemas/hunter.ts";
import { type Row, signedIn } from "./rows.ts";

const SHARE_CODE = encodeShareCode(newHunter());

export const TRANSFER: Record<string, Row> = {
  "GET /api/export": { call: () => ({ method: "GET", path: "/api/export" }), expect: signedIn(200) },
  "POST /api/import/preview": {
    call: () => ({ method: "POST", path: "/api/import/preview", body: { code: SHARE_CODE } }),
    expect: signedIn(200),
  },
  // An empty code is refused after the caller is let in: the import itself is covered by transfer.test.ts.
  "POST /api/import": {
    call: () => ({ method: "POST", path: "/api/import", body: { code: "" } }),
    expect: signedIn(422),
  },
};
