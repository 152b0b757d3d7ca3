import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ACHIEVEMENTS, achievementById, type StoredProgress, tierReached } from "#core/rules/achievements.ts";
import type { RecalculationResult } from "#core/schemas/achievements.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Notice } from "#web/components/ui/notice.tsx";
import { PageHeader } from "#web/components/ui/panel.tsx";
import { getErrorMessage } from "#web/lib/api-client.ts";
import { CallableError } from "#web/lib/callable.ts";
import { i18next } from "#web/lib/i18n/i18n.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { AchievementCard } from "./achievement-card.tsx";
import { useAchievements } from "./api/get-achievements.ts";
import { useRecalculateAchievements } from "./api/recalculate-achievements.ts";
import { RecalculationStatus } from "./recalculation-status.tsx";
import { timeAgo } from "./time-ago.ts";

const countOf = (progress: StoredProgress, id: string) => {
  const n = progress[id];
  return typeof n === "number" && Number.isFinite(n) ? n : 0;
};
const TOTAL_TIERS = ACHIEVEMENTS.reduce((sum, def) => sum + def.thresholds.length, 0);

// A reply without a message of its own carries only its code (Firebase's default): that reads as the
// spec's unknown error.
function failureText(error: unknown): string {
  if (!(error instanceof CallableError)) return getErrorMessage(error);
  const bare = [error.code, error.code.toUpperCase().replaceAll("-", "_")].includes(error.message);
  return bare ? i18next.t("messages:unknownError") : error.message;
}

const announceWith =
  (t: TFunction<["achievements", "messages"]>) =>
  ({ newlyUnlocked }: RecalculationResult) => {
    if (newlyUnlocked.length === 0) return void toast.success(t("messages:achievementsUpToDate"));
    toast.success(t("newTiers", { count: newlyUnlocked.length }), {
      description: newlyUnlocked
        .map((u) =>
          t("unlockedTier", { title: t(`defs.${achievementById(u.id).id}.title`), letter: u.letter }),
        )
        .join(", "),
    });
  };

function CardGrid({ title, progress, secret }: { title: string; progress: StoredProgress; secret: boolean }) {
  const defs = ACHIEVEMENTS.filter((def) => def.secret === secret);
  return (
    <section aria-label={title} className="mb-8">
      <h2 className="mb-3 text-sm font-bold tracking-wider text-lodge-muted uppercase">{title}</h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {defs.map((def) => (
          <AchievementCard key={def.id} def={def} count={countOf(progress, def.id)} />
        ))}
      </ul>
    </section>
  );
}

// docs/product.md#achievements: the update button, then the cards.
export function Page() {
  const { t } = useTranslation(["achievements", "messages"]);
  const f = useFormat();
  const achievements = useAchievements();
  const [failure, setFailure] = useState<string | null>(null);
  const update = useRecalculateAchievements(announceWith(t));
  const progress = achievements.data?.progress ?? {};
  const unlocked = ACHIEVEMENTS.reduce((sum, def) => sum + tierReached(def, countOf(progress, def.id)), 0);
  const updatedAt = achievements.data?.updatedAt;

  const run = () => {
    setFailure(null);
    update.mutate(undefined, { onError: (error) => setFailure(failureText(error)) });
  };

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t("title")}
        subtitle={
          achievements.data
            ? t("subtitle", {
                unlocked: f.number(unlocked),
                total: f.number(TOTAL_TIERS),
                updated: updatedAt
                  ? t("updated", { ago: timeAgo(f.locale, new Date(updatedAt)) })
                  : t("notCalculated"),
              })
            : undefined
        }
        actions={
          <Button size="lg" className="w-full sm:w-auto" loading={update.isPending} onClick={run}>
            {update.isPending ? t("messages:calculating") : t("messages:updateMyAchievements")}
          </Button>
        }
      />
      {update.isPending ? <RecalculationStatus progress={update.progress} /> : null}
      {failure ? <Notice className="mb-6" message={{ tone: "error", text: failure }} /> : null}
      {achievements.isError ? (
        <Notice message={{ tone: "error", text: t("messages:achievementsLoadFailed") }} />
      ) : achievements.data ? (
        <>
          <CardGrid title={t("tiered")} progress={progress} secret={false} />
          <CardGrid title={t("secret")} progress={progress} secret />
        </>
      ) : (
        <ul aria-busy="true" aria-label={t("loading")} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {ACHIEVEMENTS.slice(0, 6).map((def) => (
            <li
              key={def.id}
              className="h-44 animate-pulse rounded-2xl border border-lodge-border bg-lodge-panel"
            />
          ))}
        </ul>
      )}
    </div>
  );
}
