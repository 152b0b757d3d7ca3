import { describe, expect, it } from "vitest";
import { normalizeAddItem } from "#core/rules/item-editing.ts";
import { addItemInputSchema, type InventoryItemData } from "#core/schemas/inventory-item.ts";
import { testGameData as gameData } from "../../../../tests/factories/game-data.ts";
import { createItem } from "../../../../tests/factories/item.ts";
import { copyOf } from "./item-copy.ts";

// An item copied goes through Add Item's rules: what they save is the item again, field for field.
const saved = (item: InventoryItemData, isVip: boolean) => {
  const result = normalizeAddItem(addItemInputSchema.parse(copyOf(item)), { isVip }, gameData);
  if (!result.ok) throw new Error(result.reason);
  return result.item;
};

describe("Add a copy", () => {
  const special = gameData.specials.find((s) => s.itemSlot === "Weapon" && s.skill.skillType === "level");
  if (!special) throw new Error("the test game data has no level-type weapon special");
  const items: [string, InventoryItemData][] = [
    [
      "a regular ring",
      createItem({
        attributes: [
          { type: "ATK", value: 4 },
          { type: "HP", value: 2 },
        ],
      }),
    ],
    ["an engraved item with a rune", createItem({ runeType: "ATK", runeValue: 3, engraved: true })],
    ["an inheritable item", createItem({ inheritable: true })],
  ];

  it.each(items)("saves %s the same for a VIP", (_, item) => {
    expect(saved(item, true)).toEqual(item);
  });

  it("saves a named weapon with its skill level, base speed and weapon rune the same", () => {
    const weapon = saved(
      createItem({
        itemType: "Weapon",
        rarity: special.itemType,
        itemName: special.itemName,
        attributes: [],
        skillLevel: 3,
        baseAtkSpd: "1.5",
        weaponRuneType: gameData.weaponRuneTypes[0]?.name ?? "",
        weaponRuneLevel: 2,
      }),
      true,
    );
    expect(saved(weapon, true)).toEqual(weapon);
    expect(weapon).toMatchObject({ skillLevel: 3, weaponRuneLevel: 2 });
  });

  it("drops the inheritable mark for a free player, as Add Item does", () => {
    expect(saved(createItem({ inheritable: true }), false)).toEqual(createItem());
  });
});
