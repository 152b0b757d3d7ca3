// The calendar in German and Korean (docs/product.md#languages), at 1280 and 390 px in both themes, with the
// feed made so the subscribe panel shows its longest texts; the week spans a month's end, so the month title
// is a range: node --import tsx tests/e2e/calendar/language-screenshots.ts http://localhost:3100 against a
// running tests/e2e/serve.mjs. Files land in SCREENS_DIR or screenshots/ (git-ignored):
// calendar-<lang>-<kind>-<theme>.png.
import { forEachLook, headers, preparedPlayer, shot, withBrowser } from "../support/screenshots.ts";

await withBrowser(async (browser) => {
  const { storageState } = await preparedPlayer(browser, "calendari18n", async (request) => {
    await request.put("/api/calendar/feed", {
      data: { kinds: ["valor", "daily-0", "daily-1", "daily-2", "daily-3", "bosses"], leadMinutes: 15 },
      headers,
    });
  });
  for (const language of ["de", "ko"] as const) {
    await forEachLook(
      browser,
      storageState,
      async (page, tag) => {
        await page.context().request.put("/api/me/language", { data: { language }, headers });
        await page.goto("/calendar");
        await page.getByRole("option").nth(2).click();
        await page.locator("#feed-url").waitFor();
        await shot(page, `calendar-${language}-${tag}`, { fullPage: true });
      },
      // A Wednesday: eight days from 29 January to 5 February 2025.
      { language, clock: new Date("2025-01-29T09:00:00Z") },
    );
  }
});
