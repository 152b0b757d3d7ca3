// Screenshots of the open breakdowns (docs/decisions.md#2026-11-25-where-every-number-comes-from) at desktop
// and phone sizes, dark and light: node_modules/.bin/tsx tests/e2e/builder/breakdown-screenshots.ts [baseURL]
// (a running tests/e2e/serve.mjs) Also the weapon's base speed in a plan's weapon swap and in the farm list.
// Files land in screenshots/breakdown-*.png (git-ignored).
import type { Page } from "playwright-core";
import type { HunterInput, HunterRecord } from "#core/schemas/hunter.ts";
import { createHunter } from "../../factories/hunter.ts";
import { forEachLook, headers, out, signedInContext, withBrowser } from "../support/screenshots.ts";
import { breakdownBuild } from "./breakdown-build.ts";

async function shot(page: Page, name: string) {
  await page.getByRole("dialog").waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}breakdown-${name}.png` });
  console.log(`screenshots/breakdown-${name}.png`);
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "hidden" });
}

// The plan panel alone: the page around it is the builder's own screenshots' business.
async function plan(page: Page, name: string, text: string) {
  const panel = page.locator("#plan");
  await panel.getByText(text).first().waitFor();
  await panel.screenshot({ path: `${out}breakdown-${name}.png` });
  console.log(`screenshots/breakdown-${name}.png`);
}

await withBrowser(async (browser) => {
  const { setup } = await signedInContext(browser, "bd");
  const save = async (slotIndex: number, hunter: HunterInput) => {
    const response = await setup.request.post("/api/hunters", { data: { slotIndex, hunter }, headers });
    return (await response.json()) as HunterRecord;
  };
  const hunter = await save(0, createHunter(breakdownBuild));
  // A goal the inventory's faster weapon reaches (1.2 x 0.54 / 1.08 = 0.6): its plan swaps the weapon.
  const planned = await save(
    1,
    createHunter({ ...breakdownBuild, hunterName: "Plan Ranger", atkSpdGoal: 0.7 }),
  );
  const weapon = await setup.request.post("/api/inventory", {
    data: {
      itemType: "Weapon",
      rarity: "Ultimate",
      quality: "Fine",
      baseAtkSpd: "1.2",
      attributes: [{ type: "ATK SPD", value: 8 }],
      runeType: "",
      runeValue: 0,
    },
    headers,
  });
  if (weapon.status() !== 201) throw new Error(`inventory: ${weapon.status()} ${await weapon.text()}`);
  const state = await setup.storageState();
  await setup.close();
  await forEachLook(browser, state, async (page, tag) => {
    await page.goto(`/builder?hunter=${hunter.id}`);
    await page.getByLabel("Hunter Name").waitFor();
    // On a phone the summary is a bar pinned to the bottom that opens into a sheet.
    if (tag.startsWith("phone")) await page.getByRole("button", { name: /Build Summary/ }).click();
    await page.getByRole("button", { name: /^How the attack speed/ }).click();
    await shot(page, `${tag}-builder-speed`);
    await page.getByRole("button", { name: /^Where ATK SPD/ }).click();
    await shot(page, `${tag}-builder-line`);
    await page.goto(`/hunter/${hunter.userId}/${hunter.id}`);
    await page.getByRole("button", { name: /^How the attack speed/ }).click();
    await shot(page, `${tag}-hunter-speed`);
    await page.goto(`/compare?a=${hunter.userId}/${hunter.id}&b=${planned.userId}/${planned.id}`);
    await page
      .getByRole("button", { name: /^How the attack speed/ })
      .first()
      .click();
    await shot(page, `${tag}-compare-speed`);
    await page.goto(`/builder?hunter=${planned.id}#plan`);
    await plan(page, `${tag}-plan-weapon`, "Base speed 2.5 → 1.2");
    await page.goto(`/builder?hunter=${hunter.id}#plan`);
    await plan(page, `${tag}-plan-farm`, "Worked out for a weapon");
  });
});
