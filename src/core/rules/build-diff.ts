import { ITEM_SLOTS, type ItemSlot, TRAIT_TYPES } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import type { EquippedItem, HunterInput, HunterItems, WeaponItem } from "#core/schemas/hunter.ts";
import { attackSpeedReport } from "./attack-speed.ts";
import { buildSummary } from "./build-summary.ts";
import { formatDecimal } from "./format-number.ts";
import { fieldLabel, fieldValue, SHEET_FIELDS } from "./hunter-fields.ts";

// Comparing two builds (issue 13 part 1). Two views of one comparison: `diffBuilds` lists every stored
// value that differs (exact, reversible: the rule the tests hold to), `compareBuilds` lays both builds out
// in the sheet's sections, line by line, as a player reads them.

type Leaf = string | number | boolean | undefined;
type Tree = { [key: string]: Tree | Leaf } | (Tree | Leaf)[];

/** One stored value that differs: its path in the build ("items.Ring.attributes.2.value"), A's and B's. */
type BuildChange = { path: string; a: Leaf; b: Leaf };

function flatten(value: Tree | Leaf, prefix: string, out: Map<string, Leaf>) {
  if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
}

const leaves = (hunter: HunterInput) => {
  const out = new Map<string, Leaf>();
  flatten(hunter as unknown as Tree, "", out);
  return out;
};

/** Every stored value of the two builds that differs, in the builds' own order. */
export function diffBuilds(a: HunterInput, b: HunterInput): BuildChange[] {
  const [left, right] = [leaves(a), leaves(b)];
  const paths = [...new Set([...left.keys(), ...right.keys()])];
  return paths
    .filter((path) => left.get(path) !== right.get(path))
    .map((path) => ({
      path,
      a: left.get(path),
      b: right.get(path),
    }));
}

/**
 * A's eight items with the item changes of a diff written in: B's items. Items have a fixed shape (every
 * slot, five attribute rows), so every changed value has its place in A's copy.
 */
export function applyItemChanges(a: HunterInput, changes: readonly BuildChange[]): HunterItems {
  const items = structuredClone(a.items) as unknown as Record<string, Record<string, unknown>>;
  for (const { path, b } of changes) {
    const [root, ...keys] = path.split(".");
    if (root !== "items") continue;
    const last = keys.pop() as string;
    let node: Record<string, unknown> = items;
    for (const key of keys) node = node[key] as Record<string, unknown>;
    node[last] = b;
  }
  return items as unknown as HunterItems;
}

/** One line of the side-by-side sheet: what A and B show there, and whether they differ. */
type CompareLine = { label: string; a: string; b: string; differs: boolean };
export type CompareGroup = { title: string; lines: CompareLine[]; differs: boolean };
export type CompareSection = { key: string; title: string; groups: CompareGroup[]; differs: boolean };

const none = "—";
const text = (value: string | number | boolean) =>
  value === "" ? none : typeof value === "boolean" ? (value ? "Yes" : "No") : String(value);
const line = (label: string, a: string | number | boolean, b: string | number | boolean): CompareLine => {
  const [left, right] = [text(a), text(b)];
  return { label, a: left, b: right, differs: left !== right };
};
const group = (title: string, lines: CompareLine[]): CompareGroup => ({
  title,
  lines,
  differs: lines.some((l) => l.differs),
});
const section = (key: string, title: string, groups: CompareGroup[]): CompareSection => ({
  key,
  title,
  groups,
  differs: groups.some((g) => g.differs),
});

const attribute = (row: { type: string; value: number } | undefined) =>
  row && row.type !== "" ? `${row.type} ${formatDecimal(row.value, 2)}%` : "";

function itemLines(a: EquippedItem, b: EquippedItem): CompareLine[] {
  const name = (item: EquippedItem) =>
    [item.rarity, item.quality, item.itemName].filter((part) => part !== "").join(" ");
  const rune = (item: EquippedItem) => (item.runeType === "" ? "" : `${item.runeType} ${item.runeValue}%`);
  return [
    line("Item", name(a), name(b)),
    line("Skill level", a.skillLevel, b.skillLevel),
    line("Rune", rune(a), rune(b)),
    line("Engraved", a.engraved, b.engraved),
    ...a.attributes.map((row, i) => line(`Attribute ${i + 1}`, attribute(row), attribute(b.attributes[i]))),
  ];
}

function weaponLines(a: WeaponItem, b: WeaponItem): CompareLine[] {
  const rune = (item: WeaponItem) =>
    item.weaponRuneType === "" ? "" : `${item.weaponRuneType} (level ${item.weaponRuneLevel})`;
  return [
    ...itemLines(a, b),
    line("Base ATK SPD", a.baseAtkSpd, b.baseAtkSpd),
    line("Weapon rune", rune(a), rune(b)),
  ];
}

const itemGroup = (slot: ItemSlot, a: HunterInput, b: HunterInput) =>
  group(
    slot,
    slot === "Weapon" ? weaponLines(a.items.Weapon, b.items.Weapon) : itemLines(a.items[slot], b.items[slot]),
  );

function mountGroups(a: HunterInput, b: HunterInput): CompareGroup[] {
  const main = group("Mount", [
    line("Rarity", a.mount.rarity, b.mount.rarity),
    line("Skill", a.mount.skill, b.mount.skill),
    line("Trait", a.mount.trait, b.mount.trait),
  ]);
  const parts = (["Horseshoe", "Saddle", "Reins"] as const).map((part) => {
    const [left, right] = [a.mount.items[part], b.mount.items[part]];
    const names = [...new Set([...Object.keys(left.attributes), ...Object.keys(right.attributes)])].sort();
    const value = (state: typeof left, name: string) => {
      const attr = state.attributes[name];
      return attr ? `${attr.type ?? name} ${formatDecimal(attr.value, 2)}%` : "";
    };
    return group(part, [
      line("Tier", left.rarity, right.rarity),
      ...names.map((name) => line(name, value(left, name), value(right, name))),
    ]);
  });
  return [main, ...parts];
}

// The trait level is Quicken's line under Traits: one value, compared once.
const GENERAL_LINES = SHEET_FIELDS.filter((field) => field !== "trait");

/** Both builds in the sheet's sections, line by line; `differs` marks what to highlight or expand. */
export function compareBuilds(a: HunterInput, b: HunterInput): CompareSection[] {
  return [
    section("general", "General", [
      group("General", [
        line("Name", a.hunterName, b.hunterName),
        ...GENERAL_LINES.map((field) => line(fieldLabel(field), fieldValue(a, field), fieldValue(b, field))),
      ]),
    ]),
    section(
      "items",
      "Equipment",
      ITEM_SLOTS.map((slot) => itemGroup(slot, a, b)),
    ),
    section("mount", "Mount", mountGroups(a, b)),
    section("traits", "Traits", [
      group(
        "Traits",
        TRAIT_TYPES.map((name) => line(name, a.traits[name], b.traits[name])),
      ),
    ]),
    section("paragon", "Paragon", [
      group("Paragon", [
        line("Second skill", a.paragon.secondSkill, b.paragon.secondSkill),
        line("Third skill", a.paragon.thirdSkill, b.paragon.thirdSkill),
        line("Tree", a.paragon.tree.join(", "), b.paragon.tree.join(", ")),
      ]),
    ]),
    section("sets", "Sets", [
      group(
        "Sets",
        a.sets.map((entry, i) => {
          const other = b.sets[i] ?? { name: "", level: 1 };
          const shown = (e: { name: string; level: number }) =>
            e.name === "" ? "" : `${e.name} (level ${e.level})`;
          return line(`Set ${i + 1}`, shown(entry), shown(other));
        }),
      ),
    ]),
  ];
}

/** A Build Summary stat of both builds: A, B and B-A, in the summary's order. */
type SummaryDelta = { stat: string; a: number; b: number; delta: number };

/** Both Build Summaries as deltas, sorted as the summary is (the game data's stat order). */
export function summaryDeltas(a: HunterInput, b: HunterInput, gameData: GameData): SummaryDelta[] {
  const [left, right] = [buildSummary(a, gameData), buildSummary(b, gameData)];
  const statOf = (lines: typeof left, stat: string) => lines.find((l) => l.stat === stat)?.value ?? 0;
  const order = new Map(gameData.attributes.map((stat, index) => [stat, index]));
  const stats = [...new Set([...left, ...right].map((l) => l.stat))].sort(
    (x, y) =>
      (order.get(x) ?? Number.POSITIVE_INFINITY) - (order.get(y) ?? Number.POSITIVE_INFINITY) ||
      (x < y ? -1 : 1),
  );
  return stats.map((stat) => {
    const [va, vb] = [statOf(left, stat), statOf(right, stat)];
    return { stat, a: va, b: vb, delta: Math.round((vb - va) * 1e6) / 1e6 };
  });
}

/** Each build's actual attack speed and what it misses of its own goal. */
export const attackSpeeds = (a: HunterInput, b: HunterInput, gameData: GameData) => ({
  a: attackSpeedReport(a, gameData),
  b: attackSpeedReport(b, gameData),
});
