// Screenshots of the roster plan (/plan, docs/product.md#roster-plan) at desktop and phone sizes, dark and
// light: node_modules/.bin/tsx tests/e2e/plan/screenshots.ts http://localhost:3150 against a running
// tests/e2e/serve.mjs on that port. Files land in screenshots/ (git-ignored).
import type { APIRequestContext, Page } from "playwright-core";
import type { GameData } from "#core/game-data/schema.ts";
import { equipInventoryItem } from "#core/rules/equip-item.ts";
import { type HunterInput, newHunter } from "#core/schemas/hunter.ts";
import type { InventoryItemData } from "#core/schemas/inventory-item.ts";
import { createHunter, type DeepPartial } from "../../factories/hunter.ts";
import { SPEED_NECKLACE, SPEED_RING } from "../planner/speed-items.ts";
import { baseURL, forEachLook, headers, out, signUp, withBrowser } from "../support/screenshots.ts";

async function ok(response: Promise<{ status: () => number; text: () => Promise<string> }>, what: string) {
  const res = await response;
  if (res.status() >= 300) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
}

const save = (request: APIRequestContext, slotIndex: number, hunter: DeepPartial<HunterInput>) =>
  ok(request.post("/api/hunters", { data: { slotIndex, hunter: createHunter(hunter) }, headers }), "hunter");
const add = (request: APIRequestContext, item: Record<string, unknown>) =>
  ok(
    request.post("/api/inventory", {
      data: { quality: "Fine", runeType: "", runeValue: 0, ...item },
      headers,
    }),
    "item",
  );

// Four hunters and four items: a ring worn by the last hunter that the first takes, a faster weapon, one
// hunter out of reach with its farm list, one already at its goal.
async function seed(request: APIRequestContext) {
  await add(request, SPEED_RING);
  await add(request, SPEED_NECKLACE);
  await add(request, { itemType: "Boots", rarity: "Rare", attributes: [{ type: "ATK SPD", value: 3 }] });
  await add(request, {
    itemType: "Weapon",
    rarity: "Heroic",
    attributes: [{ type: "ATK", value: 6 }],
    baseAtkSpd: "1.8",
  });
  // The last hunter wears the ring as the builder equips it from the inventory.
  const gameData = (await (await request.get("/api/game-data")).json()) as GameData;
  const { items } = (await (await request.get("/api/inventory")).json()) as { items: InventoryItemData[] };
  const ring = items.find((item) => item.itemType === "Ring") as InventoryItemData;
  await save(request, 0, { hunterName: "Swift Arrow of the Northern Wilds", atkSpdGoal: 1.45 });
  await save(request, 1, { hunterName: "Far Goal", atkSpdGoal: 1.1 });
  await save(request, 2, { hunterName: "Steady", atkSpdGoal: 1.9 });
  const bearer = createHunter({ hunterName: "Ring Bearer", atkSpdGoal: 1.7 });
  bearer.items.Ring = equipInventoryItem(newHunter(), ring, gameData).items.Ring;
  await ok(request.post("/api/hunters", { data: { slotIndex: 3, hunter: bearer }, headers }), "hunter");
}

async function shot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}${name}.png`, fullPage: true });
  console.log(`screenshots/${name}.png`);
}

await withBrowser(async (browser) => {
  // The verification link signs the player in: the context's cookies are the session.
  const setup = await browser.newContext({ baseURL });
  await signUp(setup.request, "plan");
  await seed(setup.request);
  const state = await setup.storageState();
  await setup.close();
  await forEachLook(browser, state, async (page, tag) => {
    // The roster's header carries the way in ("Plan the roster").
    await page.goto("/");
    await page.getByRole("link", { name: "Plan the roster" }).waitFor();
    await page.screenshot({ path: `${out}plan-${tag}-roster-header.png` });
    console.log(`screenshots/plan-${tag}-roster-header.png`);
    await page.goto("/plan");
    await page.getByRole("article", { name: /^1\. / }).waitFor();
    await page
      .getByRole("status")
      .filter({ hasText: /.+/ })
      .waitFor({ state: "detached" })
      .catch(() => {});
    await shot(page, `plan-${tag}`);
    await page.getByRole("button", { name: /^Change the goal of Far Goal/ }).click();
    await shot(page, `plan-${tag}-goal`);
    await page.getByRole("button", { name: "Apply all" }).click();
    await page.getByRole("dialog", { name: "Apply the plan?" }).waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}plan-${tag}-apply.png` });
    console.log(`screenshots/plan-${tag}-apply.png`);
    await page.keyboard.press("Escape");
  });
});
