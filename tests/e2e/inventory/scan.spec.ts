import { expect, type Locator, test } from "@playwright/test";
import { expectNoSeriousViolations } from "../support/a11y.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { InventoryPage } from "./inventory-page.ts";
import { languageDataRequests } from "./language-data.ts";

// Add from screenshots (docs/product.md#add-items-from-screenshots): three phone screenshots drawn by the
// bench's corpus generator (bench/support/item-corpus), one with its quality line painted over, so the
// reader must leave that field for the player.
const SHOTS = ["ring", "armor", "ring-normal"].map((name) => `tests/e2e/fixtures/scan/${name}.png`);

// The share of a canvas's pixels unlike its first one: 0 for a blank (or not yet drawn) canvas.
const inkOf = (canvas: Locator) =>
  canvas.evaluate(async (element: HTMLCanvasElement) => {
    const copy = new OffscreenCanvas(element.width, element.height);
    const context = copy.getContext("2d");
    if (!context) return 0;
    context.drawImage(await createImageBitmap(element), 0, 0);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    const [r0 = 0, g0 = 0, b0 = 0] = data;
    let unlike = 0;
    for (let i = 0; i < data.length; i += 4) {
      const distance =
        Math.abs((data[i] ?? 0) - r0) + Math.abs((data[i + 1] ?? 0) - g0) + Math.abs((data[i + 2] ?? 0) - b0);
      if (distance > 60) unlike++;
    }
    return unlike / (data.length / 4);
  });

for (const width of [1280, 390]) {
  test(`a player adds three items from screenshots, fixing the one field marked, at ${width} px`, async ({
    page,
  }) => {
    // The engine's first download and three reads on a shared core.
    test.slow();
    // The engine's language data the page asked for: a player of English game terms gets the English only.
    const languageData = languageDataRequests(page);
    await registerAndVerify(page);
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    const inventory = new InventoryPage(page);
    await inventory.goto();

    await page.getByRole("button", { name: "Add from screenshots" }).click();
    const dialog = inventory.dialog();
    await dialog.getByLabel(/Choose screenshots/).setInputFiles(SHOTS);
    await expect(dialog.getByRole("status")).toHaveText("3 screenshots read.", { timeout: 150_000 });
    expect(languageData).toEqual(["eng.traineddata.gz"]);

    const items = dialog.getByRole("region", { name: "Items read" }).getByRole("listitem");
    const item = (n: number) =>
      dialog
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: `Item ${n}`, exact: true }) });
    await expect(items.filter({ has: page.getByRole("heading") })).toHaveCount(3);
    await expect(item(1).getByLabel("Item Type", { exact: true })).toHaveValue("Ring");
    // Beside its fields, the part of the screenshot the item was read from: the panel and its text.
    await expect
      .poll(() => inkOf(item(1).getByRole("img", { name: "Screenshot of item 1" })))
      .toBeGreaterThan(0.05);
    await expect(item(1).getByLabel("Attribute 1 value", { exact: true })).toHaveValue("4");
    // The armor's quality could not be read: marked, and it cannot be confirmed until it is chosen.
    const armor = item(2);
    await expect(armor.getByLabel("Rarity", { exact: true })).toHaveValue("Rare");
    const quality = armor.getByLabel("Quality", { exact: true });
    await expect(quality).toHaveAccessibleDescription("Check this: it was hard to read.");
    await expect(armor.getByRole("button", { name: "Confirm", exact: true })).toBeDisabled();
    // One ring was read clearly: one tap confirms it. The armor's quality chosen, it and the other ring still
    // carry a mark each: looked at, each is confirmed on its own card.
    await expect(dialog.getByRole("button", { name: "Confirm 1 item read clearly" })).toBeVisible();
    await expectNoSeriousViolations(page, `scan review at ${width} px`);

    await quality.selectOption("Worn");
    await expect(quality).not.toHaveAccessibleDescription("Check this: it was hard to read.");
    await dialog.getByRole("button", { name: "Confirm 1 item read clearly" }).click();
    await expect(dialog.getByRole("button", { name: /read clearly/ })).toHaveCount(0);
    const open = dialog.getByRole("button", { name: "Confirm", exact: true });
    await expect(open).toHaveCount(2);
    await open.first().click();
    await expect(open).toHaveCount(1);
    await open.first().click();
    for (const n of [1, 2, 3])
      await expect(item(n).getByRole("button", { name: "Undo confirm" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
    await dialog.getByRole("button", { name: "Save 3 items" }).click();
    await expect(dialog).toBeHidden();

    await expect(inventory.title()).toHaveText("Inventory (3 / 200)");
    await expect(inventory.card("Rare Armor")).toContainText("ATK SPD+4%");
    await expect(inventory.card("Rare Ring")).toContainText("PvP Damage Reduction+4%");
    await expect(inventory.card("Normal Ring")).toContainText("Heal Effectiveness+3%");
  });
}
