import { useTranslation } from "react-i18next";
import {
  type AchievementDef,
  nextTier,
  type ProgressBand,
  progressBand,
  progressPercent,
  tierReached,
} from "#core/rules/achievements.ts";
import { cn } from "#web/lib/cn.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { TierBadges } from "./tier-badges.tsx";

// docs/product.md#achievements: under 34% red-orange, under 67% yellow-lime, otherwise sky-violet.
const bandStyles: Record<ProgressBand, string> = {
  low: "from-red-500 to-orange-400",
  mid: "from-yellow-400 to-lime-400",
  high: "from-sky-400 to-violet-500",
};

export function AchievementCard({ def, count }: { def: AchievementDef; count: number }) {
  const { t } = useTranslation(["achievements", "messages"]);
  const f = useFormat();
  const reached = tierReached(def, count);
  const next = nextTier(def, count);
  const percent = progressPercent(def, count);
  const hidden = def.secret && reached === 0;
  const title = hidden ? t("messages:secretAchievementTitle") : t(`defs.${def.id}.title`);
  const done = next === null;

  return (
    <li
      className={cn(
        "flex flex-col gap-3 rounded-2xl border bg-lodge-panel p-4 shadow-lg shadow-black/10",
        reached > 0 ? "border-lodge-accent/40" : "border-lodge-border",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        {/* A long title wraps, within a word if it must, before it pushes the tiers out of the card. */}
        <h3
          className={cn(
            "min-w-0 pt-0.5 font-bold leading-tight wrap-anywhere",
            hidden && "tracking-widest text-lodge-muted",
          )}
        >
          {title}
        </h3>
        <TierBadges def={def} reached={reached} />
      </div>
      <p className="-mt-1 text-sm text-lodge-muted">
        {hidden ? t("messages:secretAchievementDescription") : t(`defs.${def.id}.description`)}
      </p>
      <div className="mt-auto">
        <div
          role="progressbar"
          aria-label={t("progress", { title })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2.5 overflow-hidden rounded-full bg-lodge-panel-2 ring-1 ring-lodge-border"
        >
          <div
            className={cn(
              "h-full rounded-full bg-gradient-to-r transition-[width]",
              bandStyles[progressBand(percent)],
            )}
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="mt-1.5 flex justify-between text-xs font-semibold text-lodge-muted tabular-nums">
          <span>
            {done
              ? t("countDone", { count: f.number(count), done: t("messages:allTiersReached") })
              : t("countOfNext", { count: f.number(count), next: f.number(next) })}
          </span>
          <span>{f.percent(percent, 0)}</span>
        </p>
      </div>
    </li>
  );
}
