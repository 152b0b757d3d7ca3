// Screenshots of the version history (docs/decisions.md#2026-11-23-version-history-of-a-hunter) at desktop
// and phone sizes, dark and light: node_modules/.bin/tsx tests/e2e/history/screenshots.ts
// http://localhost:PORT against a running tests/e2e/serve.mjs. Files land in screenshots/ (git-ignored).
import type { APIRequestContext, Browser, Page } from "playwright-core";
import type { HunterInput, HunterRecord } from "#core/schemas/hunter.ts";
import { createHunter, type DeepPartial } from "../../factories/hunter.ts";
import { baseURL, forEachLook, headers, out, signUp, withBrowser } from "../support/screenshots.ts";

const build = (name: string, quicken: number, ring: string): DeepPartial<HunterInput> => ({
  hunterName: name,
  general: { hunterRarity: "Legendary", hunterClass: "Ranger", hunterPurpose: "Boss runs", trait: quicken },
  items: { Ring: { rarity: ring, quality: "Fine", attributes: [{ type: "HP", value: 4 }] } },
});

async function seed(request: APIRequestContext) {
  const created = await request.post("/api/hunters", {
    data: { slotIndex: 0, hunter: createHunter(build("Dawn Ranger", 1, "Rare")) },
    headers,
  });
  const hunter = (await created.json()) as HunterRecord;
  const steps: [string, number, string][] = [
    ["Dawn Ranger", 2, "Rare"],
    ["Dawn Ranger", 2, "Legendary"],
    ["Dawn Ranger of the Long Northern Road", 3, "Legendary"],
    ["Dawn Ranger", 4, "Heroic"],
    ["Dawn Ranger", 5, "Heroic"],
  ];
  for (const [name, quicken, ring] of steps) {
    await request.put(`/api/hunters/${hunter.id}`, {
      data: { hunter: createHunter(build(name, quicken, ring)) },
      headers,
    });
  }
  return hunter;
}

async function shot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  const path = `${out}history-${name}.png`;
  await page.screenshot({ path });
  console.log(path.slice(path.indexOf("screenshots/")));
}

async function run(browser: Browser) {
  const seedContext = await browser.newContext({ baseURL });
  const user = await signUp(seedContext.request, "hs");
  const hunter = await seed(seedContext.request);
  const state = await seedContext.storageState();
  await seedContext.close();

  await forEachLook(browser, state, async (page, tag) => {
    await page.goto(`/hunter/${hunter.userId}/${hunter.id}`);
    await page.getByRole("region", { name: "History" }).scrollIntoViewIfNeeded();
    await shot(page, `panel-${tag}`);
    await page.getByRole("button", { name: "Restore Version 2" }).click();
    await page.getByRole("dialog").waitFor();
    await shot(page, `dialog-${tag}`);
    await page.keyboard.press("Escape");
    await page.goto(`/hunter/${hunter.userId}/${hunter.id}?version=4`);
    await page.getByText(/You are looking at version 4/).waitFor();
    await shot(page, `version-${tag}`);
    await page.goto(`/builder?hunter=${hunter.id}`);
    await page.getByRole("region", { name: "History" }).scrollIntoViewIfNeeded();
    await shot(page, `builder-${tag}`);
  });
  console.log(`owner: ${user.email}`);
}

await withBrowser(run);
