import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import { REPORTS_PER_DAY } from "#core/rules/reports.ts";
import { playerNotices, reports } from "#server/db/schema.ts";
import { verifiedUser } from "./support/accounts.ts";
import { errorOf, noticesOf, publicBuilds, reportBuild, reportProfile } from "./support/moderation.ts";
import { testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// docs/product.md#reports: what a player may report, how often, and what they are told.
describeEachDb("reports (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  it("takes a report of a public build once: a second while it is open is a conflict", async () => {
    const owner = await verifiedUser(t);
    const reporter = await verifiedUser(t);
    const [build] = await publicBuilds(t, owner.me.id, 1);
    const first = await reportBuild(reporter.client, build as string);
    expect(first.status, await first.clone().text()).toBe(201);
    expect(await errorOf(await reportBuild(reporter.client, build as string, "offensive"))).toMatchObject({
      status: 409,
      code: "report-open",
      message: messages.reportAlreadyOpen,
    });
    // Another player's report of the same build is theirs.
    expect((await reportBuild((await verifiedUser(t)).client, build as string)).status).toBe(201);
  });

  it("keeps one open report per player and target when the same report is sent at once", async () => {
    const owner = await verifiedUser(t);
    const reporter = await verifiedUser(t);
    const [build] = await publicBuilds(t, owner.me.id, 1);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => reportBuild(reporter.client, build as string)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await t.database.db.select().from(reports).where(eq(reports.reporterId, reporter.me.id));
    expect(rows).toHaveLength(1);
  });

  it(`allows ${REPORTS_PER_DAY} reports a day, also when they arrive together, and again a day later`, async () => {
    const owner = await verifiedUser(t);
    const reporter = await verifiedUser(t);
    const builds = await publicBuilds(t, owner.me.id, REPORTS_PER_DAY + 3);
    const answers = await Promise.all(builds.map((id) => reportBuild(reporter.client, id)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(REPORTS_PER_DAY);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const refusedOne = answers.find((r) => r.status === 429) as Response;
    expect(await errorOf(refusedOne)).toMatchObject({
      code: "report-limit",
      message: messages.reportLimit(REPORTS_PER_DAY),
    });
    const reported = new Set(
      (await t.database.db.select().from(reports).where(eq(reports.reporterId, reporter.me.id))).map(
        (r) => r.targetId,
      ),
    );
    const left = builds.find((id) => !reported.has(id)) as string;
    // A day later: the day's reports were sent more than 24 hours ago.
    await t.database.query(
      "update reports set created_at = created_at - interval '25 hours' where user_id = $1",
      [reporter.me.id],
    );
    expect((await reportBuild(reporter.client, left)).status).toBe(201);
  });

  it("answers a private build exactly as a missing one, and refuses one's own", async () => {
    const owner = await verifiedUser(t);
    const reporter = await verifiedUser(t);
    const [privateBuild] = await publicBuilds(t, owner.me.id, 1, false);
    const hidden = await reportBuild(reporter.client, privateBuild as string);
    const missing = await reportBuild(reporter.client, "no-such-build");
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual(await missing.json());
    const profileMissing = await reportProfile(reporter.client, "nobody-here-at-all");
    expect(await errorOf(profileMissing)).toMatchObject({ status: 404, message: messages.reportNotFound });
    const [own] = await publicBuilds(t, reporter.me.id, 1);
    expect(await errorOf(await reportBuild(reporter.client, own as string))).toMatchObject({
      status: 422,
      code: "report-own",
    });
    expect((await reportProfile(reporter.client, reporter.body.nickname)).status).toBe(422);
    expect((await reportProfile(reporter.client, owner.body.nickname.toUpperCase())).status).toBe(201);
  });

  it("asks a few words for 'other', refuses a signed-out visitor, and stores nothing refused", async () => {
    const owner = await verifiedUser(t);
    const reporter = await verifiedUser(t);
    const [build] = await publicBuilds(t, owner.me.id, 1);
    const blank = await reportBuild(reporter.client, build as string, "other", "   ");
    expect(await errorOf(blank)).toMatchObject({ status: 400, message: messages.reportTextRequired });
    expect((await reportBuild(t.client(), build as string)).status).toBe(401);
    expect(await t.database.db.select().from(reports).where(eq(reports.reporterId, reporter.me.id))).toEqual(
      [],
    );
    const worded = await reportBuild(reporter.client, build as string, "other", " copied from my guild ");
    expect(worded.status).toBe(201);
    const [row] = await t.database.db.select().from(reports).where(eq(reports.reporterId, reporter.me.id));
    expect(row).toMatchObject({ reason: "other", text: "copied from my guild", status: "open" });
  });

  it("lists a player's notices, marks one read, and never shows or marks another player's", async () => {
    const player = await verifiedUser(t);
    const other = await verifiedUser(t);
    await t.database.db
      .insert(playerNotices)
      .values({ userId: player.me.id, kind: "avatar-reset", data: { reason: "rude" } });
    const [notice] = await noticesOf(player.client);
    expect(notice).toMatchObject({ kind: "avatar-reset", data: { reason: "rude" }, readAt: null });
    expect(await noticesOf(other.client)).toEqual([]);
    expect((await other.client.post(`/api/notices/${notice?.id}/read`)).status).toBe(404);
    expect((await player.client.post(`/api/notices/${notice?.id}/read`)).status).toBe(204);
    expect((await player.client.post(`/api/notices/${notice?.id}/read`)).status).toBe(204);
    const [read] = await noticesOf(player.client);
    expect(read?.readAt).not.toBeNull();
  });
});
