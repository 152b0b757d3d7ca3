// Settings → Discord channel feeds (docs/product.md#hunter-lodge-in-discord) with one feed, at 1280 and 390 px
// in both themes, in English and German: node --import tsx tests/e2e/settings/discord-feeds-screenshots.ts http://localhost:3170
import { forEachLook, headers, out, signedInContext, withBrowser } from "../support/screenshots.ts";

const dir = process.env.SCREENS_DIR ?? out;

await withBrowser(async (browser) => {
  for (const language of ["en", "de"] as const) {
    const { setup } = await signedInContext(browser, `discord${language}`);
    const feed = await setup.request.post("/api/discord-feeds", {
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
    if (feed.status() !== 201) throw new Error(`feed: ${feed.status()} ${await feed.text()}`);
    const chosen = await setup.request.put("/api/me/language", {
      data: { language, gameTerms: "interface" },
      headers,
    });
    if (chosen.status() !== 200) throw new Error(`language: ${chosen.status()} ${await chosen.text()}`);
    const storageState = await setup.storageState();
    await setup.close();
    await forEachLook(browser, storageState, async (page, tag) => {
      await page.goto("/settings#discord-feeds");
      const panel = page.locator("section#discord-feeds");
      await panel.getByText("#guild-events").waitFor();
      await panel.scrollIntoViewIfNeeded();
      await panel.screenshot({ path: `${dir}discord-feeds-${language}-${tag}.png` });
    });
  }
});
