import { useTranslation } from "react-i18next";
import type { GameData } from "#core/game-data/schema.ts";
import { attackSpeedReport, baseAtkSpd } from "#core/rules/attack-speed.ts";
import { itemChanges } from "#core/rules/planner/deltas.ts";
import type { RosterEntry } from "#core/rules/planner/roster-plan.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { FarmList } from "#web/components/game/farm-list.tsx";
import { ChangeLine, useSlotItemLabel } from "#web/components/game/plan-lines.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { useBaseSpeed } from "#web/lib/i18n/use-base-speed.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { useSpeedText } from "#web/lib/i18n/use-speed-text.ts";
import { ArrowRightIcon } from "./plan-icons.tsx";

type Props = {
  entry: RosterEntry;
  position: number;
  name: string;
  // The build the plan started from (with the goal the plan used).
  before: HunterInput;
  nameOf: (hunterId: string) => string;
  gameData: GameData;
};

// One hunter of the roster plan, in priority order: its status, its swaps (each from the inventory or from
// a hunter lower in the order) with the stats they move, what higher hunters take from it, and, out of
// reach, the builder's farm list.
export function EntryCard({ entry, position, name, before, nameOf, gameData }: Props) {
  const { t } = useTranslation(["plan", "messages"]);
  const f = useFormat();
  const baseSpeed = useBaseSpeed();
  const speedText = useSpeedText();
  const label = useSlotItemLabel(gameData, t("messages:planEmptySlot"));
  const start = attackSpeedReport(before, gameData);
  const status =
    entry.outcome === "met"
      ? t("messages:planGoalMet")
      : entry.outcome === "planned"
        ? t("messages:goalReachable", { count: entry.swaps.length })
        : t("messages:planUnreachable");
  const baseLine = (from: HunterInput, to: HunterInput) => {
    const [a, b] = [baseAtkSpd(from, gameData), baseAtkSpd(to, gameData)];
    return a === b ? null : t("result.baseSpeed", { before: baseSpeed(a), after: baseSpeed(b) });
  };
  return (
    <article
      aria-label={t("result.label", { position, name })}
      className="space-y-3 rounded-xl border border-lodge-border bg-lodge-panel-2 p-4"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 text-base font-bold break-words">
          <span className="text-lodge-accent tabular-nums">{position}.</span> {name}
        </h3>
        <Badge
          tone={entry.outcome === "unreachable" ? "danger" : entry.outcome === "planned" ? "gold" : "success"}
          className="max-w-full max-sm:whitespace-normal"
        >
          {status}
        </Badge>
      </header>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs tabular-nums">
        <div className="flex gap-1">
          <dt className="text-lodge-muted">{t("result.actual")}</dt>
          <dd className="font-bold">
            {start.actualDisplay === entry.report.actualDisplay
              ? speedText.atkSpd(entry.report.actual)
              : t("result.fromTo", {
                  before: speedText.atkSpd(start.actual),
                  after: speedText.atkSpd(entry.report.actual),
                })}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-lodge-muted">{t("result.goal")}</dt>
          <dd className="font-bold">{f.fixed(entry.report.goal, 4)}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-lodge-muted">{t("result.missing")}</dt>
          <dd className="font-bold">{speedText.missing(entry.report)}</dd>
        </div>
      </dl>
      {entry.swaps.length > 0 ? (
        <ul className="space-y-2" aria-label={t("result.swaps")}>
          {entry.swaps.map((swap) => {
            const from = before.items[swap.slot];
            const to = entry.hunter.items[swap.slot];
            const base = swap.slot === "Weapon" ? baseLine(before, entry.hunter) : null;
            return (
              <li
                key={swap.slot}
                className="rounded-lg border border-lodge-border/70 bg-lodge-panel px-3 py-2"
              >
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                  <span className="font-semibold">{swap.slot}</span>
                  <span className="text-lodge-muted">{label(swap.slot, from)}</span>
                  <ArrowRightIcon className="shrink-0 text-lodge-muted" />
                  <span className="sr-only">{t("result.to")}</span>
                  <span className="font-semibold">{label(swap.slot, to)}</span>
                  <Badge className="max-w-full max-sm:whitespace-normal">
                    {swap.fromHunterId
                      ? t("result.fromHunter", { name: nameOf(swap.fromHunterId) })
                      : t("result.fromInventory")}
                  </Badge>
                </div>
                {base ? <p className="mt-1 text-xs font-semibold">{base}</p> : null}
                <ul className="mt-1.5 space-y-0.5">
                  {itemChanges(swap.slot, from, entry.hunter, gameData).map((change) => (
                    <ChangeLine key={change.stat} change={change} />
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      ) : null}
      {entry.lost.length > 0 ? (
        <ul className="space-y-1 text-sm" aria-label={t("result.taken")}>
          {entry.lost.map((loss) => (
            <li key={loss.slot} className="rounded-lg border border-lodge-warn/40 px-3 py-2">
              {t("result.lost", {
                slot: loss.slot,
                item: label(loss.slot, before.items[loss.slot]),
                name: nameOf(loss.toHunterId),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {entry.outcome === "unreachable" ? (
        <div className="space-y-3">
          <p className="text-sm">{t("messages:planShortBy", { missing: speedText.missing(entry.report) })}</p>
          <FarmList shopping={entry.shopping} />
        </div>
      ) : null}
    </article>
  );
}
