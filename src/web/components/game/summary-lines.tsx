import { useTranslation } from "react-i18next";
import type { BreakdownLine } from "#core/rules/summary-breakdown.ts";
import { useGameText } from "#web/data/use-game-text.ts";
import { SummaryLineBreakdown } from "./breakdown/summary-breakdown.tsx";

// The Build Summary's stats (docs/product.md#build-summary) as the builder and the hunter page both show them: one row a stat,
// its sum with two decimals and %, or the spec's text when the build has none. Each sum opens its sources.
// The row is the button's target, not only the number: a finger needs the room (STYLE: touch targets).
const WHOLE_ROW = "after:absolute after:inset-0";

// Stat names are the game's, in the player's language as the breakdown's title names them.
export function SummaryLines({ lines }: { lines: BreakdownLine[] }) {
  const { t } = useTranslation(["messages"]);
  const game = useGameText();
  if (lines.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-lodge-border px-3 py-6 text-center text-sm text-lodge-muted">
        {t("messages:noStats")}
      </p>
    );
  }
  return (
    <dl className="divide-y divide-lodge-border/50 rounded-xl border border-lodge-border bg-lodge-bg/40">
      {lines.map((line) => (
        <div
          key={line.stat}
          className="relative flex items-baseline justify-between gap-3 px-3 py-1.5 text-sm"
        >
          <dt className="text-lodge-muted">{game(line.stat)}</dt>
          <dd className="font-semibold tabular-nums">
            <SummaryLineBreakdown line={line} className={WHOLE_ROW} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
