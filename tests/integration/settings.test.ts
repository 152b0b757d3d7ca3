import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import { feedback } from "#server/db/schema.ts";
import { grantVipLifetime } from "#server/services/purchases.ts";
import { getMe, PASSWORD, sessionOf, signIn, verifiedUser } from "./support/accounts.ts";
import { testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

const DAY = 24 * 60 * 60 * 1000;
const START = new Date("2026-11-22T10:00:00Z");

describeEachDb("settings (%s)", (kind) => {
  const t = testAppPerSuite(kind, { now: START });

  const expectError = async (res: Response, status: number, error: Record<string, unknown>) => {
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error });
  };

  describe("avatar", () => {
    it("saves a free avatar and a background colour from the game data", async () => {
      const { client } = await verifiedUser(t);
      const res = await client.put("/api/me/avatar", {
        photoURL: "/avatars/a3.svg",
        avatarBgColor: "#333333",
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ photoURL: "/avatars/a3.svg", avatarBgColor: "#333333" });
      expect(await getMe(client)).toMatchObject({ photoURL: "/avatars/a3.svg", avatarBgColor: "#333333" });
    });

    it("refuses a VIP avatar to a free user and allows it to a VIP", async () => {
      const { client, me } = await verifiedUser(t);
      const choice = { photoURL: "/avatars/vip2.svg", avatarBgColor: "#111111" };
      await expectError(await client.put("/api/me/avatar", choice), 403, {
        code: "vip-avatar",
        message: messages.avatarVipOnly,
      });
      await grantVipLifetime(t.ctx, me.id);
      expect((await client.put("/api/me/avatar", choice)).status).toBe(200);
    });

    it.each([
      [{ photoURL: "", avatarBgColor: "#111111" }, messages.avatarRequired],
      [{ avatarBgColor: "#111111" }, messages.avatarRequired],
      [{ photoURL: "/avatars/not-offered.svg", avatarBgColor: "#111111" }, messages.avatarRequired],
      [{ photoURL: "/avatars/a1.svg", avatarBgColor: "#abcdef" }, messages.avatarColorRequired],
    ])("refuses %o", async (body, message) => {
      const { client } = await verifiedUser(t);
      await expectError(await client.put("/api/me/avatar", body), 400, { message });
    });
  });

  describe("password", () => {
    it("changes the password with the current one", async () => {
      const { client, body } = await verifiedUser(t);
      const phone = t.client();
      expect((await signIn(phone, body.email)).status).toBe(200);
      const res = await client.post("/api/me/password", {
        currentPassword: PASSWORD,
        newPassword: "fresh-pass",
      });
      expect(res.status).toBe(204);
      // This device stays signed in; the others are signed out.
      expect((await client.get("/api/me")).status).toBe(200);
      expect(await sessionOf(phone)).toBeNull();
      expect((await signIn(t.client(), body.email, PASSWORD)).status).toBe(401);
      expect((await signIn(t.client(), body.email, "fresh-pass")).status).toBe(200);
    });

    it("refuses a wrong current password with the spec's message", async () => {
      const { client } = await verifiedUser(t);
      const res = await client.post("/api/me/password", {
        currentPassword: "wrong-one",
        newPassword: "fresh-pass",
      });
      await expectError(res, 400, { message: messages.passwordUpdateFailed });
    });

    it("refuses a new password that is too short", async () => {
      const { client } = await verifiedUser(t);
      const res = await client.post("/api/me/password", { currentPassword: PASSWORD, newPassword: "12345" });
      await expectError(res, 400, { message: messages.passwordTooShort });
    });
  });

  it("records that the tutorial was watched", async () => {
    const { client } = await verifiedUser(t);
    expect((await getMe(client)).watchedTutorial).toBe(false);
    expect((await client.post("/api/me/tutorial")).status).toBe(204);
    expect((await getMe(client)).watchedTutorial).toBe(true);
  });

  describe("feedback", () => {
    it("refuses a blank description with the message of its type", async () => {
      const { client } = await verifiedUser(t);
      await expectError(await client.post("/api/feedback", { type: "bug", text: "   " }), 400, {
        message: messages.bugDescriptionRequired,
      });
      await expectError(await client.post("/api/feedback", { type: "feature", text: "" }), 400, {
        message: messages.featureDescriptionRequired,
      });
    });

    it("takes one submission per type per 7 days and says how many days remain", async () => {
      t.setNow(START);
      const { client, me, body } = await verifiedUser(t);
      expect((await client.post("/api/feedback", { type: "bug", text: "The map flickers." })).status).toBe(
        201,
      );
      const stored = await t.database.db.select().from(feedback).where(eq(feedback.userId, me.id));
      expect(stored).toEqual([
        expect.objectContaining({
          type: "bug",
          text: "The map flickers.",
          userEmail: body.email,
          createdAt: START,
        }),
      ]);
      expect((await getMe(client)).lastBugSubmission).toBe(START.toISOString());

      await expectError(await client.post("/api/feedback", { type: "bug", text: "Again" }), 429, {
        code: "feedback-locked",
        message: messages.feedbackLocked(7),
        details: { daysRemaining: 7 },
      });
      expect((await client.post("/api/feedback", { type: "feature", text: "Dark mode" })).status).toBe(201);

      t.setNow(new Date(START.getTime() + 3 * DAY + 60_000));
      await expectError(await client.post("/api/feedback", { type: "bug", text: "Again" }), 429, {
        details: { daysRemaining: 4 },
      });
      t.setNow(new Date(START.getTime() + 7 * DAY));
      expect((await client.post("/api/feedback", { type: "bug", text: "Again" })).status).toBe(201);
      t.setNow(START);
    });

    it("lets only one of two concurrent sends of one type through", async () => {
      t.setNow(START);
      const { client, me } = await verifiedUser(t);
      const sends = await Promise.all(
        [1, 2, 3].map((n) => client.post("/api/feedback", { type: "feature", text: `Idea ${n}` })),
      );
      expect(sends.map((r) => r.status).sort()).toEqual([201, 429, 429]);
      const stored = await t.database.db.select().from(feedback).where(eq(feedback.userId, me.id));
      expect(stored).toHaveLength(1);
    });

    it("stores no e-mail for a guest", async () => {
      const guest = t.client();
      expect((await guest.post("/api/auth/sign-in/anonymous")).status).toBe(200);
      const me = await getMe(guest);
      expect((await guest.post("/api/feedback", { type: "bug", text: "As a guest" })).status).toBe(201);
      const [row] = await t.database.db.select().from(feedback).where(eq(feedback.userId, me.id));
      expect(row?.userEmail).toBeNull();
    });

    it("needs a signed-in user", async () => {
      await expectError(await t.client().post("/api/feedback", { type: "bug", text: "x" }), 401, {
        code: "unauthenticated",
      });
    });
  });
});
