import type { AddItemInput } from "#core/schemas/inventory-item.ts";

// What the OCR engine read (docs/product.md#add-items-from-screenshots): one line of text, where it stands on
// the image, and, where the reader sampled it, the colour of its ink. The recognizer knows nothing of the engine.
export type OcrBox = { x0: number; y0: number; x1: number; y1: number };
export type OcrLine = {
  text: string;
  box: OcrBox;
  // The engine's own certainty, 0-100; a line without it is taken at face value.
  confidence?: number;
  // "#rrggbb": title lines are drawn in their rarity's or quality's colour.
  color?: string;
};

// The words the game prints around the values, as the item editor names them (components catalogue), in
// every language the screenshot may be in: the label words are not in the game data.
export type ScanLabels = {
  slots: Record<string, string>;
  baseAttackSpeed: string;
  runeType: string;
  weaponRune: string;
  skillLevel: string;
  engraved: string;
};

/** An item's fields the recognizer reads besides its attribute rows: one list for the review, tests and bench. */
export const SCANNED_FIELDS = [
  "itemType",
  "rarity",
  "quality",
  "itemName",
  "runeType",
  "runeValue",
  "skillLevel",
  "baseAtkSpd",
  "engraved",
  "weaponRuneType",
  "weaponRuneLevel",
] as const;

// Every field of the item a recognizer fills; an attribute row's type and value are fields of their own.
export type ScanField =
  | (typeof SCANNED_FIELDS)[number]
  | `attributes.${number}.type`
  | `attributes.${number}.value`;

// Why a line or an image gave nothing usable; the screen shows messages[code] with the values.
export type ScanProblem =
  | { code: "scanNoItemText" }
  | { code: "scanUnknownAttribute"; name: string }
  | { code: "scanNoItemType" };

export type ScannedItem = {
  // The Add Item dialog's input, parsed by addItemInputSchema: the review edits it, normalizeAddItem saves it.
  item: AddItemInput;
  // 0-1 per field read; a field below SURE (and every field the rarity needs but nothing filled) is in `unsure`.
  confidence: Partial<Record<ScanField, number>>;
  unsure: ScanField[];
  // The part of the image the item was read from, for the review's crop.
  box: OcrBox;
  problems: ScanProblem[];
};

export type ScanResult = { items: ScannedItem[]; problems: ScanProblem[] };

/** The confidence from which a field is shown without a mark. */
export const SURE = 0.8;
