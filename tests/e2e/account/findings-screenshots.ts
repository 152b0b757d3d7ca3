// Screenshots of the screens the players' late findings changed, at desktop and phone sizes, dark and light,
// in English and German: Explore in the signed-in shell, the nickname hint while typing a capital, a roster
// card, the ATK SPD breakdown on a short phone, and the calendar and achievements in the pseudo-locale.
// node_modules/.bin/tsx tests/e2e/account/findings-screenshots.ts [baseURL] against a running
// tests/e2e/serve.mjs; files land in SCREENS_DIR or screenshots/ (git-ignored), as findings-*.png.
import type { HunterInput, HunterRecord } from "#core/schemas/hunter.ts";
import { createHunter } from "../../factories/hunter.ts";
import { breakdownBuild } from "../builder/breakdown-build.ts";
import {
  expectStatus,
  forEachLook,
  headers,
  preparedPlayer,
  shot,
  withBrowser,
} from "../support/screenshots.ts";

await withBrowser(async (browser) => {
  const { storageState, made } = await preparedPlayer(browser, "fd", async (request) => {
    const response = await request.post("/api/hunters", {
      data: { slotIndex: 0, hunter: createHunter(breakdownBuild) satisfies HunterInput },
      headers,
    });
    return (await (await expectStatus(response, 201, "hunter")).json()) as HunterRecord;
  });

  for (const language of ["en", "de"]) {
    await forEachLook(
      browser,
      storageState,
      async (page, tag) => {
        const name = (what: string) => `findings-${what}-${language}-${tag}`;
        await page.goto("/explore/leaderboards");
        await page.getByRole("heading", { level: 1 }).waitFor();
        await shot(page, name("explore-shell"));
        await page.goto("/");
        await page.getByRole("heading", { name: made.hunterName, level: 3 }).waitFor();
        await shot(page, name("roster"));
        if (tag.startsWith("phone")) await page.setViewportSize({ width: 390, height: 600 });
        await page.goto(`/builder?hunter=${made.id}`);
        await page.getByRole("tab").first().waitFor();
        const dock = page.getByRole("complementary").getByRole("button", { expanded: false });
        if (tag.startsWith("phone")) await dock.first().click();
        await page
          .getByRole("button", { name: /1[.,]3426/ })
          .first()
          .click();
        await page.getByRole("dialog").waitFor();
        await shot(page, name("breakdown"));
      },
      { language },
    );
    // A visitor: the nickname hint while typing a capital, and Explore under the public bar.
    await forEachLook(
      browser,
      undefined,
      async (page, tag) => {
        const name = (what: string) => `findings-${what}-${language}-${tag}`;
        await page.goto("/login?mode=register");
        await page.locator("#server-login").waitFor({ state: "detached" });
        await page.getByRole("textbox").nth(1).fill("NovaW4");
        await shot(page, name("nickname-hint"));
        await page.goto("/explore");
        await page.getByRole("heading", { level: 1 }).waitFor();
        await shot(page, name("explore-visitor"));
      },
      { language },
    );
  }

  await forEachLook(
    browser,
    storageState,
    async (page, tag) => {
      for (const route of ["calendar", "achievements", "explore/meta"]) {
        await page.goto(`/${route}`);
        await page.getByRole("heading", { level: 1 }).waitFor();
        await shot(page, `findings-pseudo-${route.replace("/", "-")}-${tag}`);
      }
    },
    { language: "en-XA" },
  );
});
