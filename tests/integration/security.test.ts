import { describe, expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import { register, registration, signIn, verifiedUser } from "./support/accounts.ts";
import { testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

describeEachDb("security (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  describe("headers", () => {
    it.each(["/api/health", "/api/nothing-here", "/dev/mailbox", "/api/auth/get-session"])(
      "are on %s",
      async (path) => {
        const res = await t.client().get(path);
        const csp = res.headers.get("content-security-policy") ?? "";
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("script-src 'self'");
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(csp).toContain("img-src 'self' data:");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(res.headers.get("x-content-type-options")).toBe("nosniff");
        expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      },
    );

    it("are on the verification link's redirect, which signs no one in; sign-in sets an httpOnly SameSite=Lax cookie", async () => {
      const browser = t.client();
      const { body } = await register(t.client());
      const res = await browser.get(t.lastMailTo(body.email)?.link ?? "");
      expect(res.status).toBe(302);
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.getSetCookie().some((c) => c.includes("session_token"))).toBe(false);
      const signedIn = await signIn(browser, body.email);
      const cookie = signedIn.headers.getSetCookie().find((c) => c.includes("session_token"));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).not.toMatch(/Secure/);
    });
  });

  describe("origin check", () => {
    it("refuses a state-changing request from another origin, or with none", async () => {
      const { client } = await verifiedUser(t);
      const forged = await client.request("/api/me/tutorial", {
        method: "POST",
        headers: { origin: "https://evil.example" },
      });
      expect(forged.status).toBe(403);
      expect(await forged.json()).toMatchObject({ error: { code: "bad-origin" } });
      const cookieJar = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
      const bare = t.client({ origin: null });
      const none = await bare.request("/api/me/tutorial", { method: "POST", headers: { cookie: cookieJar } });
      expect(none.status).toBe(403);
      expect((await client.post("/api/me/tutorial")).status).toBe(204);
    });

    it("guards better-auth's endpoints too", async () => {
      const { body } = await register(t.client());
      const evil = t.client({ origin: "https://evil.example" });
      expect((await signIn(evil, body.email)).status).toBe(403);
    });

    it("lets reads through without an Origin", async () => {
      expect((await t.client({ origin: null }).get("/api/health")).status).toBe(200);
    });
  });

  describe("rate limits", () => {
    it("answers 429 after 10 sign-in attempts a minute from one address", async () => {
      const ip = "192.0.2.10";
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await signIn(t.client({ ip }), `nobody${i}@example.com`, "wrong-password");
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);
    });

    it("answers 429 after 5 sign-in attempts a minute on one account, from any address", async () => {
      const { body } = await register(t.client());
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await signIn(t.client(), body.email, "wrong-password")).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      const res = await signIn(t.client(), body.email);
      expect(res.status).toBe(429);
      expect(await res.json()).toMatchObject({ message: messages.tooManyAttempts });
    });

    it("limits verification resends and reset requests per account", async () => {
      const { body } = await register(t.client());
      const resend = async () =>
        (await t.client().post("/api/auth/send-verification-email", { email: body.email, callbackURL: "/" }))
          .status;
      const statuses = [await resend(), await resend(), await resend(), await resend()];
      expect(statuses).toEqual([200, 200, 200, 429]);
      const reset = async () =>
        (
          await t.client().post("/api/auth/request-password-reset", {
            email: body.email,
            redirectTo: "/reset-password",
          })
        ).status;
      expect([await reset(), await reset(), await reset(), await reset()]).toEqual([200, 200, 200, 429]);
    });

    it("limits registrations per account", async () => {
      const body = registration();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await t.client().post("/api/account/register", body)).status);
      expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
      const res = await t.client().post("/api/account/register", body);
      expect(await res.json()).toMatchObject({ error: { message: messages.tooManyAttempts } });
    });
  });
});
