import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { AttackSpeedBreakdown } from "#core/rules/summary-breakdown.ts";
import { BeyondCapNote } from "#web/components/game/board-speed.tsx";
import { AttackSpeedBreakdownButton } from "#web/components/game/breakdown/summary-breakdown.tsx";
import { cn } from "#web/lib/cn.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { useSpeedText } from "#web/lib/i18n/use-speed-text.ts";
import { BoltIcon } from "../builder-icons.tsx";

// docs/product.md#attack-speed: the goal, the bonus still missing (or 'Overflowing') and the actual speed, 4
// decimals; the actual speed opens its sources and formula. The formula's value stays, marked when the game
// plays it at its cap (docs/product.md#the-games-fastest-attack-on-the-boards).
export function AttackSpeedBlock({ report }: { report: AttackSpeedBreakdown }) {
  const { t } = useTranslation(["builder", "messages"]);
  const f = useFormat();
  const speedText = useSpeedText();
  const reached = report.overflowing || report.missing === 0;
  return (
    <section aria-labelledby="atk-spd-title" className="space-y-3">
      <h2 id="atk-spd-title" className="flex items-center gap-2 text-sm font-bold tracking-wide uppercase">
        <BoltIcon className="text-lodge-accent" /> {t("speed.title")}
      </h2>
      {/* Each tile at least as wide as its word, so the Missing tile's 'Overflowing' is neither cut nor broken. */}
      <dl className="grid grid-cols-[repeat(3,minmax(min-content,1fr))] gap-2 text-center">
        <Stat label={t("speed.goal")} value={f.number(report.goal, 4)} />
        <Stat
          label={t("speed.missing")}
          value={speedText.missing(report)}
          // A word, not a number: smaller, so 'Overflowing' is never cut to 'Over…'.
          className={cn(
            reached ? "text-lodge-success" : "text-lodge-warn",
            report.overflowing && "text-sm leading-6 whitespace-normal break-words",
          )}
        />
        <Stat
          label={t("speed.actual")}
          value={<AttackSpeedBreakdownButton speed={report} className="after:absolute after:inset-0" />}
          className="text-lodge-accent"
        />
      </dl>
      <BeyondCapNote formula={report.actual} className="text-right" />
    </section>
  );
}

function Stat({ label, value, className }: { label: string; value: ReactNode; className?: string }) {
  return (
    <div className="relative rounded-xl border border-lodge-border bg-lodge-bg/50 px-2 py-2.5">
      <dt className="text-[11px] font-semibold tracking-wider text-lodge-muted uppercase">{label}</dt>
      <dd className={cn("mt-0.5 truncate text-base font-bold tabular-nums", className)}>{value}</dd>
    </div>
  );
}
