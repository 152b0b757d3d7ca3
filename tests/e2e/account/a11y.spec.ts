import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "../support/a11y.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { LoginPage } from "../support/login-page.ts";
import { SettingsPage } from "../support/settings-page.ts";

test("the login screen's three modes have no serious accessibility violation", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await expectNoSeriousViolations(page, "login");
  await login.switchTo("register");
  await expectNoSeriousViolations(page, "register");
  await login.switchTo("login");
  await login.switchTo("forgot");
  await expectNoSeriousViolations(page, "forgot password");
});

test("settings, its panels and dialogs, and the upgrade page have no serious violation", async ({ page }) => {
  // axe runs seven times over large pages here.
  test.slow();
  await registerAndVerify(page);
  const settings = new SettingsPage(page);
  await settings.goto();
  await settings.toggle("Change Photo");
  await expect(page.getByRole("list", { name: "Avatars" })).toBeVisible();
  await expectNoSeriousViolations(page, "settings with Change Photo");
  await settings.toggle("Submit a Bug");
  await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
  await expectNoSeriousViolations(page, "settings with Submit a Bug");
  await page.getByRole("button", { name: /^About the Creator/ }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoSeriousViolations(page, "About the Creator");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  await page.goto("/upgrade");
  await expect(page.getByRole("heading", { name: "Unlock Premium" })).toBeVisible();
  await expectNoSeriousViolations(page, "upgrade");
  await page.getByRole("button", { name: "Get Monthly" }).click();
  await expect(page.getByRole("dialog")).toContainText("does not take payments");
  await expectNoSeriousViolations(page, "upgrade dialog");
});
