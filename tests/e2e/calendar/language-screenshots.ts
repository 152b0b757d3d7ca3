// The calendar in German and Korean (docs/product.md#languages), at 1280 and 390 px in both themes, with the
// feed made so the subscribe panel shows its longest texts; the week spans a month's end, so the month title
// is a range: node --import tsx tests/e2e/calendar/language-screenshots.ts http://localhost:3100 against a
// running tests/e2e/serve.mjs. Files land in screenshots/ (git-ignored): calendar-<lang>-<kind>-<theme>.png.
import { baseURL, headers, out, signedInContext, viewports, withBrowser } from "../support/screenshots.ts";

await withBrowser(async (browser) => {
  const { setup } = await signedInContext(browser, "calendari18n");
  await setup.request.put("/api/calendar/feed", {
    data: { kinds: ["valor", "daily-0", "daily-1", "daily-2", "daily-3", "bosses"], leadMinutes: 15 },
    headers,
  });
  const storageState = await setup.storageState();
  for (const language of ["de", "ko"] as const) {
    await setup.request.put("/api/me/language", { data: { language }, headers });
    for (const theme of ["dark", "light"] as const) {
      for (const kind of ["desktop", "phone"] as const) {
        const context = await browser.newContext({ baseURL, viewport: viewports[kind], storageState });
        await context.addInitScript(
          ([lang, t]) => {
            localStorage.setItem("hl.language", lang);
            localStorage.setItem("hl.theme", t);
          },
          [language, theme] as const,
        );
        // A Wednesday: eight days from 29 January to 5 February 2025.
        await context.clock.setFixedTime(new Date("2025-01-29T09:00:00Z"));
        const page = await context.newPage();
        await page.goto("/calendar");
        await page.getByRole("option").nth(2).click();
        await page.locator("#feed-url").waitFor();
        await page.waitForLoadState("networkidle");
        await page.waitForTimeout(300);
        const name = `calendar-${language}-${kind}-${theme}`;
        await page.screenshot({ path: `${out}${name}.png`, fullPage: true });
        console.log(`screenshots/${name}.png`);
        await context.close();
      }
    }
  }
  await setup.close();
});
