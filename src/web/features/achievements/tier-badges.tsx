import { useTranslation } from "react-i18next";
import { type AchievementDef, type TierLetter, tierLetter } from "#core/rules/achievements.ts";
import { cn } from "#web/lib/cn.ts";

const litStyles: Record<TierLetter, string> = {
  B: "from-amber-600 to-amber-900 text-amber-50 ring-amber-500/60",
  A: "from-slate-200 to-slate-500 text-slate-900 ring-slate-300/60",
  S: "from-yellow-300 to-amber-500 text-amber-950 ring-yellow-300/70",
  SS: "from-fuchsia-400 via-sky-400 to-emerald-300 text-slate-950 ring-fuchsia-300/70",
  U: "from-violet-500 to-purple-800 text-violet-50 ring-violet-400/70",
};

// B, A, S, SS (a secret one: U), lit once reached; the label says it too, colour is not the only signal.
export function TierBadges({ def, reached }: { def: AchievementDef; reached: number }) {
  const { t } = useTranslation("achievements");
  return (
    <ul className="flex shrink-0 flex-wrap justify-end gap-1" aria-label={t("tiers.label")}>
      {def.thresholds.map((threshold, index) => {
        const letter = tierLetter(def, index) as TierLetter;
        const lit = index < reached;
        const state = lit ? t("tiers.reached") : t("tiers.notReached");
        return (
          <li
            key={letter}
            title={
              def.secret
                ? t("tiers.title", { letter, state })
                : t("tiers.titleWithGoal", { letter, goal: threshold, state })
            }
            className={cn(
              "inline-flex h-7 min-w-7 items-center justify-center rounded-md px-1.5 text-xs font-black",
              lit
                ? cn("bg-gradient-to-br shadow ring-1", litStyles[letter])
                : "border border-dashed border-lodge-border text-lodge-muted",
            )}
          >
            {letter}
            <span className="sr-only">
              {def.secret ? t("tiers.srState", { state }) : t("tiers.srGoal", { goal: threshold, state })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
