import type { RecalculationProgress } from "#core/schemas/achievements.ts";

const STEP_LABELS: Record<string, string> = {
  hunters: "Hunters counted",
  inventory: "Inventory counted",
  presets: "Presets checked",
  account: "Referrals and purchases checked",
  saving: "Progress saved",
};

// The streaming call's progress frames, as a slim bar with the last finished step.
export function RecalculationStatus({ progress }: { progress: RecalculationProgress | null }) {
  const done = progress?.done ?? 0;
  const total = progress?.total ?? 5;
  const label = progress ? (STEP_LABELS[progress.step] ?? progress.step) : "Starting...";
  return (
    <div role="status" className="mb-6 rounded-xl border border-lodge-border bg-lodge-panel px-4 py-3">
      <p className="flex justify-between text-sm font-medium">
        <span>{label}</span>
        <span className="text-lodge-muted tabular-nums">
          {done} / {total}
        </span>
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
