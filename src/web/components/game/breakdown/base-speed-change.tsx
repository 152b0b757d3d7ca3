import { useTranslation } from "react-i18next";
import type { GameData } from "#core/game-data/schema.ts";
import { baseAtkSpd } from "#core/rules/attack-speed.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { useBaseSpeed } from "#web/lib/i18n/use-base-speed.ts";

/**
 * The weapon's base speed before and after a swap, under the swap's stat lines: "ATK SPD 2% → 1%" alone
 * hides that the base went from 0.45 to 0.31 (docs/decisions.md#2026-11-25-where-every-number-comes-from).
 * For any plan that changes the weapon.
 */
export function BaseSpeedChange({
  from,
  to,
  gameData,
}: {
  from: HunterInput;
  to: HunterInput;
  gameData: GameData;
}) {
  const { t } = useTranslation("components");
  const baseSpeed = useBaseSpeed();
  return (
    <span className="block text-xs text-lodge-muted tabular-nums">
      {t("breakdown.baseChange", {
        from: baseSpeed(baseAtkSpd(from, gameData)),
        to: baseSpeed(baseAtkSpd(to, gameData)),
      })}
    </span>
  );
}
