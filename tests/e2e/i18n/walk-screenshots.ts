// Screenshots of the screens the language walks fixed (layouts.spec.ts, pseudo.spec.ts): roster, profile and
// explore cards with a long hunter name, and the builder's version history, in German, both sizes and themes:
//   E2E_PORT=PORT node_modules/.bin/tsx tests/e2e/i18n/walk-screenshots.ts http://localhost:PORT
// against a running tests/e2e/serve.mjs. Files land in SCREENS_DIR or screenshots/ (git-ignored):
// walk-<screen>-<look>.png.
import type { HunterRecord } from "#core/schemas/hunter.ts";
import { createHunter } from "../../factories/hunter.ts";
import {
  expectStatus,
  forEachLook,
  headers,
  preparedPlayer,
  shot,
  withBrowser,
} from "../support/screenshots.ts";

await withBrowser(async (browser) => {
  const {
    storageState,
    user,
    made: hunter,
  } = await preparedPlayer(browser, "walk", async (request) => {
    const response = await request.post("/api/hunters", {
      data: {
        slotIndex: 0,
        hunter: createHunter({
          hunterName: "Swift Arrow of the Northern Wilds",
          general: { hunterRarity: "Legendary", hunterClass: "Sharpshooter", hunterPurpose: "Boss" },
        }),
      },
      headers,
    });
    await request.put("/api/me/language", { data: { language: "de" }, headers });
    return (await (await expectStatus(response, 201, "hunter")).json()) as HunterRecord;
  });
  await forEachLook(
    browser,
    storageState,
    async (page, look) => {
      await page.goto("/");
      await page.locator("article").first().waitFor();
      await shot(page, `walk-roster-${look}`, { fullPage: true });
      await page.goto(`/profile/${user.nickname}`);
      await page.getByText("Swift Arrow of the Northern Wilds").first().waitFor();
      await shot(page, `walk-profile-${look}`, { fullPage: true });
      await page.goto("/explore");
      await page.getByRole("article").first().waitFor();
      await shot(page, `walk-explore-${look}`, { fullPage: true });
      await page.goto(`/builder?hunter=${encodeURIComponent(hunter.id)}`);
      const history = page.getByRole("region", { name: "Verlauf" });
      await history.waitFor();
      await history.scrollIntoViewIfNeeded();
      await shot(history, `walk-history-${look}`);
    },
    { language: "de" },
  );
});
