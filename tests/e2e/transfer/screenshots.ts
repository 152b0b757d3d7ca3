// Screenshots of the import page (docs/decisions.md#2026-11-24-export-import-and-share-codes) at desktop and
// phone sizes, dark and light: node_modules/.bin/tsx tests/e2e/transfer/screenshots.ts http://localhost:PORT
// against a running tests/e2e/serve.mjs. Files land in screenshots/ (git-ignored).
import type { Browser, Page } from "playwright-core";
import { encodeShareCode } from "#core/rules/share-code.ts";
import { createHunter } from "../../factories/hunter.ts";
import { baseURL, forEachLook, out, signUp, withBrowser } from "../support/screenshots.ts";

const good = encodeShareCode(
  createHunter({
    hunterName: "Dawn Ranger",
    general: { hunterRarity: "Legendary", hunterClass: "Ranger", hunterPurpose: "Boss runs" },
    items: { Ring: { rarity: "Legendary", quality: "Fine", attributes: [{ type: "ATK SPD", value: 7 }] } },
  }),
);
const vipOnly = encodeShareCode(createHunter({ hunterName: "Cursed Sage", traits: { Curse: 3 } }));

async function shot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  const path = `${out}transfer-${name}.png`;
  await page.screenshot({ path, fullPage: true });
  console.log(path.slice(path.indexOf("screenshots/")));
}

async function run(browser: Browser) {
  const seedContext = await browser.newContext({ baseURL });
  await signUp(seedContext.request, "ts");
  const state = await seedContext.storageState();
  await seedContext.close();

  await forEachLook(browser, state, async (page, tag) => {
    for (const [name, code] of [
      ["preview", good],
      ["refused", vipOnly],
    ] as const) {
      await page.goto(`/import?code=${code}`);
      await page.getByRole("button", { name: "Preview code" }).click();
      await page.getByRole("region", { name: "Import preview" }).waitFor();
      await shot(page, `${name}-${tag}`);
    }
  });
}

await withBrowser(run);
