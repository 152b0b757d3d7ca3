import { expect, test } from "@playwright/test";
import { registerAndVerify } from "../support/fixtures.ts";
import { InventoryPage } from "./inventory-page.ts";

// docs/decisions.md#2026-11-23-the-phone-inventory-draws-a-screenful-at-a-time: a long inventory draws a
// screenful of cards at a time, and scrolling reaches every item.
test("every item of a long inventory is reached by scrolling, and a filter shows its matches", async ({
  page,
}) => {
  await registerAndVerify(page);
  const origin = new URL(page.url()).origin;
  const add = (n: number) =>
    page.request.post("/api/inventory", {
      data: {
        itemType: n % 10 === 0 ? "Hat" : "Belt",
        rarity: "Normal",
        quality: "Worn",
        attributes: [{ type: "HP", value: 1 + (n % 3) }],
      },
      headers: { Origin: origin },
    });
  for (let batch = 0; batch < 6; batch++) {
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => add(batch * 10 + i)));
    for (const response of responses) expect(response.status()).toBe(201);
  }
  const inventory = new InventoryPage(page);
  await inventory.goto();
  await expect(inventory.title()).toHaveText("Inventory (60 / 200)");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThan(60);

  await expect(async () => {
    await cards.last().scrollIntoViewIfNeeded();
    expect(await cards.count()).toBe(60);
  }).toPass();

  await page.getByRole("button", { name: /^Filters/ }).click();
  await page.getByRole("button", { name: "Hat", exact: true }).click();
  await expect(cards).toHaveCount(6);
  await expect(page.getByText("Showing 6 of 60 items")).toBeVisible();
});
