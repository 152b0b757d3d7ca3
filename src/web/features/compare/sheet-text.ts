import { useTranslation } from "react-i18next";
import type { CompareLabel, CompareValue } from "#core/rules/build-diff.ts";
import { useSlotName } from "#web/components/game/item-editor/slot-name.ts";
import { useGameText } from "#web/data/use-game-text.ts";
import { useBaseSpeed } from "#web/lib/i18n/use-base-speed.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";

/**
 * The compare sheet's labels and values (compareBuilds) in the player's language: the sheet's own words from
 * the compare catalogue, fields from the hunter's, game names through the game-terms choice, numbers and
 * percentages through Intl. English reads as the sheet always did ("12.00%", "Spark (level 2)", "Yes").
 */
export function useSheetText() {
  const { t } = useTranslation(["compare", "hunter"]);
  const { locale, number } = useFormat();
  const gameText = useGameText();
  const baseSpeed = useBaseSpeed();
  const slotName = useSlotName();
  const percent = (value: number, places?: number) =>
    new Intl.NumberFormat(locale, {
      style: "percent",
      minimumFractionDigits: places ?? 0,
      maximumFractionDigits: places ?? 2,
    }).format(value / 100);

  const label = (l: CompareLabel): string => {
    if ("line" in l) return l.line === "set" ? t("sheet.lines.set", { n: l.n }) : t(`sheet.lines.${l.line}`);
    if ("field" in l) return t(`hunter:fields.${l.field}`);
    if ("slot" in l) return slotName(l.slot);
    return l.nth === undefined
      ? gameText(l.game)
      : t("sheet.lines.nth", { stat: gameText(l.game), n: l.nth });
  };

  const value = (v: CompareValue): string => {
    switch (v.kind) {
      case "none":
        return t("sheet.values.none");
      case "text":
        return v.text;
      case "games":
        return v.names.map(gameText).join(v.list ? ", " : " ");
      case "number":
        return number(v.value, 6);
      case "yesNo":
        return v.value ? t("sheet.values.yes") : t("sheet.values.no");
      case "percent":
        return v.stat === undefined
          ? percent(v.value, v.places)
          : t("sheet.values.stat", { stat: gameText(v.stat), value: percent(v.value, v.places) });
      case "level":
        return t("sheet.values.level", { name: gameText(v.name), level: number(v.level) });
      case "baseSpeed":
        return v.value > 0 ? baseSpeed(v.value) : v.text;
    }
  };

  return { label, value };
}
