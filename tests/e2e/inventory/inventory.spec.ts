import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { InventoryPage } from "./inventory-page.ts";

test("a player adds items of several kinds, filters them by attributes and deletes one", async ({ page }) => {
  await registerAndVerify(page);
  const inventory = new InventoryPage(page);
  await inventory.goto();
  await expect(inventory.title()).toHaveText("Inventory (0 / 200)");
  await expect(page.getByText(messages.inventoryEmpty)).toBeVisible();
  await expect(page.getByText(messages.inventoryEmptyHint)).toBeVisible();

  await inventory.addItem({
    type: "Ring",
    rarity: "Rare",
    quality: "Fine",
    attributes: [
      ["ATK", "4"],
      ["HP", "3"],
    ],
  });
  await expect(inventory.card("Rare Ring")).toContainText("ATK+4%");

  // A special item fills its attributes and base speed from the game data and locks them.
  await inventory.addButton().click();
  await inventory.fillItem({ type: "Weapon", rarity: "Ultimate", quality: "Flawless", name: "Dawnbreaker" });
  const dialog = inventory.dialog();
  await expect(dialog.getByRole("heading", { name: messages.addItemTitle })).toBeVisible();
  await expect(dialog.getByLabel("Base Attack Speed")).toBeDisabled();
  await expect(dialog.getByLabel("Base Attack Speed")).toHaveValue("1.80");
  await expect(dialog.getByLabel("Attribute 1", { exact: true })).toBeDisabled();
  await expect(dialog.getByLabel("Attribute 2", { exact: true })).toHaveValue("ATK SPD");
  await dialog.getByLabel("Skill Level").selectOption({ index: 1 });
  await expect(dialog.getByRole("switch", { name: "Inheritable" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Save Item" }).click();
  await expect(dialog).toBeHidden();
  const dawnbreaker = inventory.card("Ultimate Dawnbreaker");
  await expect(dawnbreaker).toContainText("Level 2");
  await expect(dawnbreaker).toContainText("1.80");

  await inventory.addItem({
    type: "Boots",
    rarity: "Heroic",
    quality: "Worn",
    attributes: [
      ["ATK SPD", "5"],
      ["Evasion", "4"],
      ["DEF", "2"],
    ],
    rune: ["ATK SPD", "2,5"],
    engraved: true,
  });
  const boots = inventory.card("Heroic Boots");
  await expect(boots).toContainText("Engraved");
  await expect(boots).toContainText("ATK SPD +2.5%");

  // Without a quality nothing is saved and nothing is said.
  await inventory.addButton().click();
  await inventory.fillItem({ type: "Hat", rarity: "Normal" });
  await dialog.getByRole("button", { name: "Save Item" }).click();
  await expect(dialog).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(inventory.title()).toHaveText("Inventory (3 / 200)");

  const filters = await inventory.openFilters();
  await inventory.chip("Attributes", "ATK", filters).click();
  await inventory.chip("Attributes", "ATK SPD", filters).click();
  await expect(inventory.groupHeadings()).toHaveText(["2 / 2 Attribute Matches", "1 / 2 Attribute Matches"]);
  await expect(
    page.getByRole("region", { name: "2 / 2 Attribute Matches" }).getByRole("article"),
  ).toHaveCount(1);
  await expect(
    page.getByRole("region", { name: "1 / 2 Attribute Matches" }).getByRole("article"),
  ).toHaveCount(2);
  await inventory.chip("Item Type", "Boots", filters).click();
  await expect(inventory.cards()).toHaveCount(1);
  await inventory.chip("Quality", "Fine", filters).click();
  await expect(page.getByText(messages.inventoryEmpty)).toBeVisible();
  await filters.getByRole("button", { name: "Clear Filters" }).click();
  await expect(inventory.cards()).toHaveCount(3);
  await expect(inventory.groupHeadings()).toHaveCount(0);

  await inventory.card("Rare Ring").getByRole("button", { name: "Delete Ring" }).click();
  const confirm = page.getByRole("dialog", { name: messages.deleteItemTitle });
  await expect(confirm).toContainText(messages.deleteItemConfirm);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(inventory.card("Rare Ring")).toHaveCount(0);
  await expect(inventory.title()).toHaveText("Inventory (2 / 200)");
  await page.reload();
  await expect(inventory.title()).toHaveText("Inventory (2 / 200)");
});

test("a full inventory refuses new items", async ({ page }) => {
  await registerAndVerify(page);
  const origin = new URL(page.url()).origin;
  const add = () =>
    page.request.post("/api/inventory", {
      data: { itemType: "Belt", rarity: "Normal", quality: "Worn", attributes: [{ type: "HP", value: 1 }] },
      headers: { Origin: origin },
    });
  for (let batch = 0; batch < 20; batch++) {
    const responses = await Promise.all(Array.from({ length: 10 }, add));
    for (const response of responses) expect(response.status()).toBe(201);
  }
  const inventory = new InventoryPage(page);
  await inventory.goto();
  await expect(inventory.title()).toHaveText("Inventory (200 / 200)");
  await expect(inventory.addButton()).toBeDisabled();
  await expect(inventory.addButton()).toHaveAttribute("title", messages.inventoryFull);
});
