import type { General, HunterInput } from "#core/schemas/hunter.ts";

// The fields of a hunter's sheet, each with its one label: the builder's inputs, the hunter page, compare
// and a merge's conflict list all read it here, so a field is never named two ways. The order
// is the sheet's. The hunter's name is not here: it is the build's title, not a line of the sheet.

export type SheetField = keyof General | "atkSpdGoal";
type FieldLabel = { label: string; unit?: "%" };

const HUNTER_FIELDS = {
  hunterRarity: { label: "Rarity" },
  hunterClass: { label: "Class" },
  hunterAtkSpdRarity: { label: "ATK SPD Rarity" },
  trait: { label: "Trait Level" },
  characteristic: { label: "Characteristic" },
  technology: { label: "Technology", unit: "%" },
  guild: { label: "Guild", unit: "%" },
  hunterPurpose: { label: "Purpose" },
  atkSpdGoal: { label: "Attack Speed Goal" },
} as const satisfies Record<SheetField, FieldLabel>;

export const SHEET_FIELDS = Object.keys(HUNTER_FIELDS) as SheetField[];

export const fieldLabel = (field: SheetField): string => HUNTER_FIELDS[field].label;

const unitOf = (field: SheetField): string => (HUNTER_FIELDS[field] as FieldLabel).unit ?? "";

/** An input's label: a number is typed bare, so its unit goes in the label ("Technology %"). */
export const inputLabel = (field: SheetField): string =>
  unitOf(field) === "" ? fieldLabel(field) : `${fieldLabel(field)} ${unitOf(field)}`;

/** A value as a read-out shows it, unit and all ("5%"). */
export const withUnit = (field: SheetField, value: number | string): string => `${value}${unitOf(field)}`;

export const fieldValue = (hunter: HunterInput, field: SheetField): string | number =>
  field === "atkSpdGoal" ? hunter.atkSpdGoal : hunter.general[field];
