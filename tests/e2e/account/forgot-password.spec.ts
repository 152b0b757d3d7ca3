import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { login, registerAndVerify } from "../support/fixtures.ts";
import { LoginPage } from "../support/login-page.ts";
import { waitForLink } from "../support/mailbox.ts";
import { SettingsPage } from "../support/settings-page.ts";

test("a player who forgot the password sets a new one from the e-mail", async ({ page }) => {
  const user = await registerAndVerify(page);
  const settings = new SettingsPage(page);
  await settings.goto();
  await settings.logOut();

  const loginPage = new LoginPage(page);
  await expect(loginPage.heading()).toHaveText("Login");
  await loginPage.switchTo("forgot");
  const asked = new Date().toISOString();
  await loginPage.requestReset(user.email);
  await expect(page.getByText(messages.passwordResetSent)).toBeVisible();

  const link = await waitForLink(page.request, user.email, "reset-password", asked);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  const newPassword = "reset-pass-3";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Save new password" }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(messages.passwordResetDone)).toBeVisible();
  await login(page, { email: user.email, password: newPassword });
});
