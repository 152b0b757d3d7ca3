import { expect, type Page, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { currentMe, registerAndVerify } from "../support/fixtures.ts";
import { SettingsPage } from "../support/settings-page.ts";

test("a bug report needs a text, is confirmed, then that kind is locked for 7 days", async ({ page }) => {
  await registerAndVerify(page);
  const settings = new SettingsPage(page);
  await settings.goto();
  await settings.toggle("Submit a Bug");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("alert")).toHaveText(messages.bugDescriptionRequired);

  await page.getByLabel("Describe the bug").fill("The calendar skips Sunday.");
  await page.getByRole("button", { name: "Send" }).click();
  const dialog = page.getByRole("dialog", { name: "Submit bug report?" });
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText(messages.feedbackSubmitted)).toBeVisible();
  await expect(page.getByText(messages.feedbackLocked(7))).toBeVisible();

  // The other kind stays open.
  await settings.toggle("Submit a Feature Request");
  await expect(page.getByLabel("Describe your idea")).toBeVisible();
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("alert")).toHaveText(messages.featureDescriptionRequired);
});

const watched = async (page: Page) =>
  ((await currentMe(page)) as unknown as { watchedTutorial: boolean }).watchedTutorial;

test("the tutorial is recorded as watched at its last slide, and the invite link copies with a toast", async ({
  page,
}) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await registerAndVerify(page);
  const settings = new SettingsPage(page);
  await settings.goto();
  await page.getByRole("button", { name: /^Tutorial/ }).click();
  const tutorial = page.getByRole("dialog", { name: "Tutorial" });
  await tutorial.getByRole("button", { name: "Play tutorial" }).click();
  await expect(tutorial.getByText("Step 1 of 4")).toBeVisible();
  // Opening and starting is not watching: only the last slide counts
  // (docs/decisions.md#2026-11-23-about-the-creators-links-and-the-tutorial-video-are-operator-settings).
  expect(await watched(page)).toBe(false);
  await tutorial.getByRole("button", { name: /Share and climb/ }).click();
  await expect(tutorial.getByText("Step 4 of 4")).toBeVisible();
  await expect.poll(() => watched(page)).toBe(true);
  await page.keyboard.press("Escape");
  await expect(tutorial).toBeHidden();

  await page.getByRole("button", { name: "Copy invite link" }).click();
  await expect(page.getByText(messages.referralLinkCopied)).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/login\?ref=/);
});

test("the light theme is kept across reloads", async ({ page }) => {
  await registerAndVerify(page);
  const settings = new SettingsPage(page);
  await settings.goto();
  await page.getByRole("switch", { name: "Light theme" }).click();
  await expect(page.locator("html")).toHaveClass(/light/);
  await page.reload();
  await expect(page.getByRole("switch", { name: "Light theme" })).toHaveAttribute("aria-checked", "true");
  await expect(page.locator("html")).toHaveClass(/light/);
});
