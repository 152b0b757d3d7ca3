import { ITEM_SLOTS, type ItemSlot, TRAIT_TYPES, type TraitTypeName } from "#core/game-data/constants.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { fieldValue, SHEET_FIELDS, type SheetField } from "./hunter-fields.ts";

// What a saved version changed against the version before, kept as data
// (docs/decisions.md#2026-11-25-a-versions-change-is-stored-as-data-worded-by-the-reader): the reader's app
// words it in the reader's language and game-terms choice. Values are the build's own (English game names,
// the typed name), and the order is the one the line reads in, most telling first. `form` numbers the shape,
// so a later shape can be told from this one in rows already stored.
export const CHANGE_FORM = 1;

export type ChangePart =
  | { kind: "renamed"; to: string }
  | { kind: "field"; field: SheetField; from: string | number; to: string | number }
  /** A slot's item replaced (another item or rarity: from/to say which), or edited in place. */
  | { kind: "item"; slot: ItemSlot; from?: ItemIdentity; to?: ItemIdentity }
  | { kind: "trait"; trait: TraitTypeName; from: number; to: number }
  | { kind: "mount" }
  | { kind: "paragon" }
  | { kind: "sets" };

type ItemIdentity = { itemName: string; rarity: string };

export type VersionChange = {
  form: typeof CHANGE_FORM;
  /** The first save of the hunter: nothing before it to compare with. */
  created?: true;
  /** Set when the save brought back this older version. */
  restoredRevision?: number;
  /** Set when the save changed a counted field of a verified build, which lost its badge (docs/product.md#proof-and-verification). */
  verificationRemoved?: true;
  parts: ChangePart[];
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function itemParts(previous: HunterInput, next: HunterInput): ChangePart[] {
  return ITEM_SLOTS.flatMap((slot): ChangePart[] => {
    const [a, b] = [previous.items[slot], next.items[slot]];
    if (same(a, b)) return [];
    if (a.itemName === b.itemName && a.rarity === b.rarity) return [{ kind: "item", slot }];
    return [
      {
        kind: "item",
        slot,
        from: { itemName: a.itemName, rarity: a.rarity },
        to: { itemName: b.itemName, rarity: b.rarity },
      },
    ];
  });
}

// Quicken is the general Trait Level under another name (trait-sync.ts), and a player sets it as that.
function traitParts(previous: HunterInput, next: HunterInput): ChangePart[] {
  return TRAIT_TYPES.flatMap((trait): ChangePart[] => {
    const [from, to] = [previous.traits[trait], next.traits[trait]];
    if (from === to) return [];
    return [
      trait === "Quicken" ? { kind: "field", field: "trait", from, to } : { kind: "trait", trait, from, to },
    ];
  });
}

// The sheet's fields but the trait level, told with the traits, and the goal, told last.
const GENERAL_PARTS = SHEET_FIELDS.filter((field) => field !== "trait" && field !== "atkSpdGoal");

function fieldParts(fields: readonly SheetField[], previous: HunterInput, next: HunterInput): ChangePart[] {
  return fields.flatMap((field): ChangePart[] => {
    const [from, to] = [fieldValue(previous, field), fieldValue(next, field)];
    return from === to ? [] : [{ kind: "field", field, from, to }];
  });
}

/** A version's change against the build saved before it (previous null: the hunter is created). */
export function describeChange(
  previous: HunterInput | null,
  next: HunterInput,
  restoredRevision?: number,
): VersionChange {
  const restored = restoredRevision === undefined ? {} : { restoredRevision };
  if (previous === null) return { form: CHANGE_FORM, created: true, ...restored, parts: [] };
  const parts: ChangePart[] = [
    ...(previous.hunterName === next.hunterName ? [] : [{ kind: "renamed", to: next.hunterName } as const]),
    ...fieldParts(GENERAL_PARTS, previous, next),
    ...itemParts(previous, next),
    ...traitParts(previous, next),
    ...(same(previous.mount, next.mount) ? [] : [{ kind: "mount" } as const]),
    ...(same(previous.paragon, next.paragon) ? [] : [{ kind: "paragon" } as const]),
    ...(same(previous.sets, next.sets) ? [] : [{ kind: "sets" } as const]),
    ...fieldParts(["atkSpdGoal"], previous, next),
  ];
  return { form: CHANGE_FORM, ...restored, parts };
}
