import { describe, expect, it } from "vitest";
import shipped from "../../../data/game-data.json" with { type: "json" };
import { parseGameData } from "./parse.ts";
import { ITEM_SLOTS, type Special } from "./schema.ts";

// What the shipped data promises to players and to the rules built on it.
const data = parseGameData(shipped);

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
// WCAG contrast against the lightest dark-theme surface (--color-lodge-panel-2).
const contrastOnDark = (hex: string) => (luminance(hex) + 0.05) / (luminance("#1a2233") + 0.05);

const touchesAtkSpd = (s: Special) =>
  s.skill.skillType === "level" ? s.skill.stat === "ATK SPD" : "ATK SPD" in s.skill.attributesValues;

describe("the shipped game data", () => {
  it("lists 31 stats in summary order, HP first", () => {
    expect(data.attributes).toHaveLength(31);
    expect(data.attributes.slice(0, 4)).toEqual(["HP", "ATK", "DEF", "ATK SPD"]);
    for (const stat of ["Damage to Monsters", "Boss Damage", "PvP Damage", "PvP Damage Reduction"]) {
      expect(data.attributes).toContain(stat);
    }
  });

  it("has Legendary and Ultimate specials for every slot, with both kinds of skill", () => {
    for (const rarity of ["Legendary", "Ultimate"]) {
      const slots = data.specials.filter((s) => s.itemType === rarity).map((s) => s.itemSlot);
      expect(new Set(slots)).toEqual(new Set(ITEM_SLOTS));
    }
    const kinds = new Set(data.specials.map((s) => s.skill.skillType));
    expect(kinds).toEqual(new Set(["level", "value"]));
    const atkSpd = data.specials.filter(touchesAtkSpd);
    expect(new Set(atkSpd.map((s) => s.skill.skillType))).toEqual(new Set(["level", "value"]));
    expect(atkSpd.length).toBeGreaterThanOrEqual(4);
  });

  it("gives every special weapon a base attack speed between 1.8 and 2.2", () => {
    const weapons = data.specials.filter((s) => s.itemSlot === "Weapon");
    expect(weapons.length).toBeGreaterThanOrEqual(3);
    for (const weapon of weapons) {
      expect(weapon.weaponBase).toBeGreaterThanOrEqual(1.8);
      expect(weapon.weaponBase).toBeLessThanOrEqual(2.2);
    }
  });

  it("colours classes, rarities, qualities and sets distinctly and readably on the dark theme", () => {
    const colours = [
      ...data.classes.map((c) => c.color),
      ...data.itemRarity.map((r) => r.color),
      ...data.itemQuality.map((q) => q.color),
      ...data.sets.map((s) => s.color),
    ];
    for (const colour of colours) expect(contrastOnDark(colour)).toBeGreaterThanOrEqual(4.5);
    expect(new Set(data.classes.map((c) => c.color.toLowerCase())).size).toBe(data.classes.length);
    expect(new Set(data.itemRarity.map((r) => r.color.toLowerCase())).size).toBe(data.itemRarity.length);
  });

  it("sets Justice and Honor as the spec says", () => {
    expect(data.sets.find((s) => s.name === "Justice")).toMatchObject({
      stat: "Damage to Monsters",
      description: "Increases Damage to Monsters by X%",
      value: "5,10,15",
    });
    expect(data.sets.find((s) => s.name === "Honor")).toMatchObject({ stat: "PvP Damage Reduction" });
  });

  it("holds the ATK SPD rarity values and trait multipliers the attack speed uses", () => {
    expect(data.hunterAttackSpeedRarity.map((r) => r.value)).toEqual([0, 0.05, 0.1, 0.15]);
    expect(data.traits.map((t) => t.value)).toEqual([1, 1.04, 1.08, 1.12, 1.16, 1.2]);
    expect(data.characteristics.filter((c) => c.value > 0).length).toBeGreaterThanOrEqual(2);
  });
});
