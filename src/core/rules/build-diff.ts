import { ITEM_SLOTS, type ItemSlot, TRAIT_TYPES } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import type { EquippedItem, HunterInput, HunterItems, WeaponItem } from "#core/schemas/hunter.ts";
import { attackSpeedReport } from "./attack-speed.ts";
import { buildSummary } from "./build-summary.ts";
import { formatDecimal } from "./format-number.ts";
import { fieldValue, SHEET_FIELDS, type SheetField } from "./hunter-fields.ts";
import { parseDecimal } from "./number-input.ts";

// Comparing two builds (docs/decisions.md#2026-11-24-compare-two-builds). Two views of one comparison:
// `diffBuilds` lists every stored value that differs (exact, reversible: the rule the tests hold to),
// `compareBuilds` lays both builds out in the sheet's sections, line by line, as a player reads them.

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

// The sheet holds no English (docs/product.md#languages): each label and value says what it is, and the web
// writes it in the player's language (src/web/features/compare/sheet-text.ts). Game names stay the game
// data's English names, which the web shows through the player's game-terms choice; a player's own text (a
// hunter's name) as typed.

/** A line's or group's name: a line of the compare catalogue, a field of the sheet, an item slot or a game name. */
export type CompareLabel =
  | { line: CompareLineName; n?: number }
  | { field: SheetField }
  | { slot: ItemSlot }
  | { game: string; nth?: number };
type CompareLineName =
  | "name"
  | "item"
  | "skillLevel"
  | "rune"
  | "engraved"
  | "baseAtkSpd"
  | "weaponRune"
  | "mount"
  | "rarity"
  | "skill"
  | "trait"
  | "tier"
  | "secondSkill"
  | "thirdSkill"
  | "tree"
  | "set";

/**
 * What one build shows on a line. `percent` is in percent, with exactly `places` decimals when set (else as
 * stored), after a game name (`stat`) when it has one; `games` are game names shown side by side (an item's
 * rarity, quality and name) or as a list (`list`: the paragon tree); `level` a game name and its level.
 */
export type CompareValue =
  | { kind: "none" }
  | { kind: "text"; text: string }
  | { kind: "games"; names: string[]; list?: true }
  | { kind: "number"; value: number }
  | { kind: "yesNo"; value: boolean }
  | { kind: "percent"; value: number; places?: number; stat?: string }
  | { kind: "level"; name: string; level: number }
  // A typed weapon base speed: read as a number (shown as every base speed is), compared as stored.
  | { kind: "baseSpeed"; text: string; value: number };

/** One line of the side-by-side sheet: what A and B show there, and whether they differ. */
type CompareLine = { key: string; label: CompareLabel; a: CompareValue; b: CompareValue; differs: boolean };
// A section of one group (general, traits, paragon, sets) shows no group title.
export type CompareGroup = { key: string; title?: CompareLabel; lines: CompareLine[]; differs: boolean };
export type CompareSection = { key: string; groups: CompareGroup[]; differs: boolean };

const none: CompareValue = { kind: "none" };
const keyOf = (label: CompareLabel) => Object.values(label).join(" ");
// A stored value as the sheet reads it: empty is none, a name is a game name, a number is a number.
const sheetValue = (value: string | number | boolean | CompareValue): CompareValue => {
  if (typeof value === "object") return value;
  if (value === "") return none;
  if (typeof value === "boolean") return { kind: "yesNo", value };
  return typeof value === "number" ? { kind: "number", value } : { kind: "games", names: [value] };
};
const line = (
  label: CompareLabel,
  a: string | number | boolean | CompareValue,
  b: string | number | boolean | CompareValue,
): CompareLine => {
  const [left, right] = [sheetValue(a), sheetValue(b)];
  return {
    key: keyOf(label),
    label,
    a: left,
    b: right,
    differs: JSON.stringify(left) !== JSON.stringify(right),
  };
};
const group = (title: CompareLabel | string, lines: CompareLine[]): CompareGroup => ({
  ...(typeof title === "string" ? { key: title } : { key: keyOf(title), title }),
  lines,
  differs: lines.some((l) => l.differs),
});
const section = (key: string, groups: CompareGroup[]): CompareSection => ({
  key,
  groups,
  differs: groups.some((g) => g.differs),
});
// A percentage as the sheet rounds it: two decimals (the game shows no more).
const twoPlaces = (value: number, stat?: string): CompareValue => ({
  kind: "percent",
  value: Number(formatDecimal(value, 2)),
  places: 2,
  ...(stat === undefined ? {} : { stat }),
});

type AttributeRow = { type: string; value: number };

// An item's attributes lined up by stat ("ATK SPD 4%" stood against "HP 2%" before): one line per stat of
// either item, A's stats first, then B's new ones; a stat an item holds twice gets a second line, "ATK SPD (2)".
function attributeLines(a: readonly AttributeRow[], b: readonly AttributeRow[]): CompareLine[] {
  const byStat = (rows: readonly AttributeRow[]) => {
    const seen = new Map<string, number>();
    return new Map(
      rows
        .filter((row) => row.type !== "")
        .map((row) => {
          const nth = (seen.get(row.type) ?? 0) + 1;
          seen.set(row.type, nth);
          return [
            nth === 1 ? row.type : `${row.type} (${nth})`,
            { stat: row.type, nth, value: row.value },
          ] as const;
        }),
    );
  };
  const [left, right] = [byStat(a), byStat(b)];
  return [...new Set([...left.keys(), ...right.keys()])].map((key) => {
    const [l, r] = [left.get(key), right.get(key)];
    const { stat, nth } = (l ?? r) as { stat: string; nth: number };
    return line(
      nth === 1 ? { game: stat } : { game: stat, nth },
      l ? twoPlaces(l.value) : none,
      r ? twoPlaces(r.value) : none,
    );
  });
}

function itemLines(a: EquippedItem, b: EquippedItem): CompareLine[] {
  const name = (item: EquippedItem): CompareValue => {
    const names = [item.rarity, item.quality, item.itemName].filter((part) => part !== "");
    return names.length === 0 ? none : { kind: "games", names };
  };
  const rune = (item: EquippedItem): CompareValue =>
    item.runeType === "" ? none : { kind: "percent", value: item.runeValue, stat: item.runeType };
  return [
    line({ line: "item" }, name(a), name(b)),
    line({ line: "skillLevel" }, a.skillLevel, b.skillLevel),
    line({ line: "rune" }, rune(a), rune(b)),
    line({ line: "engraved" }, a.engraved, b.engraved),
    ...attributeLines(a.attributes, b.attributes),
  ];
}

const baseSpeed = (text: string): CompareValue =>
  text === "" ? none : { kind: "baseSpeed", text, value: parseDecimal(text) };

function weaponLines(a: WeaponItem, b: WeaponItem): CompareLine[] {
  const rune = (item: WeaponItem): CompareValue =>
    item.weaponRuneType === ""
      ? none
      : { kind: "level", name: item.weaponRuneType, level: item.weaponRuneLevel };
  return [
    ...itemLines(a, b),
    line({ line: "baseAtkSpd" }, baseSpeed(a.baseAtkSpd), baseSpeed(b.baseAtkSpd)),
    line({ line: "weaponRune" }, rune(a), rune(b)),
  ];
}

const itemGroup = (slot: ItemSlot, a: HunterInput, b: HunterInput) =>
  group(
    { slot },
    slot === "Weapon" ? weaponLines(a.items.Weapon, b.items.Weapon) : itemLines(a.items[slot], b.items[slot]),
  );

function mountGroups(a: HunterInput, b: HunterInput): CompareGroup[] {
  const main = group({ line: "mount" }, [
    line({ line: "rarity" }, a.mount.rarity, b.mount.rarity),
    line({ line: "skill" }, a.mount.skill, b.mount.skill),
    line({ line: "trait" }, a.mount.trait, b.mount.trait),
  ]);
  const parts = (["Horseshoe", "Saddle", "Reins"] as const).map((part) => {
    const [left, right] = [a.mount.items[part], b.mount.items[part]];
    const names = [...new Set([...Object.keys(left.attributes), ...Object.keys(right.attributes)])].sort();
    const value = (state: typeof left, name: string): CompareValue => {
      const attr = state.attributes[name];
      return attr ? twoPlaces(attr.value, attr.type ?? name) : none;
    };
    return group({ game: part }, [
      line({ line: "tier" }, left.rarity, right.rarity),
      ...names.map((name) => line({ game: name }, value(left, name), value(right, name))),
    ]);
  });
  return [main, ...parts];
}

const tree = (nodes: readonly string[]): CompareValue =>
  nodes.length === 0 ? none : { kind: "games", names: [...nodes], list: true };

// The trait level is Quicken's line under Traits: one value, compared once.
const GENERAL_LINES = SHEET_FIELDS.filter((field) => field !== "trait");

/** Both builds in the sheet's sections, line by line; `differs` marks what to highlight or expand. */
export function compareBuilds(a: HunterInput, b: HunterInput): CompareSection[] {
  return [
    section("general", [
      group("general", [
        line({ line: "name" }, { kind: "text", text: a.hunterName }, { kind: "text", text: b.hunterName }),
        ...GENERAL_LINES.map((field) => line({ field }, fieldValue(a, field), fieldValue(b, field))),
      ]),
    ]),
    section(
      "items",
      ITEM_SLOTS.map((slot) => itemGroup(slot, a, b)),
    ),
    section("mount", mountGroups(a, b)),
    section("traits", [
      group(
        "traits",
        TRAIT_TYPES.map((name) => line({ game: name }, a.traits[name], b.traits[name])),
      ),
    ]),
    section("paragon", [
      group("paragon", [
        line({ line: "secondSkill" }, a.paragon.secondSkill, b.paragon.secondSkill),
        line({ line: "thirdSkill" }, a.paragon.thirdSkill, b.paragon.thirdSkill),
        line({ line: "tree" }, tree(a.paragon.tree), tree(b.paragon.tree)),
      ]),
    ]),
    section("sets", [
      group(
        "sets",
        a.sets.map((entry, i) => {
          const other = b.sets[i] ?? { name: "", level: 1 };
          const shown = (e: { name: string; level: number }): CompareValue =>
            e.name === "" ? none : { kind: "level", name: e.name, level: e.level };
          return line({ line: "set", n: i + 1 }, shown(entry), shown(other));
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

/** Each build's actual attack speed and what it misses of its own goal, and both as B - A. */
export function attackSpeeds(a: HunterInput, b: HunterInput, gameData: GameData) {
  const [left, right] = [attackSpeedReport(a, gameData), attackSpeedReport(b, gameData)];
  // Rounded half away from zero, so A - B is exactly -(B - A) (Math.round takes a half up, towards +∞).
  const minus = (x: number, y: number) => (Math.sign(x - y) * Math.round(Math.abs(x - y) * 1e6)) / 1e6;
  return {
    a: left,
    b: right,
    delta: { actual: minus(right.actual, left.actual), missing: minus(right.missing, left.missing) },
  };
}
