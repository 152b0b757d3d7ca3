// Screenshots of the offline roster with its banner (issue 14) at desktop and phone sizes, dark and light:
//   node_modules/.bin/tsx tests/e2e/offline/screenshots.ts http://localhost:PORT
// against a running tests/e2e/serve.mjs. Files land in screenshots/ (git-ignored).
import type { Browser } from "playwright-core";
import { createHunter } from "../../factories/hunter.ts";
import { baseURL, forEachLook, headers, out, signUp, withBrowser } from "../support/screenshots.ts";

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
  await seedContext.close();
  await forEachLook(browser, state, async (page, tag) => {
    await page.goto("/");
    await page.evaluate("navigator.serviceWorker.ready.then(() => undefined)");
    await page.reload();
    await page.getByText("Lantern Ranger").waitFor();
    await page.waitForTimeout(1500);
    await page.context().setOffline(true);
    await page.reload();
    await page.getByText("Lantern Ranger").waitFor();
    await page.waitForTimeout(300);
    const path = `${out}offline-roster-${tag}.png`;
    await page.screenshot({ path });
    console.log(path.slice(path.indexOf("screenshots/")));
  });
}

await withBrowser(run);
