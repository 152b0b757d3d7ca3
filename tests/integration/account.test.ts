import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { messages } from "#core/messages.ts";
import type { Me } from "#core/schemas/me.ts";
import { account, hunters, user } from "#server/db/schema.ts";
import { getMe, PASSWORD, register, registration, signIn, verifyEmail } from "./support/accounts.ts";
import { testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

describeEachDb("register (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  const attempt = (overrides: Record<string, unknown>) =>
    t.client().post("/api/account/register", registration(overrides));

  it.each([
    [{ confirmPassword: "different" }, messages.passwordsDoNotMatch],
    [{ password: "12345", confirmPassword: "12345" }, messages.passwordTooShort],
    [{ nickname: "ab" }, messages.nicknameTooShort],
    [{ nickname: "  ab  " }, messages.nicknameTooShort],
    [{ nickname: "a".repeat(16) }, messages.nicknameTooLong],
    [{ nickname: "bad name" }, messages.nicknameCharacters],
    [{ nickname: "héros" }, messages.nicknameCharacters],
    [{ email: "" }, messages.emailRequired],
  ])("refuses %o with the spec's message", async (overrides, message) => {
    const res = await attempt(overrides);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "invalid-argument", message } });
  });

  it("keeps nicknames unique whatever their case, and e-mails unique", async () => {
    const { body } = await register(t.client(), { nickname: "CaseKing" });
    const sameNickname = await attempt({ nickname: "caseKING" });
    expect(sameNickname.status).toBe(409);
    expect(await sameNickname.json()).toEqual({
      error: { code: "nickname-taken", message: messages.nicknameTaken },
    });
    const sameEmail = await attempt({ email: body.email.toUpperCase() });
    expect(sameEmail.status).toBe(409);
    expect(await sameEmail.json()).toEqual({ error: { code: "email-taken", message: messages.emailTaken } });
  });

  it("writes nothing when a part of the registration fails", async () => {
    const { query } = t.database;
    await query(`create function hl_refuse() returns trigger language plpgsql as $$
      begin raise exception 'account insert refused'; end $$`);
    await query(
      "create trigger hl_refuse before insert on account for each row execute function hl_refuse()",
    );
    vi.mocked(console.error).mockImplementationOnce(() => undefined);
    const body = registration();
    const failed = await t.client().post("/api/account/register", body);
    await query("drop trigger hl_refuse on account");
    await query("drop function hl_refuse");
    expect(failed.status).toBe(500);
    const rows = await t.database.db.select().from(user).where(eq(user.email, body.email));
    expect(rows).toEqual([]);
    // Nothing was left behind: the same e-mail and nickname register now.
    const retried = await t.client().post("/api/account/register", body);
    expect(retried.status).toBe(201);
  });

  it("lets exactly one of two concurrent sign-ups with one nickname win", async () => {
    const nickname = `race${Date.now() % 100000}`;
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        t
          .client()
          .post(
            "/api/account/register",
            registration({ nickname, email: `race${n}.${nickname}@example.com` }),
          ),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const rows = await t.database.db.select().from(user).where(eq(user.nickname, nickname));
    expect(rows).toHaveLength(1);
    const accounts = await t.database.db
      .select()
      .from(account)
      .where(eq(account.userId, rows[0]?.id ?? ""));
    expect(accounts).toHaveLength(1);
  });

  it("lets exactly one of two concurrent sign-ups with one e-mail win", async () => {
    const email = `same.${Date.now()}@example.com`;
    const results = await Promise.all(
      [1, 2].map(() => t.client().post("/api/account/register", registration({ email }))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("stores the e-mail in lower case so sign-in finds it", async () => {
    const { body } = await register(t.client(), { email: `Mixed.Case${Date.now()}@Example.com` });
    expect((await signIn(t.client(), body.email.toLowerCase())).status).toBe(200);
  });
});

describeEachDb("guest accounts (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  async function guest() {
    const browser = t.client();
    const res = await browser.post("/api/auth/sign-in/anonymous");
    expect(res.status).toBe(200);
    return { browser, me: await getMe(browser) };
  }

  it("is anonymous, counts as verified and cannot change its password", async () => {
    const { browser, me } = await guest();
    expect(me).toMatchObject({
      isAnonymous: true,
      email: null,
      nickname: null,
      displayName: null,
      totalSlots: 5,
    });
    expect((await browser.post("/api/me/tutorial")).status).toBe(204);
    const res = await browser.post("/api/me/password", { currentPassword: "x", newPassword: "whatever" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: "anonymous-password", message: messages.anonymousPassword },
    });
  });

  it("becomes the registered account and keeps its data", async () => {
    const { browser, me } = await guest();
    await t.database.db
      .insert(hunters)
      .values({ userId: me.id, slotIndex: 0, hunterName: "Keeper", data: {} });
    const body = registration({ ref: me.id });
    const res = await browser.post("/api/account/register", body);
    expect(res.status).toBe(201);
    const registered = (await res.json()) as Me;
    expect(registered).toMatchObject({
      id: me.id,
      isAnonymous: false,
      email: body.email,
      nickname: body.nickname,
      emailVerified: false,
      // A guest cannot refer itself.
      referredBy: null,
    });
    const kept = await t.database.db.select().from(hunters).where(eq(hunters.userId, me.id));
    expect(kept.map((h) => h.hunterName)).toEqual(["Keeper"]);

    await verifyEmail(t, browser, body.email);
    expect(await getMe(browser)).toMatchObject({ id: me.id, emailVerified: true });
    const elsewhere = t.client();
    expect((await signIn(elsewhere, body.email, PASSWORD)).status).toBe(200);
    expect((await getMe(elsewhere)).id).toBe(me.id);
  });

  it("leaves the guest untouched when the registration is refused", async () => {
    const taken = await register(t.client());
    const { browser, me } = await guest();
    const res = await browser.post("/api/account/register", registration({ nickname: taken.body.nickname }));
    expect(res.status).toBe(409);
    expect(await getMe(browser)).toMatchObject({ id: me.id, isAnonymous: true, email: null });
  });
});
