import { mkdirSync } from "node:fs";
import { test } from "@playwright/test";
import { registerAndVerify } from "../support/fixtures.ts";

// The Subscribe panel at 1280 and 390 px in both themes, for a person to look at (issue 26): written to
// SCREENS_DIR (default /tmp/screens) as feed-<width>-<theme>.png, with the whole calendar page beside it.
const dir = process.env.SCREENS_DIR ?? "/tmp/screens";

test("screens of the Subscribe panel", async ({ page }) => {
  mkdirSync(dir, { recursive: true });
  await registerAndVerify(page);
  await page.clock.setFixedTime(new Date("2025-01-19T09:00:00Z"));
  await page.goto("/calendar");
  await page.getByRole("button", { name: "Create my feed link" }).click();
  await page.getByRole("textbox", { name: "Your feed link" }).waitFor();
  for (const theme of ["dark", "light"] as const) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.evaluate((t) => localStorage.setItem("hl.theme", t), theme);
      await page.goto("/calendar");
      const panel = page.getByRole("region", { name: "Subscribe" });
      await panel.getByRole("textbox", { name: "Your feed link" }).waitFor();
      await page.waitForTimeout(300);
      await panel.screenshot({ path: `${dir}/feed-${width}-${theme}.png` });
      await page.screenshot({ path: `${dir}/feed-page-${width}-${theme}.png`, fullPage: true });
    }
  }
});
