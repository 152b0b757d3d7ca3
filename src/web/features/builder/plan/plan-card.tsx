import { useTranslation } from "react-i18next";
import type { GameData } from "#core/game-data/schema.ts";
import { itemChanges, summaryChanges } from "#core/rules/planner/deltas.ts";
import type { Plan } from "#core/rules/planner/plan.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { BaseSpeedChange } from "#web/components/game/breakdown/base-speed-change.tsx";
import { ChangeLine, percentFormat, useSlotItemLabel } from "#web/components/game/plan-lines.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { useSpeedText } from "#web/lib/i18n/use-speed-text.ts";

type Props = {
  plan: Plan;
  index: number;
  current: HunterInput;
  stat: string;
  gameData: GameData;
  onApply: (plan: Plan) => void;
};

// One plan: per slot the item now and the item proposed with the stat lines that change, the speed it
// gives, and how the Build Summary moves.
export function PlanCard({ plan, index, current, stat, gameData, onApply }: Props) {
  const { t } = useTranslation(["builder", "messages"]);
  const locale = useFormat().locale;
  const speedText = useSpeedText();
  const label = useSlotItemLabel(gameData, t("messages:planEmptySlot"));
  const [percent, signed] = [percentFormat(locale), percentFormat(locale, true)];
  const deltas = summaryChanges(current, plan.hunter, gameData);
  const title = t("plan.title", { n: index + 1, count: plan.swaps.length });
  return (
    <article
      aria-label={title}
      className="space-y-3 rounded-xl border border-lodge-border bg-lodge-panel-2 p-4"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-bold">{title}</h3>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs tabular-nums">
          <div className="flex gap-1">
            <dt className="text-lodge-muted">{t("speed.actual")}</dt>
            <dd className="font-bold text-lodge-accent">{speedText.atkSpd(plan.report.actual)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-lodge-muted">{t("speed.missing")}</dt>
            <dd className="font-bold">{speedText.missing(plan.report)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-lodge-muted">{stat}</dt>
            <dd className="font-bold">{percent.format(plan.stat / 100)}</dd>
          </div>
        </dl>
      </header>
      <ul className="space-y-2">
        {plan.swaps.map((swap) => {
          const from = current.items[swap.slot];
          const to = plan.hunter.items[swap.slot];
          return (
            <li key={swap.slot} className="rounded-lg border border-lodge-border/70 bg-lodge-panel px-3 py-2">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                <span className="font-semibold">{swap.slot}</span>
                <span className="text-lodge-muted">{label(swap.slot, from)}</span>
                <span aria-hidden="true">→</span>
                <span className="sr-only">{t("plan.to")}</span>
                <span className="font-semibold">{label(swap.slot, to)}</span>
                {swap.wornBy ? (
                  <Badge tone="info">{t("messages:planWornBy", { name: swap.wornBy })}</Badge>
                ) : null}
              </div>
              <ul className="mt-1.5 space-y-0.5">
                {itemChanges(swap.slot, from, plan.hunter, gameData).map((change) => (
                  <ChangeLine key={change.stat} change={change} />
                ))}
                {swap.slot === "Weapon" ? (
                  <li>
                    <BaseSpeedChange from={current} to={plan.hunter} gameData={gameData} />
                  </li>
                ) : null}
              </ul>
            </li>
          );
        })}
      </ul>
      {deltas.length > 0 ? (
        <div>
          <h4 className="text-[11px] font-semibold tracking-wider text-lodge-muted uppercase">
            {t("summary.title")}
          </h4>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {deltas.map((d) => (
              <li
                key={d.stat}
                className={cn(
                  // The sign says the direction; the border's colour only repeats it (readable in both themes).
                  "rounded-full border px-2 py-0.5 text-xs font-semibold tabular-nums",
                  d.after > d.before ? "border-lodge-success/60" : "border-lodge-danger/60",
                )}
              >
                {t("plan.delta", { stat: d.stat, delta: signed.format((d.after - d.before) / 100) })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex justify-end">
        <Button
          size="sm"
          onClick={() => onApply(plan)}
          aria-label={t("plan.applyLabel", { apply: t("messages:planApply"), title })}
        >
          {t("messages:planApply")}
        </Button>
      </div>
    </article>
  );
}
