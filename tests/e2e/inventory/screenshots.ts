// Screenshots of the inventory, its filters, the add-item dialog and the builder's search, desktop
// and phone:   node_modules/.bin/tsx tests/e2e/inventory/screenshots.ts [baseURL]   (a running server,
// e.g. tests/e2e/serve.mjs). Files land in screenshots/ (git-ignored).
import type { Browser, Page } from "playwright-core";
import { baseURL, out, viewports, withBrowser } from "../support/screenshots.ts";
import { seed } from "./screenshot-items.ts";

async function shot(page: Page, name: string, fullPage = false) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}${name}.png`, fullPage });
  console.log(`screenshots/${name}.png`);
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
