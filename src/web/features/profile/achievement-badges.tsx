import { useTranslation } from "react-i18next";
import { ACHIEVEMENTS, type TierLetter } from "#core/rules/achievements.ts";
import type { PublicProfile } from "#core/schemas/profile.ts";
import { cn } from "#web/lib/cn.ts";

const letterStyles: Record<TierLetter, string> = {
  B: "from-amber-700 to-amber-900 text-amber-100 ring-amber-600/60",
  A: "from-slate-300 to-slate-500 text-slate-900 ring-slate-300/60",
  S: "from-yellow-300 to-amber-500 text-amber-950 ring-yellow-300/70",
  SS: "from-fuchsia-400 via-sky-400 to-emerald-300 text-slate-950 ring-fuchsia-300/70",
  U: "from-violet-500 to-purple-800 text-violet-50 ring-violet-400/70",
};

// The achievements reached (docs/product.md#public-profile): each badge shows its highest tier letter.
export function AchievementBadges({ achievements }: { achievements: PublicProfile["publicAchievements"] }) {
  const { t } = useTranslation(["profile", "achievements", "messages"]);
  const reached = ACHIEVEMENTS.flatMap((def) => {
    const letter = achievements[def.id];
    return letter ? [{ def, letter }] : [];
  });
  if (reached.length === 0) return <p className="text-lodge-muted">{t("messages:noAchievements")}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("badges.label")}>
      {reached.map(({ def, letter }) => (
        <li
          key={def.id}
          className="flex items-center gap-3 rounded-2xl border border-lodge-border bg-lodge-panel p-3"
        >
          <span
            className={cn(
              "inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br text-lg font-black shadow-md ring-2",
              letterStyles[letter],
            )}
          >
            <span className="sr-only">{t("badges.tier", { letter })}</span>
            <span aria-hidden="true">{letter}</span>
          </span>
          <span className="min-w-0">
            <span className="block truncate font-bold">{t(`achievements:defs.${def.id}.title`)}</span>
            <span className="block text-xs text-lodge-muted">
              {t(`achievements:defs.${def.id}.description`)}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
