import { expect, test } from "@playwright/test";
import { registerAndVerify } from "../support/fixtures.ts";
import { addItem } from "../support/inventory-api.ts";
import { InventoryPage } from "./inventory-page.ts";

// docs/product.md#languages: the inventory in German once the player chooses it in Settings: its own words
// from the inventory catalogue, the game's names (rarities, stats) from the game data's German names, item
// slots in German, and numbers with German marks (decimal comma, "2,5 %").

test("the inventory speaks German: filters, a group heading, the add-item dialog and German numbers", async ({
  page,
}) => {
  await registerAndVerify(page);
  await addItem(page, {
    itemType: "Boots",
    rarity: "Heroic",
    quality: "Worn",
    attributes: [
      { type: "Crit Rate", value: 5 },
      { type: "DEF", value: 2 },
    ],
    runeType: "ATK SPD",
    runeValue: 2.5,
    engraved: true,
  });
  await addItem(page, {
    itemType: "Weapon",
    rarity: "Legendary",
    attributes: [{ type: "ATK", value: 7 }],
    baseAtkSpd: "1,9",
  });

  await page.getByRole("link", { name: "Settings" }).click();
  await page.getByLabel("Language", { exact: true }).selectOption("de");
  await expect(page.getByRole("heading", { name: "Darstellung und Sitzung" })).toBeVisible();
  await page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Inventar" }).click();

  const inventory = new InventoryPage(page);
  await expect(inventory.title()).toHaveText("Inventar (2 / 200)");
  await expect(page.getByText("Deine Gegenstände, bereit zum Ausrüsten im Jäger-Baukasten.")).toBeVisible();

  // Cards: the rarity and slot in German, the rune's percent with a decimal comma, the base speed too.
  const boots = page.getByRole("article", { name: "Stiefel (Heroisch)", exact: true });
  await expect(boots).toContainText("Krit-Chance");
  await expect(boots).toContainText(/ATK SPD \+2,5\u00a0%/);
  await expect(boots).toContainText("Graviert");
  const weapon = page.getByRole("article", { name: "Waffe (Legendär)", exact: true });
  await expect(weapon).toContainText("Basis-ATK SPD");
  await expect(weapon).toContainText("1,9");
  await expect(weapon).toContainText("Nicht graviert");

  // Filters: the panel, its groups and chips in German; an attribute filter groups the cards under a heading.
  await page.getByRole("button", { name: /^Filter/ }).click();
  const filters = page.getByRole("region", { name: "Filter", exact: true });
  await expect(filters.getByRole("heading", { name: "Vorlagen (0 / 3)" })).toBeVisible();
  await expect(filters.getByRole("group", { name: "Seltenheit" })).toBeVisible();
  await expect(filters.getByRole("button", { name: "Legendär", exact: true })).toBeVisible();
  await filters
    .getByRole("group", { name: /^Attribute/ })
    .getByRole("button", { name: "Krit-Chance" })
    .click();
  await expect(page.getByRole("heading", { name: "1 / 1 Attribut-Treffer" })).toBeVisible();
  await expect(page.getByText("1 von 2 Gegenständen angezeigt")).toBeVisible();
  await filters.getByRole("button", { name: "Filter zurücksetzen" }).click();

  // The add-item dialog: its title from the messages catalogue, fields and slots in German; saving adds a card.
  await page.getByRole("button", { name: "Gegenstand hinzufügen", exact: true }).click();
  const dialog = inventory.dialog();
  await expect(
    dialog.getByRole("heading", { name: "Neuen Gegenstand zum Inventar hinzufügen" }),
  ).toBeVisible();
  await dialog.getByLabel("Gegenstandstyp", { exact: true }).selectOption({ label: "Halskette" });
  await dialog.getByLabel("Seltenheit", { exact: true }).selectOption({ label: "Selten" });
  await dialog.getByLabel("Qualität", { exact: true }).selectOption({ label: "Makellos" });
  await expect(dialog.getByRole("group", { name: "Attribute" })).toBeVisible();
  await inventory.typeStat(dialog.getByRole("combobox", { name: "Attribut 1", exact: true }), "Krit-Schaden");
  await dialog.getByLabel("Wert von Attribut 1", { exact: true }).fill("4");
  await dialog.getByRole("button", { name: "Gegenstand speichern" }).click();
  await expect(dialog).toBeHidden();
  const necklace = page.getByRole("article", { name: "Halskette (Selten)", exact: true });
  await expect(necklace).toContainText("Krit-Schaden");
  await expect(necklace).toContainText("+4\u00a0%");
  await expect(inventory.title()).toHaveText("Inventar (3 / 200)");
});
