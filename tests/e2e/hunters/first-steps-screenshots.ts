// Screenshots of what a demanding player's try turned up, fixed, at desktop and phone sizes, dark and light:
// a new player's roster (first steps, the folded VIP line), compare lined up by stat with the speed deltas,
// and the builder's Missing tile reading 'Overflowing' whole:
//   node_modules/.bin/tsx tests/e2e/hunters/first-steps-screenshots.ts http://localhost:PORT
// against a running tests/e2e/serve.mjs. Files land in SCREENS_DIR or screenshots/ (git-ignored).
import type { Browser } from "playwright-core";
import type { HunterInput } from "#core/schemas/hunter.ts";
import type { DeepPartial } from "../../factories/hunter.ts";
import { forEachLook, playerWithBuilds, shot, withBrowser } from "../support/screenshots.ts";

const builds: DeepPartial<HunterInput>[] = [
  {
    hunterName: "Dawn Ranger",
    atkSpdGoal: 1.5,
    general: { hunterRarity: "Ultimate", hunterClass: "Archer", guild: 20, technology: 10 },
    items: {
      Ring: {
        rarity: "Rare",
        quality: "Fine",
        attributes: [
          { type: "ATK SPD", value: 4 },
          { type: "HP", value: 2 },
        ],
      },
    },
  },
  {
    hunterName: "Dusk Ranger",
    general: { hunterRarity: "Heroic", hunterClass: "Ranger", guild: 3 },
    items: {
      Ring: {
        rarity: "Legendary",
        quality: "Flawless",
        attributes: [
          { type: "HP", value: 2 },
          { type: "Crit Rate", value: 3 },
          { type: "ATK SPD", value: 7 },
        ],
      },
    },
  },
];

async function run(browser: Browser) {
  const newcomer = await playerWithBuilds(browser, "i28n", []);
  await forEachLook(browser, newcomer.state, async (page, tag) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Start here" }).waitFor();
    await shot(page, `first-steps-roster-new-${tag}`, { fullPage: true });
  });
  const player = await playerWithBuilds(browser, "i28p", builds);
  const [a, b] = player.saved.map((h) => `${h.userId}/${h.id}`);
  await forEachLook(browser, player.state, async (page, tag) => {
    await page.goto(`/compare?a=${a}&b=${b}`);
    await page.getByRole("region", { name: "Build B" }).getByText("Dusk Ranger").waitFor();
    await shot(page, `first-steps-compare-${tag}`, { fullPage: true });
    await page.goto(`/builder?hunter=${player.saved[0]?.id}`);
    await page.getByRole("complementary", { name: "Build overview" }).waitFor();
    const dock = page
      .getByRole("complementary", { name: "Build overview" })
      .getByRole("button", { expanded: false });
    if (await dock.isVisible()) await dock.click();
    const speed = page.getByRole("region", { name: "Attack Speed" });
    await speed.waitFor();
    await speed.scrollIntoViewIfNeeded();
    await shot(page, `first-steps-builder-missing-${tag}`);
    await page.goto("/");
    await page.getByRole("heading", { name: "Dawn Ranger" }).waitFor();
    await shot(page, `first-steps-roster-${tag}`, { fullPage: true });
  });
}

await withBrowser(run);
