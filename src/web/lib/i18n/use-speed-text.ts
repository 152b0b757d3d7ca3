import { useTranslation } from "react-i18next";
import type { AttackSpeedReport } from "#core/rules/attack-speed.ts";
import { formatDecimal } from "#core/rules/format-number.ts";
import { useFormat } from "./use-format.ts";

/**
 * An attack speed report's numbers in the interface language: the speed with its 4 decimals ("0,1350" in
 * German) and the missing percentage with 2, or the overflow notice. The report's own `…Display` texts are
 * the English ones the server's export and import plan write.
 */
export function useSpeedText() {
  const { t } = useTranslation(["messages"]);
  const f = useFormat();
  const percent = new Intl.NumberFormat(f.locale, {
    style: "percent",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return {
    atkSpd: (speed: number) => f.fixed(speed, 4),
    missing: ({ missing, overflowing }: Pick<AttackSpeedReport, "missing" | "overflowing">) =>
      overflowing ? t("messages:overflowing") : percent.format(Number(formatDecimal(missing, 2)) / 100),
  };
}
