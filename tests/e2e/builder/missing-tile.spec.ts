import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { saveHunter } from "../hunters/hunters-api.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { BuilderPage } from "./builder-page.ts";

// The builder's Missing tile cut 'Overflowing' to 'Over…'. The whole word shows, unclipped, on a
// phone and on a desktop.
for (const width of [390, 1280]) {
  test(`the Missing tile shows 'Overflowing' whole at ${width} px`, async ({ page }) => {
    await registerAndVerify(page);
    await page.setViewportSize({ width, height: 900 });
    // Guild 20% and technology 10% beat the 25% a 1.5 goal needs on a base-2 weapon.
    const hunter = await saveHunter(page, 0, { atkSpdGoal: 1.5, general: { guild: 20, technology: 10 } });
    await new BuilderPage(page).gotoHunter(hunter.id);

    // On a narrow screen the overview is a bar at the bottom that opens into a sheet.
    const dock = page
      .getByRole("complementary", { name: "Build overview" })
      .getByRole("button", { expanded: false });
    if (await dock.isVisible()) await dock.click();
    const speed = page.getByRole("region", { name: "Attack Speed" });
    const missing = speed.getByRole("definition").filter({ hasText: messages.overflowing });
    await expect(missing).toHaveText(messages.overflowing);
    const size = await missing.evaluate((dd) => ({ scroll: dd.scrollWidth, client: dd.clientWidth }));
    expect(size.scroll).toBeLessThanOrEqual(size.client);
  });
}
