import { CALENDAR_SHORT_TITLE_MAX, type CalendarEvent, CLASS_FAMILIES, type GameData } from "./schema.ts";
import { gameTexts } from "./texts.ts";
import { checkFixedLists, checkParagon, checkUniqueNames } from "./validate-lists.ts";
import { checkSpecial } from "./validate-special.ts";

export type IssuePath = readonly (string | number)[];
type GameDataCheckIssue = { path: IssuePath; message: string };
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
  checkTranslations(data, report);
  return issues;
}

// A translation names an English text the game data holds: one naming anything else is a typo or is left
// over from a renamed item, and would never show. A set description's translation keeps its 'X%', where
// the chosen level's value is written (src/core/rules/set-description.ts).
function checkTranslations(data: GameData, report: Report) {
  const texts = gameTexts(data);
  const setDescriptions = new Set(data.sets.map((set) => set.description));
  for (const [language, entries] of Object.entries(data.translations ?? {})) {
    for (const [english, translated] of Object.entries(entries ?? {})) {
      if (!texts.has(english)) {
        report(
          ["translations", language, english],
          `"${english}" is not a name or description in the game data.`,
        );
      } else if (setDescriptions.has(english) && !translated.includes("X%")) {
        report(["translations", language, english], `A set description's translation must keep "X%".`);
      }
    }
  }
}

type Ref = [value: string | undefined, path: IssuePath];

// Pairs each element's referenced value with its path: refs(runes, (r) => r.stat, ["weaponRuneTypes"], "stat")
// gives [rune.stat, ["weaponRuneTypes", 2, "stat"]] for the third rune.
function refs<T>(
  list: readonly T[],
  get: (x: T) => string | undefined,
  at: IssuePath,
  ...field: string[]
): Ref[] {
  return list.map((x, i) => [get(x), [...at, i, ...field]]);
}

function checkAttributeReferences(data: GameData, report: Report) {
  const attributes = new Set(data.attributes);
  if (!attributes.has("ATK SPD")) report(["attributes"], 'must include "ATK SPD"');
  const references: Ref[] = [
    ...refs(data.runeTypes, (name) => name, ["runeTypes"]),
    ...refs(data.weaponRuneTypes, (rune) => rune.stat, ["weaponRuneTypes"], "stat"),
    ...refs(data.sets, (set) => set.stat, ["sets"], "stat"),
  ];
  for (const [m, item] of data.mountItems.entries()) {
    for (const [a, attr] of item.attributes.entries()) {
      const path = ["mountItems", m, "attributes", a];
      if (attr.selectable) {
        if (attr.type !== undefined)
          report([...path, "type"], "a selectable attribute has options, not a type");
        if (!attr.options?.length) report([...path, "options"], "a selectable attribute needs options");
        references.push(...refs(attr.options ?? [], (name) => name, [...path, "options"]));
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

function checkImages(data: GameData, report: Report) {
  const images: Ref[] = [
    ...refs(data.avatars, (p) => p, ["avatars"]),
    ...refs(data.VIPavatars, (p) => p, ["VIPavatars"]),
    ...refs(data.traitTypes, (t) => t.image, ["traitTypes"], "image"),
    ...refs(data.specials, (s) => s.skill.image, ["specials"], "skill", "image"),
    ...refs(data.sets, (s) => s.image, ["sets"], "image"),
    ...refs(data.mountItems, (m) => m.image, ["mountItems"], "image"),
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
