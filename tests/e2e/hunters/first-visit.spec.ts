import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { RosterPage } from "./roster-page.ts";

// A new player's roster showed fifteen locked 'Unlock Slot' tiles and did not mention the
// planner or import. Now the locked slots are one line with their count, and an empty roster shows the way in.
for (const width of [1280, 390]) {
  test(`a new player's roster shows where to start at ${width} px`, async ({ page }) => {
    await registerAndVerify(page);
    await page.setViewportSize({ width, height: 900 });
    const roster = new RosterPage(page);
    await roster.goto();

    await expect(roster.overview()).toContainText(messages.noHunters);
    const start = page.getByRole("navigation", { name: "Start here" });
    await expect(start.getByRole("link", { name: /Create a hunter/ })).toHaveAttribute(
      "href",
      "/builder?slot=0",
    );
    await expect(start.getByRole("link", { name: /Import from a code or file/ })).toHaveAttribute(
      "href",
      "/import",
    );
    await expect(start.getByRole("link", { name: /Try the planner/ })).toHaveAttribute(
      "href",
      "/builder?slot=0#plan",
    );

    const vip = roster.section("VIP Hunter");
    await expect(vip.getByRole("link", { name: messages.unlockSlot })).toHaveCount(0);
    await expect(vip.getByRole("link", { name: "15 more slots with VIP" })).toBeVisible();

    await start.getByRole("link", { name: /Import from a code or file/ }).click();
    await expect(page).toHaveURL(/\/import$/);
    await page.goBack();
    await start.getByRole("link", { name: /Try the planner/ }).click();
    await expect(page).toHaveURL(/\/builder\?slot=0#plan$/);
  });
}
