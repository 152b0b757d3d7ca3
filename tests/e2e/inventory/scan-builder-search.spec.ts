import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { BuilderPage } from "../builder/builder-page.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { addItem } from "../support/inventory-api.ts";
import { InventoryPage } from "./inventory-page.ts";

// The builder's Search Inventory (docs/product.md#inventory-search) has "Add from screenshots"
// (docs/product.md#add-items-from-screenshots) beside its filters: an item read from a screenshot and saved
// there is offered at once for its slot, without leaving the build. The screenshot is the bench's drawing of
// a Rare Ring (tests/e2e/fixtures/scan/ring.png, as tests/e2e/inventory/scan.spec.ts reads it).

for (const width of [1280, 390]) {
  test(`a player adds a ring from a screenshot in the builder's search and equips it, at ${width} px`, async ({
    page,
  }) => {
    // The engine's first download and one read on a shared core.
    test.slow();
    await registerAndVerify(page);
    await addItem(page, {
      itemType: "Hat",
      rarity: "Rare",
      quality: "Worn",
      attributes: [{ type: "HP", value: 4 }],
    });
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    const builder = new BuilderPage(page);
    await builder.gotoSlot(0);
    await page.getByRole("button", { name: "Search Inventory" }).click();
    const search = page.getByRole("dialog", { name: "Search Inventory" });
    await expect(search.getByRole("article")).toHaveCount(1);

    await search.getByRole("button", { name: "Add from screenshots" }).click();
    const scan = page.getByRole("dialog", { name: "Add from screenshots" });
    await scan.getByLabel(/Choose screenshots/).setInputFiles("tests/e2e/fixtures/scan/ring.png");
    await expect(scan.getByRole("status")).toHaveText("1 screenshot read.", { timeout: 100_000 });
    const item = scan
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Item 1", exact: true }) });
    await expect(item.getByLabel("Item Type", { exact: true })).toHaveValue("Ring");
    await expect(item.getByLabel("Rarity", { exact: true })).toHaveValue("Rare");
    await item.getByRole("button", { name: "Confirm" }).click();
    await scan.getByRole("button", { name: "Save 1 item" }).click();
    await expect(scan).toBeHidden();

    // Back in the search, still open: the ring is offered, and the Ring filter keeps it alone.
    await expect(search).toBeVisible();
    await expect(search.getByRole("article")).toHaveCount(2);
    const inventory = new InventoryPage(page);
    await search.getByRole("button", { name: /^Filters/ }).click();
    await inventory.chip("Item Type", "Ring", search).click();
    await expect(search.getByRole("article")).toHaveCount(1);
    await expect(search.getByRole("article", { name: "Rare Ring", exact: true })).toContainText(
      "PvP Damage Reduction+4%",
    );
    await search.getByRole("button", { name: "Equip Ring" }).click();
    await expect(page.getByText(messages.itemAddedToBuild)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(search).toBeHidden();

    await builder.open("Items");
    const ring = builder.card("Ring");
    await expect(builder.field("Rarity", ring)).toHaveValue("Rare");
    await expect(ring.getByLabel("Attribute 1 value", { exact: true })).toHaveValue("4");
  });
}
