import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { BuilderPage } from "../builder/builder-page.ts";
import { saveHunter } from "../hunters/hunters-api.ts";
import { playerWithSpeedItems } from "../planner/speed-items.ts";
import { registerAndVerify } from "../support/fixtures.ts";

// docs/product.md#gap-to-the-top: "How do I get there" plans towards the explored build's actual ATK SPD,
// and its link opens the builder's plan towards that same goal, with the same answer. Real game data:
// trait level 1 (x1.04), guild 5, base speed 2.

const tag = () => `t${Math.floor(Math.random() * 1e9)}`;

test("the builder's plan opened from 'How do I get there' plans towards the explored build's speed", async ({
  page,
  browser,
}) => {
  // Two players sign up and the planner runs three times: longer than one screen's test.
  test.slow();
  const name = `Target ${tag()}`;
  const leader = await (await browser.newContext()).newPage();
  await registerAndVerify(leader);
  // 5 (guild) + 7 + 4 (rune) + 6 = 22% ATK SPD: 2 × 0.78 ÷ 1.04 = 1.5000.
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

  // The player's own goal stays the default 0.25, which nothing in the inventory reaches.
  await playerWithSpeedItems(page);
  const mine = await saveHunter(page, 0, { hunterName: "My Archer", general: { hunterClass: "Archer" } });

  await page.goto("/explore/leaderboards?class=Archer");
  const row = page.getByRole("listitem").filter({ hasText: name });
  await row.getByRole("button", { name: "How do I get there" }).click();
  const dialog = page.getByRole("dialog", { name: `How to reach ${name}` });
  await expect(dialog).toContainText("Goal: an actual ATK SPD of 1.5000");
  await expect(dialog).toContainText("Reachable with 2 swaps from your inventory:");
  await expect(dialog).toContainText("Actual ATK SPD after the swaps: 1.4808");

  await dialog.getByRole("link", { name: "Open this hunter in the builder's plan" }).click();
  await expect(page).toHaveURL(new RegExp(`/builder\\?hunter=${mine.id}&goal=1\\.5#plan$`));
  await new BuilderPage(page).ready();
  const plan = page.locator("#plan");
  await expect(plan).toContainText("Goal of the build you explored: 1.5000");
  await expect(plan.getByText(messages.goalReachable(2)).first()).toBeVisible();
  const first = plan.getByRole("article", { name: "Plan 1: 2 swaps" });
  await expect(first).toContainText("1.4808");
  await expect(first).toContainText("Ring");
  await expect(first).toContainText("Necklace");

  // The hunter's own goal is one tap away, and the plan answers for it again.
  await plan.getByRole("button", { name: "Plan for this hunter's own goal (0.2500)" }).click();
  await expect(plan.getByText(messages.planUnreachable).first()).toBeVisible();
  await expect(plan).not.toContainText("Goal of the build you explored");
});
