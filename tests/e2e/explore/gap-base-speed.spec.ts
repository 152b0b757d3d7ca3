import { expect, test } from "@playwright/test";
import { saveHunter, sharePath } from "../hunters/hunters-api.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { addItem } from "../support/inventory-api.ts";

// docs/product.md#attack-speed: a plan that swaps the weapon names its base speed before and after, and a
// base speed reads with 2 decimals wherever it is shown. Real game data: trait level 1 (x1.04), guild 5,
// base speed 2.

const tag = () => `t${Math.floor(Math.random() * 1e9)}`;

test("'How do I get there' names the base speed a weapon swap brings, and base speeds keep 2 decimals", async ({
  page,
  browser,
}) => {
  // Two players sign up and the planner runs: longer than one screen's test.
  test.slow();
  const name = `Quick ${tag()}`;
  const leader = await (await browser.newContext()).newPage();
  await registerAndVerify(leader);
  // Base 1.8 typed as "1.80", 5 (guild) + 3 = 8% ATK SPD: 1.8 × 0.92 ÷ 1.04 = 1.5923.
  const target = await saveHunter(leader, 0, {
    hunterName: name,
    general: { hunterClass: "Archer" },
    items: {
      Weapon: { rarity: "Rare", attributes: [{ type: "HP", value: 4 }], baseAtkSpd: "1.80" },
      Ring: { rarity: "Heroic", attributes: [{ type: "ATK SPD", value: 3 }] },
    },
  });
  await leader.close();

  // Only the faster weapon and the ring together reach 1.5923: 1.8 × 0.91 ÷ 1.04 = 1.5750.
  await registerAndVerify(page);
  await addItem(page, {
    itemType: "Weapon",
    rarity: "Rare",
    attributes: [{ type: "HP", value: 4 }],
    baseAtkSpd: "1.8",
  });
  await addItem(page, { itemType: "Ring", rarity: "Heroic", attributes: [{ type: "ATK SPD", value: 4 }] });
  await saveHunter(page, 0, { hunterName: "My Archer", general: { hunterClass: "Archer" } });

  await page.goto("/explore/leaderboards?class=Archer");
  const row = page.getByRole("listitem").filter({ hasText: name });
  await row.getByRole("button", { name: "How do I get there" }).click();
  const dialog = page.getByRole("dialog", { name: `How to reach ${name}` });
  await expect(dialog).toContainText("Reachable with 2 swaps from your inventory:");
  await expect(dialog.getByRole("listitem").filter({ hasText: "Weapon:" })).toContainText(
    "Base speed 2.00 → 1.80",
  );
  await expect(dialog).toContainText("Actual ATK SPD after the swaps: 1.5750");
  await page.keyboard.press("Escape");

  // The explored build's page and the inventory write the same base speeds with 2 decimals.
  await page.goto(sharePath(target));
  await expect(page.getByRole("article", { name: "Weapon" })).toContainText("Base ATK SPD: 1.80");
  await page.goto("/inventory");
  await expect(page.getByRole("article", { name: "Rare Weapon" })).toContainText(/Base ATK SPD\s*1\.80/);
});
