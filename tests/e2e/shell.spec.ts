import { expect, test } from "@playwright/test";

test("the app shell serves the routed pages", async ({ page }) => {
  await page.goto("/calendar");
  // The guard sends a visitor to /login; a guest session opens the app on the page asked for.
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole("button", { name: "Continue as guest" }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Calendar" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Inventory" }).click();
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(page.getByRole("heading", { name: "Inventory" })).toBeVisible();
});
