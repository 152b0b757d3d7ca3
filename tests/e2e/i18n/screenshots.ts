// Screenshots of the roster and the builder in German and Korean at phone width (docs/product.md#languages):
//   E2E_PORT=3100 node_modules/.bin/tsx tests/e2e/i18n/screenshots.ts [baseURL]
// against a running tests/e2e/serve.mjs on that port (its admin socket grants the VIP the builder's tabs need).
// Files land in screenshots/ (git-ignored): i18n-<lang>-roster.png, i18n-<lang>-builder-<tab>.png.
import type { Browser, Page } from "playwright-core";
import type { HunterRecord } from "#core/schemas/hunter.ts";
import { createHunter } from "../../factories/hunter.ts";
import { admin } from "../hunters/admin.ts";
import { baseURL, headers, out, signedInContext, viewports, withBrowser } from "../support/screenshots.ts";

const LANGUAGES = ["de", "ko"] as const;
// The builder's tabs by position (their names are translated): General, Mount, Traits, Set.
const TABS = [
  ["general", 0],
  ["mount", 2],
  ["traits", 3],
  ["set", 5],
] as const;

async function shot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}${name}.png`, fullPage: true });
  console.log(`screenshots/${name}.png`);
}

async function run(browser: Browser) {
  const { setup, user } = await signedInContext(browser, "i18n");
  await admin("grant-vip", user.email, "--lifetime");
  const hunters: HunterRecord[] = [];
  for (const [slotIndex, hunterName, hunterClass] of [
    [0, "Astra the Swift", "Sharpshooter"],
    [1, "Brom Ironwall", "Guardian"],
  ] as const) {
    const response = await setup.request.post("/api/hunters", {
      data: {
        slotIndex,
        hunter: createHunter({
          hunterName,
          general: { hunterRarity: "Legendary", hunterClass, hunterPurpose: "Boss" },
        }),
      },
      headers,
    });
    hunters.push((await response.json()) as HunterRecord);
  }
  const storageState = await setup.storageState();
  for (const language of LANGUAGES) {
    await setup.request.put("/api/me/language", { data: { language }, headers });
    const context = await browser.newContext({
      baseURL,
      viewport: viewports.phone,
      storageState,
      colorScheme: "dark",
    });
    await context.addInitScript((lang) => localStorage.setItem("hl.language", lang), language);
    const page = await context.newPage();
    await page.goto("/");
    await page.locator("article").first().waitFor();
    await shot(page, `i18n-${language}-roster`);
    await page.goto(`/builder?hunter=${encodeURIComponent(hunters[0]?.id ?? "")}`);
    await page.getByRole("tab").first().waitFor();
    for (const [name, index] of TABS) {
      await page.getByRole("tab").nth(index).click();
      await shot(page, `i18n-${language}-builder-${name}`);
    }
    await context.close();
  }
  await setup.close();
}

await withBrowser(run);
