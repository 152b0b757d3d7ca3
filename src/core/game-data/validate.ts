import {
  ATK_SPD_RARITIES,
  CALENDAR_SHORT_TITLE_MAX,
  type CalendarEvent,
  CLASS_FAMILIES,
  type GameData,
  HUNTER_RARITIES,
  PARAGON_ROW_SIZES,
  TRAIT_TYPES,
} from "./schema.ts";
import { checkSpecial } from "./validate-special.ts";

export type IssuePath = readonly (string | number)[];
export type GameDataCheckIssue = { path: IssuePath; message: string };
export type Report = (path: IssuePath, message: string) => void;

// Images are served by the app itself: a site path, never an external URL.
const IMAGE_PATH = /^\/(?:[\w-]+\/)*[\w-]+\.(?:svg|png|webp)$/;

// What the zod shape cannot say: cross-references between lists, the fixed lists the app codes
// against by name, and unique names. `data` already matches gameDataSchema.
export function checkGameData(data: GameData): GameDataCheckIssue[] {
  const issues: GameDataCheckIssue[] = [];
  const report: Report = (path, message) => {
    issues.push({ path, message });
  };
  checkUniqueNames(data, report);
  checkFixedLists(data, report);
  checkAttributeReferences(data, report);
  const attributes = new Set(data.attributes);
  data.specials.forEach((special, i) => {
    checkSpecial(special, ["specials", i], data.itemRarity, attributes, report);
  });
  checkClasses(data, report);
  checkParagon(data, report);
  checkImages(data, report);
  checkCalendar(data, report);
  return issues;
}

function unique(values: readonly string[], path: (i: number) => IssuePath, report: Report) {
  const seen = new Set<string>();
  values.forEach((value, i) => {
    const key = value.toLowerCase();
    if (seen.has(key)) report(path(i), `duplicate "${value}"`);
    seen.add(key);
  });
}

function checkUniqueNames(data: GameData, report: Report) {
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

function checkFixedLists(data: GameData, report: Report) {
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

type Ref = [value: string | undefined, path: IssuePath];

// Pairs each element's referenced value with its path, e.g. [rune.stat, ["weaponRuneTypes", 2, "stat"]].
function refs<T>(
  list: readonly T[],
  get: (x: T) => string | undefined,
  path: (i: number) => IssuePath,
): Ref[] {
  return list.map((x, i) => [get(x), path(i)]);
}

function checkAttributeReferences(data: GameData, report: Report) {
  const attributes = new Set(data.attributes);
  if (!attributes.has("ATK SPD")) report(["attributes"], 'must include "ATK SPD"');
  const references: Ref[] = [
    ...refs(
      data.runeTypes,
      (name) => name,
      (i) => ["runeTypes", i],
    ),
    ...refs(
      data.weaponRuneTypes,
      (rune) => rune.stat,
      (i) => ["weaponRuneTypes", i, "stat"],
    ),
    ...refs(
      data.sets,
      (set) => set.stat,
      (i) => ["sets", i, "stat"],
    ),
  ];
  for (const [m, item] of data.mountItems.entries()) {
    for (const [a, attr] of item.attributes.entries()) {
      const path = ["mountItems", m, "attributes", a];
      if (attr.selectable) {
        if (attr.type !== undefined)
          report([...path, "type"], "a selectable attribute has options, not a type");
        if (!attr.options?.length) report([...path, "options"], "a selectable attribute needs options");
        references.push(
          ...refs(
            attr.options ?? [],
            (name) => name,
            (o) => [...path, "options", o],
          ),
        );
      } else {
        if (attr.type === undefined) report([...path, "type"], "a fixed attribute needs its type");
        if (attr.options !== undefined) report([...path, "options"], "a fixed attribute has no options");
        references.push([attr.type, [...path, "type"]]);
      }
    }
  }
  for (const [name, path] of references) {
    if (name !== undefined && !attributes.has(name)) report(path, `"${name}" is not one of the attributes`);
  }
}

function checkClasses(data: GameData, report: Report) {
  for (const family of CLASS_FAMILIES) {
    const members = data.classes.filter((c) => c.family === family);
    const base = members.filter((c) => !c.paragon).length;
    const paragon = members.length - base;
    if (base !== 1 || paragon !== 3) {
      report(
        ["classes"],
        `family "${family}" needs 1 base class and 3 paragon classes (has ${base} and ${paragon})`,
      );
    }
  }
}

function checkParagon(data: GameData, report: Report) {
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

function checkImages(data: GameData, report: Report) {
  const images: Ref[] = [
    ...refs(
      data.avatars,
      (p) => p,
      (i) => ["avatars", i],
    ),
    ...refs(
      data.VIPavatars,
      (p) => p,
      (i) => ["VIPavatars", i],
    ),
    ...refs(
      data.traitTypes,
      (t) => t.image,
      (i) => ["traitTypes", i, "image"],
    ),
    ...refs(
      data.specials,
      (s) => s.skill.image,
      (i) => ["specials", i, "skill", "image"],
    ),
    ...refs(
      data.sets,
      (s) => s.image,
      (i) => ["sets", i, "image"],
    ),
    ...refs(
      data.mountItems,
      (m) => m.image,
      (i) => ["mountItems", i, "image"],
    ),
  ];
  for (const [value, path] of images) {
    if (!IMAGE_PATH.test(value ?? "")) report(path, "must be a path on this site like /icons/name.svg");
  }
}

function checkCalendar(data: GameData, report: Report) {
  const { dailyEvents, worldBossPairs, battleOfValor } = data.calendar;
  const events: [IssuePath, CalendarEvent][] = [
    ...dailyEvents.map((e, i): [IssuePath, CalendarEvent] => [["dailyEvents", i], e]),
    ...worldBossPairs.flatMap((pair, p) =>
      pair.map((e, i): [IssuePath, CalendarEvent] => [["worldBossPairs", p, i], e]),
    ),
    ...battleOfValor.map((e, i): [IssuePath, CalendarEvent] => [["battleOfValor", i], e]),
  ];
  for (const [path, event] of events) {
    if (event.shortTitle.length > CALENDAR_SHORT_TITLE_MAX) {
      report(["calendar", ...path, "shortTitle"], `must be at most ${CALENDAR_SHORT_TITLE_MAX} characters`);
    }
  }
}
