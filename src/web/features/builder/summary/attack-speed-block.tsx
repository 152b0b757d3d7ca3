import { useTranslation } from "react-i18next";
import type { AttackSpeedReport } from "#core/rules/attack-speed.ts";
import { cn } from "#web/lib/cn.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { BoltIcon } from "../builder-icons.tsx";

// docs/product.md#attack-speed: the goal, the bonus still missing (or 'Overflowing') and the actual speed, 4 decimals.
export function AttackSpeedBlock({ report }: { report: AttackSpeedReport }) {
  const { t } = useTranslation("builder");
  const f = useFormat();
  const reached = report.overflowing || report.missing === 0;
  return (
    <section aria-labelledby="atk-spd-title" className="space-y-3">
      <h2 id="atk-spd-title" className="flex items-center gap-2 text-sm font-bold tracking-wide uppercase">
        <BoltIcon className="text-lodge-accent" /> {t("speed.title")}
      </h2>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <Stat label={t("speed.goal")} value={f.number(report.goal, 4)} />
        <Stat
          label={t("speed.missing")}
          value={report.missingDisplay}
          className={reached ? "text-lodge-success" : "text-lodge-warn"}
        />
        <Stat label={t("speed.actual")} value={report.actualDisplay} className="text-lodge-accent" />
      </dl>
    </section>
  );
}

function Stat({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className="rounded-xl border border-lodge-border bg-lodge-bg/50 px-2 py-2.5">
      <dt className="text-[11px] font-semibold tracking-wider text-lodge-muted uppercase">{label}</dt>
      <dd className={cn("mt-0.5 truncate text-base font-bold tabular-nums", className)}>{value}</dd>
    </div>
  );
}
