import { expect, type Page, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { BuilderPage } from "../builder/builder-page.ts";
import { saveHunter } from "../hunters/hunters-api.ts";
import { expectNoSeriousViolations } from "../support/a11y.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { addItem } from "../support/inventory-api.ts";
import { playerWithSpeedItems } from "./speed-items.ts";

// Real game data: trait level 1 (x1.04), guild 5, base speed 2.

async function openPlan(page: Page, hunterId: string) {
  const builder = new BuilderPage(page);
  await builder.gotoHunter(hunterId);
  const plan = page.locator("#plan");
  await plan.getByRole("button", { name: /^Plan/ }).click();
  return { builder, plan };
}

test("a build 17% short gets the two swaps that reach its goal, and Apply puts them in the draft", async ({
  page,
}) => {
  await playerWithSpeedItems(page);
  await addItem(page, { itemType: "Boots", rarity: "Rare", attributes: [{ type: "ATK SPD", value: 3 }] });
  const hunter = await saveHunter(page, 0, { hunterName: "Swift", atkSpdGoal: 1.5 });

  const { builder, plan } = await openPlan(page, hunter.id);
  await expect(plan.getByText(messages.goalReachable(2)).first()).toBeVisible();
  const first = plan.getByRole("article", { name: "Plan 1: 2 swaps" });
  await expect(first).toContainText("Ring");
  await expect(first).toContainText("Necklace");
  await expect(first).toContainText("1.4808");
  await expect(first).toContainText("Overflowing");
  await expectNoSeriousViolations(page, "the Plan panel");
  await first.getByRole("button", { name: "Apply Plan 1: 2 swaps" }).click();
  await expect(page.getByText(messages.planApplied)).toBeVisible();
  await expect(builder.attackSpeed()).toContainText("1.4808");
  await expect(plan.getByText(messages.planGoalMet).first()).toBeVisible();

  await builder.saveButton().click();
  await expect(page.getByRole("dialog", { name: messages.consumeItemsTitle })).toContainText(
    messages.consumeItemsMessage(2),
  );
});

test("a build whose goal only a faster weapon reaches gets the weapon swap", async ({ page }) => {
  await registerAndVerify(page);
  await addItem(page, {
    itemType: "Weapon",
    rarity: "Rare",
    attributes: [{ type: "HP", value: 4 }],
    baseAtkSpd: "1.8",
  });
  await addItem(page, { itemType: "Ring", rarity: "Heroic", attributes: [{ type: "ATK SPD", value: 4 }] });
  const hunter = await saveHunter(page, 0, { hunterName: "Sniper", atkSpdGoal: 1.7 });

  const { plan } = await openPlan(page, hunter.id);
  const first = plan.getByRole("article", { name: "Plan 1: 1 swap" });
  await expect(first).toContainText("Weapon");
  await expect(first).toContainText("1.6442");
});

test("an unreachable goal says how far the best combination falls short and what to farm", async ({
  page,
}) => {
  await registerAndVerify(page);
  await addItem(page, { itemType: "Ring", rarity: "Heroic", attributes: [{ type: "ATK SPD", value: 4 }] });
  const hunter = await saveHunter(page, 0, { hunterName: "Slowpoke", atkSpdGoal: 1.65 });

  const { plan } = await openPlan(page, hunter.id);
  await expect(plan.getByText(messages.planShortBy("5.20%"), { exact: false })).toBeVisible();
  const farm = plan.getByRole("region", { name: messages.planFarmTitle });
  // The farm list names the base speed its values assume
  // (docs/decisions.md#2026-11-25-where-every-number-comes-from).
  await expect(farm.getByRole("listitem")).toHaveText([
    `${messages.planFarmItem("Weapon", "Heroic", true, 6)} (Base speed 2.00)`,
  ]);
  await expectNoSeriousViolations(page, "the Plan panel out of reach");
});
