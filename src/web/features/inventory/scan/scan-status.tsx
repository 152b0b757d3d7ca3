import { useTranslation } from "react-i18next";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { useProblemText } from "./problem-text.ts";
import type { Progress, Shot } from "./use-scan.ts";

// The progress line while the engine downloads and reads, and why an image gave no item.
export function ScanStatus({ shots, progress }: { shots: readonly Shot[]; progress: Progress | null }) {
  const { t } = useTranslation("scan");
  const f = useFormat();
  const problemText = useProblemText();
  const percent = progress ? f.percent(Math.round(progress.progress * 100), 0) : "";
  const unread = shots.filter((shot) => shot.status === "failed" || shot.problems.length > 0);
  // Chosen but not yet started: "read" only once every screenshot is.
  const finished = shots.every((shot) => shot.status === "read" || shot.status === "failed");
  return (
    <>
      <p role="status" className="min-h-5 text-sm text-lodge-muted">
        {progress
          ? progress.stage === "download"
            ? t("progress.download", { percent })
            : t("progress.read", { index: progress.index, total: progress.total, percent })
          : shots.length === 0
            ? ""
            : finished
              ? t("progress.done", { count: shots.length })
              : t("progress.starting")}
      </p>
      {unread.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm">
          {unread.map((shot) => (
            <li key={shot.id} className="rounded-xl border border-lodge-border bg-lodge-panel-2/40 px-3 py-2">
              <span className="font-medium break-all">{shot.name}</span>
              {": "}
              {[
                ...(shot.failure ? [problemText({ code: shot.failure })] : []),
                ...shot.problems.map(problemText),
              ].join(" ")}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
