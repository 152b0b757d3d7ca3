import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { grantVip } from "../builder/vip.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { InventoryPage } from "./inventory-page.ts";

test("a free player saves, applies and deletes presets up to the limit of 3", async ({ page }) => {
  await registerAndVerify(page);
  const inventory = new InventoryPage(page);
  await inventory.goto();
  const filters = await inventory.openFilters();
  const presets = inventory.presets(filters);

  await presets.getByRole("button", { name: "Save Preset" }).click();
  await expect(presets.getByText(messages.presetNameRequired)).toBeVisible();

  await inventory.chip("Rarity", "Legendary", filters).click();
  await inventory.chip("Attributes", "ATK SPD", filters).click();
  await inventory.savePreset("Speed", filters);
  await expect(presets.getByText(messages.presetSaved("Speed"))).toBeVisible();
  // Messages vanish after 3 s (docs/product.md#presets).
  await expect(presets.getByText(messages.presetSaved("Speed"))).toBeHidden({ timeout: 5000 });

  await filters.getByRole("button", { name: "Clear Filters" }).click();
  await expect(inventory.chip("Rarity", "Legendary", filters)).toHaveAttribute("aria-pressed", "false");
  await presets.getByRole("button", { name: "Speed", exact: true }).click();
  await expect(inventory.chip("Rarity", "Legendary", filters)).toHaveAttribute("aria-pressed", "true");
  await expect(inventory.chip("Attributes", "ATK SPD", filters)).toHaveAttribute("aria-pressed", "true");

  await inventory.savePreset("Tank", filters);
  await expect(presets.getByText(messages.presetSaved("Tank"))).toBeVisible();
  await inventory.savePreset("Boss", filters);
  await expect(presets.getByText(messages.presetSaved("Boss"))).toBeVisible();
  await inventory.savePreset("One too many", filters);
  await expect(presets.getByText(messages.presetLimit(3))).toBeVisible();
  await expect(presets.getByRole("button", { name: /^Delete preset/ })).toHaveCount(3);

  // Editing is VIP only.
  await presets.getByRole("switch", { name: "Edit Presets" }).click();
  await expect(presets.getByText(messages.presetEditVipOnly)).toBeVisible();
  await expect(presets.getByRole("button", { name: "Update Preset" })).toHaveCount(0);

  await presets.getByRole("button", { name: "Delete preset Tank" }).click();
  await expect(presets.getByText(messages.presetDeleted)).toBeVisible();
  await expect(presets.getByRole("button", { name: /^Delete preset/ })).toHaveCount(2);
  await page.reload();
  const again = inventory.presets(await inventory.openFilters());
  await expect(again.getByRole("button", { name: /^Delete preset/ })).toHaveCount(2);
});

test("a VIP player edits presets and keeps inheritable items", async ({ page }) => {
  const user = await registerAndVerify(page);
  await grantVip(user.email);
  const inventory = new InventoryPage(page);
  await inventory.goto();
  await expect(inventory.title()).toHaveText("Inventory (0 / 400)");

  await inventory.addItem({
    type: "Gloves",
    rarity: "Legendary",
    quality: "Masterwork",
    attributes: [["Crit Rate", "6"]],
    inheritable: true,
  });
  await inventory.addItem({
    type: "Gloves",
    rarity: "Legendary",
    quality: "Fine",
    attributes: [["ATK", "4"]],
  });
  await expect(inventory.card("Legendary Gloves").first()).toBeVisible();
  await expect(page.getByText("Inheritable", { exact: true })).toHaveCount(1);

  const filters = await inventory.openFilters();
  const presets = inventory.presets(filters);
  await filters.getByRole("switch", { name: "Inheritable" }).click();
  await expect(inventory.cards()).toHaveCount(1);
  await inventory.savePreset("Heirlooms", filters);
  await expect(presets.getByText(messages.presetSaved("Heirlooms"))).toBeVisible();

  await presets.getByRole("switch", { name: "Edit Presets" }).click();
  await page.reload();
  const reopened = await inventory.openFilters();
  const list = inventory.presets(reopened);
  await list.getByRole("switch", { name: "Edit Presets" }).click();
  await list.getByRole("button", { name: "Update Preset" }).click();
  await expect(list.getByText(messages.presetNoneSelected)).toBeVisible();

  await list.getByRole("button", { name: "Heirlooms", exact: true }).click();
  await expect(inventory.cards()).toHaveCount(1);
  await inventory.chip("Quality", "Masterwork", reopened).click();
  await list.getByRole("button", { name: "Update Preset" }).click();
  await expect(list.getByText(messages.presetUpdated)).toBeVisible();

  await reopened.getByRole("button", { name: "Clear Filters" }).click();
  await expect(inventory.cards()).toHaveCount(2);
  await list.getByRole("button", { name: "Heirlooms", exact: true }).click();
  await expect(inventory.chip("Quality", "Masterwork", reopened)).toHaveAttribute("aria-pressed", "true");
  await expect(inventory.cards()).toHaveCount(1);
});
