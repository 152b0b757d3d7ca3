import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { SIGN_IN_LINK_MINUTES } from "#core/rules/account-limits.ts";
import { expectNoSeriousViolations } from "../support/a11y.ts";
import { currentMe, expectShell, registerAndVerify } from "../support/fixtures.ts";
import { LoginPage } from "../support/login-page.ts";
import { waitForLink } from "../support/mailbox.ts";
import { SettingsPage } from "../support/settings-page.ts";

// docs/decisions.md#2026-11-24-the-owners-way-past-a-lock-out-a-one-time-sign-in-link-by-e-mail: locked out
// by strangers' guesses, the owner gets in through a one-time link by e-mail.
test("a player locked out of sign-in gets in through a sign-in link from the mailbox", async ({
  page,
  browser,
}) => {
  const user = await registerAndVerify(page);
  await new SettingsPage(page).goto();
  await new SettingsPage(page).logOut();
  const loginPage = new LoginPage(page);
  await expect(loginPage.heading()).toHaveText("Login");

  // The browser tests' server runs without limits (tests/e2e/serve.mjs), so the sign-in gets the answer the
  // server gives once strangers spent the account's attempts (tests/integration/sign-in-link.test.ts).
  await page.route("**/api/auth/sign-in/email", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      headers: { "X-Retry-After": "60" },
      body: JSON.stringify({ code: "TOO_MANY_REQUESTS", message: messages.tooManyAttempts }),
    }),
  );
  await loginPage.login(user.email, user.password);
  await expect(loginPage.alert()).toHaveText(messages.tooManyAttempts);
  await expect(page.getByText(messages.signInLinkOffer)).toBeVisible();
  await expectNoSeriousViolations(page, "login, locked out");

  const asked = new Date().toISOString();
  await page.getByRole("button", { name: messages.sendSignInLink }).click();
  await expect(page.getByText(messages.signInLinkSent(SIGN_IN_LINK_MINUTES))).toBeVisible();

  const link = await waitForLink(page.request, user.email, "magic-link/verify", asked);
  await page.goto(link);
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expectShell(page);
  expect((await currentMe(page)).email).toBe(user.email);

  // Spent: in another browser the same link signs no one in, says so and offers a new one.
  const other = await browser.newPage();
  await other.goto(link);
  await expect(other).toHaveURL(/\/login\?link=invalid$/);
  await expect(other.getByRole("alert")).toHaveText(messages.signInLinkInvalid);
  await expect(other.getByRole("button", { name: messages.sendSignInLink })).toBeVisible();
  expect(await (await other.request.get("/api/me")).json()).toBeNull();
  await other.close();
});
