import { expect, type Page, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { saveHunter } from "../hunters/hunters-api.ts";
import { expectNoSeriousViolations } from "../support/a11y.ts";
import { registerAndVerify } from "../support/fixtures.ts";

const card = (page: Page, title: string) =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: title, exact: true }) });
const updateButton = (page: Page) => page.getByRole("button", { name: messages.updateMyAchievements });

test("recalculating after creating hunters unlocks a tier on screen and on the public profile", async ({
  page,
}) => {
  const user = await registerAndVerify(page);
  await page.goto("/achievements");
  const collector = card(page, "Hunter Collector");
  await expect(collector).toContainText("0 / 5");
  await expect(collector.getByTitle("Tier B (5): not reached")).toBeVisible();
  await expect(page.getByRole("heading", { name: messages.secretAchievementTitle })).toHaveCount(6);

  for (let slot = 0; slot < 5; slot++) {
    await saveHunter(page, slot, {
      hunterName: `Hunter ${slot + 1}`,
      general: { hunterRarity: "Heroic", hunterClass: "Warrior" },
    });
  }
  // Hold the call until the button has been seen busy.
  let release: (() => void) | undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/functions/recalculateAchievements", async (route) => {
    await held;
    await route.continue();
  });
  await updateButton(page).click();
  await expect(page.getByRole("button", { name: messages.calculating })).toBeDisabled();
  release?.();

  await expect(page.getByText("Hunter Collector: B")).toBeVisible();
  await expect(collector).toContainText("5 / 10");
  await expect(collector.getByTitle("Tier B (5): reached")).toBeVisible();
  await expect(collector.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");
  await expect(card(page, "Heroic Company")).toContainText("5 / 10");
  await expect(card(page, "Warrior at Heart")).toContainText("5 · all tiers reached");
  await expect(updateButton(page)).toBeEnabled();

  await page.goto(`/profile/${user.nickname.toLowerCase()}`);
  const badges = page.getByRole("list", { name: "Achievements unlocked" });
  await expect(badges.getByRole("listitem").filter({ hasText: "Hunter Collector" })).toContainText("B");
  await expect(badges.getByRole("listitem").filter({ hasText: "Warrior at Heart" })).toContainText("B");
});

test("a secret achievement shows its title once unlocked, axe finds no serious violation; failures read in red", async ({
  page,
}) => {
  await registerAndVerify(page);
  const tutorial = await page.request.post("/api/me/tutorial", {
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(tutorial.status()).toBe(204);
  await page.goto("/achievements");
  await expect(card(page, "Good Student")).toHaveCount(0);
  await updateButton(page).click();
  await expect(card(page, "Good Student")).toContainText(messages.allTiersReached);
  await expect(card(page, "Good Student").getByTitle("Tier U: reached")).toBeVisible();
  await expect(page.getByRole("heading", { name: messages.secretAchievementTitle })).toHaveCount(5);
  await expectNoSeriousViolations(page, "the achievements page");

  // The server's own message when it gives one, the spec's unknown error when it does not.
  await page.route("**/api/functions/recalculateAchievements", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ error: { status: "UNAVAILABLE", message: messages.callableUnavailable } }),
    }),
  );
  await updateButton(page).click();
  await expect(page.getByRole("alert")).toHaveText(messages.callableUnavailable);
  await page.unroute("**/api/functions/recalculateAchievements");
  await page.route("**/api/functions/recalculateAchievements", (route) =>
    route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
  );
  await updateButton(page).click();
  await expect(page.getByRole("alert")).toHaveText(messages.unknownError);
});

test("the screen says so when the stored progress cannot be loaded", async ({ page }) => {
  await registerAndVerify(page);
  await page.route("**/api/achievements", (route) => route.fulfill({ status: 500, body: "" }));
  await page.goto("/achievements");
  await expect(page.getByText(messages.achievementsLoadFailed)).toBeVisible();
});
