// Settings → Discord channel feeds (docs/product.md#hunter-lodge-in-discord) with one feed, at 1280 and 390 px
// in both themes, in English and German: node --import tsx tests/e2e/settings/discord-feeds-screenshots.ts http://localhost:3170
import {
  expectStatus,
  forEachLook,
  headers,
  preparedPlayer,
  shot,
  withBrowser,
} from "../support/screenshots.ts";

await withBrowser(async (browser) => {
  for (const language of ["en", "de"] as const) {
    const { storageState } = await preparedPlayer(browser, `discord${language}`, async (request) => {
      const feed = await request.post("/api/discord-feeds", {
        data: {
          url: `https://discord.com/api/webhooks/${Date.now()}${language === "en" ? 1 : 2}/${"abcDEF0123_-".repeat(4)}`,
          name: "#guild-events",
          dailyEvents: true,
          kinds: ["valor", "bosses"],
          leadMinutes: 15,
          newBuilds: false,
        },
        headers,
      });
      await expectStatus(feed, 201, "feed");
      const chosen = { data: { language, gameTerms: "interface" }, headers };
      await expectStatus(await request.put("/api/me/language", chosen), 200, "language");
    });
    await forEachLook(browser, storageState, async (page, tag) => {
      await page.goto("/settings#discord-feeds");
      const panel = page.locator("section#discord-feeds");
      await panel.getByText("#guild-events").waitFor();
      await panel.scrollIntoViewIfNeeded();
      await shot(panel, `discord-feeds-${language}-${tag}`);
    });
  }
});
