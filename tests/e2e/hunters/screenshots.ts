// Screenshots of the roster, a hunter page and a public profile at desktop and phone sizes:
//   E2E_PORT=3100 node_modules/.bin/tsx tests/e2e/hunters/screenshots.ts [baseURL]
// against a running tests/e2e/serve.mjs on that port (its admin socket grants the VIP the full build needs).
// Files land in screenshots/ (git-ignored).
import type { APIRequestContext, Browser, Page } from "playwright-core";
import type { HunterInput, HunterRecord } from "#core/schemas/hunter.ts";
import { createHunter, type DeepPartial } from "../../factories/hunter.ts";
import { baseURL, headers, out, signUp, viewports, withBrowser } from "../support/screenshots.ts";
import { admin } from "./admin.ts";

const PART = 1600;

// A long page is cut into parts of at most 1600 px, so each stays readable. The parts are viewport shots
// of a 1600 px tall viewport: Chromium's full-page capture drops the touch emulation ((hover: none)).
async function shot(page: Page, name: string, fullPage = true) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  const viewport = page.viewportSize() ?? viewports.desktop;
  const height = fullPage ? await page.evaluate(() => document.documentElement.scrollHeight) : 0;
  const parts = Math.max(1, Math.ceil(height / PART));
  if (parts > 1) await page.setViewportSize({ width: viewport.width, height: PART });
  for (let part = 0; part < parts; part++) {
    const path = `${out}${name}${parts > 1 ? `-${part + 1}` : ""}.png`;
    await page.evaluate((y) => window.scrollTo(0, y), part * PART);
    await page.waitForTimeout(150);
    await page.screenshot({ path });
    console.log(path.slice(path.indexOf("screenshots/")));
  }
  await page.setViewportSize(viewport);
}

const save = async (request: APIRequestContext, slotIndex: number, hunter: DeepPartial<HunterInput>) =>
  (await (
    await request.post("/api/hunters", { data: { slotIndex, hunter: createHunter(hunter) }, headers })
  ).json()) as HunterRecord;

const item = (
  rarity: string,
  quality: string,
  attributes: { type: string; value: number }[],
  extra = {},
) => ({
  rarity,
  quality,
  engraved: true,
  attributes,
  runeType: "ATK",
  runeValue: 4,
  ...extra,
});

async function run(browser: Browser) {
  const context = await browser.newContext({ baseURL, viewport: viewports.desktop });
  const user = await signUp(context.request, "s");
  await admin("grant-vip", user.email, "--lifetime");
  const star = await save(context.request, 0, {
    hunterName: "Astra the Swift",
    general: {
      hunterRarity: "Ultimate",
      hunterClass: "Sharpshooter",
      hunterPurpose: "Boss runs",
      hunterAtkSpdRarity: "Purple",
      characteristic: "Swift",
      trait: 4,
      technology: 8.5,
      guild: 6,
    },
    items: {
      Weapon: item(
        "Ultimate",
        "Flawless",
        [
          { type: "ATK", value: 8 },
          { type: "ATK SPD", value: 6 },
        ],
        {
          weaponRuneType: "Rune of Haste",
          weaponRuneLevel: 3,
        },
      ),
      Necklace: item("Ultimate", "Masterwork", [
        { type: "Crit Rate", value: 5 },
        { type: "HP", value: 8 },
      ]),
      Ring: item("Legendary", "Flawless", [{ type: "Crit Damage", value: 7 }]),
      Armor: item("Ultimate", "Exquisite", [
        { type: "DEF", value: 8 },
        { type: "HP", value: 8 },
      ]),
      Gloves: item("Heroic", "Fine", [{ type: "ATK SPD", value: 4 }]),
      Boots: item("Legendary", "Flawless", [{ type: "Evasion", value: 3 }]),
      Hat: item("Ultimate", "Flawless", [{ type: "HP", value: 8 }]),
      Belt: item("Superior", "Worn", [{ type: "DEF", value: 4 }]),
    },
    mount: {
      rarity: "S",
      skill: "Gallop",
      trait: "Tireless",
      items: {
        Horseshoe: {
          rarity: "S Tier",
          attributes: { atkSpd: { value: 3 }, bonus: { type: "Crit Rate", value: 2 } },
        },
        Saddle: { rarity: "A Tier", attributes: { hp: { value: 6 } } },
        Reins: { rarity: "B Tier", attributes: { atk: { value: 4 } } },
      },
    },
    traits: { Quicken: 4, Curse: 3, Penetration: 5, "Double Attack": 2, Vital: 1 },
    paragon: { secondSkill: "Volley", thirdSkill: "", tree: ["1-1", "2-3", "3-1", "4-1"] },
    sets: [
      { name: "Justice", level: 3 },
      { name: "Fury", level: 2 },
      { name: "", level: 1 },
    ],
  });
  await save(context.request, 1, {
    hunterName: "Brom Ironwall",
    general: {
      hunterRarity: "Legendary",
      hunterClass: "Warlord",
      hunterPurpose: "PvP",
      characteristic: "Brave",
    },
  });
  await save(context.request, 2, {
    hunterName: "Lia Frostveil",
    general: { hunterRarity: "Heroic", hunterClass: "Elementalist", hunterPurpose: "Boss runs" },
  });
  const hidden = await save(context.request, 4, {
    hunterName: "Night Whisper",
    isPublic: false,
    general: { hunterRarity: "Rare", hunterClass: "Warlock", hunterPurpose: "Farming" },
  });

  // A hunter kept in a VIP slot after VIP lapsed shows read-only among the locked slots.
  await save(context.request, 5, {
    hunterName: "Old Glory",
    general: { hunterRarity: "Legendary", hunterClass: "Templar", hunterPurpose: "Arena" },
  });
  await admin("revoke-vip", user.email);
  // The profile shows the achievements reached; a recalculation records them (may be absent: then none show).
  await context.request.post("/api/functions/recalculateAchievements", {
    data: { data: { appId: "hunter-lodge" } },
    headers,
  });

  const phone = await browser.newContext({
    baseURL,
    viewport: viewports.phone,
    isMobile: true,
    hasTouch: true,
    storageState: await context.storageState(),
  });
  for (const kind of ["desktop", "phone"] as const) {
    const page = await (kind === "phone" ? phone : context).newPage();
    await page.goto("/");
    await page.getByRole("region", { name: "Hunters", exact: true }).waitFor();
    await shot(page, `hunters-${kind}-roster`);
    if (kind === "desktop") {
      await page.getByRole("article").first().hover();
      await shot(page, "hunters-desktop-roster-hover", false);
    }
    await page.goto(`/hunter/${star.userId}/${star.id}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await shot(page, `hunters-${kind}-detail`);
    await page.goto(`/profile/${user.nickname.toLowerCase()}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await shot(page, `hunters-${kind}-profile`);
  }
  await phone.close();

  for (const kind of ["desktop", "phone"] as const) {
    const visitor = await browser.newContext({
      baseURL,
      viewport: viewports[kind],
      ...(kind === "phone" ? { isMobile: true, hasTouch: true } : {}),
    });
    const guest = await visitor.newPage();
    await guest.goto(`/hunter/${hidden.userId}/${hidden.id}`);
    await guest.getByRole("heading", { level: 1 }).waitFor();
    await shot(guest, `hunters-${kind}-protected`, false);
    await guest.goto(`/hunter/${star.userId}/${star.id}`);
    await guest.getByRole("heading", { level: 1 }).waitFor();
    await shot(guest, `hunters-${kind}-detail-visitor`, false);
    await visitor.close();
  }
  await context.close();
}

await withBrowser(run);
