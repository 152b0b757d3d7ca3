import { describe, expect, it } from "vitest";
import { equipInventoryItem } from "#core/rules/equip-item.ts";
import { consumedItemIds } from "#core/rules/planner/consumed-items.ts";
import type { OwnedItem } from "#core/rules/planner/options.ts";
import type { HunterItems } from "#core/schemas/hunter.ts";
import { testGameData as gameData } from "../../../../tests/factories/game-data.ts";
import { createHunter } from "../../../../tests/factories/hunter.ts";
import { attrs, createItem } from "../../../../tests/factories/item.ts";

const owned = (id: string, atk: number): OwnedItem => ({
  id,
  ...createItem({ attributes: attrs(["ATK", atk]) }),
});
const bare = createHunter().items;
const wearing = (...items: OwnedItem[]): HunterItems =>
  items.reduce((hunter, item) => equipInventoryItem(hunter, item, gameData), createHunter()).items;

// "Apply all" deletes an equipped item only when the plan gave it to a hunter and no copy is left short.
describe("consumedItemIds", () => {
  it("deletes an item the plan gave to a hunter, taken from the inventory or from a hunter that let it go", () => {
    const free = owned("free", 7);
    const worn = owned("worn", 9);
    const applied = [
      { before: bare, after: wearing(free) },
      { before: wearing(worn), after: bare },
      { before: bare, after: wearing(worn) },
    ];
    const ids = consumedItemIds({
      listed: [free, worn],
      inventory: [free, worn],
      applied,
      others: [],
      gameData,
    });
    expect(ids).toEqual(["free", "worn"]);
  });

  it("keeps an item nobody was given, and one a hunter outside the apply still wears", () => {
    const unused = owned("unused", 5);
    const kept = owned("kept", 9);
    const applied = [{ before: bare, after: wearing(kept) }];
    const ids = consumedItemIds({
      listed: [unused, kept],
      inventory: [unused, kept],
      applied,
      others: [wearing(kept)],
      gameData,
    });
    expect(ids).toEqual([]);
  });

  it("with identical copies, deletes as many as were given while one is left per other wearer", () => {
    const copies = [owned("a", 9), owned("b", 9), owned("c", 9)];
    const applied = [
      { before: bare, after: wearing(copies[0] as OwnedItem) },
      { before: bare, after: wearing(copies[1] as OwnedItem) },
    ];
    const listed = copies;
    // Three copies, one other wearer: two may go, though three were listed.
    expect(
      consumedItemIds({ listed, inventory: copies, applied, others: [wearing(owned("x", 9))], gameData }),
    ).toEqual(["a", "b"]);
    // Two other wearers: only one copy is spare.
    const two = [wearing(owned("x", 9)), wearing(owned("y", 9))];
    expect(consumedItemIds({ listed, inventory: copies, applied, others: two, gameData })).toEqual(["a"]);
  });
});
