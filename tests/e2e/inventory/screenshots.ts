// Screenshots of the inventory, its filters, the add-item dialog and the builder's search (issue 6), desktop
// and phone:   node_modules/.bin/tsx tests/e2e/inventory/screenshots.ts [baseURL]   (a running server,
// e.g. tests/e2e/serve.mjs). Files land in screenshots/ (git-ignored).
import type { APIRequestContext, Browser, Page } from "playwright-core";
import { baseURL, headers, out, signUp, viewports, withBrowser } from "../support/screenshots.ts";

async function shot(page: Page, name: string, fullPage = false) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}${name}.png`, fullPage });
  console.log(`screenshots/${name}.png`);
}

const attrs = (...pairs: [string, number][]) => pairs.map(([type, value]) => ({ type, value }));
const ITEMS = [
  {
    itemType: "Belt",
    rarity: "Superior",
    quality: "Worn",
    attributes: attrs(["HP", 6], ["DEF", 3], ["Gold Gain", 4]),
  },
  { itemType: "Hat", rarity: "Rare", quality: "Fine", attributes: attrs(["HP", 9], ["Skill Damage", 3]) },
  {
    itemType: "Boots",
    rarity: "Heroic",
    quality: "Exquisite",
    attributes: attrs(["ATK SPD", 5], ["Evasion", 4], ["DEF", 2], ["Movement Speed", 3]),
    runeType: "ATK SPD",
    runeValue: 2.5,
    engraved: true,
  },
  {
    itemType: "Ring",
    rarity: "Ultimate",
    quality: "Masterwork",
    itemName: "Ouroboros Ring",
    skillLevel: 2,
    engraved: true,
  },
  {
    itemType: "Necklace",
    rarity: "Legendary",
    quality: "Flawless",
    attributes: attrs(["Crit Rate", 6], ["Crit Damage", 12], ["ATK", 8], ["HP", 10], ["ATK SPD", 3]),
    runeType: "Crit Rate",
    runeValue: 4,
    inheritable: true,
  },
  {
    itemType: "Weapon",
    rarity: "Ultimate",
    quality: "Flawless",
    itemName: "Dawnbreaker",
    skillLevel: 3,
    runeType: "ATK",
    runeValue: 5,
    weaponRuneType: "Rune of Haste",
    weaponRuneLevel: 3,
    engraved: true,
    inheritable: true,
  },
  { itemType: "Gloves", rarity: "Normal", quality: "Worn", attributes: attrs(["ATK", 2]) },
  {
    itemType: "Armor",
    rarity: "Legendary",
    quality: "Exquisite",
    attributes: attrs(
      ["HP", 14],
      ["DEF", 9],
      ["Damage Reduction", 4],
      ["Block Rate", 3],
      ["PvP Damage Reduction", 5],
    ),
  },
  {
    itemType: "Weapon",
    rarity: "Heroic",
    quality: "Fine",
    attributes: attrs(["ATK", 9], ["ATK SPD", 4], ["Crit Rate", 2]),
    baseAtkSpd: "1,9",
  },
];

async function seed(request: APIRequestContext) {
  await signUp(request, "i");
  for (const item of ITEMS) {
    const response = await request.post("/api/inventory", { data: item, headers });
    if (response.status() !== 201) throw new Error(`item: ${response.status()} ${await response.text()}`);
  }
  const filters = {
    itemType: [],
    rarity: [],
    quality: [],
    attributes: ["ATK SPD", "Crit Rate"],
    inheritable: false,
  };
  await request.post("/api/presets", { data: { name: "Speed crit", filters }, headers });
  await request.post("/api/presets", {
    data: { name: "Tanky", filters: { ...filters, attributes: ["HP", "DEF"] } },
    headers,
  });
}

async function run(browser: Browser) {
  const context = await browser.newContext({ baseURL, viewport: viewports.desktop });
  await seed(context.request);
  const page = await context.newPage();
  for (const kind of ["desktop", "phone"] as const) {
    await page.setViewportSize(viewports[kind]);
    await page.goto("/inventory");
    await page.getByRole("article").first().waitFor();
    await shot(page, `inventory-${kind}-list`, kind === "desktop");
    await page.getByRole("button", { name: /^Filters/ }).click();
    await page.getByRole("button", { name: "Speed crit", exact: true }).click();
    await shot(page, `inventory-${kind}-filters`, true);
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await page.getByRole("button", { name: /^Filters/ }).click();

    await page.getByRole("button", { name: "Add Item", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Item Type", { exact: true }).selectOption("Weapon");
    await dialog.getByLabel("Rarity", { exact: true }).selectOption("Legendary");
    await dialog.getByLabel("Quality", { exact: true }).selectOption("Masterwork");
    await shot(page, `inventory-${kind}-add-dialog`);
    await dialog.getByLabel("Item Name", { exact: true }).selectOption("Kingslayer");
    await shot(page, `inventory-${kind}-add-dialog-special`);
    await page.keyboard.press("Escape");

    await page.goto("/builder?slot=0");
    await page.getByRole("button", { name: "Search Inventory" }).click();
    await page.getByRole("dialog").getByRole("article").first().waitFor();
    await shot(page, `inventory-${kind}-search`);
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /^Filters/ })
      .click();
    await page.getByRole("dialog").getByRole("button", { name: "Tanky", exact: true }).click();
    await shot(page, `inventory-${kind}-search-filters`);
    await page.keyboard.press("Escape");
  }
  await context.close();
}

await withBrowser(run);
