import {
  ATK_SPD_RARITIES,
  CLASS_FAMILIES,
  type GameData,
  HUNTER_RARITIES,
  PARAGON_ROW_SIZES,
  TRAIT_TYPES,
} from "./schema.ts";
import type { IssuePath, Report } from "./validate.ts";

// Names are compared case-insensitively: "Fury" and "fury" would be one set to a player.
function unique(values: readonly string[], path: (i: number) => IssuePath, report: Report) {
  const seen = new Set<string>();
  values.forEach((value, i) => {
    const key = value.toLowerCase();
    if (seen.has(key)) report(path(i), `duplicate "${value}"`);
    seen.add(key);
  });
}

export function checkUniqueNames(data: GameData, report: Report) {
  const named = [
    "classes",
    "itemRarity",
    "itemQuality",
    "weaponRuneTypes",
    "characteristics",
    "mountSkills",
    "mountTraits",
    "sets",
  ] as const;
  for (const list of named) {
    unique(
      data[list].map((x) => x.name),
      (i) => [list, i, "name"],
      report,
    );
  }
  unique(
    data.specials.map((s) => s.itemName),
    (i) => ["specials", i, "itemName"],
    report,
  );
  for (const list of ["runeTypes", "attributes", "avatarColors"] as const) {
    unique(data[list], (i) => [list, i], report);
  }
  const avatarCount = data.avatars.length;
  unique(
    [...data.avatars, ...data.VIPavatars],
    (i) => (i < avatarCount ? ["avatars", i] : ["VIPavatars", i - avatarCount]),
    report,
  );
  data.mountItems.forEach((item, m) => {
    unique(
      item.attributes.map((a) => a.key),
      (i) => ["mountItems", m, "attributes", i, "key"],
      report,
    );
  });
}

function expectList(
  actual: readonly string[],
  expected: readonly string[],
  path: (i: number) => IssuePath,
  report: Report,
) {
  expected.forEach((name, i) => {
    if (actual[i] !== name)
      report(path(i), `must be "${name}" (expected ${expected.join(", ")} in this order)`);
  });
}

// The lists the app codes against by name (docs/product.md#data-model) must be exactly these, in this order.
export function checkFixedLists(data: GameData, report: Report) {
  expectList(data.hunterRarity, HUNTER_RARITIES, (i) => ["hunterRarity", i], report);
  const speedLabels = data.hunterAttackSpeedRarity.map((r) => r.label);
  expectList(speedLabels, ATK_SPD_RARITIES, (i) => ["hunterAttackSpeedRarity", i, "label"], report);
  const traitLabels = data.traits.map((t) => t.label);
  const levels = data.traits.map((_, i) => `Level ${i}`);
  expectList(traitLabels, levels, (i) => ["traits", i, "label"], report);
  expectList(
    data.traitTypes.map((t) => t.name),
    TRAIT_TYPES,
    (i) => ["traitTypes", i, "name"],
    report,
  );
  data.traits.forEach((t, i) => {
    if (t.value <= 0) report(["traits", i, "value"], "must be a positive ATK SPD multiplier");
  });
  const fraction = "must be a fraction from 0 to 1 (the rules multiply it by 100)";
  data.hunterAttackSpeedRarity.forEach((r, i) => {
    if (r.value < 0 || r.value >= 1) report(["hunterAttackSpeedRarity", i, "value"], fraction);
  });
  data.characteristics.forEach((c, i) => {
    if (c.value < 0 || c.value >= 1) report(["characteristics", i, "value"], fraction);
  });
}

export function checkParagon(data: GameData, report: Report) {
  for (const family of CLASS_FAMILIES) {
    const { secondSkills, thirdSkills, tree } = data.paragon[family];
    const at = (...rest: (string | number)[]): IssuePath => ["paragon", family, ...rest];
    unique(secondSkills, (i) => at("secondSkills", i), report);
    unique(thirdSkills, (i) => at("thirdSkills", i), report);
    tree.forEach((row, r) => {
      const size = PARAGON_ROW_SIZES[r];
      if (row.length !== size)
        report(at("tree", r), `row ${r + 1} must have ${size} nodes (has ${row.length})`);
    });
    const cells = tree.flatMap((row, r) => row.map((node, c) => ({ name: node.name, r, c })));
    unique(
      cells.map((cell) => cell.name),
      (i) => at("tree", cells[i]?.r ?? 0, cells[i]?.c ?? 0, "name"),
      report,
    );
  }
}
