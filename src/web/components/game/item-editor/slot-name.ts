import { useTranslation } from "react-i18next";
import type { ItemSlot } from "#core/game-data/constants.ts";
import { useGameTermsLanguage } from "#web/lib/i18n/game-terms.ts";

/**
 * An item slot's name (Weapon, Hat…) as the player reads it. The slots are the game's words but not part of
 * the game data (src/core/game-data/constants.ts), so their names live in the components catalogue and
 * follow the game-terms choice like useGameText's: English when the player keeps game terms English.
 * Only display goes through it; stored items and filters keep the English slot.
 */
export function useSlotName(): (slot: ItemSlot) => string {
  const { t } = useTranslation("components");
  const lng = useGameTermsLanguage();
  return (slot) => t(`itemEditor.slots.${slot}`, { lng });
}
