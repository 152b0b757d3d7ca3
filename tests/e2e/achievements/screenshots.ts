// Screenshots of /achievements at desktop and phone sizes (docs/product.md#achievements):
//   node_modules/.bin/tsx tests/e2e/achievements/screenshots.ts [baseURL]   (a running server, e.g. tests/e2e/serve.mjs)
// Files land in screenshots/ (git-ignored).
import type { APIRequestContext, BrowserContext, Page } from "playwright-core";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { createHunter, type DeepPartial } from "../../factories/hunter.ts";
import { baseURL, headers, out, signUp, viewports, withBrowser } from "../support/screenshots.ts";

async function ok(response: Promise<{ status: () => number; text: () => Promise<string> }>, what: string) {
  const res = await response;
  if (res.status() >= 300) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
}

const engraved = (rarity: string) =>
  Object.fromEntries(
    ["Weapon", "Necklace", "Ring", "Armor", "Gloves", "Boots", "Hat", "Belt"].map((s) => [
      s,
      { rarity, engraved: true },
    ]),
  );

// A player part-way: bars in all three colour bands, some tiers reached, one secret found.
async function seed(request: APIRequestContext) {
  await signUp(request, "a");
  const hunters: DeepPartial<HunterInput>[] = [
    {
      hunterName: "Astra",
      general: { hunterRarity: "Ultimate", hunterClass: "Sharpshooter" },
      items: engraved("Ultimate"),
    },
    { hunterName: "Brom", general: { hunterRarity: "Heroic", hunterClass: "Warrior" } },
    { hunterName: "Cael", general: { hunterRarity: "Heroic", hunterClass: "Berserker" } },
    {
      hunterName: "Dara",
      general: { hunterRarity: "Heroic", hunterClass: "Warlord" },
      items: engraved("Legendary"),
    },
    { hunterName: "Eir", general: { hunterRarity: "Legendary", hunterClass: "Warrior" } },
  ];
  for (const [slotIndex, hunter] of hunters.entries()) {
    await ok(
      request.post("/api/hunters", { data: { slotIndex, hunter: createHunter(hunter) }, headers }),
      "hunter",
    );
  }
  const item = { itemType: "Ring", rarity: "Rare", quality: "Fine", attributes: [{ type: "ATK", value: 4 }] };
  for (let i = 0; i < 41; i++) await ok(request.post("/api/inventory", { data: item, headers }), "item");
  await ok(request.post("/api/me/tutorial", { headers }), "tutorial");
}

async function shot(page: Page, name: string, fullPage = true) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}${name}.png`, fullPage });
  console.log(`screenshots/${name}.png`);
}

async function capture(context: BrowserContext, kind: keyof typeof viewports) {
  const page = await context.newPage();
  await page.goto("/achievements");
  await page.getByRole("heading", { name: "Hunter Collector" }).waitFor();
  if (kind === "desktop") {
    await shot(page, "achievements-before-desktop");
    // Hold the call a moment to show the streamed progress, then let it finish and show the toast.
    await page.route("**/api/functions/recalculateAchievements", async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.getByRole("button", { name: "Update My Achievements" }).click();
    await shot(page, "achievements-calculating-desktop", false);
    await page.getByText("New tiers unlocked!").waitFor();
    await shot(page, "achievements-unlocked-desktop", false);
  }
  await page.reload();
  await page.getByRole("heading", { name: "Good Student" }).waitFor();
  await shot(page, `achievements-${kind}`);
  await shot(page, `achievements-${kind}-top`, false);
}

await withBrowser(async (browser) => {
  const desktop = await browser.newContext({ baseURL, viewport: viewports.desktop, colorScheme: "dark" });
  await seed(desktop.request);
  await capture(desktop, "desktop");
  const phone = await browser.newContext({
    baseURL,
    viewport: viewports.phone,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    storageState: await desktop.storageState(),
  });
  await capture(phone, "phone");
});
