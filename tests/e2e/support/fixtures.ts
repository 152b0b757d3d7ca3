import { expect, type Page } from "@playwright/test";
import type { Me } from "#core/schemas/me.ts";
import { LoginPage } from "./login-page.ts";
import { waitForLink } from "./mailbox.ts";
import { type TestUser, uniqueUser } from "./users.ts";

export type { Me } from "#core/schemas/me.ts";

// The signed-in user of this page's cookies, as the API sees them.
export async function currentMe(page: Page): Promise<Me> {
  // A browser sends a request again when the server has just closed its idle keep-alive socket (after 5 s);
  // Playwright's own requests do so only when told (a CI run failed once on ECONNRESET here).
  const response = await page.request.get("/api/me", { maxRetries: 2 });
  expect(response.status()).toBe(200);
  const me = (await response.json()) as Me | null;
  expect(me, "a signed-in page").not.toBeNull();
  return me as Me;
}

export async function expectShell(page: Page) {
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
}

/**
 * A unique player, signed in and verified. By default it registers through the API (the screen's own call,
 * `POST /api/account/register`) and opens the verification link from the dev mailbox, which is what most
 * specs need before their subject; `through: "ui"` (and an invite link, `ref`) fills the login screen's
 * Create Account form as a player does, for the specs whose subject is registration itself
 * (docs/decisions.md, "CI in half the time").
 */
export async function registerAndVerify(
  page: Page,
  options: { ref?: string; user?: TestUser; through?: "ui" | "api" } = {},
) {
  const user = options.user ?? uniqueUser();
  const login = new LoginPage(page);
  if (options.through === "ui" || options.ref) {
    await login.goto(options.ref ? `?ref=${encodeURIComponent(options.ref)}` : "");
    await login.switchTo("register");
    await login.register(user);
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByText(user.email)).toBeVisible();
  } else {
    // The context's cookie jar is the page's: the session this answer sets is the page's session.
    // The origin the page's requests go to: a spec's own context may name another server than the project's.
    const origin = new URL((await page.request.get("/api/health", { maxRetries: 2 })).url()).origin;
    const response = await page.request.post("/api/account/register", {
      data: {
        email: user.email,
        nickname: user.nickname,
        password: user.password,
        confirmPassword: user.password,
      },
      headers: { Origin: origin },
      maxRetries: 2,
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  const link = await waitForLink(page.request, user.email, "verify-email");
  await page.goto(link);
  // The link verifies and lands on "/"; a session that did not survive is restored by logging in.
  await page.waitForURL((url) => url.pathname === "/" || url.pathname === "/login");
  if (new URL(page.url()).pathname === "/login") await login.login(user.email, user.password);
  await expectShell(page);
  return user;
}

export async function login(page: Page, user: Pick<TestUser, "email" | "password">) {
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.login(user.email, user.password);
  await expectShell(page);
}
