// What the language walks (layouts.spec.ts, pseudo.spec.ts) share: a player whose pages are not empty, the
// routes of src/web/app/router.tsx as that player and as a visitor, and a way to wait for a screen to settle.
import { type Browser, type BrowserContextOptions, expect, type Page } from "@playwright/test";
import type { HunterRecord } from "#core/schemas/hunter.ts";
import { saveHunter, sharePath } from "../hunters/hunters-api.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { addItem } from "../support/inventory-api.ts";
import type { TestUser } from "../support/users.ts";

export type Walker = {
  user: TestUser;
  hunter: HunterRecord;
  storageState: Exclude<BrowserContextOptions["storageState"], string | undefined>;
};

// The server of this run (playwright.config.ts): contexts made in a hook or helper get no baseURL of their own.
export const baseURL = `http://localhost:${process.env.E2E_PORT}`;

// Names the player typed: a short one, so a layout that breaks shows the interface's words, and a long one,
// which may be truncated (with its title) but never widen a page.
export const HUNTER_NAME = "Astra";
export const LONG_HUNTER_NAME = "Swift Arrow of the Northern Wilds";
export const HUNTER_PURPOSE = "Boss";

/** A registered, verified player with a public hunter and an item, and the cookies to be them. */
export async function seedWalker(browser: Browser): Promise<Walker> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const user = await registerAndVerify(page);
  const hunter = await saveHunter(page, 0, {
    hunterName: HUNTER_NAME,
    general: { hunterRarity: "Legendary", hunterClass: "Sharpshooter", hunterPurpose: HUNTER_PURPOSE },
  });
  await saveHunter(page, 1, {
    hunterName: LONG_HUNTER_NAME,
    general: { hunterRarity: "Heroic", hunterClass: "Archer", hunterPurpose: HUNTER_PURPOSE },
  });
  await addItem(page, {
    itemType: "Boots",
    rarity: "Heroic",
    attributes: [
      { type: "ATK SPD", value: 5 },
      { type: "Evasion", value: 4 },
    ],
    runeType: "ATK SPD",
    runeValue: 2.5,
  });
  const storageState = await context.storageState();
  await context.close();
  return { user, hunter, storageState };
}

/** Every route of the router a signed-in player can open, with the seeded player's ids filled in. */
export const signedInRoutes = ({ user, hunter }: Walker) => [
  "/",
  "/plan",
  "/import",
  "/calendar",
  "/inventory",
  "/achievements",
  "/profile",
  `/profile/${user.nickname}`,
  "/settings",
  "/upgrade",
  `/builder?hunter=${encodeURIComponent(hunter.id)}`,
  sharePath(hunter),
  "/compare",
  "/explore",
  "/explore/meta",
  "/explore/leaderboards",
  "/no-such-page",
];

/** The routes a visitor without an account sees. */
export const publicRoutes = ({ hunter }: Walker) => [
  "/login",
  "/reset-password",
  "/explore",
  "/explore/meta",
  "/explore/leaderboards",
  sharePath(hunter),
];

/** Opens a route and waits until its lazy screen, catalogues and data have replaced every loading state. */
export async function openRoute(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator("h1:visible, h2:visible").first(), `${route} shows a heading`).toBeVisible();
  await expect(
    page.locator('[role="status"]:has(svg.animate-spin)'),
    `${route} finished loading`,
  ).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
