import type { GameData } from "#core/game-data/schema.ts";
import { type ImportRoom, planItemImport } from "#core/rules/inventory-import.ts";
import { ATTRIBUTE_ROWS } from "#core/schemas/hunter-constants.ts";
import { IMPORT_ITEMS_MAX, type ImportRefusal } from "#core/schemas/inventory-import.ts";
import { type AddItemInput, addItemInputSchema } from "#core/schemas/inventory-item.ts";
import { COLUMN_KEYS, type ColumnKey, type ColumnLabels, unescapeFormula } from "./inventory-file.ts";

// Reading an inventory file (docs/product.md#inventory-export-and-import): bytes to text, a table or JSON to
// the items Add Item would send, and every row that cannot be read with its reason. A row is named by its
// line in the spreadsheet (the header is line 1) or its place in a JSON list (from 1).

/** An inventory of 400 items is about 100 KB as CSV; ten times that is no inventory. */
export const MAX_FILE_BYTES = 1024 * 1024;

export type FileProblem = "too-large" | "empty" | "not-utf8" | "not-text" | "too-many-rows" | "not-inventory";
export type RowProblem =
  | ImportRefusal
  | { row: number; reason: "bad-number" | "bad-flag" | "invalid"; field: string; value: string };
export type SourceRow = { row: number; input: AddItemInput };
export type ReadFile =
  | { ok: true; rows: SourceRow[]; problems: RowProblem[] }
  | { ok: false; problem: FileProblem };

/** The file's text, or why it is none: over the size, UTF-16 or another encoding, or binary. */
export function decodeFile(
  bytes: Uint8Array,
): { ok: true; text: string } | { ok: false; problem: FileProblem } {
  if (bytes.length > MAX_FILE_BYTES) return { ok: false, problem: "too-large" };
  if (bytes.length === 0) return { ok: false, problem: "empty" };
  let text: string;
  try {
    // fatal: a spreadsheet saved as Latin-1 or UTF-16 must be named, not read as mojibake.
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, problem: "not-utf8" };
  }
  if (text.includes("\u0000")) return { ok: false, problem: "not-text" };
  return { ok: true, text };
}

const squash = (s: string) =>
  s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");

// Short names a player's own sheet often uses for the columns the rest cannot do without.
const ALIASES: Record<string, ColumnKey> = { type: "itemType", slot: "itemType", name: "itemName" };

/**
 * Which field each column holds: the key in brackets an export writes, else a label of one of `labelSets`
 * (the player's language, English) or the key itself, spaces and case aside. null: the player chooses.
 */
export function guessColumns(
  header: readonly string[],
  labelSets: readonly ColumnLabels[],
): (ColumnKey | null)[] {
  const byName = new Map<string, ColumnKey>(Object.entries(ALIASES));
  for (const key of COLUMN_KEYS) {
    byName.set(squash(key), key);
    for (const labels of labelSets)
      if (!byName.has(squash(labels[key]))) byName.set(squash(labels[key]), key);
  }
  const taken = new Set<ColumnKey>();
  return header.map((cell) => {
    const clean = unescapeFormula(cell).trim();
    const bracket = /\[([A-Za-z0-9]+)\]$/.exec(clean)?.[1];
    const key = COLUMN_KEYS.find((k) => k === bracket) ?? byName.get(squash(clean));
    if (!key || taken.has(key)) return null;
    taken.add(key);
    return key;
  });
}

/** Whether the chosen columns can make an item at all. */
export const hasRequiredColumns = (columns: readonly (ColumnKey | null)[]): boolean =>
  (["itemType", "rarity", "quality"] as const).every((key) => columns.includes(key));

const NUMBER = /^-?\d+(?:[.,]\d+)?%?$/;
const TRUE = new Set(["true", "yes", "y", "1", "x", "✓"]);
const FALSE = new Set(["false", "no", "n", "0", ""]);

/** Every data row of a CSV table (header left out) as Add Item's input, or its problem. */
export function readTable(
  rows: readonly (readonly string[])[],
  columns: readonly (ColumnKey | null)[],
): ReadFile {
  const lines = rows
    .map((cells, i) => ({ cells, row: i + 2 }))
    .filter(({ cells }) => cells.some((c) => c.trim()));
  if (lines.length > IMPORT_ITEMS_MAX) return { ok: false, problem: "too-many-rows" };
  const read: SourceRow[] = [];
  const problems: RowProblem[] = [];
  for (const { cells, row } of lines) {
    const cell = (key: ColumnKey) => {
      const at = columns.indexOf(key);
      return at < 0 ? "" : unescapeFormula(cells[at] ?? "").trim();
    };
    const bad: RowProblem[] = [];
    const number = (key: ColumnKey): number | undefined => {
      const value = cell(key);
      if (value === "") return undefined;
      if (NUMBER.test(value)) return Number(value.replace(",", ".").replace("%", ""));
      bad.push({ row, reason: "bad-number", field: key, value });
      return undefined;
    };
    const flag = (key: ColumnKey): boolean => {
      const value = cell(key).toLowerCase();
      if (TRUE.has(value)) return true;
      if (!FALSE.has(value)) bad.push({ row, reason: "bad-flag", field: key, value: cell(key) });
      return false;
    };
    const attributes = Array.from({ length: ATTRIBUTE_ROWS }, (_, i) => ({
      type: cell(`attribute${i + 1}Type` as ColumnKey),
      value: number(`attribute${i + 1}Value` as ColumnKey),
    })).filter((a) => a.type !== "" || a.value !== undefined);
    const raw = {
      itemType: cell("itemType"),
      rarity: cell("rarity"),
      quality: cell("quality"),
      itemName: cell("itemName"),
      attributes,
      runeType: cell("runeType"),
      runeValue: number("runeValue"),
      skillLevel: number("skillLevel"),
      baseAtkSpd: cell("baseAtkSpd") || undefined,
      engraved: flag("engraved"),
      weaponRuneType: cell("weaponRuneType") || undefined,
      weaponRuneLevel: number("weaponRuneLevel"),
      inheritable: flag("inheritable") || undefined,
    };
    if (bad.length > 0) problems.push(...bad);
    else accept(row, raw, read, problems);
  }
  return { ok: true, rows: read, problems };
}

function accept(row: number, raw: unknown, read: SourceRow[], problems: RowProblem[]) {
  const parsed = addItemInputSchema.safeParse(raw);
  if (parsed.success) read.push({ row, input: parsed.data });
  else {
    const issue = parsed.error.issues[0];
    const path = issue?.path ?? [];
    let value: unknown = raw;
    for (const part of path)
      value = (value as Record<PropertyKey, unknown> | undefined)?.[part as PropertyKey];
    // An attribute is named as a player counts them, from 1, as the import's plan names it.
    const field = path.map((part, i) =>
      i === 1 && path[0] === "attributes" ? Number(part) + 1 : String(part),
    );
    problems.push({
      row,
      reason: "invalid",
      field: field.join("."),
      value: String(value ?? "").slice(0, 80),
    });
  }
}

/** An export of this page, an account export (its inventory) or a bare list of items. */
export function readJson(text: string): ReadFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    return { ok: false, problem: "not-inventory" };
  }
  const list = Array.isArray(parsed)
    ? parsed
    : typeof parsed === "object" && parsed !== null
      ? ((parsed as { items?: unknown }).items ?? (parsed as { inventory?: unknown }).inventory)
      : undefined;
  if (!Array.isArray(list)) return { ok: false, problem: "not-inventory" };
  if (list.length > IMPORT_ITEMS_MAX) return { ok: false, problem: "too-many-rows" };
  const read: SourceRow[] = [];
  const problems: RowProblem[] = [];
  list.forEach((item, i) => {
    accept(i + 1, item, read, problems);
  });
  return { ok: true, rows: read, problems };
}

export type ImportPreview = { accepted: SourceRow[]; refused: RowProblem[] };

/** What the import would save, and every row it would not with why, by the server's own plan. */
export function previewImport(
  rows: readonly SourceRow[],
  problems: readonly RowProblem[],
  room: ImportRoom,
  gameData: GameData,
): ImportPreview {
  const plan = planItemImport(
    rows.map((r) => r.input),
    room,
    gameData,
  );
  const sourceOf = (n: number) => rows[n - 1]?.row ?? n;
  const refused = [...problems, ...plan.refused.map((r) => ({ ...r, row: sourceOf(r.row) }))];
  return {
    accepted: plan.accepted.map((n) => rows[n - 1]).filter((r): r is SourceRow => r !== undefined),
    refused: refused.toSorted((a, b) => a.row - b.row),
  };
}
