import { ATTRIBUTE_ROWS } from "#core/schemas/hunter-constants.ts";
import type { InventoryItemData } from "#core/schemas/inventory-item.ts";

// The inventory as a file (docs/product.md#inventory-export-and-import): one column per field of an item,
// each with a stable key that never changes and a label in the player's language. The CSV library only
// tokenizes; every rule of what a column holds lives here, for the export and the import alike.

const INVENTORY_FILE_FORMAT = "hunter-lodge-inventory";
const INVENTORY_FILE_VERSION = 1;

export const COLUMN_KEYS = [
  "itemType",
  "rarity",
  "quality",
  "itemName",
  // ATTRIBUTE_ROWS of them, written out so each key is its own type.
  "attribute1Type",
  "attribute1Value",
  "attribute2Type",
  "attribute2Value",
  "attribute3Type",
  "attribute3Value",
  "attribute4Type",
  "attribute4Value",
  "attribute5Type",
  "attribute5Value",
  "runeType",
  "runeValue",
  "skillLevel",
  "baseAtkSpd",
  "engraved",
  "weaponRuneType",
  "weaponRuneLevel",
  "inheritable",
] as const;
export type ColumnKey = (typeof COLUMN_KEYS)[number];
export type ColumnLabels = Record<ColumnKey, string>;

/** A header cell: the label the player reads, then the key an import finds whatever the language. */
const headerCell = (key: ColumnKey, labels: ColumnLabels): string => `${labels[key]} [${key}]`;

// OWASP's CSV injection: a spreadsheet runs a cell that starts with one of these as a formula.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A leading apostrophe makes a spreadsheet show the text instead of running it. */
const escapeFormula = (cell: string): string => (FORMULA_START.test(cell) ? `'${cell}` : cell);

/** The apostrophe escapeFormula added comes off again; one a player typed before other text stays. */
export const unescapeFormula = (cell: string): string =>
  cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;

const text = (value: string | number | boolean | undefined): string =>
  value === undefined ? "" : String(value);

/** One item as cells, in COLUMN_KEYS order. */
function itemCells(item: InventoryItemData): Record<ColumnKey, string> {
  const cells = {
    itemType: item.itemType,
    rarity: item.rarity,
    quality: item.quality,
    itemName: text(item.itemName),
    runeType: item.runeType,
    runeValue: text(item.runeValue),
    skillLevel: text(item.skillLevel),
    baseAtkSpd: text(item.baseAtkSpd),
    engraved: text(item.engraved),
    weaponRuneType: text(item.weaponRuneType),
    weaponRuneLevel: text(item.weaponRuneLevel),
    inheritable: text(item.inheritable === true),
  } as Record<ColumnKey, string>;
  for (let i = 0; i < ATTRIBUTE_ROWS; i++) {
    const row = item.attributes[i];
    cells[`attribute${i + 1}Type` as ColumnKey] = row?.type ?? "";
    cells[`attribute${i + 1}Value` as ColumnKey] = row ? String(row.value) : "";
  }
  return cells;
}

/** The table a CSV export writes: the header, then one row per item, every cell safe from formulas. */
export function exportTable(items: readonly InventoryItemData[], labels: ColumnLabels): string[][] {
  const header = COLUMN_KEYS.map((key) => escapeFormula(headerCell(key, labels)));
  const rows = items.map((item) => {
    const cells = itemCells(item);
    return COLUMN_KEYS.map((key) => escapeFormula(cells[key]));
  });
  return [header, ...rows];
}

export type InventoryFileJson = {
  format: typeof INVENTORY_FILE_FORMAT;
  version: typeof INVENTORY_FILE_VERSION;
  exportedAt: string;
  /** The labels of the player who exported, for a reader of the file; an import reads only the keys. */
  columns: ColumnLabels;
  items: InventoryItemData[];
};

type Listed = InventoryItemData & { id?: string; createdAt?: string };

export function exportJson(items: readonly Listed[], labels: ColumnLabels, now: Date): InventoryFileJson {
  return {
    format: INVENTORY_FILE_FORMAT,
    version: INVENTORY_FILE_VERSION,
    exportedAt: now.toISOString(),
    columns: labels,
    // Ids and times belong to this lodge; an import makes its own.
    items: items.map(({ id: _id, createdAt: _createdAt, ...data }) => data),
  };
}

export const inventoryFileName = (now: Date, extension: "csv" | "json"): string =>
  `hunter-lodge-inventory-${now.toISOString().slice(0, 10)}.${extension}`;
