import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { registerAndVerify } from "../support/fixtures.ts";
import { InventoryPage } from "./inventory-page.ts";

// Export, import and bulk actions of the inventory (docs/product.md#inventory-export-and-import, #bulk-actions).

// A player's own spreadsheet, saved by a German Excel: semicolons, decimal commas, columns named their way
// (two the guess cannot know), values within each rarity's attributeMax, and one row this lodge has no
// rarity for.
const SHEET = [
  "Type;Rarity;Quality;Attribute 1;Attribute 1 Value;Stat 2;Wert 2;Engraved",
  ...Array.from({ length: 12 }, (_, i) =>
    i % 2 === 0
      ? `Ring;Rare;Fine;ATK;${(i % 4) + 1};HP;3;no`
      : `Boots;Heroic;Worn;ATK SPD;${(i % 4) + 1};Evasion;2;yes`,
  ),
  "Ring;Mythic;Fine;ATK;5;;;",
].join("\r\n");

test("a player imports a spreadsheet, exports the inventory, bulk-deletes 10 items and imports the export again", async ({
  page,
}) => {
  await registerAndVerify(page);
  const inventory = new InventoryPage(page);
  await inventory.goto();

  await page.getByRole("button", { name: "Import", exact: true }).click();
  const dialog = inventory.dialog();
  await dialog.getByLabel("File").setInputFiles({
    name: "my-items.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(SHEET, "utf8"),
  });
  // The columns the guess could not name are left for the player, once.
  await expect(dialog.getByText("Choose the columns that hold Item Type, Rarity and Quality.")).toHaveCount(
    0,
  );
  await dialog.getByLabel("Column “Stat 2”").selectOption({ label: "Attribute 2" });
  await dialog.getByLabel("Column “Wert 2”").selectOption({ label: "Attribute 2 Value" });
  await expect(dialog.getByText("12 items will be added.")).toBeVisible();
  await expect(dialog.getByText("1 row will not be imported:")).toBeVisible();
  await expect(
    dialog.getByText("Row 14: its item type, rarity or quality is missing or unknown here."),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Import 12 items" }).click();
  await expect(dialog).toBeHidden();
  await expect(inventory.title()).toHaveText("Inventory (12 / 200)");
  await expect(inventory.cards().first()).toContainText("ATK+1%");
  await expect(inventory.cards().first()).toContainText("HP+3%");

  // Export: every item, the columns named with their keys.
  await page.getByRole("button", { name: "Export", exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    inventory.dialog().getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^hunter-lodge-inventory-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = await readFile((await download.path()) ?? "", "utf8");
  const lines = exported.trim().split(/\r\n/);
  expect(lines[0]).toContain("Item Type [itemType],Rarity [rarity],Quality [quality]");
  expect(lines).toHaveLength(13);
  await inventory.dialog().getByRole("button", { name: "Close" }).click();

  // Bulk: a shift-click range, all matching the filters, two unticked: ten to delete.
  const boxes = page.getByRole("checkbox", { name: /^Select / });
  await boxes.nth(0).check();
  await boxes.nth(2).click({ modifiers: ["Shift"] });
  const bulk = page.getByRole("toolbar", { name: "Selected items" });
  await expect(bulk.getByText("3 selected")).toBeVisible();
  await expect(boxes.nth(1)).toBeChecked();
  await bulk.getByRole("button", { name: "Select all matching the filters" }).click();
  await expect(bulk.getByText("12 selected")).toBeVisible();
  await boxes.nth(0).uncheck();
  await boxes.nth(1).uncheck();
  await expect(bulk.getByText("10 selected")).toBeVisible();
  await bulk.getByRole("button", { name: "Delete selected" }).click();
  const confirm = inventory.dialog();
  await expect(confirm.getByText("Delete 10 items? This action cannot be undone.")).toBeVisible();
  await confirm.getByRole("button", { name: "Delete 10 items" }).click();
  await expect(confirm).toBeHidden();
  await expect(inventory.title()).toHaveText("Inventory (2 / 200)");

  // The export comes back in whole: every column found by its key, nothing to map, nothing refused.
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await inventory
    .dialog()
    .getByLabel("File")
    .setInputFiles({
      name: download.suggestedFilename(),
      mimeType: "text/csv",
      buffer: Buffer.from(exported, "utf8"),
    });
  await expect(inventory.dialog().getByText("12 items will be added.")).toBeVisible();
  await expect(inventory.dialog().getByText(/will not be imported/)).toHaveCount(0);
  await inventory.dialog().getByRole("button", { name: "Import 12 items" }).click();
  await expect(inventory.dialog()).toBeHidden();
  await expect(inventory.title()).toHaveText("Inventory (14 / 200)");
});

test("a file that is too large or not UTF-8 is refused with its reason", async ({ page }) => {
  await registerAndVerify(page);
  const inventory = new InventoryPage(page);
  await inventory.goto();
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const file = inventory.dialog().getByLabel("File");
  await file.setInputFiles({
    name: "huge.csv",
    mimeType: "text/csv",
    buffer: Buffer.alloc(10 * 1024 * 1024, "a"),
  });
  await expect(inventory.dialog().getByRole("alert")).toContainText("larger than 1 MB");
  await file.setInputFiles({
    name: "latin1.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("Item Type;Qualit\xe4t\r\nRing;Fine", "latin1"),
  });
  await expect(inventory.dialog().getByRole("alert")).toContainText("not UTF-8 text");
  await expect(inventory.dialog().getByRole("button", { name: "Import 0 items" })).toBeDisabled();
});
