import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import { FEEDBACK_PAGE_SIZE } from "#core/rules/feedback-inbox.ts";
import { auditLog, feedback, feedbackReplies, playerNotices, user } from "#server/db/schema.ts";
import { countNewFeedback } from "#server/services/feedback-inbox.ts";
import { verifiedUser } from "./support/accounts.ts";
import { type TestApp, type TestClient, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

const START = new Date("2026-12-06T10:00:00Z");
const MINUTE = 60_000;

type Item = { id: string; type: string; status: string; language: string | null; excerpt: string };
type Listing = { items: Item[]; page: number; pages: number; total: number };

/** A verified account with a console role, as the operator's make-admin or the role screen sets it. */
async function staffUser(t: TestApp, role: "moderator" | "admin") {
  const staff = await verifiedUser(t);
  await t.database.db.update(user).set({ role }).where(eq(user.id, staff.me.id));
  return staff;
}

const rowsOf = (t: TestApp, text: string) =>
  t.database.db.select().from(feedback).where(eq(feedback.text, text));

/** A player's submission through the app, in the language the request names; its stored row. */
async function submit(
  t: TestApp,
  client: TestClient,
  type: "bug" | "feature",
  text: string,
  language = "en",
) {
  const res = await client.request("/api/feedback", {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": language },
    body: JSON.stringify({ type, text }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const [row] = await rowsOf(t, text);
  if (!row) throw new Error(`no feedback "${text}"`);
  return row;
}

const json = async <T>(res: Response, status = 200): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};

describeEachDb("feedback inbox (%s)", (kind) => {
  const t = testAppPerSuite(kind, { now: START });

  describe("a submission keeps the player's language", () => {
    it("takes the request's language when the account chose none", async () => {
      const { client } = await verifiedUser(t);
      const row = await submit(t, client, "bug", "Le calendrier saute dimanche.", "fr-CA,fr;q=0.9");
      expect(row).toMatchObject({ language: "fr", status: "new", note: null });
    });

    it("takes the account's chosen language over the request's", async () => {
      const { client, me } = await verifiedUser(t);
      await t.database.db.update(user).set({ language: "ko" }).where(eq(user.id, me.id));
      const row = await submit(t, client, "feature", "Dark mode for the calendar", "de");
      expect(row.language).toBe("ko");
    });
  });

  describe("the list", () => {
    it("filters by type and status, orders both ways and pages", async () => {
      const { client: moderator } = await staffUser(t, "moderator");
      const { me: author } = await verifiedUser(t);
      const rows = Array.from({ length: FEEDBACK_PAGE_SIZE + 3 }, (_, i) => ({
        type: i % 2 === 0 ? ("bug" as const) : ("feature" as const),
        text: `Listed ${i}`,
        userId: author.id,
        userEmail: "kept@example.com",
        language: "es",
        status: i < 4 ? ("planned" as const) : ("new" as const),
        createdAt: new Date(START.getTime() - (100 - i) * MINUTE),
      }));
      await t.database.db.delete(feedback);
      await t.database.db.insert(feedback).values(rows);

      const first = await json<Listing>(await moderator.get("/api/admin/feedback"));
      expect(first).toMatchObject({ page: 1, pages: 2, total: rows.length });
      expect(first.items).toHaveLength(FEEDBACK_PAGE_SIZE);
      expect(first.items[0]).toMatchObject({
        excerpt: `Listed ${rows.length - 1}`,
        language: "es",
        author: { id: author.id, nickname: author.nickname },
        replies: 0,
      });
      // Nobody reads an address in the list, an admin included.
      expect(JSON.stringify(first)).not.toContain("@example.com");

      const second = await json<Listing>(await moderator.get("/api/admin/feedback?page=2"));
      expect(second.items.map((i) => i.excerpt)).toEqual(["Listed 2", "Listed 1", "Listed 0"]);

      const oldest = await json<Listing>(await moderator.get("/api/admin/feedback?order=oldest"));
      expect(oldest.items[0]?.excerpt).toBe("Listed 0");

      const plannedBugs = await json<Listing>(
        await moderator.get("/api/admin/feedback?type=bug&status=planned"),
      );
      expect(plannedBugs.items.map((i) => i.excerpt)).toEqual(["Listed 2", "Listed 0"]);
      expect(plannedBugs.pages).toBe(1);

      expect(await countNewFeedback(t.ctx)).toBe(rows.length - 4);
      // The console's navigation reads the same count.
      const overview = await json<{ counts: { newFeedback: number } }>(
        await moderator.get("/api/admin/overview"),
      );
      expect(overview.counts.newFeedback).toBe(rows.length - 4);
    });

    it.each([
      "?type=praise",
      "?status=open",
      "?order=random",
      "?page=0",
      "?page=1.5",
      "?page=abc",
      "?page=99999999",
    ])("refuses %s with the app's message", async (query) => {
      const { client: moderator } = await staffUser(t, "moderator");
      const res = await moderator.get(`/api/admin/feedback${query}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { message: messages.invalidRequest } });
    });
  });

  describe("one submission", () => {
    it("shows the address to an admin only", async () => {
      const { client: player, body } = await verifiedUser(t);
      const row = await submit(t, player, "bug", "Only admins read my address");
      const { client: moderator } = await staffUser(t, "moderator");
      const { client: admin } = await staffUser(t, "admin");
      const seen = await json<Record<string, unknown>>(await moderator.get(`/api/admin/feedback/${row.id}`));
      expect(seen).toMatchObject({ text: "Only admins read my address", status: "new", replies: [] });
      expect(seen.author).toEqual({ id: row.userId, nickname: body.nickname, canBeMailed: true });
      expect(JSON.stringify(seen)).not.toContain(body.email);
      const full = await json<{ author: { email: string } }>(
        await admin.get(`/api/admin/feedback/${row.id}`),
      );
      expect(full.author.email).toBe(body.email);
    });

    it("answers 404 for a submission that does not exist", async () => {
      const { client: moderator } = await staffUser(t, "moderator");
      const res = await moderator.get("/api/admin/feedback/no-such-feedback");
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { message: messages.feedbackNotFound } });
    });
  });

  describe("status and note", () => {
    it("sets both, records who did it and what changed, and records nothing for no change", async () => {
      const { client: player } = await verifiedUser(t);
      const row = await submit(t, player, "feature", "Sort the roster by power");
      const { client: moderator, me: staff } = await staffUser(t, "moderator");
      t.setNow(new Date(START.getTime() + 5 * MINUTE));
      const change = { status: "planned", note: "  For the spring update. " };
      const answer = await json(await moderator.put(`/api/admin/feedback/${row.id}`, change));
      expect(answer).toEqual({
        status: "planned",
        note: "For the spring update.",
        updatedAt: new Date(START.getTime() + 5 * MINUTE).toISOString(),
      });
      const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, row.id));
      expect(entries).toEqual([
        expect.objectContaining({
          actorId: staff.id,
          actorName: staff.nickname,
          action: "feedback.triage",
          targetType: "feedback",
          before: { status: "new", note: null },
          after: { status: "planned", note: "For the spring update." },
        }),
      ]);

      expect((await moderator.put(`/api/admin/feedback/${row.id}`, change)).status).toBe(200);
      const cleared = await json(
        await moderator.put(`/api/admin/feedback/${row.id}`, { status: "done", note: "" }),
      );
      expect(cleared).toMatchObject({ status: "done", note: null });
      const after = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, row.id));
      expect(after).toHaveLength(2);
      t.setNow(START);
    });

    it.each([
      ["an unknown status", { status: "open" }, messages.invalidRequest],
      ["no status", { note: "no status" }, messages.invalidRequest],
      ["a note of 2001 characters", { status: "done", note: "x".repeat(2001) }, messages.feedbackNoteTooLong],
      ["a NUL in the note", { status: "done", note: "a\u0000b" }, messages.unsupportedCharacters],
      ["a number as the note", { status: "done", note: 12 }, messages.invalidRequest],
    ])("refuses %s and changes nothing", async (_, body, message) => {
      const { client: player } = await verifiedUser(t);
      const row = await submit(
        t,
        player,
        "bug",
        `Refused triage ${JSON.stringify(body).length}${Math.random()}`,
      );
      const { client: moderator } = await staffUser(t, "moderator");
      const res = await moderator.put(`/api/admin/feedback/${row.id}`, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { message } });
      expect((await rowsOf(t, row.text))[0]).toMatchObject({ status: "new", note: null });
    });
  });

  describe("a reply", () => {
    it("is stored, mailed to the author in their language, told in a notice and audited", async () => {
      const { client: player, me: author, body } = await verifiedUser(t);
      await t.database.db.update(user).set({ language: "de" }).where(eq(user.id, author.id));
      const row = await submit(t, player, "bug", "Die Karte flackert.\nImmer nach dem Laden.");
      const { client: moderator, me: staff, body: staffBody } = await staffUser(t, "moderator");
      t.setNow(new Date(START.getTime() + 9 * MINUTE));
      const text = "Danke! Behoben in der nächsten Version.";
      const answer = await json<{ reply: { id: string }; mailed: boolean }>(
        await moderator.post(`/api/admin/feedback/${row.id}/replies`, { text: `  ${text}\n` }),
        201,
      );
      expect(answer).toEqual({
        reply: {
          id: expect.any(String),
          authorName: staff.nickname,
          text,
          createdAt: new Date(START.getTime() + 9 * MINUTE).toISOString(),
        },
        mailed: true,
      });

      const mail = t.lastMailTo(body.email);
      expect(mail?.subject).toBe("Eine Antwort auf deinen Fehlerbericht bei Hunter Lodge");
      expect(mail?.text).toContain(text);
      expect(mail?.text).toContain("> Die Karte flackert.\n> Immer nach dem Laden.");
      expect(mail?.text).toContain("http://localhost:3000/settings");
      // The player reads the staff member's nickname, never their address.
      expect(`${mail?.text}${mail?.html}`).not.toContain(staffBody.email);

      const stored = await t.database.db
        .select()
        .from(feedbackReplies)
        .where(eq(feedbackReplies.feedbackId, row.id));
      expect(stored).toEqual([expect.objectContaining({ authorId: staff.id, text })]);
      const notices = await t.database.db
        .select()
        .from(playerNotices)
        .where(and(eq(playerNotices.userId, author.id), eq(playerNotices.kind, "feedback-reply")));
      expect(notices).toEqual([
        expect.objectContaining({ data: { excerpt: text, feedbackId: row.id, type: "bug" } }),
      ]);
      const entries = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, row.id), eq(auditLog.action, "feedback.reply")));
      expect(entries).toEqual([
        expect.objectContaining({ actorId: staff.id, after: { replyId: answer.reply.id, text } }),
      ]);

      const detail = await json<{ replies: unknown[] }>(await moderator.get(`/api/admin/feedback/${row.id}`));
      expect(detail.replies).toEqual([answer.reply]);
      t.setNow(START);
    });

    it("reaches a guest in the app only: nothing to mail", async () => {
      const guest = t.client();
      expect((await guest.post("/api/auth/sign-in/anonymous")).status).toBe(200);
      const row = await submit(t, guest, "feature", "A guest's idea");
      const { client: moderator } = await staffUser(t, "moderator");
      const mailsBefore = t.mails.length;
      const answer = await json<{ mailed: boolean }>(
        await moderator.post(`/api/admin/feedback/${row.id}/replies`, { text: "Thanks, noted." }),
        201,
      );
      expect(answer.mailed).toBe(false);
      expect(t.mails).toHaveLength(mailsBefore);
      const mine = await json<{ replies: { text: string }[] }[]>(await guest.get("/api/feedback/mine"));
      expect(mine[0]?.replies.map((r) => r.text)).toEqual(["Thanks, noted."]);
    });

    it.each([
      ["a blank reply", { text: "   " }, messages.feedbackReplyRequired],
      ["no text", {}, messages.feedbackReplyRequired],
      ["a reply of 4001 characters", { text: "x".repeat(4001) }, messages.feedbackReplyTooLong],
      ["a lone surrogate", { text: "\uD800" }, messages.unsupportedCharacters],
      ["a list", [], messages.invalidRequest],
    ])("refuses %s and stores, mails and tells nothing", async (_, body, message) => {
      const { client: player, me: author } = await verifiedUser(t);
      const row = await submit(t, player, "bug", `Refused reply ${Math.random()}`);
      const { client: moderator } = await staffUser(t, "moderator");
      const mailsBefore = t.mails.length;
      const res = await moderator.post(`/api/admin/feedback/${row.id}/replies`, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { message } });
      expect(t.mails).toHaveLength(mailsBefore);
      expect(
        await t.database.db.select().from(feedbackReplies).where(eq(feedbackReplies.feedbackId, row.id)),
      ).toEqual([]);
      expect(
        await t.database.db.select().from(playerNotices).where(eq(playerNotices.userId, author.id)),
      ).toEqual([]);
    });

    it("answers 404 for a submission that is gone, and writes nothing", async () => {
      const { client: moderator } = await staffUser(t, "moderator");
      const res = await moderator.post("/api/admin/feedback/gone/replies", { text: "Hello?" });
      expect(res.status).toBe(404);
      expect(await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, "gone"))).toEqual([]);
    });
  });

  describe("Settings → Support", () => {
    it("shows a player their own submissions with status and replies, never another's or the note", async () => {
      const { client: player } = await verifiedUser(t);
      const { client: other } = await verifiedUser(t);
      const bug = await submit(t, player, "bug", "Mine: the roster jumps");
      const theirs = await submit(t, other, "bug", "Theirs: the builder freezes");
      const { client: moderator, me: staff } = await staffUser(t, "moderator");
      await json(
        await moderator.put(`/api/admin/feedback/${bug.id}`, { status: "done", note: "Staff only" }),
      );
      await json(
        await moderator.post(`/api/admin/feedback/${bug.id}/replies`, { text: "Fixed for you." }),
        201,
      );
      await json(
        await moderator.post(`/api/admin/feedback/${theirs.id}/replies`, { text: "Not yours." }),
        201,
      );

      const mine = await json<unknown[]>(await player.get("/api/feedback/mine"));
      expect(mine).toEqual([
        {
          id: bug.id,
          type: "bug",
          text: "Mine: the roster jumps",
          createdAt: START.toISOString(),
          status: "done",
          replies: [
            {
              id: expect.any(String),
              authorName: staff.nickname,
              text: "Fixed for you.",
              createdAt: START.toISOString(),
            },
          ],
        },
      ]);
      expect(JSON.stringify(mine)).not.toContain("Staff only");
      expect(JSON.stringify(mine)).not.toContain("Not yours.");
    });
  });
});
