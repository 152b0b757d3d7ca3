// Screenshots of the open breakdowns (docs/decisions.md#2026-11-25-where-every-number-comes-from) at desktop
// and phone sizes, dark and light: node_modules/.bin/tsx tests/e2e/builder/breakdown-screenshots.ts [baseURL]
// (a running tests/e2e/serve.mjs) Also the weapon's base speed in a plan's weapon swap and in the farm list.
// Files land in SCREENS_DIR or screenshots/ (git-ignored), as breakdown-*.png.
import type { Page } from "playwright-core";
import type { HunterInput, HunterRecord } from "#core/schemas/hunter.ts";
import { createHunter } from "../../factories/hunter.ts";
import {
  expectStatus,
  forEachLook,
  headers,
  preparedPlayer,
  shot,
  withBrowser,
} from "../support/screenshots.ts";
import { breakdownBuild } from "./breakdown-build.ts";

async function dialogShot(page: Page, name: string) {
  await page.getByRole("dialog").waitFor();
  await shot(page, `breakdown-${name}`);
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "hidden" });
}

// The plan panel alone: the page around it is the builder's own screenshots' business.
async function plan(page: Page, name: string, text: string) {
  const panel = page.locator("#plan");
  await panel.getByText(text).first().waitFor();
  await shot(panel, `breakdown-${name}`);
}

await withBrowser(async (browser) => {
  const { storageState, made } = await preparedPlayer(browser, "bd", async (request) => {
    const save = async (slotIndex: number, hunter: HunterInput) => {
      const response = await request.post("/api/hunters", { data: { slotIndex, hunter }, headers });
      return (await (await expectStatus(response, 201, "hunter")).json()) as HunterRecord;
    };
    const hunter = await save(0, createHunter(breakdownBuild));
    // A goal the inventory's faster weapon reaches (1.2 x 0.54 / 1.08 = 0.6): its plan swaps the weapon.
    const planned = await save(
      1,
      createHunter({ ...breakdownBuild, hunterName: "Plan Ranger", atkSpdGoal: 0.7 }),
    );
    const weapon = await request.post("/api/inventory", {
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
    await expectStatus(weapon, 201, "inventory");
    return { hunter, planned };
  });
  const { hunter, planned } = made;
  await forEachLook(browser, storageState, async (page, tag) => {
    await page.goto(`/builder?hunter=${hunter.id}`);
    await page.getByLabel("Hunter Name").waitFor();
    // On a phone the summary is a bar pinned to the bottom that opens into a sheet.
    if (tag.startsWith("phone")) await page.getByRole("button", { name: /Build Summary/ }).click();
    await page.getByRole("button", { name: /^How the attack speed/ }).click();
    await dialogShot(page, `${tag}-builder-speed`);
    await page.getByRole("button", { name: /^Where ATK SPD/ }).click();
    await dialogShot(page, `${tag}-builder-line`);
    await page.goto(`/hunter/${hunter.userId}/${hunter.id}`);
    await page.getByRole("button", { name: /^How the attack speed/ }).click();
    await dialogShot(page, `${tag}-hunter-speed`);
    await page.goto(`/compare?a=${hunter.userId}/${hunter.id}&b=${planned.userId}/${planned.id}`);
    await page
      .getByRole("button", { name: /^How the attack speed/ })
      .first()
      .click();
    await dialogShot(page, `${tag}-compare-speed`);
    await page.goto(`/builder?hunter=${planned.id}#plan`);
    await plan(page, `${tag}-plan-weapon`, "Base speed 2.5 → 1.2");
    await page.goto(`/builder?hunter=${hunter.id}#plan`);
    await plan(page, `${tag}-plan-farm`, "Worked out for a weapon");
  });
});
