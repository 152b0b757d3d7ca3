import { expect, type Page, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { saveHunter } from "../hunters/hunters-api.ts";
import { waitForWorker } from "../pwa/support.ts";
import { READ_DEVICE_COPY, waitForDeviceCopy } from "../support/device-copy.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { LoginPage } from "../support/login-page.ts";
import { SettingsPage } from "../support/settings-page.ts";

// docs/decisions.md#2026-11-24-the-devices-copy-and-offline-answers, with the network really off
// (context.setOffline): the device's copy and the worker's shell.
test.use({ serviceWorkers: "allow" });

const offlineBanner = (page: Page) => page.getByRole("status").filter({ hasText: /^Offline - / });

test("after one online visit the roster, inventory and calendar open offline with the player's data", async ({
  page,
  context,
}) => {
  await registerAndVerify(page);
  await saveHunter(page, 0, { hunterName: "Lantern Ranger" });
  await waitForWorker(page);
  await page.goto("/");
  await expect(page.getByText("Lantern Ranger")).toBeVisible();
  await page.goto("/inventory");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Written a second after the data arrives: a full reload before that would leave it out.
  await waitForDeviceCopy(page, '["inventory"]');
  await page.goto("/");
  await waitForDeviceCopy(page, "Lantern Ranger");

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("Lantern Ranger")).toBeVisible();
  await expect(offlineBanner(page)).toHaveText(/^Offline - showing what you had at \d\d:\d\d$/);
  await page.goto("/calendar");
  await expect(page.getByRole("heading", { name: "Calendar" })).toBeVisible();
  await expect(offlineBanner(page)).toBeVisible();
  await page.goto("/inventory");
  await expect(page.getByRole("heading", { name: messages.inventoryTitle(0, 200) })).toBeVisible();
  await expect(page.getByText(messages.inventoryEmpty)).toBeVisible();

  await context.setOffline(false);
  await expect(offlineBanner(page)).toHaveCount(0);
});

test("signing in offline says 'You are offline'", async ({ page, context }) => {
  const login = new LoginPage(page);
  await login.goto();
  await waitForWorker(page);
  await context.setOffline(true);
  await login.login("someone@example.com", "a-long-password-1");
  await expect(page.getByText(messages.youAreOffline)).toBeVisible();
  await context.setOffline(false);
});

test("signing out clears the device copy: offline, the next visitor sees nothing of the player", async ({
  page,
  context,
}) => {
  await registerAndVerify(page);
  await saveHunter(page, 0, { hunterName: "Secret Keeper" });
  await waitForWorker(page);
  await page.goto("/");
  await expect(page.getByText("Secret Keeper")).toBeVisible();
  await waitForDeviceCopy(page, "Secret Keeper");

  const settings = new SettingsPage(page);
  await settings.goto();
  await settings.logOut();
  await expect(page).toHaveURL(/\/login/);
  await context.setOffline(true);
  await page.goto("/");
  // Nothing of the player is left to show: the app can only say it is offline.
  await expect(page.getByRole("alert")).toContainText(messages.youAreOffline);
  await expect(page.getByText("Secret Keeper")).toHaveCount(0);
  const kept = String(await page.evaluate(READ_DEVICE_COPY));
  expect(kept).not.toContain("Secret Keeper");
  await context.setOffline(false);
});
