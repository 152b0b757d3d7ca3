import { expect, test } from "@playwright/test";
import { grantVip } from "../builder/vip.ts";
import { registerAndVerify } from "../support/fixtures.ts";

// docs/product.md#languages: with the interface in German and game terms following it, the builder shows the
// game data's German texts (set descriptions with their level's value, paragon nodes and their effects) while
// the build keeps the English names.
test("the builder in German shows the German set description and paragon nodes", async ({ page }) => {
  const user = await registerAndVerify(page);
  await grantVip(user.email);
  await page.getByRole("link", { name: "Settings" }).click();
  await page.getByLabel("Language", { exact: true }).selectOption("de");
  await expect(page.getByLabel("Spielbegriffe")).toHaveValue("interface");

  await page.goto("/builder?slot=0");
  await expect(page.getByLabel("Name des Jägers")).toBeVisible();
  const panel = page.getByRole("tabpanel");
  await panel.getByLabel("Klasse", { exact: true }).selectOption("Berserker");
  await expect(panel.getByLabel("Klasse", { exact: true })).toHaveValue("Berserker");

  await page.getByRole("tab", { name: "Paragon" }).click();
  const node = panel.locator('[data-node-id="3-1"]');
  await expect(node).toContainText("Henker");
  await expect(node).toContainText("+6% Krit-Schaden");

  await page.getByRole("tab", { name: "Set" }).click();
  const set = panel.getByLabel("Set 1", { exact: true });
  await set.selectOption("Justice");
  await panel.getByLabel("Stufe von Set 1", { exact: true }).selectOption("2");
  await expect(set).toHaveValue("Justice");
  await expect(panel.getByRole("heading", { name: "Gerechtigkeit" })).toBeVisible();
  await expect(panel.getByText("Erhöht den Schaden gegen Monster um 10%")).toBeVisible();
});
