import type { GameData } from "#core/game-data/schema.ts";
import { gameText } from "#core/game-data/texts.ts";
import { findSpecial, specialAttributes } from "#core/rules/item-editing.ts";
import type { InventoryItemData } from "#core/schemas/inventory-item.ts";
import type { ScanLabels } from "./types.ts";

// How an item's tooltip words it, line by line: the recognizer's inverse. The bench's corpus draws these
// lines and the tests feed them back, so both speak of the same screen.

export type TextLine = { text: string; role: "title" | "quality" | "body"; color?: string };

export type TextOptions = {
  language: string;
  labels: ScanLabels;
  // The weapon rune's level as the item editor words it ("Level 2").
  levelText: (level: number) => string;
  // Attribute values with a plus sign ("+5%"), as some screens show them.
  plus?: boolean;
};

const colorOf = (list: readonly { name: string; color: string }[], name: string) =>
  list.find((entry) => entry.name === name)?.color;

export function itemTextLines(item: InventoryItemData, gameData: GameData, options: TextOptions): TextLine[] {
  const { labels } = options;
  const name = (english: string) => gameText(gameData, options.language, english);
  const rarityColor = colorOf(gameData.itemRarity, item.rarity);
  const qualityColor = colorOf(gameData.itemQuality, item.quality);
  const colored = (color: string | undefined) => (color ? { color } : {});
  const special = item.itemName
    ? findSpecial(item.itemName, item.rarity, item.itemType, gameData)
    : undefined;
  // A special shows its own fixed values; the item stores zeros for them.
  const rows = special ? specialAttributes(special).filter((row) => row.type !== "") : item.attributes;
  const body = (text: string): TextLine => ({ text, role: "body" });
  const lines: TextLine[] = [
    ...(special ? [{ text: name(special.itemName), role: "title" as const, ...colored(rarityColor) }] : []),
    {
      text: `${name(item.rarity)} ${labels.slots[item.itemType] ?? item.itemType}`,
      role: "title",
      ...colored(rarityColor),
    },
    { text: name(item.quality), role: "quality", ...colored(qualityColor) },
  ];
  if (item.baseAtkSpd) lines.push(body(`${labels.baseAttackSpeed} ${Number(item.baseAtkSpd).toFixed(2)}`));
  for (const row of rows) lines.push(body(`${name(row.type)} ${options.plus ? "+" : ""}${row.value}%`));
  if (item.skillLevel !== undefined) lines.push(body(`${labels.skillLevel} ${item.skillLevel}`));
  if (item.runeType) lines.push(body(`${labels.runeType}: ${name(item.runeType)} ${item.runeValue}%`));
  if (item.weaponRuneType) {
    const level = options.levelText(item.weaponRuneLevel ?? 1);
    lines.push(body(`${labels.weaponRune}: ${name(item.weaponRuneType)} ${level}`));
  }
  if (item.engraved) lines.push(body(labels.engraved));
  return lines;
}
