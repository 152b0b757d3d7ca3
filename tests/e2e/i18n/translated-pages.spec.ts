import { readFileSync } from "node:fs";
import { type Browser, type BrowserContextOptions, expect, type Page, test } from "@playwright/test";
import { ITEM_SLOTS } from "#core/game-data/constants.ts";
import type { HunterRecord } from "#core/schemas/hunter.ts";
import { TRAIT_NAMES } from "#core/schemas/hunter-constants.ts";
import { saveHunter, sharePath } from "../hunters/hunters-api.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { baseURL } from "./walk.ts";

// docs/product.md#languages: the pages a player of another language reaches from a shared link or the
// explore tabs speak that language, game terms following the interface as in the builder: the hunter page's
// slot headings and trait names, the explore tabs, a leaderboard row's class, the calendar's boss cards, and
// the toasts' region (the shell's, on every route).

const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8"));
const gameData = read("../../../data/game-data.json");

const LANGUAGES = {
  de: {
    tabsLabel: "Ansichten von Entdecken",
    tabs: ["Alle Builds", "Statistik", "Bestenlisten"],
    warrior: "Krieger",
    boss: "Weltboss: Gorrath",
    notifications: "Benachrichtigungen (Alt+T)",
  },
  es: {
    tabsLabel: "Vistas de Explorar",
    tabs: ["Todas las builds", "Tendencias", "Clasificaciones"],
    warrior: "Guerrero",
    boss: "Jefe: Gorrath",
    notifications: "Notificaciones (Alt+T)",
  },
} as const;

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

async function inLanguage(
  browser: Browser,
  language: string,
  options: Pick<BrowserContextOptions, "javaScriptEnabled" | "storageState"> = {},
) {
  const context = await browser.newContext({ baseURL, locale: language, ...options });
  await context.addInitScript((lang) => localStorage.setItem("hl.language", lang), language);
  return context.newPage();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const catalogue = (language: string, namespace: string) =>
  read(`../../../src/core/i18n/locales/${language}/${namespace}.json`);

async function expectHunterPage(page: Page, language: keyof typeof LANGUAGES) {
  const slots = catalogue(language, "components").itemEditor.slots;
  const blocks = catalogue(language, "hunter").blocks;
  const equipment = page.getByRole("region", { name: blocks.equipment });
  for (const slot of ITEM_SLOTS) {
    await expect(equipment.getByRole("article", { name: slots[slot], exact: true })).toContainText(
      slots[slot],
    );
  }
  const traits = page.getByRole("region", { name: blocks.traits });
  await expect(traits.getByRole("listitem")).toHaveText(
    TRAIT_NAMES.map((name) => new RegExp(`^${escapeRegExp(gameData.translations[language][name])}`)),
  );
}

// One player for the file: a public Warrior, the leaderboard's class.
type Seeded = { hunter: HunterRecord; name: string; storageState: StorageState };
let seeded: Seeded;
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await registerAndVerify(page);
  const name = `Warrior ${Math.floor(Math.random() * 1e9)}`;
  const hunter = await saveHunter(page, 0, { hunterName: name, general: { hunterClass: "Warrior" } });
  seeded = { hunter, name, storageState: await context.storageState() };
  await context.close();
});

for (const language of ["de", "es"] as const) {
  const words = LANGUAGES[language];
  test.describe(`in ${language}`, () => {
    test("a shared build names its slots and traits in the language, as the app and as the server draw it", async ({
      browser,
    }) => {
      const visitor = await inLanguage(browser, language);
      await visitor.goto(sharePath(seeded.hunter));
      await expect(visitor.getByRole("heading", { level: 1, name: seeded.name })).toBeVisible();
      await expectHunterPage(visitor, language);
      await expect(visitor.getByRole("region", { name: words.notifications })).toBeAttached();
      await visitor.context().close();

      const drawn = await inLanguage(browser, language, { javaScriptEnabled: false });
      await drawn.goto(sharePath(seeded.hunter));
      await expectHunterPage(drawn, language);
      await drawn.context().close();
    });

    test("the explore tabs and a leaderboard row speak the language", async ({ browser }) => {
      const visitor = await inLanguage(browser, language);
      await visitor.goto("/explore/leaderboards?class=Warrior&verified=0");
      await expect(visitor.getByRole("navigation", { name: words.tabsLabel }).getByRole("link")).toHaveText([
        ...words.tabs,
      ]);
      const row = visitor
        .getByRole("listitem")
        .filter({ has: visitor.getByRole("link", { name: seeded.name }) });
      await expect(row).toContainText(`· ${words.warrior}`);
      await expect(visitor.getByRole("heading", { name: new RegExp(words.warrior) }).first()).toBeVisible();
      await visitor.context().close();
    });

    test("the calendar names a world boss in the language", async ({ browser }) => {
      const page = await inLanguage(browser, language, { storageState: seeded.storageState });
      const response = await page.request.put("/api/me/language", {
        data: { language },
        headers: { Origin: baseURL },
      });
      expect(response.ok(), await response.text()).toBe(true);
      // Monday 2025-01-20: the first boss pair's day.
      await page.clock.setFixedTime(new Date("2025-01-20T09:00:00Z"));
      await page.goto("/calendar");
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("listbox").getByRole("option").first().getByRole("listitem")).toContainText(
        [words.boss],
      );
      await expect(page.getByRole("region", { name: words.notifications })).toBeAttached();
      await page.context().close();
    });
  });
}
