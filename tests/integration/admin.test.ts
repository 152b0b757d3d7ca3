import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { consoleOverviewSchema } from "#core/schemas/admin.ts";
import { runAdminCommand } from "#server/admin/run.ts";
import { getMe, verifiedUser } from "./support/accounts.ts";
import { adminUser, moderatorUser } from "./support/staff.ts";
import { testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

describeEachDb("the console's shell and make-admin (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  it("make-admin gives the role, says so in /api/me, and writes the audit log as the command line", async () => {
    const { client, me } = await verifiedUser(t);
    expect((await getMe(client)).role).toBeNull();
    const output = await runAdminCommand(t.ctx, { name: "make-admin", user: me.email as string });
    expect(output).toContain("is an admin now");
    expect((await getMe(client)).role).toBe("admin");
    const rows = await t.database.query(
      "select actor_id, actor_name, after from audit_log where action = 'role.set' and target_id = $1",
      [me.id],
    );
    expect(rows).toEqual([{ actor_id: null, actor_name: "command line", after: { role: "admin" } }]);
    expect(await runAdminCommand(t.ctx, { name: "make-admin", user: me.id })).toContain("already an admin");
  });

  it("answers the overview with the areas of each role and what waits", async () => {
    const admin = await adminUser(t);
    const moderator = await moderatorUser(t, { id: admin.me.id, name: "boss" });
    const forAdmin = consoleOverviewSchema.parse(
      await (await admin.client.get("/api/admin/overview")).json(),
    );
    expect(forAdmin.role).toBe("admin");
    expect(forAdmin.areas).toContain("users");
    const res = await moderator.client.get("/api/admin/overview");
    expect(res.status).toBe(200);
    const forModerator = consoleOverviewSchema.parse(await res.json());
    expect(forModerator).toMatchObject({ role: "moderator", areas: ["overview", "feedback", "moderation"] });
    const player = await verifiedUser(t);
    expect((await player.client.get("/api/admin/overview")).status).toBe(403);
  });
});

// Only the embedded database is copied by the server itself; PostgreSQL's backup is pg_dump's.
describe("npm run admin -- backup on the embedded database", () => {
  const t = testAppPerSuite("pglite");

  it("writes the audit log as the command line", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "hl-backup-")), "lodge.backup");
    await runAdminCommand(t.ctx, { name: "backup", file });
    const rows = await t.database.query(
      "select actor_name, after from audit_log where action = 'backup.write' and target_id = $1",
      [file],
    );
    expect(rows).toEqual([{ actor_name: "command line", after: { file } }]);
  });
});
