import type { GameData } from "#core/game-data/schema.ts";
import { messages } from "#core/messages.ts";
import { type AttackSpeedReport, attackSpeedReport } from "#core/rules/attack-speed.ts";
import { normalizeHunterInput } from "#core/rules/build-normalize.ts";
import { buildSummary, type SummaryLine } from "#core/rules/build-summary.ts";
import { ruleBreakLines } from "#core/rules/game-bounds/break-line.ts";
import { type RuleBreak, ruleBreaksOfAddedItem, ruleBreaksOfBuild } from "#core/rules/game-bounds/breaks.ts";
import { normalizeAddItem } from "#core/rules/item-editing.ts";
import { clampAtkSpdGoal } from "#core/rules/number-input.ts";
import { decodeShareCode, type ShareCodeError } from "#core/rules/share-code.ts";
import { buildExportSchema } from "#core/schemas/build-export.ts";
import { type HunterInput, newHunter } from "#core/schemas/hunter.ts";
import type { AddItemInput, InventoryItemData } from "#core/schemas/inventory-item.ts";
import { unstorablePath } from "#core/schemas/text.ts";

// The import preview (docs/decisions.md#2026-11-24-export-import-and-share-codes): what a file or share code
// would create for this player, and every reason it cannot, in plain words. Pure: the server runs the same
// plan again inside its transaction.

/** A share code carries one build and no slot; a file carries the slot each hunter had. */
export type ImportSource = {
  hunters: { slotIndex: number | null; build: HunterInput }[];
  inventory: AddItemInput[];
};
export type ImportLimits = {
  isVip: boolean;
  /** Usable slots without a hunter, ascending. */
  freeSlots: readonly number[];
  inventoryCount: number;
  inventoryCapacity: number;
};
type PlannedHunter = {
  slotIndex: number | null;
  build: HunterInput;
  highlights: SummaryLine[];
  /** Numbers, not text: the preview writes them in the reader's language. */
  speed: Pick<AttackSpeedReport, "actual" | "missing" | "overflowing">;
};
export type ImportPlan = { hunters: PlannedHunter[]; items: InventoryItemData[]; problems: string[] };

const SUMMARY_HIGHLIGHTS = 6;

const SHARE_CODE_MESSAGES: Record<ShareCodeError, string> = {
  empty: messages.shareCodeEmpty,
  "too-long": messages.shareCodeTooLong,
  "unknown-version": messages.shareCodeUnknownVersion,
  corrupt: messages.shareCodeCorrupt,
};

type ReadImport = { ok: true; source: ImportSource } | { ok: false; problem: string };

export function readShareCode(code: string): ReadImport {
  const decoded = decodeShareCode(code);
  if (!decoded.ok) return { ok: false, problem: SHARE_CODE_MESSAGES[decoded.error] };
  return storableSource({ hunters: [{ slotIndex: null, build: decoded.build }], inventory: [] });
}

export function readExportFile(file: unknown): ReadImport {
  const parsed = buildExportSchema.safeParse(file);
  if (!parsed.success) return { ok: false, problem: messages.importFileInvalid };
  return storableSource({ hunters: parsed.data.hunters, inventory: parsed.data.inventory });
}

// Text the database cannot hold is refused here, with the app's message, as every other write does.
const storableSource = (source: ImportSource): ReadImport =>
  unstorablePath(source) === null
    ? { ok: true, source }
    : { ok: false, problem: messages.unsupportedCharacters };

// Imported hunters arrive private, as a copy to the roster does; the preview lets the player choose public.
export type ImportChoices = { makePublic: boolean };

export function planImport(
  source: ImportSource,
  gameData: GameData,
  limits: ImportLimits,
  { makePublic }: ImportChoices = { makePublic: false },
): ImportPlan {
  const problems: string[] = [];
  if (source.hunters.length === 0 && source.inventory.length === 0) problems.push(messages.importNothing);
  const slots = assignSlots(source.hunters, limits.freeSlots);
  const hunters = source.hunters.map(({ build }, index): PlannedHunter => {
    const normalized = normalizeHunterInput(build, gameData);
    const where = messages.importHunterLabel(normalized.hunterName);
    // A goal faster than the game's fastest attack is raised to it, as when typed (docs/decisions.md): a file
    // written before that rule still imports.
    const asRaised = { ...build, atkSpdGoal: clampAtkSpdGoal(build.atkSpdGoal) };
    problems.push(...changedLeaves(asRaised, normalized).map((leaf) => leafProblem(where, leaf)));
    problems.push(...outsideRules(where, ruleBreaksOfBuild(normalized, gameData)));
    if (!limits.isVip && usesVipTabs(normalized)) problems.push(messages.importVipParts(where));
    const slotIndex = slots[index] ?? null;
    if (slotIndex === null) problems.push(messages.importNoSlot(where));
    const speed = attackSpeedReport(normalized, gameData);
    return {
      slotIndex,
      build: { ...normalized, isPublic: makePublic },
      highlights: buildSummary(normalized, gameData).slice(0, SUMMARY_HIGHLIGHTS),
      speed: { actual: speed.actual, missing: speed.missing, overflowing: speed.overflowing },
    };
  });
  const items = planItems(source.inventory, gameData, limits, problems);
  return { hunters, items, problems };
}

// A hunter keeps its exported slot when that slot is free here; the others take the lowest free ones.
function assignSlots(hunters: ImportSource["hunters"], freeSlots: readonly number[]): (number | undefined)[] {
  const free = new Set(freeSlots);
  const assigned = hunters.map(({ slotIndex }) => {
    if (slotIndex === null || !free.has(slotIndex)) return undefined;
    free.delete(slotIndex);
    return slotIndex;
  });
  const rest = [...free].sort((a, b) => a - b);
  return assigned.map((slot) => slot ?? rest.shift());
}

function usesVipTabs(build: HunterInput): boolean {
  const blank = newHunter();
  const traits = { ...build.traits, Quicken: blank.traits.Quicken };
  return (
    JSON.stringify([traits, build.paragon, build.sets]) !==
    JSON.stringify([blank.traits, blank.paragon, blank.sets])
  );
}

type Leaf = { path: string; value: unknown; depth: number };

// Every value the game-data check had to change: what this instance does not know or cannot hold.
function changedLeaves(raw: unknown, normalized: unknown, path: string[] = []): Leaf[] {
  if (typeof raw === "object" && raw !== null && typeof normalized === "object" && normalized !== null) {
    const leaves = Object.entries(raw).flatMap(([key, value]) =>
      changedLeaves(value, (normalized as Record<string, unknown>)[key], [...path, key]),
    );
    // An unknown name clears its row's value too; the name is the one problem to tell.
    const direct = leaves.filter((leaf) => leaf.depth === path.length + 1);
    if (!direct.some((leaf) => typeof leaf.value === "string")) return leaves;
    return leaves.filter((leaf) => !direct.includes(leaf) || typeof leaf.value === "string");
  }
  // Equal as numbers, not Object.is: -0 in a file is 0 to a player, not a value the check had to change.
  if (raw === normalized) return [];
  // A trimmed name or a cleared empty value is tidying, not a problem.
  if (typeof raw === "string" && (raw.trim() === normalized || raw.trim() === "")) return [];
  return [{ path: path.join(" "), value: raw, depth: path.length }];
}

const leafProblem = (where: string, { path, value }: Leaf): string =>
  typeof value === "string"
    ? messages.importUnknownValue(where, path, value)
    : messages.importOutOfRange(where, path, String(value));

function planItems(
  inventory: AddItemInput[],
  gameData: GameData,
  limits: ImportLimits,
  problems: string[],
): InventoryItemData[] {
  const items: InventoryItemData[] = [];
  inventory.forEach((input, index) => {
    const where = messages.importItemLabel(index + 1, describeItem(input));
    const result = normalizeAddItem(input, { isVip: limits.isVip }, gameData);
    if (!result.ok) {
      problems.push(messages.importItemIncomplete(where));
      return;
    }
    problems.push(...unknownItemNames(input, result.item, gameData).map((l) => leafProblem(where, l)));
    problems.push(...outsideRules(where, ruleBreaksOfAddedItem(input, result.item, gameData)));
    if (input.inheritable === true && !limits.isVip) problems.push(messages.importItemInheritable(where));
    items.push(result.item);
  });
  const room = Math.max(0, limits.inventoryCapacity - limits.inventoryCount);
  if (items.length > room) problems.push(messages.importNoInventorySpace(items.length, room));
  return items;
}

// A value outside the game's rules refuses the import (docs/product.md#the-games-rules-on-every-value).
const outsideRules = (where: string, breaks: readonly RuleBreak[]): string[] =>
  breaks.length === 0 ? [] : [messages.importOutsideRules(where, ruleBreakLines(breaks))];

const describeItem = (input: AddItemInput): string => {
  const kind = [input.rarity, input.itemType].filter((part) => part !== "").join(" ");
  return input.itemName === "" ? kind : `${kind} "${input.itemName}"`.trim();
};

function unknownItemNames(input: AddItemInput, item: InventoryItemData, gameData: GameData): Leaf[] {
  const unknown: Leaf[] = [];
  const check = (path: string, value: string | undefined, known: readonly string[]) => {
    if (value && !known.includes(value)) unknown.push({ path, value, depth: 1 });
  };
  if (input.itemName !== "" && item.itemName === undefined)
    unknown.push({ path: "itemName", value: input.itemName, depth: 1 });
  for (const [i, row] of input.attributes.entries())
    check(`attributes ${i + 1} type`, row.type, gameData.attributes);
  check("runeType", input.runeType, gameData.runeTypes);
  check(
    "weaponRuneType",
    input.weaponRuneType,
    gameData.weaponRuneTypes.map((w) => w.name),
  );
  return unknown;
}
