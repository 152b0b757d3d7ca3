import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { BuilderPage } from "../builder/builder-page.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { addItem } from "../support/inventory-api.ts";
import { InventoryPage } from "./inventory-page.ts";

test("items chosen in the builder's search go into the build and are used up by 'Save & Delete Items'", async ({
  page,
}) => {
  await registerAndVerify(page);
  await addItem(page, {
    itemType: "Ring",
    rarity: "Legendary",
    quality: "Flawless",
    attributes: [
      { type: "ATK SPD", value: 6 },
      { type: "Crit Rate", value: 4 },
    ],
    runeType: "ATK",
    runeValue: 3,
    engraved: true,
  });
  await addItem(page, {
    itemType: "Weapon",
    rarity: "Ultimate",
    quality: "Fine",
    itemName: "Dawnbreaker",
    skillLevel: 3,
  });
  await addItem(page, {
    itemType: "Hat",
    rarity: "Rare",
    quality: "Worn",
    attributes: [{ type: "HP", value: 4 }],
  });

  const builder = new BuilderPage(page);
  await builder.gotoSlot(0);
  await page.getByRole("button", { name: "Search Inventory" }).click();
  const search = page.getByRole("dialog", { name: "Search Inventory" });
  await expect(search.getByRole("article")).toHaveCount(3);

  const inventory = new InventoryPage(page);
  await search.getByRole("button", { name: /^Filters/ }).click();
  await inventory.chip("Attributes", "ATK SPD", search).click();
  await inventory.chip("Attributes", "Crit Rate", search).click();
  await expect(search.getByRole("heading", { name: /Attribute Matches$/ })).toHaveText([
    "2 / 2 Attribute Matches",
    "1 / 2 Attribute Matches",
  ]);
  await inventory.chip("Item Type", "Belt", search).click();
  await expect(search.getByText(messages.noItemsMatch)).toBeVisible();
  await search.getByRole("button", { name: "Clear Filters" }).click();

  await search.getByRole("button", { name: "Equip Ring" }).click();
  await expect(page.getByText(messages.itemAddedToBuild)).toBeVisible();
  await search.getByRole("button", { name: "Equip Dawnbreaker" }).click();
  // Equipped, it says so to a screen reader too, and a second press does nothing.
  const equipped = search.getByRole("button", { name: "Equipped: Dawnbreaker" });
  await expect(equipped).toHaveText("Equipped");
  await expect(equipped).toBeDisabled();
  await expect(equipped).toBeFocused();
  await expect(search.getByRole("button", { name: "Equip Dawnbreaker" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(search).toBeHidden();

  await builder.open("Items");
  const ring = builder.card("Ring");
  await expect(builder.field("Rarity", ring)).toHaveValue("Legendary");
  await expect(builder.field("Quality", ring)).toHaveValue("Flawless");
  await expect(ring.getByLabel("Attribute 1", { exact: true })).toHaveValue("ATK SPD");
  await expect(ring.getByLabel("Attribute 1 value", { exact: true })).toHaveValue("6");
  await expect(ring.getByLabel("Engraved")).toBeChecked();
  const weapon = builder.card("Weapon");
  await expect(builder.field("Item Name", weapon)).toHaveValue("Dawnbreaker");
  await expect(builder.field("Skill Level", weapon)).toHaveValue("3");

  await builder.saveButton().click();
  const ask = page.getByRole("dialog", { name: messages.consumeItemsTitle });
  await expect(ask).toContainText(messages.consumeItemsMessage(2));
  await ask.getByRole("button", { name: "Save & Delete 2 Items" }).click();
  await expect(page.getByText(messages.hunterSaved)).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/");

  await inventory.goto();
  await expect(inventory.title()).toHaveText("Inventory (1 / 200)");
  await expect(inventory.cards()).toHaveCount(1);
  await expect(inventory.card("Rare Hat")).toBeVisible();
});

test("'Save Only' keeps the equipped items in the inventory", async ({ page }) => {
  await registerAndVerify(page);
  await addItem(page, {
    itemType: "Boots",
    rarity: "Heroic",
    quality: "Fine",
    attributes: [{ type: "Evasion", value: 5 }],
  });
  const builder = new BuilderPage(page);
  await builder.gotoSlot(0);
  await page.getByRole("button", { name: "Search Inventory" }).click();
  await page.getByRole("button", { name: "Equip Boots" }).click();
  await expect(page.getByText(messages.itemAddedToBuild)).toBeVisible();
  await page.keyboard.press("Escape");
  await builder.saveButton().click();
  await page.getByRole("button", { name: messages.saveOnly }).click();
  await expect(page.getByText(messages.hunterSaved)).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/");
  const inventory = new InventoryPage(page);
  await inventory.goto();
  await expect(inventory.title()).toHaveText("Inventory (1 / 200)");
});

test("the safe choice leads the save's question: 'Save Only' first and focused, the delete naming its count", async ({
  page,
}) => {
  await registerAndVerify(page);
  await addItem(page, { itemType: "Boots", rarity: "Heroic", attributes: [{ type: "Evasion", value: 5 }] });
  await addItem(page, { itemType: "Belt", rarity: "Rare", attributes: [{ type: "HP", value: 3 }] });
  await addItem(page, { itemType: "Hat", rarity: "Rare", attributes: [{ type: "HP", value: 2 }] });
  const builder = new BuilderPage(page);
  await builder.gotoSlot(0);
  await page.getByRole("button", { name: "Search Inventory" }).click();
  await page.getByRole("button", { name: "Equip Boots" }).click();
  await expect(page.getByText(messages.itemAddedToBuild)).toBeVisible();
  await page.getByRole("button", { name: "Equip Belt" }).click();
  await page.keyboard.press("Escape");
  await builder.saveButton().click();

  const ask = page.getByRole("dialog", { name: messages.consumeItemsTitle });
  await expect(ask.getByRole("button", { name: /Save/ })).toHaveText([
    messages.saveOnly,
    "Save & Delete 2 Items",
  ]);
  await expect(ask.getByRole("button", { name: messages.saveOnly })).toBeFocused();
  // Enter takes the default: the build is saved and every item stays.
  await page.keyboard.press("Enter");
  await expect(page.getByText(messages.hunterSaved)).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/");
  const inventory = new InventoryPage(page);
  await inventory.goto();
  await expect(inventory.title()).toHaveText("Inventory (3 / 200)");
});
