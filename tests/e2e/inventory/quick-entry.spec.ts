import { expect, type Locator, type Page, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { addItem } from "../support/inventory-api.ts";
import { expectNoOverflowOnPhone, PHONE } from "../support/overflow.ts";
import { InventoryPage } from "./inventory-page.ts";

// Quick entry (docs/product.md#quick-entry): 'Save and add another', the attribute type-ahead, Enter from
// field to field, and "Add a copy".

// Presses a key and expects the focus to land on `where`.
async function press(page: Page, key: string, where: Locator) {
  await page.keyboard.press(key);
  await expect(where).toBeFocused();
}

for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
  test(`a player types three Rings with the keyboard alone: Enter, the type-ahead, Save and add another (${viewport.width} px)`, async ({
    page,
  }) => {
    // Three items typed key by key.
    test.slow();
    await registerAndVerify(page);
    await page.setViewportSize(viewport);
    const inventory = new InventoryPage(page);
    await inventory.goto();

    await inventory.addButton().focus();
    await page.keyboard.press("Enter");
    const dialog = inventory.dialog();
    await expect(dialog.getByRole("heading", { name: messages.addItemTitle })).toBeVisible();
    const type = dialog.getByLabel("Item Type", { exact: true });
    const rarity = dialog.getByLabel("Rarity", { exact: true });
    const quality = dialog.getByLabel("Quality", { exact: true });
    const stat = (n: number) => dialog.getByRole("combobox", { name: `Attribute ${n}`, exact: true });
    const value = (n: number) => dialog.getByLabel(`Attribute ${n} value`, { exact: true });
    const rune = dialog.getByLabel("Rune Type", { exact: true });
    const engraved = dialog.getByLabel("Engraved");

    // The first item: each choice typed, Enter to the next field.
    await press(page, "Tab", type);
    await page.keyboard.type("Ring");
    await press(page, "Enter", rarity);
    await page.keyboard.type("Rare");
    await press(page, "Enter", quality);
    await page.keyboard.type("Fine");
    await press(page, "Enter", stat(1));
    await page.keyboard.type("crit d");
    await expect(dialog.getByRole("listbox").getByRole("option", { name: "Crit Damage" })).toBeVisible();
    await expect(stat(1)).toHaveAttribute("aria-expanded", "true");
    await press(page, "Enter", value(1));
    await expect(stat(1)).toHaveValue("Crit Damage");
    await page.keyboard.type("3");
    await press(page, "Enter", stat(2));
    await page.keyboard.type("hp");
    await press(page, "Enter", value(2));
    await page.keyboard.type("4");
    await press(page, "Enter", rune);
    await press(page, "Enter", engraved);
    // The last field: Enter saves, and the dialog stays for the next Ring, its first stat focused.
    await press(page, "Enter", stat(1));
    await expect(
      dialog.getByText("1 item saved. The next one keeps its type, rarity and quality."),
    ).toBeVisible();
    await expect(type).toHaveValue("Ring");
    await expect(rarity).toHaveValue("Rare");
    await expect(quality).toHaveValue("Fine");
    await expect(stat(1)).toHaveValue("");
    await expect(value(1)).toHaveValue("");
    // Behind the dialog (hidden from assistive technology while it is open), the count has moved.
    await expect(page.getByRole("heading", { level: 1, includeHidden: true })).toHaveText(
      "Inventory (1 / 200)",
    );

    // The second: a stat that names nothing stays in its field, Escape closes only the list.
    await page.keyboard.type("zzz");
    await expect(dialog.getByText("No attribute matches “zzz”.")).toBeVisible();
    await press(page, "Enter", stat(1));
    await page.keyboard.press("Escape");
    await expect(stat(1)).toHaveAttribute("aria-expanded", "false");
    await expect(dialog).toBeVisible();
    // Arrows move through the matches: "dam" lists Damage to Monsters, then Damage Reduction.
    await page.keyboard.type("dam");
    await page.keyboard.press("ArrowDown");
    await expect(
      dialog.getByRole("listbox").getByRole("option", { name: "Damage Reduction", selected: true }),
    ).toBeVisible();
    await press(page, "Enter", value(1));
    await expect(stat(1)).toHaveValue("Damage Reduction");
    await page.keyboard.type("2");
    await press(page, "Enter", stat(2));
    await page.keyboard.type("atk s");
    await press(page, "Tab", value(2));
    await expect(stat(2)).toHaveValue("ATK SPD");
    await page.keyboard.type("1");
    await press(page, "Enter", rune);
    await press(page, "Enter", engraved);
    await page.keyboard.press("Space");
    await press(page, "Enter", stat(1));
    await expect(
      dialog.getByText("2 items saved. The next one keeps its type, rarity and quality."),
    ).toBeVisible();

    // The third, through the button itself, reached with Tab.
    await page.keyboard.type("evasion");
    await press(page, "Enter", value(1));
    await page.keyboard.type("4");
    const another = dialog.getByRole("button", { name: "Save and add another" });
    await press(page, "Tab", stat(2));
    await press(page, "Tab", value(2));
    await press(page, "Tab", rune);
    await press(page, "Tab", engraved);
    await press(page, "Tab", dialog.getByRole("button", { name: "Cancel" }));
    await press(page, "Tab", another);
    await expectNoOverflowOnPhone(page, "the add-item dialog");
    await page.keyboard.press("Enter");
    await expect(
      dialog.getByText("3 items saved. The next one keeps its type, rarity and quality."),
    ).toBeVisible();
    await expect(stat(1)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await expect(inventory.title()).toHaveText("Inventory (3 / 200)");
    const rings = inventory.cards();
    await expect(rings).toHaveCount(3);
    await expect(rings.nth(0)).toContainText("Evasion+4%");
    await expect(rings.nth(1)).toContainText("Damage Reduction+2%");
    await expect(rings.nth(1)).toContainText("ATK SPD+1%");
    await expect(rings.nth(1)).toContainText("Engraved");
    await expect(rings.nth(2)).toContainText("Crit Damage+3%");
    await expect(rings.nth(2)).toContainText("HP+4%");
    for (const n of [0, 1, 2]) await expect(rings.nth(n)).toHaveAccessibleName("Rare Ring");
  });

  test(`a player adds copies of an item until the inventory is full (${viewport.width} px)`, async ({
    page,
  }) => {
    // 198 items to draw.
    test.slow();
    await registerAndVerify(page);
    await page.setViewportSize(viewport);
    // 197 plain Hats in one import, then the item to copy.
    const origin = new URL(page.url()).origin;
    const hats = Array.from({ length: 197 }, () => ({ itemType: "Hat", rarity: "Normal", quality: "Worn" }));
    const imported = await page.request.post("/api/inventory/import", {
      data: { items: hats },
      headers: { Origin: origin },
    });
    expect(imported.status(), await imported.text()).toBe(201);
    await addItem(page, {
      itemType: "Weapon",
      rarity: "Ultimate",
      quality: "Flawless",
      itemName: "Dawnbreaker",
      skillLevel: 2,
      runeType: "ATK SPD",
      runeValue: 3,
      engraved: true,
    });
    const inventory = new InventoryPage(page);
    await inventory.goto();
    await expect(inventory.title()).toHaveText("Inventory (198 / 200)");

    const copies = inventory.card("Ultimate Dawnbreaker");
    await copies.getByRole("button", { name: "Add a copy of Dawnbreaker" }).click();
    await expect(page.getByText("Copy added.")).toBeVisible();
    await expect(inventory.title()).toHaveText("Inventory (199 / 200)");
    await expect(copies).toHaveCount(2);
    for (const n of [0, 1]) {
      await expect(copies.nth(n)).toContainText("Level 2");
      await expect(copies.nth(n)).toContainText("ATK SPD +3%");
      await expect(copies.nth(n)).toContainText("Engraved");
    }

    // The last place: then every copy button and Add Item are locked, titled as the spec says.
    await copies.nth(1).getByRole("button", { name: "Add a copy of Dawnbreaker" }).click();
    await expect(inventory.title()).toHaveText("Inventory (200 / 200)");
    await expect(copies).toHaveCount(3);
    const copy = copies.first().getByRole("button", { name: "Add a copy of Dawnbreaker" });
    await expect(copy).toBeDisabled();
    await expect(copy).toHaveAttribute("title", messages.inventoryFull);
    await expect(inventory.addButton()).toBeDisabled();
  });
}
