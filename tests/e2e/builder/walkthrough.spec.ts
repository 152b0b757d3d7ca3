import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { BuilderPage } from "./builder-page.ts";
import { grantVip } from "./vip.ts";

// What two player walkthroughs met in the builder
// (docs/decisions.md#2026-11-23-builder-bounds-and-what-the-player-typed), as the player sees it.
test("the builder bounds, refuses and clears what a player would not expect it to keep", async ({ page }) => {
  const user = await registerAndVerify(page);
  await grantVip(user.email);
  const builder = new BuilderPage(page);
  await builder.gotoSlot(0);

  // Guild is bounded, so the actual speed never goes negative.
  await builder.fill("Guild %", "150");
  await expect(builder.field("Guild %")).toHaveValue("20");
  await expect(builder.attackSpeed().getByText(/^-/)).toHaveCount(0);

  await builder.open("Items");
  const weapon = builder.card("Weapon");
  await builder.choose("Rarity", "Heroic", weapon);
  // An empty or zero base speed says what is used instead.
  await builder.fill("Base Attack Speed", "0", weapon);
  await expect(weapon.getByText(messages.baseSpeedDefaultUsed("2.00"))).toBeVisible();
  await builder.fill("Base Attack Speed", "1.5", weapon);
  await expect(weapon.getByText(messages.baseSpeedDefaultUsed("2.00"))).toHaveCount(0);

  // Percent fields take whole numbers: the dot is refused visibly instead of making 5.5 into 55.
  await builder.attribute(weapon, 1, "ATK", "5");
  const value = builder.field("Attribute 1 value", weapon);
  await value.fill("5.5");
  await expect(value).toHaveValue("5");
  await expect(weapon.getByRole("alert")).toHaveText(messages.wholePercentOnly);
  await expect(value).toHaveAttribute("aria-invalid", "true");
  await value.fill("6");
  await expect(value).toHaveValue("6");
  await expect(weapon.getByRole("alert")).toHaveCount(0);

  // Two items with the same rune type: one calm notice, no card marked as wrong.
  await builder.choose("Rune Type", "ATK", weapon);
  const ring = builder.card("Ring");
  await builder.choose("Rarity", "Heroic", ring);
  await builder.choose("Rune Type", "ATK", ring);
  await expect(builder.panel().getByRole("status")).toContainText(messages.duplicateRune);
  await expect(builder.panel().getByText("Duplicate rune type", { exact: true })).toHaveCount(0);
  await expect(builder.panel().locator("[aria-invalid=true]")).toHaveCount(0);

  // Mount values wait for a tier.
  await builder.open("Mount");
  const horseshoe = builder.card("Horseshoe");
  await expect(builder.field("ATK SPD", horseshoe)).toBeDisabled();
  await expect(horseshoe.getByText(messages.chooseMountTierFirst)).toBeVisible();
  await builder.choose("Tier", "A Tier", horseshoe);
  await expect(builder.field("ATK SPD", horseshoe)).toBeEnabled();

  // Paragon picks belong to the class family: another family starts from an empty tree.
  await builder.open("General");
  await builder.choose("Class", "Berserker");
  await builder.open("Paragon");
  await builder
    .panel()
    .getByRole("button", { name: /^Iron Will/ })
    .click();
  await expect(builder.panel().getByText("1 / 7")).toBeVisible();
  await expect(builder.panel().getByText(messages.paragonEffectsNote)).toBeVisible();
  await builder.open("General");
  await builder.choose("Class", "Warlord");
  await builder.open("Paragon");
  await expect(builder.panel().getByText("1 / 7")).toBeVisible();
  await builder.open("General");
  await builder.choose("Class", "Archmage");
  await builder.open("Paragon");
  await expect(builder.panel().getByText("0 / 7")).toBeVisible();
  await expect(builder.panel().locator("[aria-pressed=true]")).toHaveCount(0);

  // A set is worn once: the one chosen in Set 1 is not offered in Set 2.
  await builder.open("Set");
  await builder.choose("Set 1", "Justice");
  await expect(builder.field("Set 2").locator("option", { hasText: "Justice" })).toBeDisabled();
  await expect(builder.field("Set 2").locator("option", { hasText: "Honor" })).toBeEnabled();
});
