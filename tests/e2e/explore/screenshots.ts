// Screenshots of /explore, its meta and leaderboards and 'How do I get there'
// (docs/product.md#gap-to-the-top) at desktop and phone sizes, dark and light: E2E_PORT=PORT
// node_modules/.bin/tsx tests/e2e/explore/screenshots.ts http://localhost:PORT against a running
// tests/e2e/serve.mjs (VIP is granted through its admin socket). Files land in screenshots/.
import type { Browser, Page } from "playwright-core";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { createHunter, type DeepPartial } from "../../factories/hunter.ts";
import { admin } from "../hunters/admin.ts";
import {
  baseURL,
  forEachLook,
  headers,
  out,
  signedInContext,
  signUp,
  withBrowser,
} from "../support/screenshots.ts";

const PLAYERS = 5;
const SETS = ["Fury", "Precision", "Predator", "Vigor", "Justice"];
const SKILLS = ["ATK", "HP", "Crit Chance"];

// Twenty-five public Archer builds of five players, so the meta is shown, each a little faster than the last.
function build(n: number): DeepPartial<HunterInput> {
  return {
    hunterName: `${["Windrunner", "Hawkeye", "Quickdraw", "Gale", "Arrowstorm"][n % 5]} ${n + 1}`,
    isPublic: true,
    general: {
      hunterClass: "Archer",
      hunterRarity: ["Legendary", "Ultimate", "Heroic"][n % 3],
      hunterPurpose: ["Boss farming", "PvP duels", "Gold runs"][n % 3],
      guild: 5,
      technology: n % 9,
    },
    items: {
      Ring: { rarity: "Legendary", attributes: [{ type: "ATK SPD", value: 2 + (n % 8) }] },
      Necklace: { rarity: "Legendary", attributes: [{ type: "ATK SPD", value: 1 + (n % 5) }] },
    },
    mount: { rarity: "A", skill: ["Gallop", "Charge", "Trample"][n % 3] ?? "", trait: "" },
    sets: [
      { name: SETS[n % SETS.length] ?? "", level: 1 + (n % 3) },
      { name: SETS[(n + 2) % SETS.length] ?? "", level: 1 + ((n + 1) % 3) },
      { name: "", level: 1 },
    ],
    traits: { Quicken: 1 + (n % 5), Curse: n % 4 },
    paragon: { secondSkill: SKILLS[n % 3] ?? "", thirdSkill: "" },
  };
}

async function shot(page: Page, name: string, fullPage = true) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  const path = `${out}explore-${name}.png`;
  await page.screenshot({ path, fullPage });
  console.log(path.slice(path.indexOf("screenshots/")));
}

async function run(browser: Browser) {
  for (let p = 0; p < PLAYERS; p++) {
    const context = await browser.newContext({ baseURL });
    const user = await signUp(context.request, `ex${p}`);
    await admin("grant-vip", user.email, "--months", "1");
    for (let slot = 0; slot < 5; slot++) {
      const created = await context.request.post("/api/hunters", {
        data: { slotIndex: slot, hunter: createHunter(build(p * 5 + slot)) },
        headers,
      });
      if (created.status() !== 201) throw new Error(`seed: ${created.status()} ${await created.text()}`);
    }
    await context.close();
  }
  const { setup } = await signedInContext(browser, "exme");
  await setup.request.post("/api/hunters", {
    data: {
      slotIndex: 0,
      hunter: createHunter({ hunterName: "My Archer", general: { hunterClass: "Archer" } }),
    },
    headers,
  });
  await setup.request.post("/api/inventory", {
    data: { itemType: "Ring", rarity: "Legendary", attributes: [{ type: "ATK SPD", value: 7 }] },
    headers,
  });
  const state = await setup.storageState();
  await setup.close();

  await forEachLook(browser, undefined, async (page, tag) => {
    await page.goto("/explore?class=Archer");
    await page.getByRole("article").first().waitFor();
    await shot(page, `list-visitor-${tag}`, false);
  });
  await forEachLook(browser, state, async (page, tag) => {
    await page.goto("/explore/meta?class=Archer");
    await page.getByText("Actual ATK SPD").waitFor();
    await shot(page, `meta-${tag}`);
    await page.goto("/explore/meta?class=Mage");
    await page.getByText("Not enough public builds yet").waitFor();
    await shot(page, `meta-thin-${tag}`, false);
    await page.goto("/explore/leaderboards?class=Archer");
    await page.getByRole("listitem").first().waitFor();
    await shot(page, `leaderboard-${tag}`, false);
    await page.getByRole("button", { name: "How do I get there" }).first().click();
    await page
      .getByRole("dialog")
      .getByText(/Reachable|Out of reach|already/)
      .first()
      .waitFor();
    await shot(page, `gap-${tag}`, false);
  });
}

await withBrowser(run);
