import { useTranslation } from "react-i18next";
import type { BaseSpeedSource } from "#core/rules/attack-speed.ts";
import type { BonusSource } from "#core/rules/summary-sources.ts";
import { useSlotName } from "#web/components/game/item-editor/slot-name.ts";
import { useGameText } from "#web/data/use-game-text.ts";

/**
 * A source of a Build Summary line or of the attack speed in the player's words. Slots, rarities, items,
 * skills, runes, sets and the like are the game's names, so they go through useGameText.
 */
export function useSourceLabel(): (source: BonusSource) => string {
  const { t } = useTranslation("components");
  const game = useGameText();
  // An item slot's name is the catalogue's (the builder's), not the game data's.
  const slot = useSlotName();
  return (source) => {
    switch (source.kind) {
      case "attribute":
        return t("breakdown.attribute", { slot: slot(source.slot), rarity: game(source.rarity) });
      case "special":
        return t("breakdown.special", { item: game(source.itemName), slot: slot(source.slot) });
      case "specialSkill":
        return source.level === null
          ? t("breakdown.specialSkill", { item: game(source.itemName), skill: game(source.skill) })
          : t("breakdown.specialSkillLevel", {
              item: game(source.itemName),
              skill: game(source.skill),
              level: source.level,
            });
      case "rune":
        return t("breakdown.rune", { stat: game(source.stat), slot: slot(source.slot) });
      case "weaponRune":
        return t("breakdown.weaponRune", { name: game(source.name), level: source.level });
      case "mountItem":
        return t("breakdown.mountItem", { slot: game(source.slot), rarity: game(source.rarity) });
      case "set":
        return t("breakdown.set", { name: game(source.name), level: source.level });
      case "guild":
        return t("breakdown.guild");
      case "technology":
        return t("breakdown.technology");
      case "characteristic":
        return t("breakdown.characteristic", { name: game(source.name) });
      case "atkSpdRarity":
        return t("breakdown.atkSpdRarity", { label: game(source.label) });
    }
  };
}

/** Where the weapon's base speed comes from, in the player's words. */
export function useBaseSourceLabel(): (source: BaseSpeedSource) => string {
  const { t } = useTranslation("components");
  const game = useGameText();
  return (source) =>
    source.kind === "special"
      ? t("breakdown.baseSpecial", { item: game(source.itemName) })
      : source.kind === "typed"
        ? t("breakdown.baseTyped")
        : t("breakdown.baseDefault");
}
