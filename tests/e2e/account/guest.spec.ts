import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { currentMe, expectShell } from "../support/fixtures.ts";
import { LoginPage } from "../support/login-page.ts";
import { waitForLink } from "../support/mailbox.ts";
import { SettingsPage } from "../support/settings-page.ts";
import { uniqueUser } from "../support/users.ts";

test("a guest plays, then registers and keeps the same account and its data", async ({ page }) => {
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.continueAsGuest();
  await expectShell(page);
  const guest = await currentMe(page);
  expect(guest.isAnonymous).toBe(true);

  const settings = new SettingsPage(page);
  await settings.goto();
  await expect(page.getByText(messages.anonymousUser)).toBeVisible();
  await settings.changeAvatar(3);
  await expect(page.getByText(messages.avatarUpdated)).toBeVisible();
  const guestPhoto = (await currentMe(page)).photoURL;
  await settings.toggle("Change Photo");
  await settings.toggle("Change Password");
  await expect(page.getByText(messages.anonymousPassword)).toBeVisible();
  await page.getByRole("link", { name: "Create an account" }).click();

  await expect(loginPage.heading()).toHaveText("Create Account");
  const user = uniqueUser("g");
  await loginPage.register(user);
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.goto(await waitForLink(page.request, user.email, "verify-email"));
  await page.waitForURL((url) => url.pathname === "/" || url.pathname === "/login");
  if (new URL(page.url()).pathname === "/login") await loginPage.login(user.email, user.password);
  await expectShell(page);

  const registered = await currentMe(page);
  expect(registered.id).toBe(guest.id);
  expect(registered.isAnonymous).toBe(false);
  expect(registered.photoURL).toBe(guestPhoto);
});

test("a guest is warned before logging out", async ({ page }) => {
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.continueAsGuest();
  const settings = new SettingsPage(page);
  await settings.goto();
  await settings.logOut();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(messages.guestLogoutWarning);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await settings.logOut();
  await page.getByRole("dialog").getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/login$/);
});
