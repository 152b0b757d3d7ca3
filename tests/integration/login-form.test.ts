import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_PER_ACCOUNT } from "#server/auth/rate-limits.ts";
import { mountWebApp } from "#server/static.ts";
import { PASSWORD, register, sessionOf, verifiedUser } from "./support/accounts.ts";
import { type TestClient, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// docs/decisions.md#2026-11-25-logins-sign-in-form-is-in-the-page-the-server-serves: /login's page carries a
// sign-in form that works before and without the app's script, posting to POST /login (src/server/login-page,
// docs/security.md#the-servers-sign-in-form-each-promise-and-the-test-that-proves-it).

// The built page's shape (src/web/index.html): the form goes before the app's root.
const web = mkdtempSync(join(tmpdir(), "hl-login-page-"));
mkdirSync(join(web, "assets"));
writeFileSync(
  join(web, "index.html"),
  '<!doctype html><html lang="en" class="dark"><head><title>Hunter Lodge</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
);
afterAll(() => rmSync(web, { recursive: true, force: true }));

const FORM = 'action="/login"';

const postForm = (client: TestClient, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  client.request("/login", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });

describeEachDb("the server's sign-in form (%s)", (kind) => {
  const t = testAppPerSuite(kind);
  beforeAll(() => mountWebApp(t.app, web));

  const page = async (client: TestClient, path: string, headers: Record<string, string> = {}) => {
    const res = await client.request(path, { headers });
    expect(res.status).toBe(200);
    return res.text();
  };

  describe("the page", () => {
    it("gives a visitor without a session the form on /login and /, in English by default", async () => {
      const visitor = t.client();
      for (const path of ["/login", "/"]) {
        const html = await page(visitor, path);
        expect(html).toContain(FORM);
        expect(html).toContain('<h1 class="text-2xl font-extrabold tracking-tight">Login</h1>');
        expect(html).toMatch(/<input id="server-login-email" name="email"[^>]*type="email"/);
        expect(html).toMatch(/<input id="server-login-password" name="password"[^>]*type="password"/);
        expect(html).toContain('href="/login?mode=forgot"');
        expect(html).toContain('href="/login?mode=register"');
        expect(html).toContain(">Forgot password?</a>");
        expect(html).toContain(">Create Account</a>");
        expect(html).toContain("<title>Login - Hunter Lodge</title>");
        // A passkey, a guest, the language and "Show password" wait for the app: drawn, but disabled.
        expect(html.match(/<(button|select|input)[^>]* disabled[ >]/g)).toHaveLength(4);
        // Before the app's root, which it stands in for.
        expect(html.indexOf(FORM)).toBeLessThan(html.indexOf('<div id="root">'));
        // The CSP allows neither (security-headers.ts): no inline script, no style attribute.
        expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
        expect(html).not.toMatch(/\sstyle=/);
      }
    });

    it("speaks the visitor's language (Accept-Language)", async () => {
      const html = await page(t.client(), "/login", { "accept-language": "ko-KR,ko;q=0.9,en;q=0.5" });
      expect(html).toContain('<html lang="ko"');
      expect(html).toContain(">로그인</h1>");
      expect(html).toContain(">비밀번호를 잊으셨나요?</a>");
      expect(html).toContain('<option value="ko" lang="ko" selected>');
    });

    it("speaks the language the device chose in the app (its cookie) over Accept-Language", async () => {
      const html = await page(t.client(), "/login", {
        "accept-language": "ko-KR,ko;q=0.9",
        cookie: "hl_language=de",
      });
      expect(html).toContain('<html lang="de"');
      expect(html).toContain('<option value="de" lang="de" selected>');
      expect(html).not.toContain(">로그인</h1>");
      // A cookie naming no language of ours is left aside.
      const unknown = await page(t.client(), "/login", { "accept-language": "ko", cookie: "hl_language=xx" });
      expect(unknown).toContain(">로그인</h1>");
    });

    it("gives a guest, a player and the other modes the app's page as before", async () => {
      const guest = t.client();
      expect((await guest.post("/api/auth/sign-in/anonymous")).status).toBe(200);
      const { client: player } = await verifiedUser(t);
      for (const client of [guest, player]) {
        expect(await page(client, "/login")).not.toContain(FORM);
        expect(await page(client, "/")).not.toContain(FORM);
      }
      const visitor = t.client();
      for (const path of ["/login?mode=forgot", "/explore"]) {
        expect(await page(visitor, path)).not.toContain('id="server-login"');
      }
    });

    it("draws Create Account too (and for an invite), whose submit waits for the app", async () => {
      for (const path of ["/login?mode=register", "/login?ref=abc"]) {
        const html = await page(t.client(), path);
        expect(html).toContain('<div id="server-login" data-mode="register">');
        expect(html).toContain('<h1 class="text-2xl font-extrabold tracking-tight">Create Account</h1>');
        expect(html).toContain("<title>Create Account - Hunter Lodge</title>");
        for (const name of ["email", "nickname", "password", "confirmPassword"])
          expect(html).toContain(`name="${name}"`);
        expect(html).toContain("3 to 15 letters and numbers.");
        expect(html).toMatch(/<button type="submit" disabled[^>]*>Create Account<\/button>/);
        expect(html).toContain('href="/login"');
        // Only the app registers: the form posts nowhere.
        expect(html).not.toContain(FORM);
      }
      const german = await page(t.client(), "/login?mode=register", { "accept-language": "de" });
      expect(german).toContain("<title>Konto erstellen - Hunter Lodge</title>");
    });

    it("escapes what the address puts in it and shows only known failures", async () => {
      const hostile = encodeURIComponent('/x"><script>alert(1)</script>');
      const html = await page(t.client(), `/login?returnTo=${hostile}&failed=%3Cb%3E`);
      expect(html).not.toContain("<script>alert(1)");
      expect(html).toContain('name="returnTo" value="/x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
      expect(html).not.toContain('role="alert"');
      const elsewhere = await page(t.client(), `/login?returnTo=${encodeURIComponent("//evil.example")}`);
      expect(elsewhere).toContain('name="returnTo" value="/"');
    });

    it("shows a refused sign-in's message in the spec's words", async () => {
      const html = await page(t.client(), "/login?failed=invalidCredentials");
      expect(html).toMatch(/<div role="alert"[^>]*>.*<span>Invalid email or password\.<\/span><\/div>/);
    });
  });

  describe("POST /login", () => {
    it("signs in with good credentials: 303 to the return path with the session cookie, and /api/me is that player", async () => {
      const { body, me } = await verifiedUser(t);
      const browser = t.client();
      const res = await postForm(browser, { email: body.email, password: PASSWORD, returnTo: "/inventory" });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/inventory");
      expect(res.headers.getSetCookie().some((line) => line.includes("session_token="))).toBe(true);
      expect((await sessionOf(browser))?.id).toBe(me.id);
    });

    it("leads only to the app's own pages", async () => {
      const { body } = await verifiedUser(t);
      for (const returnTo of [
        "//evil.example/x",
        "https://evil.example/",
        "/\\evil.example",
        "/api/me",
        "/login",
      ]) {
        const res = await postForm(t.client(), { email: body.email, password: PASSWORD, returnTo });
        expect(res.status).toBe(303);
        expect(res.headers.get("location")).toBe("/");
      }
    });

    it("sends an unverified player to the verify page, signed in", async () => {
      const { body } = await register(t.client());
      const browser = t.client();
      const res = await postForm(browser, { email: body.email, password: PASSWORD });
      expect(res.headers.get("location")).toBe("/verify-email");
      expect((await sessionOf(browser))?.emailVerified).toBe(false);
    });

    it("answers a wrong password with the login page and its message, and signs nobody in", async () => {
      const { body } = await verifiedUser(t);
      const browser = t.client();
      const res = await postForm(browser, {
        email: body.email,
        password: "not-the-password",
        returnTo: "/x",
      });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/login?failed=invalidCredentials&returnTo=%2Fx");
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(await sessionOf(browser)).toBeNull();
      const html = await page(browser, res.headers.get("location") ?? "");
      expect(html).toContain("<span>Invalid email or password.</span>");
      expect(html).toContain('name="returnTo" value="/x"');
    });

    it("checks the fields as the app's form does, before asking anyone", async () => {
      const cases: [Record<string, string>, string][] = [
        [{ password: PASSWORD }, "emailRequired"],
        [{ email: "not-an-email", password: PASSWORD }, "emailInvalid"],
        [{ email: "someone@example.com", password: "" }, "passwordRequired"],
      ];
      for (const [fields, failure] of cases) {
        const res = await postForm(t.client(), fields);
        expect(res.headers.get("location")).toBe(`/login?failed=${failure}`);
      }
      const html = await page(t.client(), "/login?failed=emailInvalid");
      expect(html).toContain("<span>Please enter a valid email address.</span>");
    });

    it("holds the app's limit per account: past it, 'Too many attempts' even with the right password", async () => {
      const { body } = await verifiedUser(t);
      for (let attempt = 1; attempt <= SIGN_IN_PER_ACCOUNT.max; attempt++) {
        const res = await postForm(t.client(), { email: body.email, password: "wrong-password" });
        expect(res.headers.get("location")).toBe("/login?failed=invalidCredentials");
      }
      const browser = t.client();
      const res = await postForm(browser, { email: body.email, password: PASSWORD });
      expect(res.headers.get("location")).toBe("/login?failed=tooManyAttempts");
      expect(await sessionOf(browser)).toBeNull();
    });

    it("refuses a post from another site and a body that is not a form", async () => {
      const { body } = await verifiedUser(t);
      const fields = { email: body.email, password: PASSWORD };
      const foreign = t.client({ origin: "https://evil.example" });
      const res = await postForm(foreign, fields);
      expect(res.status).toBe(403);
      expect(res.headers.getSetCookie()).toEqual([]);
      expect((await postForm(t.client({ origin: null }), fields)).status).toBe(403);
      const json = await t.client().request("/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(fields),
      });
      expect(json.status).toBe(415);
      expect(json.headers.getSetCookie()).toEqual([]);
    });
  });
});
