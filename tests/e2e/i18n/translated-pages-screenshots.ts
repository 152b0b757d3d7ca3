// Screenshots of the pages translated-pages.spec.ts and pseudo.spec.ts walk: the shared build, the
// leaderboards and the calendar in German and Korean (and the pseudo-locale), both sizes and themes:
//   E2E_PORT=PORT node_modules/.bin/tsx tests/e2e/i18n/translated-pages-screenshots.ts http://localhost:PORT
// against a running tests/e2e/serve.mjs. Files land in screenshots/ (git-ignored):
// translated-<lang>-<screen>-<look>.png.
import type { Browser, Page } from "playwright-core";
import { PSEUDO_LANGUAGE } from "#core/i18n/languages.ts";
import type { HunterRecord } from "#core/schemas/hunter.ts";
import { baseURL, forEachLook, headers, out, playerWithBuilds, withBrowser } from "../support/screenshots.ts";

const LANGUAGES = ["de", "ko", PSEUDO_LANGUAGE] as const;

async function shot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${out}${name}.png`, fullPage: true });
  console.log(`screenshots/${name}.png`);
}

async function run(browser: Browser) {
  const { state, saved } = await playerWithBuilds(browser, "translated", [
    {
      hunterName: "Iron Vanguard",
      general: { hunterRarity: "Legendary", hunterClass: "Warrior", hunterPurpose: "Boss" },
      traits: { Quicken: 3, Curse: 2, Wisdom: 5 },
    },
  ]);
  const hunter = saved[0] as HunterRecord;
  for (const language of LANGUAGES) {
    const setup = await browser.newContext({ baseURL, storageState: state });
    await setup.request.put("/api/me/language", {
      data: { language: language === PSEUDO_LANGUAGE ? "en" : language },
      headers,
    });
    await setup.close();
    await forEachLook(browser, state, async (page, look) => {
      await page.addInitScript((lang) => localStorage.setItem("hl.language", lang), language);
      // Monday 2025-01-20: a world boss day.
      await page.clock.setFixedTime(new Date("2025-01-20T09:00:00Z"));
      await page.goto(`/hunter/${hunter.userId}/${hunter.id}`);
      await page.getByRole("heading", { level: 1, name: "Iron Vanguard" }).waitFor();
      await shot(page, `translated-${language}-hunter-${look}`);
      await page.goto("/explore/leaderboards?class=Warrior&verified=0");
      await page.getByRole("link", { name: "Iron Vanguard" }).waitFor();
      await shot(page, `translated-${language}-leaderboards-${look}`);
      await page.goto("/calendar");
      await page.getByRole("listbox").waitFor();
      await shot(page, `translated-${language}-calendar-${look}`);
    });
  }
}

await withBrowser(run);
