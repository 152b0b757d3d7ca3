import { eq } from "drizzle-orm";
import fc from "fast-check";
import { expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import type { ExplorePage } from "#core/schemas/explore.ts";
import type { HunterRecord } from "#core/schemas/hunter.ts";
import type { QueueItem } from "#core/schemas/moderation.ts";
import { auditLog, hunters, reports, verificationRequests } from "#server/db/schema.ts";
import { createHunter } from "../factories/hunter.ts";
import { getMe, verifiedUser } from "./support/accounts.ts";
import {
  errorOf,
  moderator,
  noticesOf,
  type Player,
  publicBuilds,
  reportBuild,
  reportProfile,
} from "./support/moderation.ts";
import { type TestClient, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// docs/product.md#moderation-queue: the queue, its claims and a report's actions, with what each player is told.
describeEachDb("moderation queue (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  const queue = async (client: TestClient) => {
    const res = await client.get("/api/admin/moderation");
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { items: QueueItem[] }).items;
  };
  const act = (client: TestClient, reportId: string, action: string, reason?: string) =>
    client.post(`/api/admin/moderation/reports/${reportId}/act`, { action, ...(reason ? { reason } : {}) });
  const claim = (client: TestClient, kind: string, id: string, takeOver = false) =>
    client.post(`/api/admin/moderation/${kind}/${id}/claim`, { takeOver });
  const reportId = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const audit = (action: string, targetId: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, targetId))
      .then((rows) => rows.filter((r) => r.action === action));
  const leakFree = (text: string, reporters: Player[]) => {
    for (const reporter of reporters) {
      expect(text).not.toContain(reporter.me.id);
      expect(text).not.toContain(reporter.body.nickname);
      expect(text).not.toContain(reporter.body.email);
    }
  };

  it("lists reports and verification requests oldest first, each target as the public sees it, and who has it", async () => {
    const owner = await verifiedUser(t);
    const [build] = (await publicBuilds(t, owner.me.id, 1)) as [string];
    const reporter = await verifiedUser(t);
    const onBuild = await reportId(
      await reportBuild(reporter.client, build, "other", "numbers from nowhere"),
    );
    const onProfile = await reportId(await reportProfile(reporter.client, owner.body.nickname));
    const [request] = await t.database.db
      .insert(verificationRequests)
      .values({ hunterId: build, userId: owner.me.id })
      .returning({ id: verificationRequests.id });
    const requestId = request?.id as string;
    // The profile's report came first, then the request, then the build's.
    await t.database.query("update reports set created_at = now() - interval '3 hours' where id = $1", [
      onProfile,
    ]);
    await t.database.query(
      "update verification_requests set created_at = now() - interval '2 hours' where id = $1",
      [requestId],
    );
    const first = await moderator(t);
    const second = await moderator(t);
    const mine = (await queue(first.client)).filter((item) =>
      [onBuild, onProfile, requestId].includes(item.id),
    );
    expect(mine.map((item) => item.id)).toEqual([onProfile, requestId, onBuild]);
    expect(mine[0]).toMatchObject({
      kind: "report",
      reason: "offensive",
      claim: null,
      target: { type: "profile", userId: owner.me.id, nickname: owner.body.nickname, publicBuilds: 1 },
    });
    expect(mine[1]).toMatchObject({
      kind: "verification",
      hunterId: build,
      ownerNickname: owner.body.nickname,
    });
    expect(mine[2]).toMatchObject({
      text: "numbers from nowhere",
      target: {
        type: "build",
        hunterId: build,
        hunterName: "Reported 0",
        hiddenReason: null,
        isPublic: true,
      },
    });

    expect((await claim(first.client, "reports", onBuild)).status).toBe(200);
    expect((await claim(first.client, "verification", requestId)).status).toBe(200);
    const seen = (await queue(second.client)).find((item) => item.id === onBuild);
    expect(seen?.claim).toMatchObject({ id: first.me.id, name: first.body.nickname });
    // The second moderator is told who has it and acts only after choosing to take it over.
    expect(await errorOf(await act(second.client, onBuild, "dismiss"))).toMatchObject({
      status: 409,
      code: "claimed",
      message: messages.moderationClaimed(first.body.nickname),
    });
    expect(await errorOf(await claim(second.client, "reports", onBuild))).toMatchObject({
      status: 409,
      code: "claimed",
    });
    expect((await claim(second.client, "reports", onBuild, true)).status).toBe(200);
    expect((await queue(first.client)).find((item) => item.id === onBuild)?.claim?.id).toBe(second.me.id);
    expect(await errorOf(await act(first.client, onBuild, "dismiss"))).toMatchObject({
      status: 409,
      code: "claimed",
    });
    const claims = await audit("report.claim", onBuild);
    expect(claims.map((row) => row.actorId).sort()).toEqual([first.me.id, second.me.id].sort());
    expect(await audit("verification.claim", requestId)).toHaveLength(1);
    expect(await errorOf(await claim(first.client, "reports", "no-such-report"))).toMatchObject({
      status: 409,
    });
  });

  it("hides a build from explore and the leaderboards, tells its owner why and each reporter the outcome", async () => {
    const owner = await verifiedUser(t);
    const tag = `hide${Math.floor(Math.random() * 1e6)}`;
    const created = await owner.client.post("/api/hunters", {
      slotIndex: 0,
      hunter: createHunter({ hunterName: "Too Fast", general: { hunterPurpose: `${tag} boss` } }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const build = ((await created.json()) as HunterRecord).id;
    const listed = async () => {
      const [row] = await t.database.db
        .select({ listed: hunters.listed, ranked: hunters.ranked })
        .from(hunters)
        .where(eq(hunters.id, build));
      const page = (await (await t.client().get(`/api/explore?purpose=${tag}`)).json()) as ExplorePage;
      return { ...row, inExplore: page.cards.some((card) => card.id === build) };
    };
    expect(await listed()).toEqual({ listed: true, ranked: true, inExplore: true });
    const reporters = [await verifiedUser(t), await verifiedUser(t)];
    const [first] = await Promise.all(
      reporters.map(async (r) => reportId(await reportBuild(r.client, build))),
    );
    const mod = await moderator(t);

    expect(await errorOf(await act(mod.client, first as string, "hide-build"))).toMatchObject({
      status: 400,
      message: messages.moderationReasonRequired,
    });
    expect(await errorOf(await act(mod.client, first as string, "reset-nickname", "x"))).toMatchObject({
      status: 422,
    });
    expect(
      (await act(mod.client, first as string, "hide-build", "No hunter reaches 9 attacks a second")).status,
    ).toBe(200);
    expect(await listed()).toEqual({ listed: false, ranked: false, inExplore: false });
    const open = await t.database.db.select().from(reports).where(eq(reports.targetId, build));
    expect(open.map((r) => [r.status, r.outcome, r.decidedBy])).toEqual([
      ["handled", "build-hidden", mod.me.id],
      ["handled", "build-hidden", mod.me.id],
    ]);

    const ownerNotices = await noticesOf(owner.client);
    expect(ownerNotices).toMatchObject([
      {
        kind: "build-hidden",
        data: { hunterName: "Too Fast", reason: "No hunter reaches 9 attacks a second" },
      },
    ]);
    leakFree(JSON.stringify(ownerNotices), reporters);
    const hidden = await owner.client.get("/api/notices/hidden-builds");
    const hiddenText = await hidden.text();
    expect(JSON.parse(hiddenText)).toMatchObject({
      builds: [{ hunterId: build, hunterName: "Too Fast", reason: "No hunter reaches 9 attacks a second" }],
    });
    leakFree(hiddenText, reporters);
    for (const reporter of reporters) {
      expect(await noticesOf(reporter.client)).toMatchObject([
        { kind: "report-handled", data: { outcome: "build-hidden", targetType: "build", name: "Too Fast" } },
      ]);
    }
    const [entry] = await audit("report.hide-build", build);
    expect(entry).toMatchObject({ actorId: mod.me.id, reason: "No hunter reaches 9 attacks a second" });
    expect(await errorOf(await act(mod.client, first as string, "dismiss"))).toMatchObject({
      status: 409,
      message: messages.moderationItemGone,
    });

    // A later report of the hidden build offers showing it again: its owner is told, its reporter sees a dismissal.
    const again = await reportId(await reportBuild((await verifiedUser(t)).client, build));
    expect((await act(mod.client, again, "unhide-build")).status).toBe(200);
    expect(await listed()).toEqual({ listed: true, ranked: true, inExplore: true });
    expect((await noticesOf(owner.client))[0]).toMatchObject({
      kind: "build-unhidden",
      data: { hunterName: "Too Fast" },
    });
  });

  it("resets a nickname: the player must choose a new one, and the old profile is gone", async () => {
    const owner = await verifiedUser(t);
    const oldName = owner.body.nickname;
    const reporter = await verifiedUser(t);
    const report = await reportId(await reportProfile(reporter.client, oldName));
    const mod = await moderator(t);
    expect((await act(mod.client, report, "reset-nickname", "Insulting name")).status).toBe(200);
    const me = await getMe(owner.client);
    expect(me.nickname).toBeNull();
    expect((await reporter.client.get(`/api/profiles/${oldName}`)).status).toBe(404);
    const [notice] = await noticesOf(owner.client);
    expect(notice).toMatchObject({
      kind: "nickname-reset",
      data: { name: oldName, reason: "Insulting name" },
    });
    leakFree(JSON.stringify(notice), [reporter]);
    expect((await noticesOf(reporter.client))[0]).toMatchObject({
      kind: "report-handled",
      data: { outcome: "nickname-reset", targetType: "profile" },
    });
    const newName = `renamed${Math.floor(Math.random() * 1e6)}`;
    expect((await owner.client.post("/api/sign-in/nickname", { nickname: newName })).status).toBe(204);
    expect((await getMe(owner.client)).nickname).toBe(newName);
    const [entry] = await audit("report.reset-nickname", owner.me.id);
    expect(entry).toMatchObject({ before: { nickname: oldName }, after: { nickname: null } });
  });

  it("resets an avatar to the default one and tells its owner why", async () => {
    const owner = await verifiedUser(t);
    await t.database.query(
      "update \"user\" set image = 'avatar2.png', avatar_bg_color = '#ff0000' where id = $1",
      [owner.me.id],
    );
    const reporter = await verifiedUser(t);
    const mod = await moderator(t);
    const avatar = await reportId(await reportProfile(reporter.client, owner.body.nickname));
    expect((await act(mod.client, avatar, "reset-avatar", "Not for a family lodge")).status).toBe(200);
    expect(await getMe(owner.client)).toMatchObject({ photoURL: null, avatarBgColor: null });
    expect((await noticesOf(owner.client))[0]).toMatchObject({
      kind: "avatar-reset",
      data: { reason: "Not for a family lodge" },
    });
  });

  it("dismisses a report without touching its target or telling its owner", async () => {
    const owner = await verifiedUser(t);
    const [build] = (await publicBuilds(t, owner.me.id, 1)) as [string];
    const reporter = await verifiedUser(t);
    const report = await reportId(await reportBuild(reporter.client, build));
    const mod = await moderator(t);
    expect((await act(mod.client, report, "dismiss")).status).toBe(200);
    expect(await noticesOf(owner.client)).toEqual([]);
    expect((await noticesOf(reporter.client))[0]).toMatchObject({ data: { outcome: "dismissed" } });
    // Closed, the same player may report it again.
    expect((await reportBuild(reporter.client, build)).status).toBe(201);
    expect(await audit("report.dismiss", build)).toHaveLength(1);
  });

  it("answers a moderator's hostile claims and actions without a fault, changing nothing", async () => {
    const owner = await verifiedUser(t);
    const [build] = (await publicBuilds(t, owner.me.id, 1)) as [string];
    const report = await reportId(await reportBuild((await verifiedUser(t)).client, build));
    const mod = await moderator(t);
    const value = fc.oneof(
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.constantFrom("\u0000", "\uD800", "x".repeat(5000), "hide-build", "dismiss", "reset-avatar"),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
    );
    const body = fc.dictionary(fc.constantFrom("action", "reason", "takeOver", "__proto__", "kind"), value, {
      maxKeys: 3,
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(report, "\u0000", "%ED%A0%80", "x".repeat(200)),
        body,
        async (id, json) => {
          for (const path of [
            `/api/admin/moderation/reports/${encodeURIComponent(id)}/act`,
            `/api/admin/moderation/reports/${encodeURIComponent(id)}/claim`,
          ]) {
            const res = await mod.client.post(path, json);
            const text = await res.text();
            expect(res.status, text.slice(0, 200)).toBeLessThan(500);
            expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/);
          }
          // Only a well-formed action closes the report; a hostile one leaves it open and the build unhidden.
          const [row] = await t.database.db.select().from(reports).where(eq(reports.id, report));
          const [hunter] = await t.database.db.select().from(hunters).where(eq(hunters.id, build));
          if (row?.status === "open") expect(hunter?.hiddenAt).toBeNull();
        },
      ),
      { numRuns: 15 },
    );
  });
});
