import type { ScannedItem } from "#core/rules/item-scan/types.ts";

/** An item as the screenshot recognizer hands it on: blank where not given, `unsure` its marked fields. */
export function scannedItem(
  item: Partial<ScannedItem["item"]>,
  unsure: ScannedItem["unsure"] = [],
): ScannedItem {
  return {
    item: {
      itemType: "",
      rarity: "",
      quality: "",
      itemName: "",
      attributes: [],
      runeType: "",
      runeValue: 0,
      engraved: false,
      ...item,
    },
    confidence: {},
    unsure,
    box: { x0: 0, y0: 0, x1: 100, y1: 100 },
    problems: [],
  };
}
