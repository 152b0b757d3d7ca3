import { expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import {
  getMe,
  PASSWORD,
  register,
  registration,
  sessionOf,
  signIn,
  verifyEmail,
} from "./support/accounts.ts";
import { testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

describeEachDb("sign-up, verification and sign-in (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  it("registers signed in but unverified, and the mailed link verifies and lands on /", async () => {
    const browser = t.client();
    const { body, me } = await register(browser, { nickname: "  NewHunter " });
    expect(me).toMatchObject({
      email: body.email,
      nickname: "newhunter",
      displayName: "newhunter",
      emailVerified: false,
      isAnonymous: false,
      totalSlots: 5,
      lockedVipSlots: 15,
    });
    const mail = t.lastMailTo(body.email);
    expect(mail?.subject).toMatch(/verify/i);
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);

    // Signed in but unverified: /api/me answers, the rest of the API refuses.
    const refused = await browser.post("/api/me/tutorial");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: { code: "email-not-verified", message: messages.emailNotVerified },
    });

    const landed = await verifyEmail(t, browser, body.email);
    expect(landed.headers.get("location")).toBe("/");
    expect(await getMe(browser)).toMatchObject({ emailVerified: true });
    expect((await browser.post("/api/me/tutorial")).status).toBe(204);
  });

  it("signs in an unverified user, who stays unverified", async () => {
    const { body } = await register(t.client());
    const other = t.client();
    const res = await signIn(other, body.email);
    expect(res.status).toBe(200);
    expect(await getMe(other)).toMatchObject({ email: body.email, emailVerified: false });
  });

  it("answers unknown e-mail and wrong password alike", async () => {
    const { body } = await register(t.client());
    const wrong = await signIn(t.client(), body.email, "not-the-password");
    const unknown = await signIn(t.client(), "nobody@example.com", PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("verifies from the link in a browser that is signed out, which then signs in itself", async () => {
    const { body } = await register(t.client());
    const phone = t.client();
    const landed = await verifyEmail(t, phone, body.email);
    expect(landed.headers.get("location")).toBe("/login?verified=1");
    expect(await sessionOf(phone)).toBeNull();
    expect((await signIn(phone, body.email)).status).toBe(200);
    expect(await getMe(phone)).toMatchObject({ email: body.email, emailVerified: true });
  });

  it("resets a forgotten password through the mailed link, signing out every device", async () => {
    const laptop = t.client();
    const { body } = await register(laptop);
    await verifyEmail(t, laptop, body.email);
    const asked = await t.client().post("/api/auth/request-password-reset", {
      email: body.email,
      redirectTo: "/reset-password",
    });
    expect(asked.status).toBe(200);
    const mail = t.lastMailTo(body.email);
    expect(mail?.subject).toMatch(/reset/i);
    const link = new URL(mail?.link ?? "");
    expect(`${link.origin}${link.pathname}`).toBe("http://localhost:3000/reset-password");
    const token = link.searchParams.get("token");
    expect(token).toBeTruthy();

    const reset = await t.client().post("/api/auth/reset-password", { newPassword: "brand-new", token });
    expect(reset.status).toBe(200);
    expect(await sessionOf(laptop)).toBeNull();
    expect((await signIn(t.client(), body.email, PASSWORD)).status).toBe(401);
    expect((await signIn(t.client(), body.email, "brand-new")).status).toBe(200);
    // The token is spent.
    const again = await t.client().post("/api/auth/reset-password", { newPassword: "other-one", token });
    expect(again.status).toBe(400);
  });

  it("answers a reset request for an unknown e-mail like any other, and sends nothing", async () => {
    const sent = t.mails.length;
    const res = await t.client().post("/api/auth/request-password-reset", {
      email: "nobody-here@example.com",
      redirectTo: "/reset-password",
    });
    expect(res.status).toBe(200);
    expect(t.mails.length).toBe(sent);
  });

  it("resends the verification mail to a signed-in unverified user", async () => {
    const browser = t.client();
    const { body } = await register(browser);
    const before = t.mails.filter((m) => m.to === body.email).length;
    const res = await browser.post("/api/auth/send-verification-email", {
      email: body.email,
      callbackURL: "/",
    });
    expect(res.status).toBe(200);
    expect(t.mails.filter((m) => m.to === body.email).length).toBe(before + 1);
    await verifyEmail(t, browser, body.email);
    expect(await getMe(browser)).toMatchObject({ emailVerified: true });
  });

  it("signs out", async () => {
    const browser = t.client();
    await register(browser);
    expect((await browser.post("/api/auth/sign-out", {})).status).toBe(200);
    expect(await sessionOf(browser)).toBeNull();
  });

  it("cannot be used to sign up around our register rules", async () => {
    const res = await t.client().post("/api/auth/sign-up/email", registration({ name: "x" }));
    expect(res.status).toBe(404);
  });

  it("gives no session for an account id over HTTP: only registration makes an account's first one", async () => {
    const { me } = await register(t.client());
    const stranger = t.client();
    const res = await stranger.post("/api/auth/new-account-session", { userId: me.id });
    expect(res.status).toBe(404);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await sessionOf(stranger)).toBeNull();
  });
});
