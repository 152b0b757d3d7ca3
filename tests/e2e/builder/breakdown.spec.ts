import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { saveHunter, sharePath } from "../hunters/hunters-api.ts";
import { expectNoSeriousViolations } from "../support/a11y.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { addItem } from "../support/inventory-api.ts";
import { breakdownBuild } from "./breakdown-build.ts";
import { BuilderPage } from "./builder-page.ts";

// docs/decisions.md#2026-11-25-where-every-number-comes-from: the attack speed and each Build Summary line
// open where they come from, with the build's numbers.
test("the attack speed opens its sources and formula, by click and by keyboard", async ({ page }) => {
  await registerAndVerify(page);
  const hunter = await saveHunter(page, 0, breakdownBuild);
  const builder = new BuilderPage(page);
  await builder.gotoHunter(hunter.id);

  // ATK SPD 6 + 5, the best ATK SPD rune 4 (the weapon's 3 is outranked), guild 5, technology 4,
  // Nimble 3, Purple 15: 42. Actual = 2.5 x (1 - 42/100) / 1.08 = 1.342592...
  const actual = builder.attackSpeed().getByRole("definition").last();
  const shown = "1.3426";
  await expect(actual).toHaveText(shown);
  await actual.getByRole("button", { name: `How the attack speed ${shown} is worked out` }).click();

  const dialog = page.getByRole("dialog", { name: "How the attack speed is worked out" });
  await expect(dialog.getByTestId("atk-spd-formula")).toHaveText(`2.50 × (1 − 42/100) ÷ 1.08 = ${shown}`);
  await expect(dialog.getByRole("row", { name: "Weapon (Legendary): attribute" })).toContainText("+6.00%");
  await expect(dialog.getByRole("row", { name: /Highest ATK SPD rune \(Gloves\)/ })).toContainText(
    "Rune on Weapon (3.00%): outranked, not counted",
  );
  await expect(dialog.getByRole("row", { name: "ATK SPD Rarity: Purple" })).toContainText("+15.00%");
  await expect(dialog.getByRole("row", { name: "ATK SPD bonus, total" })).toContainText("42.00%");
  await expectNoSeriousViolations(page, "attack speed breakdown");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The keyboard opens it too, and the dialog gives focus back when it closes.
  const opener = actual.getByRole("button");
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(opener).toBeFocused();

  // A Build Summary line: its sum opens each item's attribute that makes it.
  const atk = builder.summary().getByRole("button", { name: "Where ATK 7.00% comes from" });
  await atk.focus();
  await page.keyboard.press("Space");
  const line = page.getByRole("dialog", { name: "Where ATK comes from" });
  await expect(line.getByRole("row", { name: "Weapon (Legendary): attribute" })).toContainText("+7.00%");
  await expect(line.getByRole("row", { name: "Total" })).toContainText("7.00%");
});

test("a plan and a fill that swap the weapon name its base speeds, and the farm list the base it counts on", async ({
  page,
}) => {
  await registerAndVerify(page);
  // The inventory's faster weapon reaches 1.2 x (1 - 44/100) / 1.08 = 0.6222.
  await addItem(page, {
    itemType: "Weapon",
    rarity: "Ultimate",
    baseAtkSpd: "1.2",
    attributes: [{ type: "ATK SPD", value: 8 }],
  });
  const reachable = await saveHunter(page, 0, { ...breakdownBuild, atkSpdGoal: 0.7 });
  const builder = new BuilderPage(page);
  await page.goto(`/builder?hunter=${reachable.id}#plan`);
  await builder.ready();
  const plan = page.getByRole("article", { name: /^Plan 1/ });
  await expect(plan).toContainText("Base speed 2.50 → 1.20");

  // No item reaches 0.25: the farm list's values hold for the best build's weapon, base 1.20.
  const out = await saveHunter(page, 1, breakdownBuild);
  await page.goto(`/builder?hunter=${out.id}#plan`);
  await builder.ready();
  await expect(page.getByText("Worked out for a weapon of base speed 1.20")).toBeVisible();

  // Building the first hunter from the inventory swaps its weapon for the faster one: the fill says so.
  await page.goto(sharePath(reachable));
  await page.getByRole("button", { name: messages.fillTitle }).click();
  const fill = page.getByRole("region", { name: messages.fillTitle });
  await expect(fill.getByRole("listitem").filter({ hasText: "Weapon" })).toContainText(
    "Base speed 2.50 → 1.20",
  );
});

// On a phone the breakdown is taller than the window (a 390 × 600 one): its body scrolls, so a keyboard can
// reach it (axe's scrollable-region-focusable) and it fits the window.
test("on a phone the attack speed breakdown scrolls by keyboard and has no serious violation", async ({
  page,
}) => {
  await registerAndVerify(page);
  const hunter = await saveHunter(page, 0, breakdownBuild);
  await page.setViewportSize({ width: 390, height: 600 });
  const builder = new BuilderPage(page);
  await builder.gotoHunter(hunter.id);
  await page.getByRole("button", { name: /Build Summary/ }).click();
  await builder
    .attackSpeed()
    .getByRole("button", { name: "How the attack speed 1.3426 is worked out" })
    .click();
  const dialog = page.getByRole("dialog", { name: "How the attack speed is worked out" });
  await expect(dialog.getByTestId("atk-spd-formula")).toBeVisible();
  await expectNoSeriousViolations(page, "the attack speed breakdown on a phone");

  const body = dialog.locator("[tabindex='0']");
  await body.focus();
  await page.keyboard.press("End");
  await expect(dialog.getByRole("row", { name: "ATK SPD bonus, total" })).toBeInViewport();
});
