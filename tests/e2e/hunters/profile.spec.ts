import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { saveHunter, sharePath } from "./hunters-api.ts";

test("a public profile lists exactly the public hunters, and follows visibility changes", async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const owner = await registerAndVerify(page);
  const nickname = owner.nickname.toLowerCase();
  const sun = await saveHunter(page, 0, {
    hunterName: "Sun Warden",
    general: { hunterRarity: "Heroic", hunterClass: "Paladin", hunterPurpose: "Support" },
  });
  await saveHunter(page, 1, { hunterName: "Moon Blade", general: { hunterRarity: "Ultimate" } });
  const hidden = await saveHunter(page, 2, { hunterName: "Shade", isPublic: false });

  await page.goto("/profile");
  await expect(page).toHaveURL(new RegExp(`/profile/${nickname}$`));
  await expect(page.getByRole("heading", { level: 1, name: owner.nickname })).toBeVisible();
  await expect(page.getByText(messages.displayingPublicHunters(2))).toBeVisible();
  const cards = page.getByRole("region", { name: "Public Hunters" }).getByRole("link");
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText("Sun Warden");
  await expect(cards.nth(0)).toContainText("Heroic");
  await expect(cards.nth(0)).toContainText("Paladin");
  await expect(cards.nth(0)).toContainText("Support");
  await expect(cards.nth(1)).toContainText("Moon Blade");
  await expect(page.getByText("Shade")).toHaveCount(0);
  await expect(page.getByText(messages.noAchievements)).toBeVisible();

  const copy = page.getByRole("button", { name: messages.copyProfileLink });
  await copy.click();
  await expect(page.getByRole("button", { name: messages.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(page.url()).origin}/profile/${nickname}`,
  );
  await expect(page.getByRole("button", { name: messages.copyProfileLink })).toBeVisible({ timeout: 3000 });

  // Another player sees the same list, by the nickname in any case.
  const other = await browser.newContext();
  const friend = await other.newPage();
  await registerAndVerify(friend);
  await friend.goto(`/profile/${owner.nickname.toUpperCase()}`);
  await expect(friend.getByText(messages.displayingPublicHunters(2))).toBeVisible();

  // Visibility changes show at once: one more public, one private.
  const origin = new URL(page.url()).origin;
  for (const [id, isPublic] of [
    [hidden.id, true],
    [sun.id, false],
  ] as const) {
    const response = await page.request.put(`/api/hunters/${id}/visibility`, {
      data: { isPublic },
      headers: { Origin: origin },
    });
    expect(response.status()).toBe(200);
  }
  await friend.reload();
  const friendCards = friend.getByRole("region", { name: "Public Hunters" }).getByRole("link");
  await expect(friendCards).toHaveText([/Moon Blade/, /Shade/]);
  await friendCards.filter({ hasText: "Shade" }).click();
  await expect(friend).toHaveURL(new RegExp(`${sharePath(hidden)}$`));
  await expect(friend.getByRole("heading", { level: 1, name: "Shade" })).toBeVisible();
  await other.close();
});

test("a new player's profile has nothing public yet, and an unknown nickname is not found", async ({
  page,
}) => {
  const user = await registerAndVerify(page);
  await page.goto(`/profile/${user.nickname.toLowerCase()}`);
  await expect(page.getByText(messages.displayingPublicHunters(0))).toBeVisible();
  await expect(page.getByText(messages.noPublicHunters)).toBeVisible();
  await expect(page.getByText(messages.noAchievements)).toBeVisible();

  await page.goto("/profile/nobodyhere42");
  await expect(page.getByText(messages.profileNotFound("nobodyhere42"))).toBeVisible();
});
