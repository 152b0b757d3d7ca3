import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import type { GameData } from "#core/game-data/schema.ts";
import { attackSpeedBreakdown, summaryBreakdown } from "#core/rules/summary-breakdown.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { cn } from "#web/lib/cn.ts";
import { useSpeedText } from "#web/lib/i18n/use-speed-text.ts";
import { BoltIcon, ChevronUpIcon } from "../builder-icons.tsx";
import { AttackSpeedBlock } from "./attack-speed-block.tsx";
import { BuildSummaryList } from "./build-summary-list.tsx";
import { useMediaQuery } from "./use-media-query.ts";

// Wide enough for the tabs and a side column next to the shell's sidebar.
const WIDE_BUILDER_QUERY = "(min-width: 1180px)";

// The Build Summary and the attack speed stay in view while editing: a sticky side column on wide
// screens, a bar pinned to the bottom on phones that opens into a sheet. Rendered once either way.
export function SummaryDock({
  hunter,
  gameData,
  standing,
}: {
  hunter: HunterInput;
  gameData: GameData;
  /** The saved build's place on the leaderboards, when it has one. */
  standing?: ReactNode;
}) {
  const { t } = useTranslation("builder");
  const speedText = useSpeedText();
  const wide = useMediaQuery(WIDE_BUILDER_QUERY);
  const [open, setOpen] = useState(false);
  const report = attackSpeedBreakdown(hunter, gameData);
  const body = (
    <div className="space-y-5">
      <AttackSpeedBlock report={report} />
      {standing}
      <BuildSummaryList lines={summaryBreakdown(hunter, gameData)} />
    </div>
  );

  if (wide) {
    return (
      <aside aria-label={t("summary.overview")} className="sticky top-6 self-start">
        <div className="max-h-[calc(100dvh-3rem)] overflow-y-auto rounded-2xl border border-lodge-border bg-lodge-panel p-4 shadow-lg shadow-black/10">
          {body}
        </div>
      </aside>
    );
  }

  return (
    <aside
      aria-label={t("summary.overview")}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-lodge-border bg-lodge-panel shadow-[0_-12px_30px_-12px_rgba(0,0,0,0.6)] md:left-72"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls="build-overview-sheet"
        onClick={() => setOpen((v) => !v)}
        className="flex min-h-14 w-full items-center justify-between gap-3 px-4 text-left"
      >
        <span className="flex items-center gap-2 text-sm font-bold">
          <BoltIcon className="text-lodge-accent" /> {t("summary.title")}
        </span>
        <span className="flex items-center gap-2 text-sm tabular-nums">
          {open ? null : (
            <>
              <span className="text-lodge-muted">{t("speed.atkSpd")}</span>
              <span className="font-bold text-lodge-accent">{speedText.atkSpd(report.actual)}</span>
            </>
          )}
          <ChevronUpIcon className={cn("transition", open && "rotate-180")} />
        </span>
      </button>
      {open ? (
        <div
          id="build-overview-sheet"
          className="max-h-[65dvh] overflow-y-auto border-t border-lodge-border px-4 py-4"
        >
          {body}
        </div>
      ) : null}
    </aside>
  );
}
