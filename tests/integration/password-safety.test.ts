import { expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import { PASSWORD, register, signIn, verifiedUser } from "./support/accounts.ts";
import { testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// Rate limits are on (the default outside the browser test run): each client has its own address.
describeEachDb("passwords: reset tokens, limits and lock-outs (%s)", (kind) => {
  const t = testAppPerSuite(kind, { env: { RATE_LIMIT: "on" } });

  async function resetToken(email: string) {
    const asked = await t.client().post("/api/auth/request-password-reset", {
      email,
      redirectTo: "/reset-password",
    });
    expect(asked.status).toBe(200);
    return new URL(t.lastMailTo(email)?.link ?? "").searchParams.get("token") ?? "";
  }
  const reset = (token: string, newPassword: string) =>
    t.client().post("/api/auth/reset-password", { token, newPassword });

  it("a reset with the newer of two mailed tokens kills the older one", async () => {
    const { body } = await verifiedUser(t);
    const older = await resetToken(body.email);
    const newer = await resetToken(body.email);
    expect(older).not.toBe(newer);
    expect((await reset(newer, "fresh-one")).status).toBe(200);
    expect((await reset(older, "attacker-1")).status).toBe(400);
    expect((await signIn(t.client(), body.email, "fresh-one")).status).toBe(200);
  });

  it("a token requested before a password change no longer resets the password", async () => {
    const { client, body } = await verifiedUser(t);
    const token = await resetToken(body.email);
    const changed = await client.post("/api/me/password", {
      currentPassword: PASSWORD,
      newPassword: "changed-1",
    });
    expect(changed.status).toBe(204);
    expect((await reset(token, "attacker-2")).status).toBe(400);
    expect((await signIn(t.client(), body.email, "changed-1")).status).toBe(200);
  });

  it("better-auth's own change-password endpoint is closed: ours is the one way", async () => {
    const { client } = await verifiedUser(t);
    const res = await client.post("/api/auth/change-password", {
      currentPassword: PASSWORD,
      newPassword: "elsewhere",
    });
    expect(res.status).toBe(404);
  });

  it("answers the 11th password change in a minute with 429 and the app's message", async () => {
    const { client } = await verifiedUser(t);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const wrong = await client.post("/api/me/password", {
        currentPassword: "wrong-one",
        newPassword: "whatever",
      });
      expect(wrong.status).toBe(400);
    }
    const refused = await client.post("/api/me/password", {
      currentPassword: PASSWORD,
      newPassword: "whatever",
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { message: messages.tooManyAttempts } });
    // Eleven password hashes: room for a busy CI machine, not a timing check.
  }, 60_000);

  it("limits the guest merge, which checks a password, like a sign-in to that account", async () => {
    const { body } = await register(t.client());
    const guest = t.client();
    expect((await guest.post("/api/auth/sign-in/anonymous")).status).toBe(200);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      const res = await guest.post("/api/account/merge-guest", { email: body.email, password: "wrong-one" });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("lets the owner in from an address it signed in from before while strangers spent the account's attempts", async () => {
    const home = t.client();
    const { body } = await register(home);
    expect((await signIn(t.client({ ip: home.ip }), body.email)).status).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signIn(t.client(), body.email, "guessing")).status).toBe(401);
    }
    // The per-account limit still holds for an address the account has never signed in from.
    expect((await signIn(t.client(), body.email)).status).toBe(429);
    expect((await signIn(t.client({ ip: home.ip }), body.email)).status).toBe(200);
  });

  it("lets the owner in from a new address after a successful reset", async () => {
    const { body } = await register(t.client());
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signIn(t.client(), body.email, "guessing")).status).toBe(401);
    }
    expect((await signIn(t.client(), body.email)).status).toBe(429);
    expect((await reset(await resetToken(body.email), "after-reset")).status).toBe(200);
    expect((await signIn(t.client(), body.email, "after-reset")).status).toBe(200);
  });
});
