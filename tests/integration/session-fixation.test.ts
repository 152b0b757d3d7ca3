import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { session } from "#server/db/schema.ts";
import { getMe, PASSWORD, register, signIn, verifiedUser, verifyEmail } from "./support/accounts.ts";
import { type TestClient, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// docs/security.md#accounts-and-origins-each-promise-and-the-test-that-proves-it: whoever planted or copied a
// browser's cookie before a privilege change (a guest becoming an account, a sign-in, a password change, a
// verification) must not hold the new privilege with it.
describeEachDb("a privilege change renews the session (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  // The browser's cookies as they are now: what a copied or planted cookie holds.
  const heldCookies = (browser: TestClient) => [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

  // /api/me answers a visitor 200 null by design; a signed-in route tells an ended session by its 401.
  async function expectEnded(cookie: string) {
    const res = await t.client().request("/api/hunters", { headers: { cookie } });
    expect(res.status).toBe(401);
    const me = await t.client().request("/api/me", { headers: { cookie } });
    expect(await me.json()).toBeNull();
  }

  async function guest() {
    const browser = t.client();
    expect((await browser.post("/api/auth/sign-in/anonymous")).status).toBe(200);
    return browser;
  }

  it("registering over a guest session ends the guest's session; the new one is the account's", async () => {
    const browser = await guest();
    const planted = heldCookies(browser);
    const { me } = await register(browser);
    expect(heldCookies(browser)).not.toBe(planted);
    await expectEnded(planted);
    expect(await getMe(browser)).toMatchObject({ id: me.id, isAnonymous: false });
  });

  it("keeps the new session when the guest's old one was due for renewal on the same request", async () => {
    const browser = await guest();
    const { id } = await getMe(browser);
    const soon = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    await t.database.db.update(session).set({ expiresAt: soon }).where(eq(session.userId, id));
    const planted = heldCookies(browser);
    await register(browser);
    await expectEnded(planted);
    expect(await getMe(browser)).toMatchObject({ id, isAnonymous: false });
  });

  it("merging a guest into an account ends the guest's session", async () => {
    const owner = await verifiedUser(t);
    const browser = await guest();
    const planted = heldCookies(browser);
    const res = await browser.post("/api/account/merge-guest", {
      email: owner.body.email,
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    await expectEnded(planted);
    expect(await getMe(browser)).toMatchObject({ id: owner.me.id });
  });

  it("signing in ends the session the browser held before", async () => {
    const first = await verifiedUser(t);
    const second = await verifiedUser(t);
    const planted = heldCookies(first.client);
    expect((await signIn(first.client, second.body.email)).status).toBe(200);
    await expectEnded(planted);
    expect(await getMe(first.client)).toMatchObject({ id: second.me.id });
  });

  it("changing the password ends the session it was changed from and hands out a new one", async () => {
    const { client, me } = await verifiedUser(t);
    const planted = heldCookies(client);
    const res = await client.post("/api/me/password", {
      currentPassword: PASSWORD,
      newPassword: "renewed-1",
    });
    expect(res.status).toBe(204);
    await expectEnded(planted);
    expect(await getMe(client)).toMatchObject({ id: me.id });
  });

  it("verifying the e-mail in the signed-in browser ends its unverified session and hands out a new one", async () => {
    const browser = t.client();
    const { body, me } = await register(browser);
    const planted = heldCookies(browser);
    const landed = await verifyEmail(t, browser, body.email);
    expect(landed.headers.get("location")).toBe("/");
    await expectEnded(planted);
    expect(await getMe(browser)).toMatchObject({ id: me.id, emailVerified: true });
  });
});
