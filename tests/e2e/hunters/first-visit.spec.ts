import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { addItem } from "../support/inventory-api.ts";
import { saveHunter } from "./hunters-api.ts";
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

// The first save used to end the guide, though nothing yet said to add items, which the inventory search
// and the planners choose from. Until the player has items, the guide leads to them.
test("after the first save the start guide leads to the inventory and its screenshots until there are items", async ({
  page,
}) => {
  await registerAndVerify(page);
  await saveHunter(page, 0, { hunterName: "First Light" });
  const roster = new RosterPage(page);
  await roster.goto();

  const start = page.getByRole("navigation", { name: "Start here" });
  await expect(start.getByRole("link")).toHaveText([/Add your items/, /Add from screenshots/]);
  await start.getByRole("link", { name: /Add from screenshots/ }).click();
  await expect(page).toHaveURL(/\/inventory#screenshots$/);
  await expect(page.getByRole("dialog", { name: "Add from screenshots" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Add from screenshots" })).toBeHidden();

  await roster.goto();
  await start.getByRole("link", { name: /Add your items/ }).click();
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(page.getByRole("button", { name: "Add Item" })).toBeVisible();

  await addItem(page, { itemType: "Ring", rarity: "Rare", attributes: [{ type: "HP", value: 2 }] });
  await roster.goto();
  await expect(roster.card("First Light")).toBeVisible();
  await expect(start).toHaveCount(0);
});
