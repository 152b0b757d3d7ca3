import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { grantVip } from "../builder/vip.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { addItem } from "../support/inventory-api.ts";
import { expectNoOverflowOnPhone, PHONE } from "../support/overflow.ts";
import { InventoryPage } from "./inventory-page.ts";

// Bulk actions beyond delete (docs/product.md#bulk-actions): export just the ticked items, and (VIP) mark them
// inheritable in one go.

// Six Rings, each known by its HP value (1 to 3) and rarity, newest last: the grid shows the last first.
async function sixRings(page: Page) {
  for (const [rarity, hp] of [
    ["Rare", 1],
    ["Rare", 2],
    ["Rare", 3],
    ["Superior", 1],
    ["Superior", 2],
    ["Superior", 3],
  ] as const) {
    await addItem(page, { itemType: "Ring", rarity, attributes: [{ type: "HP", value: hp }] });
  }
}

for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
  test(`a player shift-selects a range of items and exports just those (${viewport.width} px)`, async ({
    page,
  }) => {
    // A player and six items made through the API first.
    test.slow();
    await registerAndVerify(page);
    await page.setViewportSize(viewport);
    await sixRings(page);
    const inventory = new InventoryPage(page);
    await inventory.goto();
    await expect(inventory.title()).toHaveText("Inventory (6 / 200)");

    // The second to the fifth card: one click, then a shift-click.
    const boxes = page.getByRole("checkbox", { name: /^Select / });
    await boxes.nth(1).click();
    await boxes.nth(4).click({ modifiers: ["Shift"] });
    const bulk = page.getByRole("toolbar", { name: "Selected items" });
    await expect(bulk.getByText("4 selected")).toBeVisible();
    for (const [n, ticked] of [false, true, true, true, true, false].entries()) {
      await expect(boxes.nth(n)).toBeChecked({ checked: ticked });
    }
    await expectNoOverflowOnPhone(page, "the inventory with 4 items ticked");

    await bulk.getByRole("button", { name: "Export selected" }).click();
    const dialog = inventory.dialog();
    await expect(dialog.getByRole("heading", { name: "Export 4 selected items" })).toBeVisible();
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^hunter-lodge-inventory-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await csv.path()) ?? "", "utf8")).trim().split(/\r\n/);
    // The whole export's header, and the four ticked items in the grid's order (newest first).
    expect(lines[0]).toContain("Item Type [itemType],Rarity [rarity],Quality [quality]");
    expect(lines.slice(1).map((line) => line.split(",").slice(0, 2).join(" "))).toEqual([
      "Ring Superior",
      "Ring Superior",
      "Ring Rare",
      "Ring Rare",
    ]);
    const [json] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download JSON" }).click(),
    ]);
    const file = JSON.parse(await readFile((await json.path()) ?? "", "utf8")) as {
      items: { rarity: string; attributes: { type: string; value: number }[] }[];
    };
    expect(file.items.map((item) => `${item.rarity} ${item.attributes[0]?.value}`)).toEqual([
      "Superior 2",
      "Superior 1",
      "Rare 3",
      "Rare 2",
    ]);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    // The selection stays for the next action.
    await expect(bulk.getByText("4 selected")).toBeVisible();
  });

  test(`a VIP marks 5 items inheritable at once, which a free player finds locked (${viewport.width} px)`, async ({
    page,
  }) => {
    // Six items, VIP granted on the command line, three reloads.
    test.slow();
    const user = await registerAndVerify(page);
    await page.setViewportSize(viewport);
    await sixRings(page);
    const inventory = new InventoryPage(page);
    await inventory.goto();

    const bulk = page.getByRole("toolbar", { name: "Selected items" });
    const boxes = page.getByRole("checkbox", { name: /^Select / });
    await boxes.nth(0).click();
    await expect(bulk.getByRole("button", { name: "Set inheritable" })).toBeDisabled();
    await expect(bulk.getByTitle(messages.vipOnlyFeature)).toBeVisible();

    await grantVip(user.email);
    await page.reload();
    await expect(inventory.title()).toHaveText("Inventory (6 / 400)");
    await bulk.getByRole("button", { name: "Select all matching the filters" }).click();
    await boxes.nth(5).click();
    await expect(bulk.getByText("5 selected")).toBeVisible();
    await bulk.getByRole("button", { name: "Set inheritable" }).click();
    await expect(page.getByText("5 items are now inheritable.")).toBeVisible();
    const marked = inventory.cards().filter({ has: page.getByText("Inheritable", { exact: true }) });
    await expect(marked).toHaveCount(5);
    await expect(inventory.cards().nth(5).getByText("Inheritable", { exact: true })).toHaveCount(0);

    // Saved on the server: a reload shows the same five.
    await page.reload();
    await expect(inventory.title()).toHaveText("Inventory (6 / 400)");
    await expect(marked).toHaveCount(5);

    // And cleared again, two of them.
    await boxes.nth(0).click();
    await boxes.nth(1).click({ modifiers: ["Shift"] });
    await bulk.getByRole("button", { name: "Clear inheritable" }).click();
    await expect(page.getByText("2 items are no longer inheritable.")).toBeVisible();
    await expect(marked).toHaveCount(3);
  });
}
