// Screenshots of the inventory, its filters and the add-item dialog in German and Korean
// (docs/product.md#languages), at 1280 and 390 px, dark and light: node_modules/.bin/tsx
// tests/e2e/inventory/i18n-screenshots.ts [baseURL] against a running server (e.g. tests/e2e/serve.mjs).
// Files land in SCREENS_DIR or screenshots/ (git-ignored):
// inventory-<lang>-<desktop|phone>-<dark|light>-<list|filters|add-dialog>.png.
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { baseURL, forEachLook, headers, shot, withBrowser } from "../support/screenshots.ts";
import { seed } from "./screenshot-items.ts";

const LANGUAGES = ["de", "ko"] as const;

// The labels to find things by, read from the language's own catalogues.
const catalogue = (language: string, namespace: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../src/core/i18n/locales/${language}/${namespace}.json`, import.meta.url),
      "utf8",
    ),
  );

// The whole page in one tall viewport: cards off screen are neither drawn nor painted (item-groups.tsx, the
// cards' content-visibility) until they come near it, and a full-page capture alone would show them empty.
async function tallShot(page: Page, name: string) {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  let height = 0;
  for (let tries = 0; tries < 10; tries++) {
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(400);
    const next = await page.evaluate(() => document.documentElement.scrollHeight);
    if (next === height) break;
    height = next;
    await page.setViewportSize({ width: viewport.width, height });
  }
  await shot(page, name, { fullPage: true, settle: false });
  await page.setViewportSize(viewport);
}

async function run(browser: Browser) {
  const setup = await browser.newContext({ baseURL });
  await seed(setup.request);
  const storageState = await setup.storageState();
  for (const language of LANGUAGES) {
    const inventory = catalogue(language, "inventory");
    const editor = catalogue(language, "components").itemEditor;
    await setup.request.put("/api/me/language", { data: { language }, headers });
    await forEachLook(
      browser,
      storageState,
      async (page, look) => {
        const name = (what: string) => `inventory-${language}-${look}-${what}`;
        await page.goto("/inventory");
        await page.getByRole("article").first().waitFor();
        await tallShot(page, name("list"));

        await page.getByRole("button", { name: inventory.filters.button, exact: true }).click();
        await page.getByRole("button", { name: "Speed crit", exact: true }).click();
        await tallShot(page, name("filters"));
        await page.getByRole("button", { name: inventory.filters.clear }).click();
        await page.getByRole("button", { name: inventory.filters.button, exact: true }).click();

        await page.getByRole("button", { name: inventory.page.addItem, exact: true }).click();
        const dialog = page.getByRole("dialog");
        await dialog.getByLabel(inventory.addItem.itemType, { exact: true }).selectOption("Weapon");
        await dialog.getByLabel(editor.rarity, { exact: true }).selectOption("Legendary");
        await dialog.getByLabel(editor.quality, { exact: true }).selectOption("Masterwork");
        await dialog.getByLabel(editor.itemName, { exact: true }).selectOption("Kingslayer");
        await tallShot(page, name("add-dialog"));
      },
      { language },
    );
  }
  await setup.close();
}

await withBrowser(run);
