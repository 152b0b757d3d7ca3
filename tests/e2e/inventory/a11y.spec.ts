import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { expectNoSeriousViolations } from "../support/a11y.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { InventoryPage } from "./inventory-page.ts";

test("the inventory, its filters, the add dialog and the search have no serious accessibility violation", async ({
  page,
}) => {
  test.slow();
  await registerAndVerify(page);
  const inventory = new InventoryPage(page);
  await inventory.goto();
  await expectNoSeriousViolations(page, "the empty inventory");

  await inventory.addItem({
    type: "Weapon",
    rarity: "Ultimate",
    quality: "Flawless",
    name: "Dawnbreaker",
    rune: ["ATK SPD", "3"],
    engraved: true,
  });
  await inventory.addItem({ type: "Ring", rarity: "Rare", quality: "Worn", attributes: [["HP", "4"]] });
  const filters = await inventory.openFilters();
  await inventory.chip("Attributes", "ATK", filters).click();
  await inventory.chip("Rarity", "Ultimate", filters).click();
  await inventory.savePreset("Strong", filters);
  await expect(page.getByText(messages.presetSaved("Strong"))).toBeVisible();
  await expectNoSeriousViolations(page, "the filtered inventory");

  await inventory.addButton().click();
  await inventory.fillItem({ type: "Weapon", rarity: "Legendary", quality: "Fine", name: "Kingslayer" });
  await expectNoSeriousViolations(page, "the add-item dialog");
  await page.keyboard.press("Escape");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/builder?slot=0");
  await page.getByRole("button", { name: "Search Inventory" }).click();
  const search = page.getByRole("dialog", { name: "Search Inventory" });
  await expect(search.getByRole("article")).toHaveCount(2);
  await search.getByRole("button", { name: /^Filters/ }).click();
  await expectNoSeriousViolations(page, "the inventory search on a phone");
});
