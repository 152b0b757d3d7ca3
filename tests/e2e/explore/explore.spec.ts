import { expect, test } from "@playwright/test";
import { saveHunter, sharePath } from "../hunters/hunters-api.ts";
import { playerWithSpeedItems } from "../planner/speed-items.ts";
import { expectNoSeriousViolations } from "../support/a11y.ts";
import { registerAndVerify } from "../support/fixtures.ts";

// docs/product.md#explore: a visitor explores the public builds, filters them and opens one; a player sees
// their rank and asks the planner how to reach a faster build. Real game data: trait level 1 (x1.04), guild
// 5, base speed 2.

const tag = () => `t${Math.floor(Math.random() * 1e9)}`;

test("a visitor explores public builds, filters by class in a shareable URL and opens a build", async ({
  page,
  browser,
}) => {
  await registerAndVerify(page);
  const purpose = tag();
  await saveHunter(page, 0, {
    hunterName: "Wind Ranger",
    general: { hunterClass: "Ranger", hunterPurpose: purpose },
  });
  await saveHunter(page, 1, {
    hunterName: "<i>Storm</i> Mage",
    general: { hunterClass: "Archmage", hunterPurpose: purpose },
  });
  await saveHunter(page, 2, {
    hunterName: "Hidden Ranger",
    isPublic: false,
    general: { hunterClass: "Ranger", hunterPurpose: purpose },
  });

  const visitor = await (await browser.newContext()).newPage();
  // The login page shows a newcomer the way in without an account.
  await visitor.goto("/login");
  await visitor.getByRole("link", { name: "Browse the public builds without an account" }).click();
  await expect(visitor).toHaveURL(/\/explore$/);
  await expect(visitor.getByRole("region", { name: "Builds found" })).toBeVisible();
  await visitor.goto(`/explore?purpose=${purpose}`);
  const results = visitor.getByRole("region", { name: "Builds found" });
  await expect(results.getByRole("article")).toHaveCount(2);
  // A player's text shows as text, never as markup.
  await expect(results.getByRole("article", { name: "<i>Storm</i> Mage" })).toBeVisible();
  await expect(visitor.getByText("Hidden Ranger")).toHaveCount(0);
  await expectNoSeriousViolations(visitor, "explore");

  await visitor.getByLabel("Class", { exact: true }).selectOption("Ranger");
  await expect(visitor).toHaveURL(/class=Ranger/);
  await expect(results.getByRole("article")).toHaveCount(1);
  await expect(results.getByRole("article", { name: "Wind Ranger" })).toContainText("Ranger");

  // The filtered list is a link anyone can open.
  const shared = await (await browser.newContext()).newPage();
  await shared.goto(visitor.url());
  await expect(shared.getByRole("region", { name: "Builds found" }).getByRole("article")).toHaveCount(1);
  await expect(shared.getByLabel("Class", { exact: true })).toHaveValue("Ranger");
  await shared.context().close();

  await results.getByRole("link", { name: "Wind Ranger" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "Wind Ranger" })).toBeVisible();
  await visitor.context().close();
});

test("a player sees their build's rank and asks how to reach a faster build", async ({ page, browser }) => {
  const name = `Speedy ${tag()}`;
  const leader = await (await browser.newContext()).newPage();
  await registerAndVerify(leader);
  // 5 (guild) + 7 + 4 (rune) + 6 = 22% ATK SPD.
  await saveHunter(leader, 0, {
    hunterName: name,
    general: { hunterClass: "Archer" },
    items: {
      Ring: {
        rarity: "Legendary",
        attributes: [{ type: "ATK SPD", value: 7 }],
        runeType: "ATK SPD",
        runeValue: 4,
      },
      Necklace: { rarity: "Legendary", attributes: [{ type: "ATK SPD", value: 6 }] },
    },
  });
  await leader.context().close();

  await playerWithSpeedItems(page);
  // Named for this run: the board also holds earlier runs' builds on the same server.
  const myName = `My Archer ${tag()}`;
  const mine = await saveHunter(page, 0, { hunterName: myName, general: { hunterClass: "Archer" } });
  await page.goto(sharePath(mine));
  const rank = page.getByRole("region", { name: "Leaderboard" });
  // The share of slower builds from 20 Archer builds on, the plain rank below (the run's other specs add some).
  await expect(rank).toContainText(/^#\d+ of \d+ public Archer builds?(: faster than \d+%)?/);

  await rank.getByRole("link", { name: "See the leaderboard" }).click();
  await expect(page).toHaveURL(/\/explore\/leaderboards\?class=Archer/);
  const row = page.getByRole("listitem").filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: myName })).toBeVisible();
  await expectNoSeriousViolations(page, "leaderboards");

  await row.getByRole("button", { name: "How do I get there" }).click();
  const dialog = page.getByRole("dialog", { name: `How to reach ${name}` });
  await expect(dialog.getByLabel("Your hunter")).toHaveValue(mine.id);
  await expect(dialog).toContainText("Reachable with 2 swaps from your inventory:");
  await expect(dialog).toContainText("Ring: Legendary Ring");
  await expect(dialog).toContainText("Necklace: Legendary Necklace");
  await page.keyboard.press("Escape");

  await row.getByRole("link", { name: "Compare with mine" }).click();
  await expect(page).toHaveURL(/\/compare\?a=/);
  await expect(page.getByRole("region", { name: "Build A" })).toContainText(name);
  await expect(page.getByRole("region", { name: "Build B" })).toContainText(myName);
});

test("on a phone the builds come first, and the filters unfold behind a button that counts them", async ({
  browser,
}) => {
  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await visitor.goto("/explore?class=Ranger&sort=newest");
  const filters = visitor.getByRole("form", { name: "Filters" });
  await expect(filters).toBeHidden();
  const toggle = visitor.getByRole("button", { name: "Show filters · 1 on" });
  await toggle.click();
  await expect(filters).toBeVisible();
  await expect(filters.getByLabel("Class", { exact: true })).toHaveValue("Ranger");
  // Choosing rebuilds the form from the URL; it stays open for the next choice.
  await filters.getByLabel("Hunter rarity").selectOption("Legendary");
  await expect(visitor).toHaveURL(/rarity=Legendary/);
  await expect(filters).toBeVisible();
  await visitor.getByRole("button", { name: "Hide filters · 2 on" }).click();
  await expect(filters).toBeHidden();
  await visitor.context().close();
});
