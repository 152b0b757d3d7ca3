// Screenshots of every builder tab at desktop and phone sizes, for a VIP build and a free player's locks:
//   node_modules/.bin/tsx tests/e2e/builder/screenshots.ts [baseURL]   (a running tests/e2e/serve.mjs)
// Files land in screenshots/builder-*.png (git-ignored).
import type { Browser, Page } from "playwright-core";
import type { HunterRecord } from "#core/schemas/hunter.ts";
import { createHunter } from "../../factories/hunter.ts";
import { baseURL, headers, out, signUp, viewports, withBrowser } from "../support/screenshots.ts";
import { grantVip } from "./vip.ts";

process.env.E2E_PORT = new URL(baseURL).port;
const TABS = ["General", "Items", "Mount", "Traits", "Paragon", "Set"] as const;

async function shot(page: Page, name: string, fullPage = true) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}builder-${name}.png`, fullPage });
  console.log(`screenshots/builder-${name}.png`);
}

const showcase = createHunter({
  hunterName: "Stormwind Ranger",
  general: {
    hunterRarity: "Ultimate",
    hunterClass: "Ranger",
    hunterPurpose: "Boss",
    hunterAtkSpdRarity: "Purple",
    characteristic: "Swift",
    trait: 4,
    technology: 8.5,
    guild: 6,
  },
  items: {
    Weapon: {
      rarity: "Ultimate",
      quality: "Flawless",
      itemName: "Dawnbreaker",
      skillLevel: 2,
      engraved: true,
    },
    Necklace: {
      rarity: "Legendary",
      quality: "Masterwork",
      attributes: [
        { type: "ATK SPD", value: 6 },
        { type: "HP", value: 7 },
        { type: "Crit Rate", value: 5 },
        { type: "Boss Damage", value: 7 },
        { type: "ATK", value: 6 },
      ],
      runeType: "ATK SPD",
      runeValue: 4,
    },
    Ring: {
      rarity: "Heroic",
      quality: "Fine",
      attributes: [{ type: "ATK SPD", value: 4 }],
      runeType: "ATK SPD",
      runeValue: 3,
    },
  },
  mount: {
    rarity: "S",
    skill: "Gallop",
    trait: "Fierce",
    items: {
      Horseshoe: {
        rarity: "S Tier",
        attributes: { atkSpd: { value: 3 }, bonus: { type: "Boss Damage", value: 6 } },
      },
    },
  },
  traits: { Quicken: 4, Curse: 2, Penetration: 3, Vital: 5 },
  paragon: { secondSkill: "Volley", thirdSkill: "Eagle Eye", tree: ["1-1", "2-3", "3-1", "4-1"] },
  sets: [
    { name: "Justice", level: 2 },
    { name: "Predator", level: 3 },
    { name: "", level: 1 },
  ],
});

async function vipBuilder(browser: Browser) {
  const context = await browser.newContext({ baseURL, viewport: viewports.desktop });
  const user = await signUp(context.request, "b");
  await grantVip(user.email);
  const response = await context.request.post("/api/hunters", {
    data: { slotIndex: 0, hunter: showcase },
    headers,
  });
  const hunter = (await response.json()) as HunterRecord;
  for (const kind of ["desktop", "phone"] as const) {
    const page = await context.newPage();
    await page.setViewportSize(viewports[kind]);
    await page.goto(`/builder?hunter=${hunter.id}`);
    await page.getByLabel("Hunter Name").waitFor();
    for (const tab of TABS) {
      await page.getByRole("tab", { name: tab }).click();
      await shot(page, `${kind}-${tab.toLowerCase()}`);
    }
    if (kind === "phone") {
      await page.getByRole("button", { name: /Build Summary/ }).click();
      await shot(page, "phone-summary-open", false);
    }
    await page.close();
  }
  await context.close();
}

async function freeLocks(browser: Browser) {
  const context = await browser.newContext({ baseURL, viewport: viewports.desktop });
  await signUp(context.request, "b");
  for (const kind of ["desktop", "phone"] as const) {
    const page = await context.newPage();
    await page.setViewportSize(viewports[kind]);
    await page.goto("/builder?slot=1");
    await page.getByRole("tab", { name: "Traits" }).click();
    await shot(page, `${kind}-free-locked`, false);
    await page.close();
  }
  await context.close();
}

await withBrowser(async (browser) => {
  await vipBuilder(browser);
  await freeLocks(browser);
});
