import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { BuilderPage } from "./builder-page.ts";

type Data = {
  traits: { label: string; value: number }[];
  hunterAttackSpeedRarity: { label: string; value: number }[];
  characteristics: { name: string; value: number }[];
  weaponRuneTypes: { name: string; stat: string; options: number[] }[];
};
const data = JSON.parse(readFileSync("data/game-data.json", "utf8")) as Data;

test("the Build Summary and the attack speed match a build worked out by hand", async ({ page }) => {
  // The game data's values this example relies on.
  expect(data.traits.find((t) => t.label === "Level 2")?.value).toBe(1.08);
  expect(data.hunterAttackSpeedRarity.find((r) => r.label === "Purple")?.value).toBe(0.15);
  expect(data.characteristics.find((c) => c.name === "Nimble")?.value).toBe(0.03);
  expect(data.weaponRuneTypes.find((r) => r.name === "Rune of Haste")).toMatchObject({
    stat: "ATK SPD",
    options: [2, 4, 6],
  });

  await registerAndVerify(page);
  const builder = new BuilderPage(page);
  await builder.gotoSlot(0);
  await expect(builder.summary().getByText(messages.noStats)).toBeVisible();
  // An empty build: base 2, trait Level 1 (x1.04), guild 5%: 2 x 0.95 / 1.04 = 1.826923...
  await expect(builder.attackSpeed().getByRole("definition")).toHaveText(["0.25", "82.00%", "1.8269"]);

  await builder.choose("ATK SPD Rarity", "Purple");
  await builder.choose("Characteristic", "Nimble");
  await builder.choose("Trait Level", "Level 2");
  await builder.fill("Technology %", "12");
  await expect(builder.field("Technology %")).toHaveValue("10");

  await builder.open("Items");
  const weapon = builder.card("Weapon");
  await builder.choose("Rarity", "Legendary", weapon);
  await builder.attribute(weapon, 1, "ATK SPD", "6");
  await builder.attribute(weapon, 2, "ATK", "20");
  await builder.fill("Base Attack Speed", "2,5", weapon);
  await expect(builder.field("Base Attack Speed", weapon)).toHaveValue("2.5");
  await builder.choose("Weapon Rune", "Rune of Haste (ATK SPD)", weapon);
  await builder.choose("Weapon Rune Level", "Level 2 (+4%)", weapon);
  await builder.choose("Rune Type", "ATK SPD", weapon);
  await builder.fill("Rune Value", "3", weapon);

  const gloves = builder.card("Gloves");
  await builder.choose("Rarity", "Rare", gloves);
  await builder.attribute(gloves, 1, "ATK SPD", "5");
  await builder.attribute(gloves, 2, "Crit Rate", "7");
  await builder.choose("Rune Type", "ATK SPD", gloves);
  await builder.fill("Rune Value", "4", gloves);
  await expect(page.getByText(messages.duplicateRune)).toBeVisible();

  await builder.open("Mount");
  const horseshoe = builder.card("Horseshoe");
  await builder.choose("Tier", "A Tier", horseshoe);
  await builder.fill("ATK SPD", "2", horseshoe);

  // ATK SPD from the build: attributes 6 + 5, the best ATK SPD rune max(3, 4) = 4, Rune of Haste
  // level 2 = 4, horseshoe 2: 21. ATK 20 (weapon), Crit Rate 7 (gloves). In game-data order.
  await expect(builder.summary().getByRole("term")).toHaveText(["ATK", "ATK SPD", "Crit Rate"]);
  await expect(builder.summary().getByRole("definition")).toHaveText(["20.00%", "21.00%", "7.00%"]);

  // Total bonus = 21 + guild 5 + technology 10 + Nimble 0.03x100 + Purple 0.15x100 = 54.
  // Actual = 2.5 x (1 - 0.54) / 1.08 = 1.0648148...; missing = (1 - 0.25 x 1.08 / 2.5) x 100 - 54 = 35.2.
  await expect(builder.attackSpeed().getByRole("definition")).toHaveText(["0.25", "35.20%", "1.0648"]);

  // Every keystroke counts: a goal of 1.2 needs (1 - 1.2 x 1.08 / 2.5) x 100 = 48.16 < 54.
  await builder.open("General");
  await builder.field("Attack Speed Goal").fill("1,2");
  await expect(builder.attackSpeed().getByRole("definition")).toHaveText([
    "1.2",
    messages.overflowing,
    "1.0648",
  ]);
  await builder.field("Guild %").fill("");
  // Guild 0: total 49; actual = 2.5 x 0.51 / 1.08 = 1.180555...
  await expect(builder.attackSpeed().getByRole("definition")).toHaveText([
    "1.2",
    messages.overflowing,
    "1.1806",
  ]);
});
