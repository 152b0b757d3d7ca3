// Screenshots of the build planner
// (docs/decisions.md#2026-11-23-build-planner-in-the-app-workers-roster-badge-filling-a-shared-build): the
// Plan panel (two swaps, out of reach), the roster badge and "Build this from my inventory", at desktop and
// phone sizes, dark and light: node_modules/.bin/tsx tests/e2e/planner/screenshots.ts http://localhost:3150
// against a running tests/e2e/serve.mjs on that port. Files land in screenshots/ (git-ignored).
import type { APIRequestContext, Browser, Page } from "playwright-core";
import type { HunterInput, HunterRecord } from "#core/schemas/hunter.ts";
import { createHunter, type DeepPartial } from "../../factories/hunter.ts";
import { baseURL, headers, out, signUp, viewports, withBrowser } from "../support/screenshots.ts";

const save = async (request: APIRequestContext, slotIndex: number, hunter: DeepPartial<HunterInput>) =>
  (await (
    await request.post("/api/hunters", { data: { slotIndex, hunter: createHunter(hunter) }, headers })
  ).json()) as HunterRecord;

const add = (request: APIRequestContext, item: Record<string, unknown>) =>
  request.post("/api/inventory", { data: { quality: "Fine", runeType: "", runeValue: 0, ...item }, headers });

async function shot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}${name}.png`, fullPage: true });
  console.log(`screenshots/${name}.png`);
}

async function run(browser: Browser) {
  const setup = await browser.newContext({ baseURL });
  await signUp(setup.request, "p");
  await add(setup.request, {
    itemType: "Ring",
    rarity: "Legendary",
    attributes: [
      { type: "ATK SPD", value: 7 },
      { type: "Crit Rate", value: 5 },
    ],
    runeType: "ATK SPD",
    runeValue: 4,
  });
  await add(setup.request, {
    itemType: "Necklace",
    rarity: "Ultimate",
    attributes: [
      { type: "ATK SPD", value: 7 },
      { type: "HP", value: 8 },
    ],
  });
  await add(setup.request, {
    itemType: "Boots",
    rarity: "Rare",
    attributes: [{ type: "ATK SPD", value: 3 }],
  });
  await add(setup.request, {
    itemType: "Weapon",
    rarity: "Heroic",
    attributes: [{ type: "ATK", value: 6 }],
    baseAtkSpd: "1.9",
  });
  const swift = await save(setup.request, 0, {
    hunterName: "Swift Arrow",
    atkSpdGoal: 1.5,
    general: { hunterRarity: "Legendary", hunterPurpose: "Boss Hunting" },
    items: {
      Ring: {
        rarity: "Rare",
        attributes: [
          { type: "HP", value: 4 },
          { type: "DEF", value: 3 },
        ],
      },
    },
  });
  const slow = await save(setup.request, 1, { hunterName: "Far Goal", atkSpdGoal: 1.2 });
  const state = await setup.storageState();
  await setup.close();

  for (const theme of ["dark", "light"] as const) {
    for (const kind of ["desktop", "phone"] as const) {
      const context = await browser.newContext({
        baseURL,
        viewport: viewports[kind],
        storageState: state,
        ...(kind === "phone" ? { isMobile: true, hasTouch: true } : {}),
      });
      await context.addInitScript((t) => localStorage.setItem("hl.theme", t), theme);
      const page = await context.newPage();
      const tag = `planner-${kind}-${theme}`;
      await page.goto("/");
      await page.getByText("Goal reachable: 2 swaps").first().waitFor();
      await shot(page, `${tag}-roster`);
      // The roster's link lands here: #plan opens the panel.
      await page.goto(`/builder?hunter=${swift.id}#plan`);
      await page.getByRole("article", { name: /^Plan 1/ }).waitFor();
      await page.locator("#plan").scrollIntoViewIfNeeded();
      await shot(page, `${tag}-plan`);
      await page.goto(`/builder?hunter=${slow.id}`);
      await page.getByRole("button", { name: /^Plan/ }).click();
      await page.getByRole("region", { name: "What to farm" }).waitFor();
      await shot(page, `${tag}-farm`);
      await page.goto(`/hunter/${swift.userId}/${swift.id}`);
      await page.getByRole("button", { name: "Build this from my inventory" }).click();
      await page.getByRole("region", { name: "Build this from my inventory" }).waitFor();
      await shot(page, `${tag}-fill`);
      await context.close();
    }
  }
}

await withBrowser(run);
