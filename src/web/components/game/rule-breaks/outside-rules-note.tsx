import { useTranslation } from "react-i18next";
import type { RuleBreak } from "#core/rules/game-bounds/breaks.ts";
import { useRuleBreakText } from "./use-rule-break-text.ts";

type Props = { breaks: readonly RuleBreak[]; what: "build" | "item"; className?: string };

// The mark on a build or an item stored before the game's rules held
// (docs/product.md#the-games-rules-on-every-value): its owner still opens and uses it, and reads what is wrong.
export function OutsideRulesNote({ breaks, what, className }: Props) {
  const { t } = useTranslation("components");
  const text = useRuleBreakText();
  if (breaks.length === 0) return null;
  return (
    <section
      aria-label={t("gameRules.title")}
      className={`rounded-xl border border-lodge-warn/60 bg-lodge-warn/10 px-3 py-2 text-sm ${className ?? ""}`}
    >
      <p className="font-semibold">{t("gameRules.title")}</p>
      <p className="text-lodge-muted">
        {what === "build" ? t("gameRules.buildExplain") : t("gameRules.itemExplain")}
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 break-words">
        {breaks.map((ruleBreak) => (
          <li key={`${ruleBreak.field}-${ruleBreak.kind}`}>{text(ruleBreak)}</li>
        ))}
      </ul>
    </section>
  );
}
