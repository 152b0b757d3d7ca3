import { useTranslation } from "react-i18next";
import type { RuleBreak } from "#core/rules/game-bounds/breaks.ts";
import { useRuleBreakText } from "./use-rule-break-text.ts";

type Props = { breaks: readonly RuleBreak[]; what: "build" | "item" | "refused"; className?: string };

const EXPLAIN = {
  build: "gameRules.buildExplain",
  item: "gameRules.itemExplain",
  refused: "gameRules.refused",
} as const;

// The mark on a build or an item stored before the game's rules held
// (docs/product.md#the-games-rules-on-every-value): its owner still opens and uses it, and reads what is wrong.
// `refused`: the server's refusal of a write, said at once (an alert).
export function OutsideRulesNote({ breaks, what, className }: Props) {
  const { t } = useTranslation("components");
  const text = useRuleBreakText();
  if (breaks.length === 0) return null;
  return (
    <section
      role={what === "refused" ? "alert" : undefined}
      aria-label={t("gameRules.title")}
      className={`rounded-xl border border-lodge-warn/60 bg-lodge-panel-2 px-3 py-2 text-sm ${className ?? ""}`}
    >
      <p className="font-semibold">{t("gameRules.title")}</p>
      <p className="text-lodge-muted">{t(EXPLAIN[what])}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 break-words">
        {breaks.map((ruleBreak) => (
          <li key={`${ruleBreak.field}-${ruleBreak.kind}`}>{text(ruleBreak)}</li>
        ))}
      </ul>
    </section>
  );
}
