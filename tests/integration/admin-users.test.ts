import { expect, it } from "vitest";
import { runAdminCommand } from "#server/admin/run.ts";
import { createHunter as build } from "../factories/hunter.ts";
import { getMe, PASSWORD, sessionOf, signIn, verifiedUser } from "./support/accounts.ts";
import { adminUser, moderatorUser } from "./support/staff.ts";
import { type TestApp, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// docs/product.md#the-console: the Users area, re-authentication, suspension, roles and the audit log.

type AuditRow = {
  action: string;
  actor_name: string;
  reason: string | null;
  before: unknown;
  after: unknown;
};
const auditOf = async (t: TestApp, targetId: string) =>
  (await t.database.query(
    "select action, actor_name, reason, before, after from audit_log where target_id = $1 order by created_at, id",
    [targetId],
  )) as AuditRow[];

// The admin's session as if signed in `minutes` ago (better-auth stamps created_at at sign-in).
const ageSessions = (t: TestApp, userId: string, minutes: number) =>
  t.database.query(
    `update session set created_at = now() - ($2 || ' minutes')::interval where user_id = $1`,
    [userId, String(minutes)],
  );

async function publicBuild(t: TestApp) {
  const owner = await verifiedUser(t);
  const res = await owner.client.post("/api/hunters", {
    slotIndex: 0,
    hunter: build({ hunterName: "Shown" }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const hunter = (await res.json()) as { id: string };
  return { ...owner, hunterId: hunter.id };
}

describeEachDb("the console's Users area (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  it("finds accounts by part of the e-mail or nickname, or by id, and shows one account's page", async () => {
    const admin = await adminUser(t);
    const player = await verifiedUser(t);
    const nickname = player.me.nickname as string;
    for (const q of [nickname.slice(2, 8).toUpperCase(), player.me.email as string, player.me.id]) {
      const res = await admin.client.get(`/api/admin/users?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      const { users } = (await res.json()) as { users: { id: string }[] };
      expect(users.map((u) => u.id)).toContain(player.me.id);
    }
    const page = await admin.client.get(`/api/admin/users/${player.me.id}`);
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({
      id: player.me.id,
      email: player.me.email,
      signInMethods: { password: true, providers: [], passkeys: 0 },
      owns: { hunters: 0, items: 0, presets: 0 },
      role: null,
    });
    expect((await admin.client.get("/api/admin/users/nobody-here")).status).toBe(404);
    const moderator = await moderatorUser(t, { id: admin.me.id, name: "boss" });
    expect((await moderator.client.get("/api/admin/users")).status).toBe(403);
  });

  it("grants VIP and slots through the ledger exactly as the command line does, each with its audit entry", async () => {
    const admin = await adminUser(t);
    const viaConsole = await verifiedUser(t);
    const viaCli = await verifiedUser(t);
    const grants = [
      { kind: "vip-months", months: 2, reason: "tournament prize" },
      { kind: "slots", count: 3, reason: "tournament prize" },
      { kind: "vip-revoke", reason: "tournament prize" },
      { kind: "vip-lifetime", reason: "tournament prize" },
    ];
    for (const grant of grants) {
      const res = await admin.client.post(`/api/admin/users/${viaConsole.me.id}/grants`, grant);
      expect(res.status, await res.clone().text()).toBe(200);
    }
    const cli = viaCli.me.email as string;
    await runAdminCommand(t.ctx, { name: "grant-vip", user: cli, period: 2 });
    await runAdminCommand(t.ctx, { name: "add-slots", user: cli, count: 3 });
    await runAdminCommand(t.ctx, { name: "revoke-vip", user: cli });
    await runAdminCommand(t.ctx, { name: "grant-vip", user: cli, period: "lifetime" });
    const ledgerOf = async (userId: string) =>
      await t.database.query(
        "select kind, quantity, source from purchases where user_id = $1 order by created_at",
        [userId],
      );
    expect(await ledgerOf(viaConsole.me.id)).toEqual(await ledgerOf(viaCli.me.id));
    const limits = (me: Awaited<ReturnType<typeof getMe>>) => [
      me.isVip,
      me.vipLifetime,
      me.extraSlots,
      me.totalSlots,
    ];
    expect(limits(await getMe(viaConsole.client))).toEqual(limits(await getMe(viaCli.client)));

    const actions = ["vip.grant-months", "slots.add", "vip.revoke", "vip.grant-lifetime"];
    const consoleAudit = await auditOf(t, viaConsole.me.id);
    expect(consoleAudit.map((e) => [e.action, e.actor_name, e.reason])).toEqual(
      actions.map((a) => [a, admin.me.nickname, "tournament prize"]),
    );
    expect(consoleAudit[1]?.before).toMatchObject({ extraSlots: 0 });
    expect(consoleAudit[1]?.after).toMatchObject({ extraSlots: 3, quantity: 3 });
    expect((await auditOf(t, viaCli.me.id)).map((e) => [e.action, e.actor_name])).toEqual(
      actions.map((a) => [a, "command line"]),
    );
  });

  it("refuses a grant without a reason or with a bad amount, and writes nothing", async () => {
    const admin = await adminUser(t);
    const player = await verifiedUser(t);
    for (const bad of [
      { kind: "slots", count: 2 },
      { kind: "slots", count: 0, reason: "x" },
      { kind: "vip-months", months: 1.5, reason: "x" },
      { kind: "gold", reason: "x" },
    ]) {
      expect((await admin.client.post(`/api/admin/users/${player.me.id}/grants`, bad)).status).toBe(400);
    }
    expect(await t.database.query("select 1 from purchases where user_id = $1", [player.me.id])).toEqual([]);
    expect(await auditOf(t, player.me.id)).toEqual([]);
  });

  it("asks for a fresh sign-in before a destructive action when the sign-in is over 10 minutes old", async () => {
    const admin = await adminUser(t);
    const player = await verifiedUser(t);
    await ageSessions(t, admin.me.id, 11);
    const refused = await admin.client.post(`/api/admin/users/${player.me.id}/suspend`, { reason: "spam" });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("reauth-required");
    expect(
      (await admin.client.put(`/api/admin/users/${player.me.id}/role`, { role: "moderator", reason: "x" }))
        .status,
    ).toBe(403);
    // Non-destructive actions go on without it.
    expect(
      (await admin.client.post(`/api/admin/users/${player.me.id}/sign-out`, { reason: "lost phone" })).status,
    ).toBe(200);
    expect((await signIn(admin.client, admin.me.email as string, PASSWORD)).status).toBe(200);
    const done = await admin.client.post(`/api/admin/users/${player.me.id}/suspend`, { reason: "spam" });
    expect(done.status, await done.clone().text()).toBe(200);
  });

  it("suspends: sessions end, sign-in is refused with the reason, public build and profile are gone; lift restores", async () => {
    const admin = await adminUser(t);
    const owner = await publicBuild(t);
    const nickname = owner.me.nickname as string;
    // A profile is for signed-in players; a shared build for anyone.
    const visitor = (await verifiedUser(t)).client;
    const buildPath = `/api/public/hunters/${owner.me.id}/${owner.hunterId}`;
    expect((await visitor.get(buildPath)).status).toBe(200);
    expect((await visitor.get(`/api/profiles/${nickname}`)).status).toBe(200);

    const res = await admin.client.post(`/api/admin/users/${owner.me.id}/suspend`, { reason: "cheating" });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await sessionOf(owner.client)).toBeNull();
    const refused = await signIn(t.client(), owner.me.email as string);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "ACCOUNT_SUSPENDED", reason: "cheating" });
    expect((await visitor.get(buildPath)).status).toBe(404);
    expect((await visitor.get(`/api/profiles/${nickname}`)).status).toBe(404);
    expect(
      await t.database.query("select listed, owner_suspended from hunters where id = $1", [owner.hunterId]),
    ).toEqual([{ listed: false, owner_suspended: true }]);
    // A save in flight when the suspension committed makes its hunter suspended too, never listed.
    const [late] = (await t.database.query(
      `insert into hunters (id, user_id, slot_index, hunter_name, data) values (gen_random_uuid()::text, $1, 7, 'Late', '{}') returning listed, owner_suspended`,
      [owner.me.id],
    )) as { listed: boolean; owner_suspended: boolean }[];
    expect(late).toEqual({ listed: false, owner_suspended: true });
    await t.database.query("delete from hunters where user_id = $1 and slot_index = 7", [owner.me.id]);

    const lift = await admin.client.post(`/api/admin/users/${owner.me.id}/lift`, {
      reason: "appeal accepted",
    });
    expect(lift.status).toBe(200);
    expect((await signIn(t.client(), owner.me.email as string)).status).toBe(200);
    expect((await visitor.get(buildPath)).status).toBe(200);
    expect((await visitor.get(`/api/profiles/${nickname}`)).status).toBe(200);
    expect((await auditOf(t, owner.me.id)).map((e) => [e.action, e.reason])).toEqual([
      ["user.suspend", "cheating"],
      ["user.lift-suspension", "appeal accepted"],
    ]);
    // An admin cannot suspend or delete themselves.
    expect((await admin.client.post(`/api/admin/users/${admin.me.id}/suspend`, { reason: "x" })).status).toBe(
      422,
    );
  });

  it("appoints and removes moderators and admins, and keeps the last admin", async () => {
    const first = await adminUser(t);
    await t.database.query(`update "user" set role = null where role = 'admin' and id <> $1`, [first.me.id]);
    const player = await verifiedUser(t);
    const appoint = await first.client.put(`/api/admin/users/${player.me.id}/role`, {
      role: "moderator",
      reason: "helps",
    });
    expect(appoint.status, await appoint.clone().text()).toBe(200);
    expect((await getMe(player.client)).role).toBe("moderator");
    expect((await player.client.get("/api/admin/overview")).status).toBe(200);
    expect((await player.client.get("/api/admin/users")).status).toBe(403);

    const last = await first.client.put(`/api/admin/users/${first.me.id}/role`, {
      role: null,
      reason: "leaving",
    });
    expect(last.status).toBe(422);
    expect(((await last.json()) as { error: { code: string } }).error.code).toBe("last-admin");
    expect((await getMe(first.client)).role).toBe("admin");

    await first.client.put(`/api/admin/users/${player.me.id}/role`, { role: "admin", reason: "promoted" });
    expect(
      (await first.client.put(`/api/admin/users/${first.me.id}/role`, { role: null, reason: "leaving" }))
        .status,
    ).toBe(200);
    expect((await first.client.get("/api/admin/overview")).status).toBe(403);
    expect((await auditOf(t, player.me.id)).map((e) => [e.action, e.before, e.after])).toEqual([
      ["role.set", { role: null }, { role: "moderator" }],
      ["role.set", { role: "moderator" }, { role: "admin" }],
    ]);
  });

  it("deletes an account only with its e-mail typed again, naming what went in the audit log", async () => {
    const admin = await adminUser(t);
    const owner = await publicBuild(t);
    const path = `/api/admin/users/${owner.me.id}`;
    const wrong = await admin.client.request(path, {
      method: "DELETE",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ confirm: "someone@else.com", reason: "asked by mail" }),
    });
    expect(wrong.status).toBe(400);
    expect((await admin.client.get(path)).status).toBe(200);
    const res = await admin.client.request(path, {
      method: "DELETE",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ confirm: (owner.me.email as string).toUpperCase(), reason: "asked by mail" }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ deleted: { hunters: 1, items: 0, presets: 0 } });
    expect((await admin.client.get(path)).status).toBe(404);
    expect(await sessionOf(owner.client)).toBeNull();
    const [entry] = await auditOf(t, owner.me.id);
    expect(entry).toMatchObject({ action: "user.delete", reason: "asked by mail", after: null });
    expect(entry?.before).toMatchObject({ email: owner.me.email, hunters: 1 });
  });

  it("lists the audit log newest first, filtered by who, what, on what and when, a page at a time", async () => {
    const admin = await adminUser(t);
    const player = await verifiedUser(t);
    await admin.client.post(`/api/admin/users/${player.me.id}/grants`, {
      kind: "slots",
      count: 1,
      reason: "a",
    });
    await admin.client.post(`/api/admin/users/${player.me.id}/sign-out`, { reason: "b" });
    const read = async (query: string) => {
      const res = await admin.client.get(`/api/admin/audit?${query}`);
      expect(res.status, await res.clone().text()).toBe(200);
      return (await res.json()) as { entries: { id: string; action: string }[]; more: boolean };
    };
    const byTarget = await read(`target=${player.me.id}`);
    expect(byTarget.entries.map((e) => e.action)).toEqual(["user.sign-out-everywhere", "slots.add"]);
    expect((await read(`target=${player.me.id}&action=slots`)).entries.map((e) => e.action)).toEqual([
      "slots.add",
    ]);
    expect((await read(`target=${player.me.id}&actor=${admin.me.nickname}`)).entries).toHaveLength(2);
    expect((await read(`target=${player.me.id}&actor=someone-else`)).entries).toHaveLength(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await read(`target=${player.me.id}&from=${today}&to=${today}`)).entries).toHaveLength(2);
    expect((await read(`target=${player.me.id}&to=2000-01-01`)).entries).toHaveLength(0);
    const older = await read(`target=${player.me.id}&before=${byTarget.entries[0]?.id}`);
    expect(older.entries.map((e) => e.action)).toEqual(["slots.add"]);
    expect((await admin.client.get("/api/admin/audit?from=yesterday")).status).toBe(400);
    // Append-only: the database refuses to change or remove an entry.
    await expect(t.database.query("delete from audit_log")).rejects.toThrow();
  });
});
