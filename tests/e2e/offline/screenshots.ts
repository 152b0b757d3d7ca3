// Screenshots of the offline states (docs/decisions.md#2026-11-24-edits-made-offline) at desktop and phone
// sizes, dark and light: the roster under the offline banner, changes waiting to sync (roster and inventory),
// and the choice after a conflict: node_modules/.bin/tsx tests/e2e/offline/screenshots.ts
// http://localhost:PORT against a running tests/e2e/serve.mjs. Files land in screenshots/ (git-ignored).
import type { Browser, Page } from "playwright-core";
import type { HunterRecord } from "#core/schemas/hunter.ts";
import { createHunter } from "../../factories/hunter.ts";
import { waitForDeviceCopy } from "../support/device-copy.ts";
import { baseURL, forEachLook, headers, out, signUp, withBrowser } from "../support/screenshots.ts";

const shoot = async (page: Page, name: string, tag: string) => {
  await page.waitForTimeout(300);
  const path = `${out}${name}-${tag}.png`;
  await page.screenshot({ path });
  console.log(path.slice(path.indexOf("screenshots/")));
};

async function run(browser: Browser) {
  const seedContext = await browser.newContext({ baseURL });
  await signUp(seedContext.request, "os");
  for (const [slotIndex, hunterName] of ["Lantern Ranger", "Ember Mage"].entries()) {
    await seedContext.request.post("/api/hunters", {
      data: { slotIndex, hunter: createHunter({ hunterName, general: { hunterRarity: "Legendary" } }) },
      headers,
    });
  }
  const state = await seedContext.storageState();
  await forEachLook(browser, state, async (page, tag) => {
    const ember = ((await (await seedContext.request.get("/api/hunters")).json()) as HunterRecord[]).find(
      (h) => h.slotIndex === 1,
    ) as HunterRecord;
    await page.goto("/inventory");
    await page.evaluate("navigator.serviceWorker.ready.then(() => undefined)");
    await page.reload();
    await waitForDeviceCopy(page, '["inventory"]');
    await page.goto("/");
    await page.getByText("Lantern Ranger").waitFor();
    await waitForDeviceCopy(page, ember.hunterName);

    await page.context().setOffline(true);
    await page.reload();
    await page.getByText("Lantern Ranger").waitFor();
    await shoot(page, "offline-roster", tag);

    await page.goto(`/builder?hunter=${ember.id}`);
    await page.getByLabel("Hunter Name").fill("Ember Mage (phone)");
    await page.getByRole("button", { name: /^(Save|Update) Hunter$/ }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/inventory");
    await page.getByRole("button", { name: "Add Item", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Item Type", { exact: true }).selectOption("Boots");
    await dialog.getByLabel("Rarity", { exact: true }).selectOption("Legendary");
    await dialog.getByLabel("Quality", { exact: true }).selectOption("Fine");
    const stat = dialog.getByRole("combobox", { name: "Attribute 1", exact: true });
    await stat.fill("ATK SPD");
    await stat.press("Tab");
    await dialog.getByLabel("Attribute 1 value", { exact: true }).fill("6");
    await dialog.getByRole("button", { name: "Save Item" }).click();
    await dialog.waitFor({ state: "hidden" });
    await shoot(page, "offline-waiting-inventory", tag);
    await page.goto("/");
    await page.getByText("Ember Mage (phone)").waitFor();
    await shoot(page, "offline-waiting-roster", tag);

    // Another device saves the same hunter meanwhile; back online, the player chooses.
    await seedContext.request.put(`/api/hunters/${ember.id}`, {
      data: { hunter: { ...ember, hunterName: "Ember Mage (desktop)" } },
      headers,
    });
    await page.context().setOffline(false);
    await page.getByRole("button", { name: "Keep theirs" }).waitFor();
    await shoot(page, "offline-conflict", tag);
    await page.getByRole("button", { name: "Keep theirs" }).click();
    await page.getByRole("button", { name: "Keep theirs" }).waitFor({ state: "detached" });
  });
  await seedContext.close();
}

await withBrowser(run);
