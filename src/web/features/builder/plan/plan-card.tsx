import type { GameData } from "#core/game-data/schema.ts";
import { messages } from "#core/messages.ts";
import { itemChanges, type StatChange, summaryChanges } from "#core/rules/planner/deltas.ts";
import type { Plan } from "#core/rules/planner/plan.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";

type SlotItem = HunterInput["items"]["Ring"];

const itemLabel = (item: SlotItem) =>
  item.rarity === ""
    ? messages.planEmptySlot
    : [item.rarity, item.itemName || null].filter(Boolean).join(" ");

const percent = (value: number) => `${value.toFixed(2)}%`;
const signed = (value: number) => `${value > 0 ? "+" : ""}${value.toFixed(2)}%`;

function ChangeLine({ change }: { change: StatChange }) {
  const up = change.after > change.before;
  return (
    <li className="flex items-baseline justify-between gap-3 text-xs tabular-nums">
      <span className="text-lodge-muted">{change.stat}</span>
      <span>
        {percent(change.before)} →{" "}
        <span className={up ? "text-lodge-success" : "text-lodge-danger"}>{percent(change.after)}</span>
      </span>
    </li>
  );
}

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
  const deltas = summaryChanges(current, plan.hunter, gameData);
  const title = `Plan ${index + 1}: ${plan.swaps.length} ${plan.swaps.length === 1 ? "swap" : "swaps"}`;
  return (
    <article
      aria-label={title}
      className="space-y-3 rounded-xl border border-lodge-border bg-lodge-panel-2 p-4"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-bold">{title}</h3>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs tabular-nums">
          <div className="flex gap-1">
            <dt className="text-lodge-muted">Actual</dt>
            <dd className="font-bold text-lodge-accent">{plan.report.actualDisplay}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-lodge-muted">Missing</dt>
            <dd className="font-bold text-lodge-success">{plan.report.missingDisplay}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-lodge-muted">{stat}</dt>
            <dd className="font-bold">{percent(plan.stat)}</dd>
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
                <span className="text-lodge-muted">{itemLabel(from)}</span>
                <span aria-hidden="true">→</span>
                <span className="sr-only">to</span>
                <span className="font-semibold">{itemLabel(to)}</span>
                {swap.wornBy ? <Badge tone="info">{messages.planWornBy(swap.wornBy)}</Badge> : null}
              </div>
              <ul className="mt-1.5 space-y-0.5">
                {itemChanges(swap.slot, from, to, gameData).map((change) => (
                  <ChangeLine key={change.stat} change={change} />
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      {deltas.length > 0 ? (
        <div>
          <h4 className="text-[11px] font-semibold tracking-wider text-lodge-muted uppercase">
            Build Summary
          </h4>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {deltas.map((d) => (
              <li
                key={d.stat}
                className={cn(
                  "rounded-full border px-2 py-0.5 text-xs tabular-nums",
                  d.after > d.before
                    ? "border-lodge-success/40 text-lodge-success"
                    : "border-lodge-danger/40 text-lodge-danger",
                )}
              >
                {d.stat} {signed(d.after - d.before)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex justify-end">
        <Button size="sm" onClick={() => onApply(plan)} aria-label={`${messages.planApply} ${title}`}>
          {messages.planApply}
        </Button>
      </div>
    </article>
  );
}
