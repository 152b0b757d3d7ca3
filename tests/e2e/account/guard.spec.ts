import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { expectShell, registerAndVerify } from "../support/fixtures.ts";
import { LoginPage } from "../support/login-page.ts";
import { SettingsPage } from "../support/settings-page.ts";
import { uniqueUser } from "../support/users.ts";

test("a signed-out visitor is sent to login and returns to the page asked for", async ({ page }) => {
  const user = await registerAndVerify(page);
  const settings = new SettingsPage(page);
  await settings.goto();
  await settings.logOut();
  // Signed out once the login screen shows (the sign-out's request is done), as a player sees it.
  await expect(page).toHaveURL(/\/login$/);

  await page.goto("/inventory");
  await expect(page).toHaveURL(/\/login$/);
  await new LoginPage(page).login(user.email, user.password);
  await expect(page).toHaveURL(/\/inventory$/);
  await expectShell(page);
});

test("a signed-in player who opens /login goes back into the app", async ({ page }) => {
  await registerAndVerify(page);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/$/);
  await expectShell(page);
});

test("an unverified player is held on /verify-email until the link is opened", async ({ page }) => {
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.switchTo("register");
  const user = uniqueUser("v");
  await loginPage.register(user);
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.goto("/calendar");
  await expect(page).toHaveURL(/\/(verify-email|login)$/);
  if (page.url().endsWith("/login")) {
    await loginPage.login(user.email, user.password);
    await expect(page).toHaveURL(/\/verify-email$/);
  }
  await expect(page.getByText(user.email)).toBeVisible();
  await page.getByRole("button", { name: "Resend verification email" }).click();
  // Right after sign-up the resend may be throttled: either spec message is the right answer.
  const sent = page.getByRole("status").filter({ hasText: messages.verificationSent });
  const failed = page.getByRole("alert").filter({ hasText: messages.verificationFailed });
  await expect(sent.or(failed)).toBeVisible();
  await page.getByRole("button", { name: "Back to Login" }).click();
  await expect(page).toHaveURL(/\/login$/);
});
