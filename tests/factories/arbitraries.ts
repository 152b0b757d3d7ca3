import fc from "fast-check";
import { type GameData, ITEM_SLOTS, type ItemSlot, type MountItemDef } from "#core/game-data/schema.ts";
import { PARAGON_ROWS } from "#core/rules/paragon.ts";
import {
  type EquippedItem,
  type HunterInput,
  type HunterItems,
  hunterInputSchema,
  type MountItemState,
} from "#core/schemas/hunter.ts";
import { ATTRIBUTE_ROWS, TRAIT_NAMES } from "#core/schemas/hunter-constants.ts";
import { type AddItemInput, addItemInputSchema } from "#core/schemas/inventory-item.ts";

// fast-check generators for builds and items: mostly valid choices, with empty and unknown ones mixed in
// so the rules are exercised on what a crafted request could hold too.

const JUNK = "Bogus";
const pick = (values: readonly string[]) => fc.constantFrom("", JUNK, ...values);
const hundredths = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((n) => n / 100);
const level = fc.integer({ min: 1, max: 3 });
const names = (list: readonly { name: string }[]) => list.map((entry) => entry.name);

export const nodeIdArb = fc.oneof(
  fc
    .integer({ min: 1, max: PARAGON_ROWS.length })
    .chain((row) =>
      fc.integer({ min: 1, max: PARAGON_ROWS[row - 1] ?? 1 }).map((column) => `${row}-${column}`),
    ),
  fc.constantFrom("0-1", "2-4", "8-1", "1-0", "x-y", "", "3-3"),
);

export const paragonTreeArb = fc.array(nodeIdArb, { maxLength: 10 });

const attributeRowsArb = (gameData: GameData) =>
  fc.array(fc.record({ type: pick(gameData.attributes), value: hundredths(40) }), {
    minLength: ATTRIBUTE_ROWS,
    maxLength: ATTRIBUTE_ROWS,
  });

const equippedItemArb = (gameData: GameData, slot: ItemSlot): fc.Arbitrary<EquippedItem> =>
  fc.record({
    rarity: pick(names(gameData.itemRarity)),
    quality: pick(names(gameData.itemQuality)),
    itemName: pick(gameData.specials.filter((s) => s.itemSlot === slot).map((s) => s.itemName)),
    skillLevel: level,
    runeType: pick(gameData.runeTypes),
    runeValue: hundredths(30),
    engraved: fc.boolean(),
    attributes: attributeRowsArb(gameData),
  });

const itemsArb = (gameData: GameData): fc.Arbitrary<HunterItems> => {
  const weapon = fc.record({
    item: equippedItemArb(gameData, "Weapon"),
    baseAtkSpd: fc.constantFrom("2", "1,5", "1.75", "2.4", "", "fast"),
    weaponRuneType: pick(names(gameData.weaponRuneTypes)),
    weaponRuneLevel: level,
  });
  const others = ITEM_SLOTS.filter((slot) => slot !== "Weapon").map((slot) =>
    equippedItemArb(gameData, slot),
  );
  return fc.tuple(weapon, ...others).map(([{ item, ...extra }, ...rest]) => {
    const entries = ITEM_SLOTS.slice(1).map((slot, i) => [slot, rest[i]]);
    return { Weapon: { ...item, ...extra }, ...Object.fromEntries(entries) } as HunterItems;
  });
};

const mountItemArb = (def: MountItemDef, gameData: GameData): fc.Arbitrary<MountItemState> =>
  fc.record({
    rarity: fc.constantFrom("" as const, "B Tier" as const, "A Tier" as const, "S Tier" as const),
    attributes: fc
      .subarray(def.attributes)
      .chain((attrs) =>
        fc.tuple(
          ...attrs.map((attr) =>
            fc
              .record({ type: pick(attr.options ?? gameData.attributes), value: hundredths(20) })
              .map((entry) => [attr.key, attr.selectable ? entry : { value: entry.value }] as const),
          ),
        ),
      )
      .map((entries) => Object.fromEntries(entries)),
  });

const mountArb = (gameData: GameData) => {
  const def = (slot: string) => gameData.mountItems.find((d) => d.name === slot) as MountItemDef;
  return fc.record({
    rarity: fc.constantFrom("" as const, "B" as const, "A" as const, "S" as const),
    skill: pick(names(gameData.mountSkills)),
    trait: pick(names(gameData.mountTraits)),
    items: fc.record({
      Horseshoe: mountItemArb(def("Horseshoe"), gameData),
      Saddle: mountItemArb(def("Saddle"), gameData),
      Reins: mountItemArb(def("Reins"), gameData),
    }),
  });
};

const traitLevel = fc.integer({ min: 0, max: 5 });

export const hunterArb = (gameData: GameData): fc.Arbitrary<HunterInput> =>
  fc
    .record({
      hunterName: fc.string({ maxLength: 40 }),
      atkSpdGoal: hundredths(2),
      isPublic: fc.boolean(),
      general: fc.record({
        hunterRarity: pick(gameData.hunterRarity),
        hunterClass: pick(names(gameData.classes)),
        hunterPurpose: fc.string({ maxLength: 40 }),
        hunterAtkSpdRarity: pick(gameData.hunterAttackSpeedRarity.map((r) => r.label)),
        characteristic: pick(names(gameData.characteristics)),
        trait: traitLevel,
        technology: hundredths(10),
        guild: hundredths(20),
      }),
      items: itemsArb(gameData),
      mount: mountArb(gameData),
      traits: fc.record(Object.fromEntries(TRAIT_NAMES.map((name) => [name, traitLevel]))),
      paragon: fc.record({
        secondSkill: fc.constantFrom("", JUNK, "warrior second 1", "mage second 2"),
        thirdSkill: fc.constantFrom("", JUNK, "warrior third 1", "archer third 3"),
        tree: fc.array(
          nodeIdArb.filter((id) => /^\d+-\d+$/.test(id)),
          { maxLength: 7 },
        ),
      }),
      sets: fc.array(fc.record({ name: pick(names(gameData.sets)), level }), { minLength: 3, maxLength: 3 }),
    })
    .map((raw) => hunterInputSchema.parse(raw));

export const addItemInputArb = (gameData: GameData): fc.Arbitrary<AddItemInput> =>
  fc
    .record({
      itemType: fc.constantFrom("", JUNK, ...ITEM_SLOTS),
      rarity: pick(names(gameData.itemRarity)),
      quality: pick(names(gameData.itemQuality)),
      itemName: pick(names(gameData.specials.map((s) => ({ name: s.itemName })))),
      attributes: fc.array(
        fc.record({
          type: pick(gameData.attributes),
          value: fc.oneof(fc.integer({ min: -10, max: 50 }), fc.double({ min: -5, max: 50, noNaN: true })),
        }),
        { maxLength: ATTRIBUTE_ROWS },
      ),
      runeType: pick(gameData.runeTypes),
      runeValue: fc.double({ min: -5, max: 40, noNaN: true }),
      skillLevel: fc.option(fc.integer({ min: -2, max: 6 }), { nil: undefined }),
      baseAtkSpd: fc.option(fc.constantFrom("2", "1,5", "1.755", "0", "", "abc"), { nil: undefined }),
      engraved: fc.boolean(),
      weaponRuneType: fc.option(pick(names(gameData.weaponRuneTypes)), { nil: undefined }),
      weaponRuneLevel: fc.option(fc.integer({ min: -1, max: 5 }), { nil: undefined }),
      inheritable: fc.option(fc.boolean(), { nil: undefined }),
    })
    .map((raw) => addItemInputSchema.parse(raw));
