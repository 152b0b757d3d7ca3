import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { LoginPage } from "../support/login-page.ts";
import { SettingsPage } from "../support/settings-page.ts";

// docs/decisions.md#2026-11-23-a-session-that-ends-elsewhere-ends-in-every-tab-titles-modes-and-focus: a
// session ended elsewhere ends in every tab; tabs are titled per route; the sidebar's Profile is lit on the
// player's own profile only.
test("logging out in one tab takes the other tab to /login, and back to its page after login", async ({
  page,
  context,
}) => {
  const user = await registerAndVerify(page);
  const other = await context.newPage();
  await other.goto("/calendar");
  await expect(other.getByRole("listbox", { name: "Days" })).toBeVisible();

  const settings = new SettingsPage(page);
  await settings.goto();
  await settings.logOut();
  await expect(page).toHaveURL(/\/login$/);
  await expect(other).toHaveURL(/\/login$/);

  // The return path is kept: signing in again lands on the calendar.
  await new LoginPage(other).login(user.email, user.password);
  await expect(other).toHaveURL(/\/calendar$/);
});

test("a 401 from the API (the session ended on the server) takes the tab to /login", async ({
  page,
  context,
}) => {
  await registerAndVerify(page);
  await page.goto("/calendar");
  await expect(page.getByRole("listbox", { name: "Days" })).toBeVisible();
  await context.clearCookies();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Inventory" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(messages.unknownError)).toHaveCount(0);
});

test("each route titles the tab, and Profile is lit on the player's own profile only", async ({ page }) => {
  const user = await registerAndVerify(page);
  await expect(page).toHaveTitle("Homepage - Hunter Lodge");
  await page.goto("/calendar");
  await expect(page).toHaveTitle("Calendar - Hunter Lodge");
  const profileLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Profile" });
  await page.goto("/profile");
  await expect(profileLink).toHaveAttribute("aria-current", "page");

  await page.goto(`/profile/${user.nickname.toLowerCase()}`);
  await expect(page).toHaveTitle(`${user.nickname} - Hunter Lodge`);

  // Someone else's (here unknown) profile: Profile is not lit, and the page offers a way back.
  await page.goto("/profile/nobody-here-at-all");
  await expect(page.getByText(messages.profileNotFound("nobody-here-at-all"))).toBeVisible();
  await expect(profileLink).not.toHaveAttribute("aria-current", "page");
  await expect(profileLink).not.toHaveClass(/text-lodge-accent/);
  await page.getByRole("link", { name: messages.backToRoster }).click();
  await expect(page).toHaveURL(/\/$/);
});
