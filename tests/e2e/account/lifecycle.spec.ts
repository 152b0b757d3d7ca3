import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { currentMe, expectShell, login, registerAndVerify } from "../support/fixtures.ts";
import { LoginPage } from "../support/login-page.ts";
import { SettingsPage } from "../support/settings-page.ts";

test("a player registers, verifies, changes avatar and password, logs out and back in", async ({ page }) => {
  const user = await registerAndVerify(page, { through: "ui" });
  const me = await currentMe(page);
  expect(me.isAnonymous).toBe(false);
  expect(me.nickname).toBe(user.nickname);

  const settings = new SettingsPage(page);
  await settings.goto();
  await expect(page.getByRole("heading", { level: 1, name: user.nickname })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();

  await settings.changeAvatar(2);
  await expect(page.getByText(messages.avatarUpdated)).toBeVisible();
  expect((await currentMe(page)).photoURL).toBeTruthy();

  const newPassword = "new-hunter-pass-2";
  await settings.changePassword(user.password, newPassword);
  await expect(page.getByText(messages.passwordUpdated)).toBeVisible();

  await settings.logOut();
  await expect(page).toHaveURL(/\/login$/);

  const loginPage = new LoginPage(page);
  await loginPage.login(user.email, user.password);
  await expect(loginPage.alert()).toHaveText(messages.invalidCredentials);

  await login(page, { email: user.email, password: newPassword });
  await expect(page.getByRole("link", { name: new RegExp(user.nickname) })).toBeVisible();
});

test("only one settings panel is open at a time and its button closes it", async ({ page }) => {
  await registerAndVerify(page);
  const settings = new SettingsPage(page);
  await settings.goto();
  await settings.toggle("Change Photo");
  await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();
  await settings.toggle("Change Password");
  await expect(page.getByRole("button", { name: "Save Changes" })).toBeHidden();
  await expect(page.getByLabel("Current password")).toBeVisible();
  await settings.toggle("Change Password");
  await expect(page.getByLabel("Current password")).toBeHidden();
  await expectShell(page);
});
