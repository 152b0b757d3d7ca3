// Screenshots of the inventory's export, import and bulk controls (docs/product.md#inventory-export-and-import,
// #bulk-actions) at 1280 and 390 px, dark and light, in English and German (dark): node_modules/.bin/tsx
// tests/e2e/inventory/transfer-screenshots.ts [baseURL] against a running server (e.g. tests/e2e/serve.mjs).
// Files land in SCREENS_DIR or screenshots/ (git-ignored).
import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { baseURL, forEachLook, headers, shot, withBrowser } from "../support/screenshots.ts";
import { seed } from "./screenshot-items.ts";

const catalogue = (language: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../src/core/i18n/locales/${language}/inventory.json`, import.meta.url),
      "utf8",
    ),
  );

// A spreadsheet of the player's own: one column left to map, one row of a rarity this lodge lacks.
const SHEET = [
  "Type;Rarity;Quality;Attribute 1;Attribute 1 Value;Stat 2;Engraved",
  "Ring;Rare;Fine;ATK;7;HP;yes",
  "Boots;Heroic;Worn;ATK SPD;5;;no",
  "Ring;Mythic;Fine;ATK;5;;",
  "Hat;Rare;Fine;Luck;3;;",
].join("\r\n");

async function run(browser: Browser) {
  const setup = await browser.newContext({ baseURL });
  await seed(setup.request);
  const storageState = await setup.storageState();
  for (const language of ["en", "de"] as const) {
    const t = catalogue(language);
    await setup.request.put("/api/me/language", { data: { language }, headers });
    await forEachLook(
      browser,
      storageState,
      async (page, look) => {
        const name = (what: string) => `inventory-${language}-${look}-${what}`;
        await page.goto("/inventory");
        await page.getByRole("article").first().waitFor();
        const boxes = page.getByRole("checkbox");
        await boxes.nth(0).click();
        await boxes.nth(2).click({ modifiers: ["Shift"] });
        await shot(page, name("bulk"));
        await page.getByRole("button", { name: t.bulk.delete }).click();
        await shot(page, name("bulk-confirm"));
        await page.keyboard.press("Escape");

        await page.getByRole("button", { name: t.transfer.export, exact: true }).click();
        await shot(page, name("export"));
        await page.keyboard.press("Escape");

        await page.getByRole("button", { name: t.transfer.import, exact: true }).click();
        const dialog = page.getByRole("dialog");
        await dialog.getByLabel(t.transfer.file).setInputFiles({
          name: "sheet.csv",
          mimeType: "text/csv",
          buffer: Buffer.from(SHEET, "utf8"),
        });
        await dialog.getByText(t.transfer.ready_other.replace("{{count}}", "2")).waitFor();
        await shot(page, name("import-preview"));
        await page.keyboard.press("Escape");
      },
      { language, themes: language === "de" ? ["dark"] : ["dark", "light"] },
    );
  }
  await setup.close();
}

await withBrowser(run);
