import { expect, test } from "@playwright/test";
import { registerAndVerify } from "../support/fixtures.ts";
import { InventoryPage } from "./inventory-page.ts";
import { languageDataRequests } from "./language-data.ts";

// Add from screenshots (docs/product.md#add-items-from-screenshots) for a player of German game terms: a
// screenshot whose names are German (Betäubungswiderstand, Krit-Chance) is read with the English and the
// German language data. The screenshot is the item-scan bench's drawing of Heroic gloves in German
// (bench/support/item-corpus/screen.ts), tests/e2e/fixtures/scan/gloves-de.jpg.

for (const width of [1280, 390]) {
  test(`a player of German game terms adds gloves from a German screenshot, at ${width} px`, async ({
    page,
  }) => {
    // The engine's first download (both languages) and one read on a shared core.
    test.slow();
    // The engine's language data the page asked for: German game terms need the German data beside English.
    const languageData = languageDataRequests(page);
    await registerAndVerify(page);
    await page.getByRole("link", { name: "Settings" }).click();
    await page.getByLabel("Language", { exact: true }).selectOption("de");
    await expect(page.getByRole("heading", { name: "Darstellung und Sitzung" })).toBeVisible();
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    const inventory = new InventoryPage(page);
    await page.goto("/inventory");
    await expect(inventory.title()).toHaveText("Inventar (0 / 200)");

    await page.getByRole("button", { name: "Aus Screenshots hinzufügen" }).click();
    const dialog = page.getByRole("dialog", { name: "Aus Screenshots hinzufügen" });
    await dialog.getByLabel(/Screenshots auswählen/).setInputFiles("tests/e2e/fixtures/scan/gloves-de.jpg");
    await expect(dialog.getByRole("status")).toHaveText("1 Screenshot gelesen.", { timeout: 100_000 });
    expect(languageData.sort()).toEqual(["deu.traineddata.gz", "eng.traineddata.gz"]);

    const item = dialog
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Gegenstand 1", exact: true }) });
    await expect(item.getByLabel("Gegenstandstyp", { exact: true })).toHaveValue("Gloves");
    await expect(item.getByLabel("Seltenheit", { exact: true })).toHaveValue("Heroic");
    await expect(item.getByLabel("Qualität", { exact: true })).toHaveValue("Exquisite");
    for (const [row, value] of ["4", "2", "4", "4"].entries())
      await expect(item.getByLabel(`Wert von Attribut ${row + 1}`, { exact: true })).toHaveValue(value);
    await item.getByRole("button", { name: "Bestätigen" }).click();
    await dialog.getByRole("button", { name: "1 Gegenstand speichern" }).click();
    await expect(dialog).toBeHidden();

    await expect(inventory.title()).toHaveText("Inventar (1 / 200)");
    const gloves = page.getByRole("article", { name: "Handschuhe (Heroisch)", exact: true });
    await expect(gloves).toContainText("Exquisit");
    for (const name of ["Fertigkeitsschaden", "Betäubungswiderstand", "Elementarwiderstand", "Krit-Chance"])
      await expect(gloves).toContainText(name);
  });
}
