// The inventory the screenshot scripts show (screenshots.ts, i18n-screenshots.ts): one item of each slot and
// rarity, specials, runes, engraved and inheritable ones, and two presets.
import type { APIRequestContext } from "playwright-core";
import { headers, signUp } from "../support/screenshots.ts";

const attrs = (...pairs: [string, number][]) => pairs.map(([type, value]) => ({ type, value }));
const ITEMS = [
  {
    itemType: "Belt",
    rarity: "Superior",
    quality: "Worn",
    attributes: attrs(["HP", 6], ["DEF", 3], ["Gold Gain", 4]),
  },
  { itemType: "Hat", rarity: "Rare", quality: "Fine", attributes: attrs(["HP", 9], ["Skill Damage", 3]) },
  {
    itemType: "Boots",
    rarity: "Heroic",
    quality: "Exquisite",
    attributes: attrs(["ATK SPD", 5], ["Evasion", 4], ["DEF", 2], ["Movement Speed", 3]),
    runeType: "ATK SPD",
    runeValue: 2.5,
    engraved: true,
  },
  {
    itemType: "Ring",
    rarity: "Ultimate",
    quality: "Masterwork",
    itemName: "Ouroboros Ring",
    skillLevel: 2,
    engraved: true,
  },
  {
    itemType: "Necklace",
    rarity: "Legendary",
    quality: "Flawless",
    attributes: attrs(["Crit Rate", 6], ["Crit Damage", 12], ["ATK", 8], ["HP", 10], ["ATK SPD", 3]),
    runeType: "Crit Rate",
    runeValue: 4,
    inheritable: true,
  },
  {
    itemType: "Weapon",
    rarity: "Ultimate",
    quality: "Flawless",
    itemName: "Dawnbreaker",
    skillLevel: 3,
    runeType: "ATK",
    runeValue: 5,
    weaponRuneType: "Rune of Haste",
    weaponRuneLevel: 3,
    engraved: true,
    inheritable: true,
  },
  { itemType: "Gloves", rarity: "Normal", quality: "Worn", attributes: attrs(["ATK", 2]) },
  {
    itemType: "Armor",
    rarity: "Legendary",
    quality: "Exquisite",
    attributes: attrs(
      ["HP", 14],
      ["DEF", 9],
      ["Damage Reduction", 4],
      ["Block Rate", 3],
      ["PvP Damage Reduction", 5],
    ),
  },
  {
    itemType: "Weapon",
    rarity: "Heroic",
    quality: "Fine",
    attributes: attrs(["ATK", 9], ["ATK SPD", 4], ["Crit Rate", 2]),
    baseAtkSpd: "1,9",
  },
];

export async function seed(request: APIRequestContext) {
  await signUp(request, "i");
  for (const item of ITEMS) {
    const response = await request.post("/api/inventory", { data: item, headers });
    if (response.status() !== 201) throw new Error(`item: ${response.status()} ${await response.text()}`);
  }
  const filters = {
    itemType: [],
    rarity: [],
    quality: [],
    attributes: ["ATK SPD", "Crit Rate"],
    inheritable: false,
  };
  await request.post("/api/presets", { data: { name: "Speed crit", filters }, headers });
  await request.post("/api/presets", {
    data: { name: "Tanky", filters: { ...filters, attributes: ["HP", "DEF"] } },
    headers,
  });
}
