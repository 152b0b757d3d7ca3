// Screenshots of the card buttons on a public build's page and a public profile, and the share toast,
// at desktop and phone sizes in both themes (docs/product.md#build-cards):
//   E2E_PORT=3100 node_modules/.bin/tsx tests/e2e/cards/screenshots.ts [baseURL]
// against a running tests/e2e/serve.mjs on that port. Files land in screenshots/ (git-ignored), with the
// card itself as the server drew it.
import { writeFileSync } from "node:fs";
import { hunterCardPath } from "#core/rules/card-paths.ts";
import type { HunterRecord } from "#core/schemas/hunter.ts";
import { fullUltimateHunter } from "../../cards/fixtures.ts";
import { forEachLook, headers, out, signedInContext, withBrowser } from "../support/screenshots.ts";

await withBrowser(async (browser) => {
  const { setup, user } = await signedInContext(browser, "c");
  const res = await setup.request.post("/api/hunters", {
    data: { slotIndex: 0, hunter: fullUltimateHunter() },
    headers,
  });
  const hunter = (await res.json()) as HunterRecord;
  const storage = await setup.storageState();
  const card = await setup.request.get(hunterCardPath(hunter.userId, hunter.id));
  writeFileSync(`${out}cards-served.png`, await card.body());
  await forEachLook(browser, storage, async (page, tag) => {
    await page.goto(`/hunter/${hunter.userId}/${hunter.id}`);
    await page.getByRole("button", { name: /Download image of/ }).waitFor();
    await page.getByRole("button", { name: "Share hunter" }).click();
    await page.getByText("Pasted in a chat").waitFor();
    await page.screenshot({ path: `${out}cards-hunter-${tag}.png` });
    await page.goto(`/profile/${user.nickname.toLowerCase()}`);
    await page.getByRole("button", { name: /Download image of/ }).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}cards-profile-${tag}.png` });
    console.log(`screenshots/cards-*-${tag}.png`);
  });
  await setup.close();
});
