import { useTranslation } from "react-i18next";
import type { BreakdownLine } from "#core/rules/summary-breakdown.ts";
import { SummaryLines } from "#web/components/game/summary-lines.tsx";
import { ChartIcon } from "../builder-icons.tsx";

// Every stat of the build, summed (docs/product.md#build-summary), in the game data's order; two decimals and %;
// each sum opens where it comes from.
export function BuildSummaryList({ lines }: { lines: BreakdownLine[] }) {
  const { t } = useTranslation("builder");
  return (
    <section aria-labelledby="build-summary-title" className="space-y-3">
      <h2
        id="build-summary-title"
        className="flex items-center gap-2 text-sm font-bold tracking-wide uppercase"
      >
        <ChartIcon className="text-lodge-accent" /> {t("summary.title")}
      </h2>
      <SummaryLines lines={lines} />
    </section>
  );
}
