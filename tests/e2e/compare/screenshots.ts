// Screenshots of /compare (docs/decisions.md#2026-11-24-compare-two-builds) at desktop and phone sizes, dark
// and light, the sheet also in German: node_modules/.bin/tsx tests/e2e/compare/screenshots.ts
// http://localhost:PORT against a running tests/e2e/serve.mjs. Files land in screenshots/ (git-ignored).
import type { Browser, Page } from "playwright-core";
import type { HunterInput } from "#core/schemas/hunter.ts";
import type { DeepPartial } from "../../factories/hunter.ts";
import { baseURL, forEachLook, headers, out, playerWithBuilds, withBrowser } from "../support/screenshots.ts";

const builds: DeepPartial<HunterInput>[] = [
  {
    hunterName: "Dawn Ranger",
    general: { hunterRarity: "Legendary", hunterClass: "Ranger", guild: 5 },
    items: { Ring: { rarity: "Rare", quality: "Fine", attributes: [{ type: "HP", value: 4 }] } },
  },
  {
    hunterName: "Dusk Ranger",
    general: { hunterRarity: "Legendary", hunterClass: "Ranger", guild: 3 },
    items: { Ring: { rarity: "Legendary", quality: "Fine", attributes: [{ type: "ATK SPD", value: 7 }] } },
  },
];

async function shot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  const path = `${out}compare-${name}.png`;
  await page.screenshot({ path, fullPage: name.startsWith("sheet") });
  console.log(path.slice(path.indexOf("screenshots/")));
}

async function run(browser: Browser) {
  const { state, saved } = await playerWithBuilds(browser, "cs", builds);
  const [a, b] = saved.map((h) => `${h.userId}/${h.id}`);
  await forEachLook(browser, state, async (page, tag) => {
    await page.goto(`/compare?a=${a}`);
    await shot(page, `picker-${tag}`);
    await page.goto(`/compare?a=${a}&b=${b}`);
    await page.getByRole("region", { name: "Build B" }).getByText("Dusk Ranger").waitFor();
    await shot(page, `sheet-${tag}`);
  });
  // The sheet in German: its labels and values come from the catalogues and the game data's names.
  const account = await browser.newContext({ baseURL, storageState: state });
  await account.request.put("/api/me/language", { data: { language: "de" }, headers });
  await account.close();
  await forEachLook(browser, state, async (page, tag) => {
    await page.goto(`/compare?a=${a}&b=${b}`);
    await page.getByRole("region", { name: "Build B" }).getByText("Dusk Ranger").waitFor();
    await shot(page, `sheet-de-${tag}`);
  });
}

await withBrowser(run);
