// Screenshots of the screens the language walks fixed (layouts.spec.ts, pseudo.spec.ts): roster, profile and
// explore cards with a long hunter name, and the builder's version history, in German, both sizes and themes:
//   E2E_PORT=PORT node_modules/.bin/tsx tests/e2e/i18n/walk-screenshots.ts http://localhost:PORT
// against a running tests/e2e/serve.mjs. Files land in screenshots/ (git-ignored): walk-<screen>-<look>.png.
import type { Browser, Page } from "playwright-core";
import type { HunterRecord } from "#core/schemas/hunter.ts";
import { createHunter } from "../../factories/hunter.ts";
import { forEachLook, headers, out, signedInContext, withBrowser } from "../support/screenshots.ts";

async function shot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${out}${name}.png`, fullPage: true });
  console.log(`screenshots/${name}.png`);
}

async function run(browser: Browser) {
  const { setup, user } = await signedInContext(browser, "walk");
  const response = await setup.request.post("/api/hunters", {
    data: {
      slotIndex: 0,
      hunter: createHunter({
        hunterName: "Swift Arrow of the Northern Wilds",
        general: { hunterRarity: "Legendary", hunterClass: "Sharpshooter", hunterPurpose: "Boss" },
      }),
    },
    headers,
  });
  const hunter = (await response.json()) as HunterRecord;
  await setup.request.put("/api/me/language", { data: { language: "de" }, headers });
  const storageState = await setup.storageState();
  await forEachLook(browser, storageState, async (page, look) => {
    await page.addInitScript(() => localStorage.setItem("hl.language", "de"));
    await page.goto("/");
    await page.locator("article").first().waitFor();
    await shot(page, `walk-roster-${look}`);
    await page.goto(`/profile/${user.nickname}`);
    await page.getByText("Swift Arrow of the Northern Wilds").first().waitFor();
    await shot(page, `walk-profile-${look}`);
    await page.goto("/explore");
    await page.getByRole("article").first().waitFor();
    await shot(page, `walk-explore-${look}`);
    await page.goto(`/builder?hunter=${encodeURIComponent(hunter.id)}`);
    const history = page.getByRole("region", { name: "Verlauf" });
    await history.waitFor();
    await history.scrollIntoViewIfNeeded();
    await history.screenshot({ path: `${out}walk-history-${look}.png` });
    console.log(`screenshots/walk-history-${look}.png`);
  });
  await setup.close();
}

await withBrowser(run);
