import { useTranslation } from "react-i18next";
import type { RecalculationProgress } from "#core/schemas/achievements.ts";

const STEPS = ["hunters", "inventory", "presets", "account", "saving"] as const;
const isStep = (step: string): step is (typeof STEPS)[number] => (STEPS as readonly string[]).includes(step);

// The streaming call's progress frames, as a slim bar with the last finished step.
export function RecalculationStatus({ progress }: { progress: RecalculationProgress | null }) {
  const { t } = useTranslation("achievements");
  const done = progress?.done ?? 0;
  const total = progress?.total ?? 5;
  const label = progress
    ? isStep(progress.step)
      ? t(`steps.${progress.step}`)
      : progress.step
    : t("starting");
  return (
    <div role="status" className="mb-6 rounded-xl border border-lodge-border bg-lodge-panel px-4 py-3">
      <p className="flex justify-between text-sm font-medium">
        <span>{label}</span>
        <span className="text-lodge-muted tabular-nums">{t("stepOf", { done, total })}</span>
      </p>
      <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-lodge-panel-2">
        <div
          className="h-full rounded-full bg-gradient-to-r from-lodge-accent to-lodge-accent-2 transition-[width]"
          style={{ width: `${Math.round((done / total) * 100)}%` }}
        />
      </div>
    </div>
  );
}
