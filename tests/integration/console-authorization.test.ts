import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { suspendAccount } from "#server/services/console/suspension.ts";
import { verifiedUser } from "./support/accounts.ts";
import { CONSOLE_LEAST_ROLE } from "./support/authorization-matrix/console-roles.ts";
import { adminUser, moderatorUser } from "./support/staff.ts";
import { createTestApp, type TestApp, type TestClient } from "./support/test-app.ts";
import { dbKinds } from "./support/test-db.ts";

// Who may call the console (docs/product.md#the-console): every route under /api/admin, for a visitor, a
// player, a moderator, an admin and a suspended account. The staff's calls name nothing that exists, so
// they prove only that the guard let them through: any answer but 401, the console's 403 or a fault.

const CALLERS = ["visitor", "player", "suspended", "moderator", "admin"] as const;
type Caller = (typeof CALLERS)[number];

const consoleRoutes = (t: TestApp) =>
  [
    ...new Set(
      t.app.routes
        .filter((r) => r.path.startsWith("/api/admin/") && !r.path.endsWith("/*"))
        .map((r) => `${r.method} ${r.path}`),
    ),
  ].sort();

// A path's parameters filled with ids nobody has (a moderation item's kind with one that exists).
const pathOf = (route: string) =>
  (route.split(" ")[1] as string).replace(/:kind/, "reports").replace(/:[A-Za-z]+/g, "matrix-nobody");

describe.each(dbKinds)("console authorization (%s)", (kind) => {
  let t: TestApp;
  const clients = {} as Record<Caller, TestClient>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    clients.visitor = t.client();
    clients.player = (await verifiedUser(t)).client;
    const admin = await adminUser(t);
    clients.admin = admin.client;
    const actor = { id: admin.me.id, name: "matrix" };
    clients.moderator = (await moderatorUser(t, actor)).client;
    const suspended = await adminUser(t);
    await suspendAccount(t.ctx, actor, suspended.me.id, "the matrix");
    clients.suspended = suspended.client;
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("knows the least role of every console route, and of no route that is gone", () => {
    expect(Object.keys(CONSOLE_LEAST_ROLE).sort()).toEqual(consoleRoutes(t));
  });

  describe.each(Object.keys(CONSOLE_LEAST_ROLE))("%s", (route) => {
    it.each(CALLERS)("as %s", async (caller) => {
      const method = route.split(" ")[0] as string;
      const res = await clients[caller].request(pathOf(route), {
        method,
        headers: method === "GET" ? {} : { "content-type": "application/json" },
        body: method === "GET" ? undefined : "{}",
      });
      const text = await res.text();
      const code = res.status === 403 ? (JSON.parse(text) as { error: { code: string } }).error.code : null;
      const least = CONSOLE_LEAST_ROLE[route];
      const letIn = caller === "admin" || (caller === "moderator" && least === "moderator");
      const said = `${caller} ${route}: ${res.status} ${text.slice(0, 200)}`;
      if (caller === "visitor" || caller === "suspended") expect(res.status, said).toBe(401);
      else if (!letIn) expect([res.status, code], said).toEqual([403, "staff-only"]);
      else {
        expect(res.status, said).not.toBe(401);
        expect(res.status, said).toBeLessThan(500);
        expect(code, said).not.toBe("staff-only");
      }
    });
  });
});
