import { useTranslation } from "react-i18next";
import type { GameData } from "#core/game-data/schema.ts";
import { baseAtkSpd } from "#core/rules/attack-speed.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";

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
  const f = useFormat();
  return (
    <span className="block text-xs text-lodge-muted tabular-nums">
      {t("breakdown.baseChange", {
        from: f.number(baseAtkSpd(from, gameData), 4),
        to: f.number(baseAtkSpd(to, gameData), 4),
      })}
    </span>
  );
}
